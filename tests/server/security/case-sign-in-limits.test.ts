import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { claimForm, model, pdf, standardPayload, submitClaim } from '../support/claims';
import { startMailServer, type MailServer } from '../support/mail-server';
import { Browser, startTestServer, type TestServer } from '../support/server';

// Sign-in to the case file by a mailed code: guessing is limited per client address, never per
// claim, so strangers who know a reference code and guess from many addresses cannot lock the
// claimant out; asking for codes is bounded per claim and per address.

describe('case file sign-in limits', () => {
  let smtp: MailServer;
  let server: TestServer;
  let referenceCode = '';
  const address = `limits.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    smtp = await startMailServer();
    server = await startTestServer({ trustProxy: '127.0.0.1', authorizeMaxFailures: 3, smtpUrl: smtp.url, mailRetrySeconds: 0 });
    const documents = [pdf('documentContexts-lim', 'receipt-lim.pdf')];
    const base = standardPayload(documents);
    const fields = { ...base.claimantInfo!.fields, emailAddress: address, confirmEmailAddress: address };
    const payload = { ...base, claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields) };
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const filed = await submitClaim(browser, 'standard', claimForm(payload, documents));
    referenceCode = submitResponseSchema.parse(await filed.json()).referenceCodeForm!;
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  async function from(ip: string): Promise<{ post: (path: string, body: unknown) => Promise<number> }> {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    return {
      post: async (path, body) =>
        (
          await browser.fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify(body),
          })
        ).status,
    };
  }

  it('limits guesses per address, and strangers guessing from many addresses do not lock the claimant out', async () => {
    const attacker = await from('198.51.100.66');
    const guesses: number[] = [];
    for (let i = 0; i < 5; i += 1) guesses.push(await attacker.post(endpoints.caseSignIn, { referenceCode, code: `ZZZ${i}-ZZZZ` }));
    expect(guesses).toEqual([401, 401, 401, 429, 429]);
    // A crowd of other addresses guesses too.
    for (let n = 0; n < 20; n += 1) {
      const stranger = await from(`203.0.113.${n + 1}`);
      expect(await stranger.post(endpoints.caseSignIn, { referenceCode, code: 'ZZZZ-ZZZZ' })).toBe(401);
    }
    // Strangers' code requests mail the claimant, and never more than five live codes.
    for (let n = 0; n < 8; n += 1)
      expect(await (await from(`192.0.2.${n + 1}`)).post(endpoints.caseCode, { referenceCode, culture: 'en' })).toBe(202);
    const { rows } = await server.context.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM case_codes k JOIN claims c ON c.id = k.claim_id WHERE c.reference_code = $1',
      [referenceCode],
    );
    expect(Number(rows[0]!.n)).toBe(5);

    // The claimant, at home, reads the newest code from their mail and signs in.
    await expect
      .poll(() => smtp.accepted.filter((m) => m.subject?.startsWith('Your code to see claim')).length, { timeout: 20_000 })
      .toBe(5);
    const newest = smtp.accepted.filter((m) => m.subject?.startsWith('Your code to see claim')).at(-1)!;
    const code = /is ([2-9A-Z]{4}-[2-9A-Z]{4})\./.exec(newest.text ?? '')![1]!;
    const claimant = await from('192.0.2.200');
    expect(await claimant.post(endpoints.caseSignIn, { referenceCode, code })).toBe(200);
  });

  it('bounds code requests per address', async () => {
    const sender = await from('198.51.100.99');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push(await sender.post(endpoints.caseCode, { referenceCode: 'STD-2222-3333', culture: 'en' }));
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
