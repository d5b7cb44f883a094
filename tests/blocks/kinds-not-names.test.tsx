import { act, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PayPalSettings } from '@/contract/api';
import { AppStateProvider } from '@/features/app-state/app-state-context';
import { createAppStateStore } from '@/features/app-state/app-state-store';
import { applyPrepopulatedData, createModelStore, savedModels } from '@/engine/models';
import { withSignatureDate } from '@/engine/signature-date';
import { MultiRecordManager } from '@/features/form-engine/blocks/multi-record-manager';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import type { SitePages } from '@/features/navigation/site-pages';
import { WizardSectionView } from '@/features/wizard/wizard-sections';
import { apiKeys } from '@/lib/api/queries';
import { mappedConfig } from '../support/model-configs';
import { renderBlock, savedClientId } from '../support/render-form';

// Blocks find their models by dtoMapping and their fields by role: a package may give its models
// mapping names of its own and its fields keys of their own.

const noPages = {} as SitePages;

describe('blocks of a package with its own mapping names and field keys', () => {
  it('shows what the authorize answer brought, in a prepopulated model with its own mapping name', async () => {
    const facts = mappedConfig(
      'prepopulatedData',
      [{ key: 'ClaimStatus', widget: 'hidden', label: 'Claim status', prepopulatedDataKey: 'ClaimStatus' }],
      { formType: 'Lookup', mappingName: 'letterFacts' },
    );
    const { engine } = await renderBlock([facts], () => (
      <WizardSectionView
        formType="Lookup"
        section={{ kind: 'prepopulated', heading: 'What we have' }}
        pages={noPages}
        progress={undefined}
      />
    ));
    act(() =>
      engine.update((store) =>
        applyPrepopulatedData(store, [
          { metadata: { DtoMapping: 'prepopulatedData', FormType: 'Lookup' }, fields: { ClaimStatus: 'Received' } },
        ]),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'What we have' })).toBeInTheDocument();
    expect(screen.getByText('Claim status')).toBeInTheDocument();
    expect(screen.getByText('Received')).toBeInTheDocument();
  });

  it('treats a document-context model with its own mapping name as documents', async () => {
    const receipts = mappedConfig(
      'documentContexts',
      [{ key: 'File', widget: 'file', label: 'File', validations: [{ type: 'requiredOnClientOnly' }] }],
      { mappingName: 'receipts' },
    );
    await renderBlock([receipts], () => <MultiRecordManager formType="Standard" mappingName="receipts" required />);
    expect(screen.getByRole('button', { name: 'Add a document' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a record' })).not.toBeInTheDocument();
  });

  it('offers the PayPal login when the field with the paymentElection role chooses PayPal', async () => {
    const payout = mappedConfig(
      'claimDetails',
      [
        {
          key: 'HowToPay',
          role: 'paymentElection',
          widget: 'radio',
          label: 'How should we pay you?',
          props: {
            options: [
              { value: 'Check', label: 'Check' },
              { value: 'PayPal', label: 'PayPal' },
            ],
          },
        },
        { key: 'PayoutEmail', role: 'payPalEmail', widget: 'text', label: 'PayPal email' },
        { key: 'PayoutCode', role: 'payPalAuthCode', widget: 'hidden', label: 'PayPal code' },
      ],
      { mappingName: 'payout' },
    );
    const queryClient = new QueryClient();
    const settings: PayPalSettings = {
      clientId: 'demo-client',
      enabled: true,
      loginUrl: '/paypal-login-demo',
      invalidPayPalVerification: false,
      authCodeExpiration: 10,
    };
    queryClient.setQueryData(apiKeys.payPalSettings, settings);
    const { user, engine } = await renderBlock([payout], (engine) => (
      <QueryClientProvider client={queryClient}>
        <AppStateProvider store={createAppStateStore()}>
          <ModelFields clientId={savedClientId(engine, payout)} keys={['howToPay']} />
          <WizardSectionView formType="Standard" section={{ kind: 'paypal' }} pages={noPages} progress={undefined} />
        </AppStateProvider>
      </QueryClientProvider>
    ));
    expect(screen.queryByRole('button', { name: 'Log in with PayPal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(await screen.findByRole('button', { name: 'Log in with PayPal' })).toBeInTheDocument();
    expect(savedModels(engine.getStore(), 'Standard', 'payout')[0]?.fields.howToPay).toBe('PayPal');
  });

  it('writes the signature date into the field with the signatureDate role, whatever its key', () => {
    const attestation = mappedConfig(
      'signature',
      [
        { key: 'SignedName', widget: 'text', label: 'Name' },
        { key: 'DateSigned', role: 'signatureDate', widget: 'hidden', label: 'Date signed' },
      ],
      { mappingName: 'attestation' },
    );
    const store = withSignatureDate(createModelStore([attestation]), 'Standard', '06/01/2026');
    expect(savedModels(store, 'Standard', 'attestation')[0]?.fields).toEqual({ signedName: null, dateSigned: '06/01/2026' });
  });
});
