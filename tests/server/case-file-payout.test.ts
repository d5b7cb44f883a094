import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { caseActionResponseSchema, caseFileSchema, type CaseFile } from '@/contract/case-file';
import { endpoints } from '@/contract/endpoints';
import { toWhitelist } from '@/engine/rules/context';
import { changePayout } from '@server/case-file/payout-change';
import { adminHeaders } from './support/admin';
import { claimForm, claimOf, submitClaim } from './support/claims';
import { startMailServer, type MailServer } from './support/mail-server';
import { Browser, startTestServer, type TestServer } from './support/server';

describe("changing a claim's payment method from the case file", () => {
  let smtp: MailServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startMailServer();
    server = await startTestServer({ smtpUrl: smtp.url, mailRetrySeconds: 0, publicUrl: 'https://claims.example' });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  async function file(email: string): Promise<string> {
    const claim = claimOf(email);
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const response = await submitClaim(browser, 'standard', claimForm(claim.payload, claim.documents));
    expect(response.status).toBe(200);
    return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
  }

  function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
    return vi.waitFor(
      () => {
        const mails = smtp.accepted.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
        expect(mails.length).toBeGreaterThanOrEqual(count);
        return mails;
      },
      { timeout: 20_000, interval: 20 },
    );
  }

  /** Signs in with a mailed code, as the claimant does. */
  async function signedIn(referenceCode: string, address: string): Promise<Browser> {
    const codeMails = async (count: number) =>
      vi.waitFor(
        async () => {
          const mails = (await mailsTo(address, 0)).filter((m) => m.subject?.startsWith('Your code to see claim'));
          expect(mails.length).toBeGreaterThanOrEqual(count);
          return mails;
        },
        { timeout: 20_000, interval: 20 },
      );
    const before = (await codeMails(0)).length;
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const asked = await browser.fetch(endpoints.caseCode, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode, culture: 'en' }),
    });
    expect(asked.status).toBe(202);
    const code = /is ([2-9A-Z]{4}-[2-9A-Z]{4})\./.exec((await codeMails(before + 1)).at(-1)!.text ?? '')![1]!;
    const signIn = await browser.fetch(endpoints.caseSignIn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode, code }),
    });
    expect(signIn.status).toBe(200);
    return browser;
  }

  async function caseFile(browser: Browser): Promise<CaseFile> {
    const response = await browser.fetch(endpoints.caseFile);
    expect(response.status).toBe(200);
    return caseFileSchema.parse(await response.json());
  }

  /** Sends a new election: the option and the chosen method's answers, in the section's model. */
  function change(browser: Browser, answers: Record<string, string>, extra: Record<string, unknown> = {}): Promise<Response> {
    return browser.fetch(endpoints.casePayout, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({
        ...extra,
        answers: Object.entries(answers).map(([key, value]) => ({ dtoMapping: 'claimDetails', key, value })),
      }),
    });
  }

  function admin(path: string): Promise<Response> {
    return fetch(`${server.url}${path}`, { headers: { ...adminHeaders, 'x-admin-actor': 'Reviewer Rao' } });
  }

  async function flagsOf(referenceCode: string): Promise<string[]> {
    const screening = (await (await admin(`/api/admin/claims/${referenceCode}/screening`)).json()) as { flags: { name: string }[] };
    return screening.flags.map((f) => f.name);
  }

  it('keeps the election it replaces as a version, audits the change and mails the claimant without the account', async () => {
    const address = `payout.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const browser = await signedIn(referenceCode, address);
    const view = await caseFile(browser);
    expect(view.actions.changePayout).toBe(true);
    expect(view.payout!.current).toEqual({ option: 'Check', lastFour: null });
    // PayPal needs its login, which the case file does not run: not offered.
    expect(view.payout!.methods.map((m) => m.option)).toEqual(['Venmo', 'Zelle', 'DirectDeposit', 'PrepaidCard', 'Check']);

    const account = '000123456789';
    const moved = await change(browser, {
      paymentMethod: 'DirectDeposit',
      bankRoutingNumber: '021000021',
      bankAccountNumber: account,
      confirmBankAccountNumber: account,
      bankAccountType: 'Checking',
    });
    expect(moved.status).toBe(200);
    const after = caseActionResponseSchema.parse(await moved.json()).caseFile!;
    expect(after.payout!.current).toEqual({ option: 'DirectDeposit', lastFour: '6789' });
    expect(JSON.stringify(after)).not.toContain(account);

    const notice = (await mailsTo(address, 3)).find((m) => m.subject === `The payment method of claim ${referenceCode} was changed`);
    expect(notice?.text).toContain('If you did not change it');
    expect(`${notice?.text} ${notice?.html}`).not.toContain('6789');

    const history = (await (
      await admin(`/api/admin/claims/${referenceCode}/case?reveal=${encodeURIComponent('payout check')}`)
    ).json()) as {
      versions: { cause: string; payload: { claimDetails: { fields: Record<string, string> } } }[];
    };
    expect(history.versions.map((v) => v.cause)).toEqual(['payout']);
    expect(history.versions[0]!.payload.claimDetails.fields.paymentMethod).toBe('Check');
    // The account is sealed at rest as the claim's own answers are.
    const { rows } = await server.context.db.query<{ payload: unknown }>('SELECT payload FROM claims WHERE reference_code = $1', [
      referenceCode,
    ]);
    expect(JSON.stringify(rows[0]!.payload)).not.toContain(account);
    const audit = await server.context.db.query<{ entry: string }>('SELECT entry FROM admin_audit ORDER BY seq DESC LIMIT 5');
    const entry = audit.rows.map((r) => r.entry).find((e) => e.includes('case changePayout'));
    expect(entry).toContain(referenceCode);
    expect(entry).toContain('DirectDeposit');
    expect(entry).not.toContain(account);
  });

  it("refuses an invalid Venmo handle with the method's message, and answers that are not one method's", async () => {
    const address = `venmo.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const browser = await signedIn(referenceCode, address);
    const refused = await change(browser, { paymentMethod: 'Venmo', venmoHandle: 'not a handle' });
    expect(refused.status).toBe(400);
    expect(caseActionResponseSchema.parse(await refused.json()).error).toBe(
      'Enter the phone number or email address of your Venmo account',
    );
    // Another method's field, or PayPal (its login is the wizard's), is not this change.
    expect((await change(browser, { paymentMethod: 'Venmo', zelleRecipient: 'ada@example.com' })).status).toBe(400);
    expect((await change(browser, { paymentMethod: 'PayPal', payPalEmailAddress: 'ada@example.com' })).status).toBe(400);
    expect((await caseFile(browser)).payout!.current.option).toBe('Check');
  });

  it("changes only the signed-in claimant's own claim, and screens the new account against other claimants", async () => {
    const [first, second] = [`one.${randomUUID().slice(0, 8)}@example.com`, `two.${randomUUID().slice(0, 8)}@example.com`];
    const [firstCode, secondCode] = [await file(first), await file(second)];
    const stranger = new Browser(server.url);
    await stranger.getCsrf();
    expect((await change(stranger, { paymentMethod: 'Venmo', venmoHandle: '(916) 555-0142' })).status).toBe(401);

    const one = await signedIn(firstCode, first);
    const two = await signedIn(secondCode, second);
    // The claim is the session's: naming another claim in the body changes nothing of it.
    const handle = `ring.${randomUUID().slice(0, 6)}@example.net`;
    expect((await change(two, { paymentMethod: 'Venmo', venmoHandle: handle }, { referenceCode: firstCode })).status).toBe(200);
    expect((await caseFile(one)).payout!.current.option).toBe('Check');
    expect((await caseFile(two)).payout!.current.option).toBe('Venmo');
    expect(await flagsOf(secondCode)).not.toContain('sharedPayoutAccount');

    // The first claimant moves to the same account: screening finds it behind both claims.
    expect((await change(one, { paymentMethod: 'Venmo', venmoHandle: handle })).status).toBe(200);
    expect(await flagsOf(firstCode)).toContain('sharedPayoutAccount');
  });

  it("refuses a change from the package's cut-off before the distribution date on", async () => {
    const address = `cutoff.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const { rows } = await server.context.db.query<{ id: string }>('SELECT id FROM claims WHERE reference_code = $1', [referenceCode]);
    const { context } = server;
    const info = { ...context.settlement.info, privacy: { ...context.settlement.info.privacy, distributionDate: '2027-03-15' } };
    const at = (instant: string) => ({ ...context, settlement: { ...context.settlement, info }, now: () => Date.parse(instant) });
    const screen = vi.fn(() =>
      Promise.resolve({ kind: 'refused' as const, refusal: { reason: 'tooMany' as const, culture: 'en', retryAfterSeconds: 60 } }),
    );
    const request = {
      claimId: rows[0]!.id,
      body: {
        answers: [
          { dtoMapping: 'claimDetails', key: 'paymentMethod', value: 'Check' },
          { dtoMapping: 'claimDetails', key: 'checkPayeeName', value: 'Ada Lind' },
        ],
      },
      whitelist: toWhitelist(context.settlement.info.allowedCharacters),
      sessionId: null,
      clientAddress: '127.0.0.1',
      screen,
    };
    // The default cut-off is 14 days before the distribution date, at 00:00 UTC: the change is
    // checked and screened (here refused by the stand-in) up to it, and refused from it on.
    expect(info.caseFile.payoutCutoffDays).toBe(14);
    expect((await changePayout(at('2027-02-28T23:59:00Z'), request)).kind).toBe('screened');
    expect(screen).toHaveBeenCalledTimes(1);
    expect((await changePayout(at('2027-03-01T00:00:00Z'), request)).kind).toBe('closed');
    expect((await changePayout(at('2027-03-10T00:00:00Z'), request)).kind).toBe('closed');
    expect(screen).toHaveBeenCalledTimes(1);
    // The package here names no distribution date: the claimant's own view stays open.
    const browser = await signedIn(referenceCode, address);
    expect((await caseFile(browser)).actions.changePayout).toBe(true);
  });
});
