import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/contract/copy-catalogue';
import type { ModelConfig } from '@/contract/model-config';
import { pageSectionSchema, type SectionOf } from '@/contract/page-layouts';
import { paymentFieldAdditions, withAdditions } from '@/engine/payment-methods/election-rules';
import type { FormEngine } from '@/features/form-engine/react/engine';
import type { SitePages } from '@/features/navigation/site-pages';
import { WizardSectionView } from '@/features/wizard/wizard-sections';
import { mappedConfig } from '../support/model-configs';
import { renderBlock } from '../support/render-form';

// The payment page's section: the package's methods, in the package's order and words, and the
// fields of the chosen method only, checked by that method's rules. Keys and mapping are the
// package's own: the section finds nothing by name.

const section = pageSectionSchema.parse({
  kind: 'payment',
  mapping: 'payout',
  legend: 'How you are paid',
  election: 'HowToPay',
  methods: [
    { method: 'venmo', option: 'V', fields: { handle: 'VenmoAccount' } },
    {
      method: 'ach',
      option: 'A',
      fields: {
        routingNumber: 'RoutingNo',
        accountNumber: 'AccountNo',
        confirmAccountNumber: 'AccountNoAgain',
        accountType: 'AccountKind',
      },
    },
    { method: 'check', option: 'C', fields: { payee: 'PayeeName' } },
  ],
}) as SectionOf<'payment'>;

const written = mappedConfig(
  'claimDetails',
  [
    {
      key: 'HowToPay',
      role: 'paymentElection',
      widget: 'radio',
      label: 'How should we pay you?',
      validations: [{ type: 'required' }],
      props: {
        options: [
          { value: 'V', label: 'Venmo' },
          { value: 'A', label: 'Direct deposit' },
          { value: 'C', label: 'Paper check' },
        ],
      },
    },
    { key: 'VenmoAccount', role: 'payoutAccount', widget: 'text', label: 'Venmo phone or email' },
    { key: 'RoutingNo', widget: 'text', label: 'Routing number' },
    { key: 'AccountNo', role: 'payoutAccount', widget: 'text', label: 'Account number' },
    { key: 'AccountNoAgain', widget: 'text', label: 'Account number again' },
    {
      key: 'AccountKind',
      widget: 'radio',
      label: 'Account type',
      props: {
        options: [
          { value: 'Checking', label: 'Checking' },
          { value: 'Savings', label: 'Savings' },
        ],
      },
    },
    { key: 'PayeeName', widget: 'text', label: 'Name on the check' },
  ],
  { mappingName: 'payout' },
);

// The server adds each method's rules to the package's fields when the package loads; the app
// receives them so.
const additions = paymentFieldAdditions(section);
const served: ModelConfig = { ...written, fields: written.fields.map((field) => withAdditions(field, additions.get(field.key))) };

const noPages = {} as SitePages;
const { venmoHandle } = catalogue.validation;

/** Validates every field on screen, as Next does, and gives the message keys found. */
function validate(engine: FormEngine): string[] {
  let keys: string[] = [];
  act(() => {
    keys = engine.validateAll().map((error) => error.descriptor.key);
  });
  return keys;
}

describe('the payment section', () => {
  it('offers the package’s methods in its order and shows the fields of the chosen one only', async () => {
    const { user, engine } = await renderBlock(
      [served],
      () => <WizardSectionView formType="Standard" section={section} pages={noPages} progress={undefined} />,
      // The app's copy as the server serves it: the package's, with the built-in texts it lacks.
      { copy: { en: { [venmoHandle.key]: venmoHandle.defaultText! } } },
    );
    const group = screen.getByRole('group', { name: 'How you are paid' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['V', 'A', 'C']);
    expect(within(group).getByRole('radio', { name: 'Venmo' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Venmo phone or email/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Routing number/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Venmo' }));
    const handle = await screen.findByRole('textbox', { name: /Venmo phone or email/ });
    expect(screen.queryByRole('textbox', { name: /Routing number/ })).not.toBeInTheDocument();

    // A Venmo user name is neither a phone nor an email: the method's own message.
    await user.type(handle, '@ada');
    expect(validate(engine)).toEqual(['Validation_Payment_VenmoHandle']);
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('Enter the phone number or email address of your Venmo account'));

    await user.click(screen.getByRole('radio', { name: 'Direct deposit' }));
    expect(await screen.findByRole('textbox', { name: /Routing number/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Account number again/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Account type/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Venmo phone or email/ })).not.toBeInTheDocument();
  });

  it('requires the chosen method’s answers, and marks them so', async () => {
    const { user, engine } = await renderBlock([served], () => (
      <WizardSectionView formType="Standard" section={section} pages={noPages} progress={undefined} />
    ));
    await user.click(screen.getByRole('radio', { name: 'Paper check' }));
    expect(await screen.findByRole('textbox', { name: /Name on the check/ })).toBeRequired();
    expect(validate(engine)).toEqual(['Validation_ConditionalRequired']);
  });
});
