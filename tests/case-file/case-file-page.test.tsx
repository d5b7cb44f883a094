import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseFile } from '@/contract/case-file';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import { apiKeys } from '@/lib/api/queries';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// The case file at /claim/status through the whole app (router, guards, layout, demo copy), with
// the server's answers given per call: sign-in by a mailed code, the status page, the deficiency's
// cure form built from the form's model configs, the appeal form, and sign-out.

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

const received: CaseFile = {
  referenceCode: 'STD-7K3Q-9XWM',
  formType: 'Standard',
  state: 'received',
  history: [{ state: 'received', at: '2026-06-15T06:30:00.000Z', reason: null }],
  deficiency: null,
  denial: null,
  address: null,
  payout: null,
  actions: { cure: false, appeal: false, changeAddress: false, changePayout: false, amend: false },
};

const deficient: CaseFile = {
  ...received,
  state: 'deficient',
  history: [
    ...received.history,
    { state: 'inReview', at: '2026-06-16T18:00:00.000Z', reason: null },
    { state: 'deficient', at: '2026-06-17T18:00:00.000Z', reason: 'The price does not match the receipt.' },
  ],
  deficiency: {
    items: [{ dtoMapping: 'claimDetails', key: 'PurchaseAmount', kind: 'field', value: '120.00' }],
    reason: 'The price does not match the receipt.',
    cureBy: '2026-07-17T06:59:59.000Z',
  },
  actions: { cure: true, appeal: false, changeAddress: false, changePayout: false, amend: false },
};

const denied: CaseFile = {
  ...received,
  state: 'denied',
  history: [...received.history, { state: 'denied', at: '2026-06-20T18:00:00.000Z', reason: 'No proof of purchase.' }],
  denial: { reason: 'No proof of purchase.', appealBy: '2026-07-20T18:00:00.000Z' },
  actions: { cure: false, appeal: true, changeAddress: false, changePayout: false, amend: false },
};

type Answer = { status: number; body?: unknown } | (() => { status: number; body?: unknown });

/** Answers the app's fetch calls by method and path; every other call fails the test. */
function serve(routes: Record<string, Answer>) {
  const asked: Array<{ call: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    asked.push({ call, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[call];
    if (!route) throw new Error(`No answer for ${call}`);
    const { status, body } = typeof route === 'function' ? route() : route;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

/** The part of the sign-in page for the reference code and the mailed code. */
const byCode = () => within(screen.getByRole('region', { name: 'Sign in with your reference code' }));

const csrf = { status: 200, body: { requestHeaderName: 'X-CSRF-Token', requestToken: 't1' } };

/** The app at /claim/status with the case file's answer already known (null: not signed in). */
async function openCaseFile(caseFile: CaseFile | null, query = '') {
  const queryClient = filledQueryClient();
  queryClient.setQueryData(apiKeys.caseFile, caseFile);
  const app = await renderApp(`/claim/status${query}`, { queryClient });
  return { ...app, queryClient, user: userEvent.setup() };
}

describe('signing in', () => {
  it('mails a code for the reference code, then signs in with it and shows the status', async () => {
    let signedIn = false;
    const asked = serve({
      'GET /api/csrf': csrf,
      'POST /api/case/code': { status: 202 },
      'POST /api/case/sign-in': () => {
        signedIn = true;
        return { status: 200, body: { signedIn: true, error: null } };
      },
      'GET /api/case': () => (signedIn ? { status: 200, body: received } : { status: 401 }),
    });
    const { user } = await openCaseFile(null);
    await findPageHeading('Check your claim status');

    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter your reference code' })).toBeInTheDocument();
    expect(summary).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /^Reference code/ }), 'STD-7K3Q-9XWM');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const code = await screen.findByRole('textbox', { name: /^Sign-in code/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(document.querySelector('[data-slot="block-status"]')).toHaveTextContent(/we have emailed a sign-in code/);
    expect(asked.find((a) => a.call === 'POST /api/case/code')?.body).toEqual({ referenceCode: 'STD-7K3Q-9XWM', culture: 'en' });

    await user.type(code, 'K7Q3-9XWM');
    await user.click(byCode().getByRole('button', { name: 'Sign in' }));
    const heading = await findPageHeading('Your claim STD-7K3Q-9XWM');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(asked.find((a) => a.call === 'POST /api/case/sign-in')?.body).toEqual({ referenceCode: 'STD-7K3Q-9XWM', code: 'K7Q3-9XWM' });
    expect(screen.getByText('Status: Received')).toBeInTheDocument();
  });

  it('moves focus to the code field even when the next frame comes before the field is drawn', async () => {
    // A busy phone: the animation frame after the click runs before React has drawn the new field.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(performance.now());
      return 0;
    });
    serve({ 'GET /api/csrf': csrf, 'POST /api/case/code': { status: 202 }, 'GET /api/case': { status: 401 } });
    const { user } = await openCaseFile(null);
    await findPageHeading('Check your claim status');
    await user.type(screen.getByRole('textbox', { name: /^Reference code/ }), 'STD-7K3Q-9XWM');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const code = await screen.findByRole('textbox', { name: /^Sign-in code/ });
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('shows a refused sign-in and keeps the typed values', async () => {
    serve({
      'GET /api/csrf': csrf,
      'POST /api/case/code': { status: 202 },
      'POST /api/case/sign-in': { status: 401, body: { signedIn: false, error: 'That code is not right or has expired.' } },
    });
    const { user } = await openCaseFile(null);
    await findPageHeading('Check your claim status');
    await user.type(screen.getByRole('textbox', { name: /^Reference code/ }), 'STD-7K3Q-9XWM');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /^Sign-in code/ }), 'WRONG-CODE');
    await user.click(byCode().getByRole('button', { name: 'Sign in' }));
    const message = await screen.findByText('That code is not right or has expired.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Reference code/ })).toHaveValue('STD-7K3Q-9XWM');
    expect(screen.getByRole('textbox', { name: /^Sign-in code/ })).toHaveValue('WRONG-CODE');
  });

  it('shows the standard retry message when the server fails', async () => {
    serve({ 'GET /api/csrf': csrf, 'POST /api/case/code': { status: 503 } });
    const { user } = await openCaseFile(null);
    await findPageHeading('Check your claim status');
    await user.type(screen.getByRole('textbox', { name: /^Reference code/ }), 'STD-7K3Q-9XWM');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText(PROBLEM_OCCURRED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Reference code/ })).toHaveValue('STD-7K3Q-9XWM');
  });

  it('asks the notice’s claim ID and PIN with the Lookup form’s own fields and rules, then signs in', async () => {
    let signedIn = false;
    const asked = serve({
      'GET /api/csrf': csrf,
      'POST /api/case/sign-in': () => {
        signedIn = true;
        return { status: 200, body: { signedIn: true, error: null } };
      },
      'GET /api/case': () => (signedIn ? { status: 200, body: received } : { status: 401 }),
    });
    const { user } = await openCaseFile(null);
    await findPageHeading('Check your claim status');
    const notice = screen.getByRole('region', { name: 'Sign in with the claim ID and PIN from your notice' });
    const claimId = within(notice).getByRole('textbox', { name: /^Claim ID/ });
    const pin = within(notice).getByRole('textbox', { name: /^PIN/ });
    await user.type(claimId, 'BW-1');
    await user.click(within(notice).getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Claim ID: Enter your claim ID as it appears on your notice, for example BW-123456', expect.stringMatching(/^PIN: /)]);
    expect(asked.some((a) => a.call === 'POST /api/case/sign-in')).toBe(false);

    await user.clear(claimId);
    await user.type(claimId, 'BW-100200');
    await user.type(pin, '4321');
    await user.click(within(notice).getByRole('button', { name: 'Sign in' }));
    await findPageHeading('Your claim STD-7K3Q-9XWM');
    expect(asked.find((a) => a.call === 'POST /api/case/sign-in')?.body).toEqual({ claimId: 'BW-100200', pin: '4321' });
  });
});

describe('the status page', () => {
  it('lists the history in order with the current step marked, dates in the settlement’s zone', async () => {
    await openCaseFile(deficient);
    await findPageHeading('Your claim STD-7K3Q-9XWM');
    const history = screen.getByRole('region', { name: 'What has happened so far' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      // 06:30 UTC on 15 June is still 14 June in Los Angeles (the demo's Pacific zone).
      'ReceivedJune 14, 2026',
      'In reviewJune 16, 2026',
      'Action neededCurrentJune 17, 2026Reason: The price does not match the receipt.',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('asks for the deficient field with its own label, rules and the answer on file', async () => {
    const { user } = await openCaseFile(deficient);
    await findPageHeading('Your claim STD-7K3Q-9XWM');
    const fix = screen.getByRole('region', { name: 'What you need to fix' });
    expect(within(fix).getByText('Fix by July 16, 2026.')).toBeInTheDocument();
    expect(
      within(fix)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price paid']);
    const price = within(fix).getByRole('textbox', { name: /^Price paid/ });
    expect(price).toHaveValue('120.00');
    await user.clear(price);
    await user.click(within(fix).getByRole('button', { name: 'Send my corrections' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: /^Price paid: / })).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the appeal statement, counts its characters, and signs out', async () => {
    serve({ 'GET /api/csrf': csrf, 'POST /api/case/sign-out': { status: 204 } });
    const { user, queryClient } = await openCaseFile(denied);
    await findPageHeading('Your claim STD-7K3Q-9XWM');
    expect(screen.getByText('You can appeal until July 20, 2026.')).toBeInTheDocument();
    const appeal = screen.getByRole('region', { name: 'Appeal this decision' });
    await user.click(within(appeal).getByRole('button', { name: 'Send my appeal' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Write why the decision should change' })).toBeInTheDocument();
    const statement = within(appeal).getByRole('textbox', { name: /^Why should the decision change\?/ });
    await user.type(statement, 'I have the receipt.');
    expect(statement).toHaveAccessibleDescription(expect.stringContaining('19 of 5000 characters'));

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const heading = await findPageHeading('Check your claim status');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(queryClient.getQueryData(apiKeys.caseFile)).toBeNull();
  });
});

describe('in Spanish', () => {
  it('names the states and writes the dates in the culture, in the settlement’s zone', async () => {
    await openCaseFile(deficient, '?culture=es');
    await findPageHeading('Su reclamo STD-7K3Q-9XWM');
    expect(screen.getByText('Estado: Se requiere una acción')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Lo que ha pasado hasta ahora' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Recibido14 de junio de 2026');
    expect(screen.getByText('Corríjalo antes del 16 de julio de 2026.')).toBeInTheDocument();
  });
});
