import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseFile } from '@/contract/case-file';
import { apiKeys } from '@/lib/api/queries';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';
import { csrf, serve } from './served-calls';

// The change of address at /coa through the whole app (router, layout, demo copy and configs),
// with the server's answers given per call: the address block with the wizard's own fields and
// rules, the new address sent whole, and the closed case.

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

const onFile = {
  mailingStreetLine1: '1200 Harbor Way',
  mailingStreetLine2: null,
  mailingCity: 'Portland',
  mailingSubDivision: 'OR',
  mailingPostalCode: '97201',
  mailingSubDivisionNonUS: null,
  mailingPostalCodeNonUS: null,
  mailingCountry: 'United States',
};

const caseFile: CaseFile = {
  referenceCode: 'STD-7K3Q-9XWM',
  formType: 'Standard',
  state: 'inReview',
  history: [{ state: 'received', at: '2026-06-15T06:30:00.000Z', reason: null }],
  deficiency: null,
  denial: null,
  address: { dtoMapping: 'claimantInfo', fields: Object.entries(onFile).map(([key, value]) => ({ key, value })) },
  payout: null,
  actions: { cure: false, appeal: false, changeAddress: true, changePayout: false, amend: true },
};

async function openAddress(current: CaseFile | null) {
  const queryClient = filledQueryClient();
  queryClient.setQueryData(apiKeys.caseFile, current);
  await renderApp('/coa', { queryClient });
  return userEvent.setup();
}

describe('the change of address', () => {
  it('starts from the address on file, checks it with the form’s rules, and sends the whole new address', async () => {
    const asked = serve({
      'GET /api/csrf': csrf,
      'POST /api/case/address': () => ({ status: 200, body: { error: null, caseFile } }),
    });
    const user = await openAddress(caseFile);
    await findPageHeading('Change the mailing address of claim STD-7K3Q-9XWM');
    const street = screen.getByRole('textbox', { name: /^Street address/ });
    expect(street).toHaveValue('1200 Harbor Way');

    await user.clear(street);
    await user.click(screen.getByRole('button', { name: 'Save the new address' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').length).toBeGreaterThan(0);
    expect(asked.some((a) => a.call === 'POST /api/case/address')).toBe(false);

    await user.type(street, '77 Lighthouse Road');
    await user.click(screen.getByRole('button', { name: 'Save the new address' }));
    const heading = await findPageHeading('Change the mailing address of claim STD-7K3Q-9XWM');
    await waitFor(() => expect(heading).toHaveFocus());
    // Shown on the page, and said by the live region.
    expect(screen.getAllByText(/Your new mailing address is saved/)).toHaveLength(2);
    expect(document.querySelector('[data-slot="block-status"]')).toHaveTextContent(/Your new mailing address is saved/);
    const sent = asked.find((a) => a.call === 'POST /api/case/address')?.body as { answers: { key: string; value: unknown }[] };
    expect(sent.answers.map((a) => a.key)).toEqual(Object.keys(onFile));
    expect(sent.answers.find((a) => a.key === 'mailingStreetLine1')?.value).toBe('77 Lighthouse Road');
    expect(screen.getByRole('link', { name: 'Back to your claim status' })).toHaveAttribute('href', '/claim/status');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    serve({
      'GET /api/csrf': csrf,
      'POST /api/case/address': () => ({ status: 409, body: { error: 'The address of this claim can no longer be changed here.' } }),
    });
    const user = await openAddress(caseFile);
    const street = await screen.findByRole('textbox', { name: /^Street address/ });
    await user.clear(street);
    await user.type(street, '9 Pier Lane');
    await user.click(screen.getByRole('button', { name: 'Save the new address' }));
    expect(await screen.findByText('The address of this claim can no longer be changed here.')).toBeInTheDocument();
    expect(street).toHaveValue('9 Pier Lane');
  });

  it('says when the address can no longer be changed here, and offers no form', async () => {
    serve({ 'GET /api/csrf': csrf });
    await openAddress({ ...caseFile, state: 'paid', actions: { ...caseFile.actions, changeAddress: false } });
    await findPageHeading('Change the mailing address of claim STD-7K3Q-9XWM');
    expect(screen.getByText(/can no longer be changed here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the new address' })).toBeNull();
  });

  it('asks the claimant to sign in first', async () => {
    serve({ 'GET /api/csrf': csrf });
    await openAddress(null);
    await findPageHeading('Check your claim status');
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
  });
});
