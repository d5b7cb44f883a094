import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseFile } from '@/contract/case-file';
import { apiKeys } from '@/lib/api/queries';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';
import { csrf, serve } from './served-calls';

// The change of payment method at /claim/payout through the whole app (router, layout, demo copy
// and configs), with the server's answers given per call: the payment section with the wizard's
// own fields and the method definitions' rules, nothing of the account on file, the election and
// the chosen method's fields sent, and the closed case.

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

const caseFile: CaseFile = {
  referenceCode: 'STD-7K3Q-9XWM',
  formType: 'Standard',
  state: 'inReview',
  history: [{ state: 'received', at: '2026-06-15T06:30:00.000Z', reason: null }],
  deficiency: null,
  denial: null,
  address: null,
  payout: {
    dtoMapping: 'claimDetails',
    legend: 'Section_PaymentMethod',
    election: 'paymentMethod',
    methods: [
      { option: 'Venmo', keys: ['venmoHandle'] },
      { option: 'DirectDeposit', keys: ['bankRoutingNumber', 'bankAccountNumber', 'confirmBankAccountNumber', 'bankAccountType'] },
      { option: 'Check', keys: ['checkPayeeName'] },
    ],
    current: { option: 'DirectDeposit', lastFour: '6789' },
    until: null,
  },
  actions: { cure: false, appeal: false, changeAddress: false, changePayout: true, amend: false },
};

async function openPayout(current: CaseFile | null) {
  const queryClient = filledQueryClient();
  queryClient.setQueryData(apiKeys.caseFile, current);
  await renderApp('/claim/payout', { queryClient });
  return userEvent.setup();
}

const heading = 'Change how claim STD-7K3Q-9XWM is paid';

describe('the change of payment method', () => {
  it('names the method on file by its last four only, checks the new one with its rules, and sends it', async () => {
    const venmo = { ...caseFile, payout: { ...caseFile.payout!, current: { option: 'Venmo', lastFour: null } } };
    const asked = serve({
      'GET /api/csrf': csrf,
      'POST /api/case/payout': () => ({ status: 200, body: { error: null, caseFile: venmo } }),
    });
    const user = await openPayout(caseFile);
    await findPageHeading(heading);
    expect(screen.getByText('You are now paid by Direct deposit to a US bank account, to the account ending in 6789.')).toBeInTheDocument();
    const methods = screen.getByRole('radiogroup', { name: /How would you like to be paid/ });
    // The package's methods the case file takes, none chosen: PayPal's login is the wizard's.
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Venmo', 'DirectDeposit', 'Check']);
    expect(
      within(methods)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);

    await user.click(within(methods).getByRole('radio', { name: 'Venmo' }));
    const handle = await screen.findByRole('textbox', { name: /Phone number or email of your Venmo account/ });
    await user.type(handle, 'not a handle');
    await user.click(screen.getByRole('button', { name: 'Save the new payment method' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: /Enter the phone number or email address of your Venmo account/ }),
    ).toBeInTheDocument();
    expect(asked.some((a) => a.call === 'POST /api/case/payout')).toBe(false);

    await user.clear(handle);
    await user.type(handle, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save the new payment method' }));
    const saved = await findPageHeading(heading);
    await waitFor(() => expect(saved).toHaveFocus());
    expect(screen.getAllByText(/Your new payment method is saved/)).toHaveLength(2);
    expect(screen.getByText('You are now paid by Venmo.')).toBeInTheDocument();
    const sent = asked.find((a) => a.call === 'POST /api/case/payout')?.body as { answers: { key: string; value: unknown }[] };
    expect(sent.answers).toEqual([
      { dtoMapping: 'claimDetails', key: 'paymentMethod', value: 'Venmo' },
      { dtoMapping: 'claimDetails', key: 'venmoHandle', value: 'ada@example.com' },
    ]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    serve({
      'GET /api/csrf': csrf,
      'POST /api/case/payout': () => ({ status: 409, body: { error: 'The payment method of this claim can no longer be changed here.' } }),
    });
    const user = await openPayout(caseFile);
    await user.click(await screen.findByRole('radio', { name: 'Paper check by mail' }));
    const payee = await screen.findByRole('textbox', { name: /name/i });
    await user.type(payee, 'Ada Lind');
    await user.click(screen.getByRole('button', { name: 'Save the new payment method' }));
    expect(await screen.findByText('The payment method of this claim can no longer be changed here.')).toBeInTheDocument();
    expect(payee).toHaveValue('Ada Lind');
  });

  it('says when the method can no longer be changed here, and offers no form', async () => {
    serve({ 'GET /api/csrf': csrf });
    await openPayout({ ...caseFile, state: 'paid', actions: { ...caseFile.actions, changePayout: false } });
    await findPageHeading(heading);
    expect(screen.getByText(/can no longer be changed here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the new payment method' })).toBeNull();
  });

  it('is linked from the claim’s status page while the method may change', async () => {
    serve({ 'GET /api/csrf': csrf });
    const queryClient = filledQueryClient();
    queryClient.setQueryData(apiKeys.caseFile, caseFile);
    await renderApp('/claim/status', { queryClient });
    expect(await screen.findByRole('link', { name: 'Change how you are paid' })).toHaveAttribute('href', '/claim/payout');
  });
});
