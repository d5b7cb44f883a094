import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema, type SubmissionPayload } from '@/contract/api';
import { caseClaimSchema, caseFileSchema, caseSignInResponseSchema, type CaseFile } from '@/contract/case-file';
import { endpoints } from '@/contract/endpoints';
import { closeUncuredClaims } from '@server/case-file/sweep';
import { adminHeaders, runAdminCli } from './support/admin';
import { claimForm, claimOf, pdf, submitClaim } from './support/claims';
import { startMailServer, type MailServer } from './support/mail-server';
import { Browser, startTestServer, type TestServer } from './support/server';

const DAY = 24 * 60 * 60 * 1000;

describe('the case file', () => {
  let smtp: MailServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startMailServer();
    // PostgreSQL, so the admin CLI can run beside the server.
    server = await startTestServer({ engine: 'postgres', smtpUrl: smtp.url, mailRetrySeconds: 0, publicUrl: 'https://claims.example' });
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

  /** The mails to `address`, once there are at least `count`. */
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

  /** The sign-in code mails to `address`, once there are at least `count`. */
  async function codeMailsTo(address: string, count: number): Promise<ParsedMail[]> {
    return vi.waitFor(
      async () => {
        const mails = (await mailsTo(address, 0)).filter((m) => m.subject?.startsWith('Your code to see claim'));
        expect(mails.length).toBeGreaterThanOrEqual(count);
        return mails;
      },
      { timeout: 20_000, interval: 20 },
    );
  }

  /** Asks for a code as the claimant would and reads it from the new mail. */
  async function codeFor(browser: Browser, referenceCode: string, address: string): Promise<string> {
    const before = (await codeMailsTo(address, 0)).length;
    const asked = await browser.fetch(endpoints.caseCode, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode: referenceCode.toLowerCase(), culture: 'en' }),
    });
    expect(asked.status).toBe(202);
    const text = (await codeMailsTo(address, before + 1)).at(-1)!.text ?? '';
    return /is ([2-9A-Z]{4}-[2-9A-Z]{4})\./.exec(text)![1]!;
  }

  async function signIn(browser: Browser, body: Record<string, string>): Promise<Response> {
    return browser.fetch(endpoints.caseSignIn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function caseFile(browser: Browser): Promise<CaseFile> {
    const response = await browser.fetch(endpoints.caseFile);
    expect(response.status).toBe(200);
    return caseFileSchema.parse(await response.json());
  }

  function admin(path: string, body?: unknown): Promise<Response> {
    return fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json', 'x-admin-actor': 'Reviewer Rao' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function signedIn(referenceCode: string, address: string): Promise<Browser> {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const code = await codeFor(browser, referenceCode, address);
    expect((await signIn(browser, { referenceCode, code })).status).toBe(200);
    return browser;
  }

  it('signs a claimant in with a mailed one-time code, and shows the claim received', async () => {
    const address = `case.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    await mailsTo(address, 1); // the confirmation
    const browser = new Browser(server.url);
    await browser.getCsrf();
    expect((await browser.fetch(endpoints.caseFile)).status).toBe(401);

    // An unknown reference code is answered the same way, and mails nothing.
    const unknown = await browser.fetch(endpoints.caseCode, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode: 'STD-2222-3333', culture: 'en' }),
    });
    expect(unknown.status).toBe(202);

    const code = await codeFor(browser, referenceCode, address);
    const mail = (await codeMailsTo(address, 1)).at(-1)!;
    expect(mail.subject).toBe(`Your code to see claim ${referenceCode}`);
    // The mail carries the code, the name and the link, and none of the claim's other answers.
    expect(mail.text).not.toContain('Quay Street');

    const wrong = await signIn(browser, { referenceCode, code: 'ZZZZ-ZZZZ' });
    expect(wrong.status).toBe(401);
    expect(caseSignInResponseSchema.parse(await wrong.json()).error).toMatch(/not right/);
    const sessionBefore = browser.requestHeaders().cookie;
    const right = await signIn(browser, { referenceCode, code: code.toLowerCase().replace('-', ' ') });
    expect(caseSignInResponseSchema.parse(await right.json())).toEqual({ signedIn: true, error: null });
    // The session id was replaced on sign-in.
    expect(browser.requestHeaders().cookie).not.toBe(sessionBefore);

    const view = await caseFile(browser);
    expect(view).toMatchObject({
      referenceCode,
      state: 'received',
      deficiency: null,
      denial: null,
      actions: { cure: false, appeal: false },
    });
    expect(view.history.map((e) => e.state)).toEqual(['received']);

    // The code worked once.
    const other = new Browser(server.url);
    await other.getCsrf();
    expect((await signIn(other, { referenceCode, code })).status).toBe(401);
  });

  it('takes a deficiency to a cure of exactly the named answers and documents, and keeps the version it replaced', async () => {
    const address = `cure.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const marked = await admin(`/api/admin/claims/${referenceCode}/transitions`, {
      transition: 'markDeficient',
      reason: 'The street address is incomplete and the receipt is unreadable.',
      items: [
        { dtoMapping: 'claimantInfo', key: 'mailingStreetLine1' },
        { dtoMapping: 'DocumentContexts', key: 'file' },
      ],
    });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ from: 'received', state: 'deficient' });
    const notice = (await mailsTo(address, 2)).at(-1)!;
    expect(notice.subject).toBe(`Your claim ${referenceCode} has been updated`);
    expect(notice.text).toContain('needs action from you by');
    expect(notice.text).toContain('https://claims.example/claim/status');

    const browser = await signedIn(referenceCode, address);
    const view = await caseFile(browser);
    expect(view.state).toBe('deficient');
    expect(view.actions.cure).toBe(true);
    expect(view.deficiency?.reason).toContain('street address');
    expect(view.deficiency?.items).toEqual([
      { dtoMapping: 'claimantInfo', key: 'mailingStreetLine1', kind: 'field', value: expect.stringContaining('Quay Street') },
      { dtoMapping: 'DocumentContexts', key: 'file', kind: 'document', value: null },
    ]);
    expect(Date.parse(view.deficiency!.cureBy) - Date.now()).toBeGreaterThan(29 * DAY);

    const cure = (answers: unknown[], files: { part: string; name: string }[]) => {
      const form = new FormData();
      form.append('payload', JSON.stringify({ answers }));
      for (const f of files) form.append(f.part, new Blob([new Uint8Array(pdf('x', f.name).bytes)], { type: 'application/pdf' }), f.name);
      return browser.fetch(endpoints.caseCure, { method: 'POST', body: form });
    };
    // A stranger's session is refused before its body is read, and the connection closes so the
    // unread body never reaches the next request on it.
    const stranger = new Browser(server.url);
    await stranger.getCsrf();
    const form = new FormData();
    form.append('payload', JSON.stringify({ answers: [] }));
    const refused = await stranger.fetch(endpoints.caseCure, { method: 'POST', body: form });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('connection')).toBe('close');
    // Another field than those named is refused, and so is a cure without its document.
    const other = await cure([{ dtoMapping: 'claimantInfo', key: 'lastName', value: 'Someone' }], [{ part: 'file', name: 'r.pdf' }]);
    expect(other.status).toBe(400);
    const noDocument = await cure([{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1', value: '12 Quay Street' }], []);
    expect(noDocument.status).toBe(400);
    // An answer the form's own rules refuse (required) is refused.
    const empty = await cure([{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1', value: '' }], [{ part: 'file', name: 'r.pdf' }]);
    expect(empty.status).toBe(400);

    const cured = await cure(
      [{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1', value: '12 Quay Street, Unit 4' }],
      [{ part: 'file', name: 'clear-receipt.pdf' }],
    );
    expect(cured.status).toBe(200);
    const after = ((await cured.json()) as { caseFile: CaseFile }).caseFile;
    expect(after.state).toBe('inReview');
    expect(after.history.map((e) => e.state)).toEqual(['received', 'deficient', 'inReview']);

    // A second cure has nothing to cure.
    expect((await cure([], [])).status).toBe(409);

    const history = (await (
      await admin(`/api/admin/claims/${referenceCode}/case?reveal=${encodeURIComponent('reviewing the cure')}`)
    ).json()) as {
      events: { transition: string; actor: string }[];
      versions: { cause: string; payload: { claimantInfo: { fields: Record<string, string> } } }[];
      documents: { originalName: string }[];
    };
    expect(history.events.map((e) => [e.transition, e.actor])).toEqual([
      ['markDeficient', 'Reviewer Rao'],
      ['cure', 'claimant'],
    ]);
    expect(history.versions).toHaveLength(1);
    expect(history.versions[0]!.payload.claimantInfo.fields.mailingStreetLine1).toContain('Quay Street');
    expect(history.versions[0]!.payload.claimantInfo.fields.mailingStreetLine1).not.toContain('Unit 4');
    expect(history.documents.map((d) => d.originalName)).toEqual(['clear-receipt.pdf']);

    // One round of deficiency by default: a second is refused with the reason.
    const again = await admin(`/api/admin/claims/${referenceCode}/transitions`, {
      transition: 'markDeficient',
      reason: 'Again',
      items: [{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1' }],
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/deficiency round/);
  });

  it('takes one appeal of a denial within its window, then the administrator decides', async () => {
    const address = `appeal.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const denied = await admin(`/api/admin/claims/${referenceCode}/transitions`, { transition: 'deny' });
    expect(denied.status).toBe(400);
    expect(((await denied.json()) as { error: string }).error).toMatch(/reason/);
    expect(
      (
        await admin(`/api/admin/claims/${referenceCode}/transitions`, {
          transition: 'deny',
          reason: 'The purchase date is after the class period.',
        })
      ).status,
    ).toBe(200);
    const browser = await signedIn(referenceCode, address);
    const view = await caseFile(browser);
    expect(view.denial?.reason).toBe('The purchase date is after the class period.');
    expect(view.actions.appeal).toBe(true);
    expect(Date.parse(view.denial!.appealBy!) - Date.now()).toBeGreaterThan(9 * DAY);

    const appeal = (statement: string) => {
      const form = new FormData();
      form.append('payload', JSON.stringify({ statement }));
      form.append('document-1', new Blob([new Uint8Array(pdf('x', 'receipt.pdf').bytes)], { type: 'application/pdf' }), 'receipt.pdf');
      return browser.fetch(endpoints.caseAppeal, { method: 'POST', body: form });
    };
    expect((await appeal('   ')).status).toBe(400);
    const appealed = await appeal('My receipt shows the purchase in March, inside the period.');
    expect(appealed.status).toBe(200);
    expect(((await appealed.json()) as { caseFile: CaseFile }).caseFile.state).toBe('appealed');
    expect((await appeal('Once more')).status).toBe(409);

    // The appeal's words are kept sealed for the administrator, who reads them by giving a
    // reason (audited), and not in the audit log.
    type History = { events: { detail: Record<string, unknown> }[] };
    const masked = (await (await admin(`/api/admin/claims/${referenceCode}/case`)).json()) as History;
    expect(masked.events.at(-1)!.detail.statement).toMatch(/^\*\*\*\*.{4}$/);
    const reason = encodeURIComponent('deciding the appeal');
    const history = (await (await admin(`/api/admin/claims/${referenceCode}/case?reveal=${reason}`)).json()) as History;
    expect(history.events.at(-1)!.detail.statement).toContain('inside the period');

    expect((await admin(`/api/admin/claims/${referenceCode}/transitions`, { transition: 'approve' })).status).toBe(200);
    expect((await admin(`/api/admin/claims/${referenceCode}/transitions`, { transition: 'markPaid' })).status).toBe(200);
    expect((await admin(`/api/admin/claims/${referenceCode}/transitions`, { transition: 'deny', reason: 'x' })).status).toBe(409);
    expect((await caseFile(browser)).history.map((e) => e.state)).toEqual(['received', 'denied', 'appealed', 'approved', 'paid']);
    const paid = await admin('/api/admin/case?state=paid');
    expect(((await paid.json()) as { claims: { referenceCode: string }[] }).claims.map((c) => c.referenceCode)).toContain(referenceCode);
  });

  it('denies a claim whose deficiency was not cured in time, with an appeal window, and says why', async () => {
    const address = `late.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    await admin(`/api/admin/claims/${referenceCode}/transitions`, {
      transition: 'markDeficient',
      reason: 'Sign again.',
      items: [{ dtoMapping: 'signature', key: 'signatureText' }],
    });
    const realNow = server.context.now;
    server.context.now = () => realNow() + 31 * DAY;
    try {
      expect(await closeUncuredClaims(server.context)).toBeGreaterThanOrEqual(1);
      const browser = await signedIn(referenceCode, address);
      const view = await caseFile(browser);
      expect(view.state).toBe('denied');
      expect(view.denial?.reason).toMatch(/not received by the date/);
      expect(view.actions.appeal).toBe(true);
    } finally {
      server.context.now = realNow;
    }
  });

  it('changes the mailing address as a new version, keeps the old one, and mails the claimant about it', async () => {
    const address = `coa.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const browser = await signedIn(referenceCode, address);
    const view = await caseFile(browser);
    expect(view.actions.changeAddress).toBe(true);
    const block = view.address!;
    expect(block.dtoMapping).toBe('claimantInfo');
    const onFile = Object.fromEntries(block.fields.map((f) => [f.key, f.value]));
    expect(onFile.mailingStreetLine1).toContain('Quay Street');

    const send = (changes: Record<string, string>, keys = block.fields.map((f) => f.key)) =>
      browser.fetch(endpoints.caseAddress, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          answers: keys.map((key) => ({ dtoMapping: block.dtoMapping, key, value: key in changes ? changes[key] : onFile[key] })),
        }),
      });
    // Part of the address, or another field, is refused; so is an address the form's rules refuse.
    expect((await send({}, ['mailingStreetLine1'])).status).toBe(400);
    expect((await send({ mailingCity: '' })).status).toBe(400);
    const moved = await send({ mailingStreetLine1: '77 Lighthouse Road', mailingCity: 'Astoria' });
    expect(moved.status).toBe(200);
    const after = ((await moved.json()) as { caseFile: CaseFile }).caseFile;
    expect(after.address!.fields.find((f) => f.key === 'mailingStreetLine1')!.value).toBe('77 Lighthouse Road');
    expect(after.state).toBe('received');

    const notice = (await mailsTo(address, 3)).find((m) => m.subject?.startsWith('The mailing address of claim'));
    expect(notice?.text).toContain('If you did not change it');
    expect(notice?.text).not.toContain('Lighthouse');
    const history = (await (
      await admin(`/api/admin/claims/${referenceCode}/case?reveal=${encodeURIComponent('reviewing the cure')}`)
    ).json()) as {
      versions: { cause: string; payload: { claimantInfo: { fields: Record<string, string> } } }[];
    };
    expect(history.versions.map((v) => v.cause)).toEqual(['address']);
    expect(history.versions[0]!.payload.claimantInfo.fields.mailingStreetLine1).toContain('Quay Street');
  });

  it('takes an amendment of the whole claim before a decision, keeps the version it replaces, and never calls it a duplicate of itself', async () => {
    const address = `amend.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const browser = await signedIn(referenceCode, address);
    expect((await caseFile(browser)).actions.amend).toBe(true);
    const onFile = caseClaimSchema.parse(await (await browser.fetch(endpoints.caseClaim)).json());
    expect(onFile.documents).toHaveLength(1);
    const [document] = onFile.documents;
    const bytes = Buffer.from(await (await browser.fetch(endpoints.caseDocument(document!.clientId))).arrayBuffer());
    expect(bytes.length).toBe(document!.size);

    const amend = (payload: SubmissionPayload, files: { clientId: string; name: string; bytes: Buffer }[] = []) => {
      const form = new FormData();
      form.append('payload', JSON.stringify(payload));
      for (const f of files) form.append(f.clientId, new Blob([new Uint8Array(f.bytes)], { type: 'application/pdf' }), f.name);
      return browser.fetch(endpoints.caseAmend, { method: 'POST', body: form });
    };
    const changed = structuredClone(onFile.payload);
    changed.reCaptchaResponse = 'test-pass-ABCDEFGH12345678';
    changed.claimDetails!.fields.problemDescription = 'The dishwasher leaked twice, in March and in May.';
    // The document kept as it is: announced, without its file.
    const kept = await amend(changed);
    expect(kept.status).toBe(200);
    expect(submitResponseSchema.parse(await kept.json()).referenceCodeForm).toBe(referenceCode);

    // Replaced: the same document model with a new file.
    const replacement = pdf(document!.clientId, 'clearer-receipt.pdf', 8192);
    const replaced = structuredClone(changed);
    replaced.documents = [
      { clientId: document!.clientId, name: 'clearer-receipt.pdf', size: replacement.bytes.length, type: 'application/pdf' },
    ];
    const second = await amend(replaced, [{ clientId: document!.clientId, name: 'clearer-receipt.pdf', bytes: replacement.bytes }]);
    expect(second.status).toBe(200);

    const history = (await (await admin(`/api/admin/claims/${referenceCode}/case`)).json()) as {
      versions: { cause: string; payload: { claimDetails: { fields: Record<string, string> } }; files: { original_name: string }[] }[];
    };
    expect(history.versions.map((v) => v.cause)).toEqual(['amendment', 'amendment']);
    expect(history.versions[0]!.payload.claimDetails.fields.problemDescription).not.toContain('twice');
    expect(history.versions[1]!.files.map((f) => f.original_name)).toEqual([document!.name]);
    const now = caseClaimSchema.parse(await (await browser.fetch(endpoints.caseClaim)).json());
    expect(now.payload.claimDetails!.fields.problemDescription).toContain('twice');
    expect(now.documents.map((d) => d.name)).toEqual(['clearer-receipt.pdf']);

    const screening = (await (await admin(`/api/admin/claims/${referenceCode}/screening`)).json()) as { flags: { name: string }[] };
    expect(screening.flags.map((f) => f.name).filter((name) => /duplicate|Identity/i.test(name))).toEqual([]);
    const mails = await mailsTo(address, 3);
    expect(mails.some((m) => m.subject === `We received the changes to your claim ${referenceCode}`)).toBe(true);

    // Once decided, the claim is no longer amended.
    await admin(`/api/admin/claims/${referenceCode}/transitions`, { transition: 'approve' });
    expect((await amend(changed)).status).toBe(409);
    expect((await caseFile(browser)).actions.amend).toBe(false);
  });

  it('lets the CLI list claims by state and change one, audited under the named person', async () => {
    const address = `cli.${randomUUID().slice(0, 8)}@example.com`;
    const referenceCode = await file(address);
    const env = { DATA_DIR: server.settings.dataDir, DATABASE_URL: server.settings.databaseUrl! };
    const changed = await runAdminCli(['case', referenceCode, 'startReview', '--actor', 'Supervisor Sá'], env);
    expect(changed.stderr).toContain(`${referenceCode}: received -> inReview.`);
    const listed = await runAdminCli(['case', 'list', 'inReview'], env);
    expect(listed.stdout.toString()).toContain(referenceCode);
    const refused = await runAdminCli(['case', referenceCode, 'markPaid'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cannot take "markPaid"/);
    const history = JSON.parse((await runAdminCli(['case', 'history', referenceCode], env)).stdout.toString()) as {
      events: { actor: string }[];
    };
    expect(history.events.map((e) => e.actor)).toEqual(['Supervisor Sá']);
  });
});
