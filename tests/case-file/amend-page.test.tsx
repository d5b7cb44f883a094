import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAmending } from '@/features/case-file/amending';
import { sampleStandardClaim } from '../support/sample-claim';
import { currentHref, findPageHeading, renderApp } from '../support/render-app';

// /claim/amend reopens the signed-in claimant's claim in the wizard: its answers and documents go
// back into the tab's form, marked as an amendment, and the claimant lands on the form's first
// page. The server's answers are given per call.

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const receipt = { clientId: 'documentContexts-r1', name: 'receipt.pdf', size: 9, type: 'application/pdf' };

function serve(claim: unknown) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    asked.push(call);
    if (call === 'GET /api/case/claim')
      return claim === null
        ? new Response(JSON.stringify({ error: 'You are not signed in to a claim.' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify(claim), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (call === `GET /api/case/documents/${receipt.clientId}`)
      return new Response('%PDF-1.4\n', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    if (call === 'GET /api/case') return new Response(null, { status: 401 });
    throw new Error(`No answer for ${call}`);
  });
  return asked;
}

describe('amending a claim', () => {
  it('puts the claim’s answers and documents back into the form and opens its first page', async () => {
    const payload = sampleStandardClaim([receipt]);
    const asked = serve({ formType: 'Standard', payload, documents: [receipt] });
    const { router } = await renderApp('/claim/amend');
    await waitFor(() => expect(currentHref(router)).toMatch(/^\/standard\/[a-z-]+/), { timeout: 15_000 });
    expect(asked).toContain(`GET /api/case/documents/${receipt.clientId}`);
    expect(isAmending('Standard')).toBe(true);
    // The answers are kept in this tab's storage, as the wizard keeps typed answers.
    const kept = Object.keys(window.sessionStorage)
      .map((key) => window.sessionStorage.getItem(key) ?? '')
      .join('\n');
    expect(kept).toContain(payload.claimantInfo!.fields.lastName as string);
  });

  it('sends a claimant who is not signed in to the case file’s sign-in', async () => {
    serve(null);
    const { router } = await renderApp('/claim/amend');
    await findPageHeading('Check your claim status');
    expect(currentHref(router)).toMatch(/^\/claim\/status/);
    expect(await screen.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
    expect(isAmending('Standard')).toBe(false);
  });
});
