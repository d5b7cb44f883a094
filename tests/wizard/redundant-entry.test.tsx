import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModelConfig } from '@/contract/model-config';
import { applyPrepopulatedData } from '@/engine/models';
import { claimSession } from '@/features/wizard/claim-session';
import { apiKeys } from '@/lib/api/queries';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// WCAG 2.2, 3.3.7 Redundant Entry, in the demo package: a field that asks again for something
// the claimant gave on an earlier page starts with that answer (the package declares the link
// with `prefillFrom`), and the confirm fields of values the server filled in start filled too.

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

/** The Standard form's first page answered with a name and an email, then its payment page. */
async function paymentPageAfterClaimantInfo() {
  const { router } = await renderApp('/standard/claimant-info');
  await findPageHeading('Tell us about yourself');
  const user = userEvent.setup();
  await user.type(box(/^First name/), 'Dana');
  await user.type(box(/^Last name/), 'Whitfield');
  await user.type(box(/^Email address/), 'dana.whitfield@example.com');
  await router.navigate({ href: '/standard/payment-election' });
  await findPageHeading('Choose how to receive your payment');
  return { router, user };
}

describe('answers the claimant gave earlier', () => {
  it('start the check payee name and the PayPal email, and the claimant can still change them', async () => {
    const { user } = await paymentPageAfterClaimantInfo();

    await user.click(screen.getByRole('radio', { name: 'Paper check by mail' }));
    const payee = box(/^Name to print on the check/);
    expect(payee).toHaveValue('Dana Whitfield');
    await user.clear(payee);
    await user.type(payee, 'D. R. Whitfield');
    expect(payee).toHaveValue('D. R. Whitfield');

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(box(/^PayPal email address/)).toHaveValue('dana.whitfield@example.com');
    // The confirm field is still typed by the claimant: it checks the email they mean.
    expect(box(/^Confirm PayPal email address/)).toHaveValue('');

    // Back to the check: the payee name the claimant typed is not replaced by the earlier name
    // (the dependency emptied it while hidden, and the claimant's edit wins over the prefill).
    await user.click(screen.getByRole('radio', { name: 'Paper check by mail' }));
    expect(box(/^Name to print on the check/)).toHaveValue('');
  });

  it('does not overwrite what the claimant typed there before the earlier answer existed', async () => {
    const { router } = await renderApp('/standard/payment-election');
    await findPageHeading('Choose how to receive your payment');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Paper check by mail' }));
    expect(box(/^Name to print on the check/)).toHaveValue('');
    await user.type(box(/^Name to print on the check/), 'Pat Doe');

    await router.navigate({ href: '/standard/claimant-info' });
    await findPageHeading('Tell us about yourself');
    await user.type(box(/^First name/), 'Dana');
    await user.type(box(/^Last name/), 'Whitfield');
    await router.navigate({ href: '/standard/payment-election' });
    await findPageHeading('Choose how to receive your payment');
    expect(box(/^Name to print on the check/)).toHaveValue('Pat Doe');
  });

  it('is left empty after the claimant emptied it on purpose', async () => {
    const { router, user } = await paymentPageAfterClaimantInfo();
    await user.click(screen.getByRole('radio', { name: 'Paper check by mail' }));
    await user.clear(box(/^Name to print on the check/));

    await router.navigate({ href: '/standard/claim-details' });
    await findPageHeading('Tell us about your purchase');
    await router.navigate({ href: '/standard/payment-election' });
    await findPageHeading('Choose how to receive your payment');
    expect(box(/^Name to print on the check/)).toHaveValue('');
  });
});

describe('confirm fields of values the server filled in', () => {
  it('start with the same value in Automotive, and Next accepts the page', async () => {
    const queryClient = filledQueryClient();
    const { router, authorization } = await renderApp('/automotive', { queryClient });
    await findPageHeading('File a claim for your vehicle');
    const engine = claimSession.engineFor(queryClient.getQueryData<ModelConfig[]>(apiKeys.formsConfig)!);
    // What a successful authorize does with the server's answer for the demo's first claimant
    // (server/http/routes/authorize.ts sends the claimant's prepopulated keys of each model).
    authorization.setAuthorized('Automotive', true);
    engine.update((store) =>
      applyPrepopulatedData(store, [
        {
          metadata: { DtoMapping: 'claimantInfo', FormType: 'Automotive' },
          fields: {
            FirstName: 'Dana',
            MiddleInitial: 'R',
            LastName: 'Whitfield',
            MailingStreetLine1: '1200 Harbor Way',
            MailingCity: 'Sacramento',
            MailingSubDivision: 'CA',
            MailingPostalCode: '95814',
            MailingCountry: 'US',
            EmailAddress: 'dana.whitfield@example.com',
            PhoneNumber: '(916) 555-0187',
          },
        },
      ]),
    );
    await router.navigate({ href: '/automotive/claimant-info' });
    await findPageHeading('Tell us about yourself');

    expect(box(/^Email address/)).toHaveValue('dana.whitfield@example.com');
    expect(box(/^Confirm email address/)).toHaveValue('dana.whitfield@example.com');
    expect(box(/^US phone number/)).toHaveValue('(916) 555-0187');
    expect(box(/^Confirm US phone number/)).toHaveValue('(916) 555-0187');
    // Nothing to report on Next: the page's rules, confirms among them, hold.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findPageHeading('Tell us about your vehicle');
  });
});
