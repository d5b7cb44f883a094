import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema, type SubmissionPayload } from '@/contract/api';
import { caseClaimSchema } from '@/contract/case-file';
import { endpoints } from '@/contract/endpoints';
import { adminHeaders } from './support/admin';
import { claimForm, claimOf, pdf, sha256, submitClaim, type TestDocument } from './support/claims';
import { startMailServer, type MailServer } from './support/mail-server';
import { Browser, engines, startTestServer, storedDocuments, type TestServer } from './support/server';

// An amendment keeps the claim's documents on the server: one announced without its bytes is the
// claim's own stored document (never another claim's), a replaced one is uploaded, a removed one
// leaves the new version but stays in the one it replaces, and the whole claim is checked again
// by the form's rules (its minimum of documents among them).

describe.each(engines)('amending a claim with its documents kept on the server, on %s', (engine) => {
  let smtp: MailServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startMailServer();
    server = await startTestServer({ engine, smtpUrl: smtp.url, mailRetrySeconds: 0, publicUrl: 'https://claims.example' });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  async function file(email: string): Promise<{ referenceCode: string; document: TestDocument }> {
    const claim = claimOf(email);
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const response = await submitClaim(browser, 'standard', claimForm(claim.payload, claim.documents));
    expect(response.status).toBe(200);
    return { referenceCode: submitResponseSchema.parse(await response.json()).referenceCodeForm!, document: claim.documents[0]! };
  }

  /** Signs in with a mailed code, as the claimant does. */
  async function signedIn(referenceCode: string, address: string): Promise<Browser> {
    const codeMails = () =>
      vi.waitFor(
        () => {
          const mails = smtp.accepted.filter(
            (m: ParsedMail) => m.to && !Array.isArray(m.to) && m.to.text === address && m.subject?.startsWith('Your code to see claim'),
          );
          expect(mails.length).toBeGreaterThanOrEqual(1);
          return mails;
        },
        { timeout: 20_000, interval: 20 },
      );
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const asked = await browser.fetch(endpoints.caseCode, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode, culture: 'en' }),
    });
    expect(asked.status).toBe(202);
    const code = /is ([2-9A-Z]{4}-[2-9A-Z]{4})\./.exec((await codeMails()).at(-1)!.text ?? '')![1]!;
    const signIn = await browser.fetch(endpoints.caseSignIn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode, code }),
    });
    expect(signIn.status).toBe(200);
    return browser;
  }

  /** The claim as the case file hands it back to the wizard, ready to amend. */
  async function onFile(browser: Browser): Promise<SubmissionPayload> {
    const claim = caseClaimSchema.parse(await (await browser.fetch(endpoints.caseClaim)).json());
    const payload = structuredClone(claim.payload);
    payload.reCaptchaResponse = 'test-pass-ABCDEFGH12345678';
    payload.documents = claim.documents.map(({ clientId, name, size, type }) => ({ clientId, name, size, type }));
    return payload;
  }

  function amend(browser: Browser, payload: SubmissionPayload, files: readonly TestDocument[] = []): Promise<Response> {
    const form = claimForm(payload, files);
    return browser.fetch(endpoints.caseAmend, { method: 'POST', body: form });
  }

  function admin<T>(path: string): Promise<T> {
    return fetch(`${server.url}${path}`, { headers: { ...adminHeaders, 'x-admin-actor': 'Reviewer Rao' } }).then(
      (response) => response.json() as Promise<T>,
    );
  }

  type AdminClaim = { files: { id: string; originalName: string; sha256: string; url: string }[] };
  type AdminCase = { versions: { cause: string; files: { original_name: string; stored_path: string; sha256: string }[] }[] };

  it('keeps a document announced without its bytes as the stored one: nothing is written, and the administrator still downloads it', async () => {
    const address = `kept.${randomUUID().slice(0, 8)}@example.com`;
    const { referenceCode, document } = await file(address);
    const browser = await signedIn(referenceCode, address);
    const before = await storedDocuments(server);

    const payload = await onFile(browser);
    payload.claimDetails!.fields.problemDescription = 'The dishwasher leaked twice, in March and in May.';
    const kept = await amend(browser, payload);
    expect(kept.status).toBe(200);
    expect(submitResponseSchema.parse(await kept.json()).referenceCodeForm).toBe(referenceCode);

    // Not one document was stored for the amendment.
    expect(await storedDocuments(server)).toEqual(before);
    const claim = await admin<AdminClaim>(`/api/admin/claims/${referenceCode}`);
    expect(claim.files.map((f) => [f.originalName, f.sha256])).toEqual([[document.name, sha256(document.bytes)]]);
    const download = await fetch(`${server.url}${claim.files[0]!.url}`, { headers: adminHeaders });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(document.bytes));
    const history = await admin<AdminCase>(`/api/admin/claims/${referenceCode}/case`);
    expect(history.versions.map((v) => [v.cause, v.files.map((f) => f.sha256)])).toEqual([['amendment', [sha256(document.bytes)]]]);
  });

  it("never keeps another claim's document named in an amendment, nor one whose name or size differ", async () => {
    const mine = `mine.${randomUUID().slice(0, 8)}@example.com`;
    const theirs = `theirs.${randomUUID().slice(0, 8)}@example.com`;
    const { referenceCode } = await file(mine);
    const other = await file(theirs);
    const browser = await signedIn(referenceCode, mine);

    // The other claim's document, model and announcement copied in place of this claim's own.
    const payload = await onFile(browser);
    const context = payload.documentContexts[0]!;
    const stolen = structuredClone(payload);
    stolen.documentContexts = [{ ...context, clientId: other.document.clientId }];
    stolen.documents = [
      { clientId: other.document.clientId, name: other.document.name, size: other.document.bytes.length, type: 'application/pdf' },
    ];
    expect((await amend(browser, stolen)).status).toBe(400);
    // This claim's own document under another name or size is no reference to it either.
    const renamed = structuredClone(payload);
    renamed.documents = [{ ...payload.documents![0]!, name: 'other-name.pdf' }];
    expect((await amend(browser, renamed)).status).toBe(400);
    const resized = structuredClone(payload);
    resized.documents = [{ ...payload.documents![0]!, size: payload.documents![0]!.size + 1 }];
    expect((await amend(browser, resized)).status).toBe(400);

    const claim = await admin<AdminClaim>(`/api/admin/claims/${referenceCode}`);
    expect(claim.files.map((f) => f.originalName)).toEqual([payload.documents![0]!.name]);
    expect((await admin<AdminCase>(`/api/admin/claims/${referenceCode}/case`)).versions).toEqual([]);
    const theirsNow = await admin<AdminClaim>(`/api/admin/claims/${other.referenceCode}`);
    expect(theirsNow.files.map((f) => f.sha256)).toEqual([sha256(other.document.bytes)]);
  });

  it('drops a removed document from the new version, keeps it in the version it replaces, and refuses to go below the form’s minimum', async () => {
    const address = `removed.${randomUUID().slice(0, 8)}@example.com`;
    const { referenceCode, document } = await file(address);
    const browser = await signedIn(referenceCode, address);

    // The only document removed: the form asks for at least one.
    const payload = await onFile(browser);
    const none = structuredClone(payload);
    none.documentContexts = [];
    none.documents = null;
    expect((await amend(browser, none)).status).toBe(400);
    expect((await admin<AdminCase>(`/api/admin/claims/${referenceCode}/case`)).versions).toEqual([]);

    // A second document added (uploaded) while the first is kept, then the first removed.
    const added = pdf(`documentContexts-${randomUUID().slice(0, 6)}`, 'bank-statement.pdf', 6000);
    const two = structuredClone(payload);
    two.documentContexts = [...payload.documentContexts, { ...payload.documentContexts[0]!, clientId: added.clientId }];
    two.documents = [...payload.documents!, { clientId: added.clientId, name: added.name, size: added.bytes.length, type: added.type }];
    expect((await amend(browser, two, [added])).status).toBe(200);
    const stored = await storedDocuments(server);

    const one = structuredClone(two);
    one.documentContexts = two.documentContexts.filter((m) => m.clientId === added.clientId);
    one.documents = two.documents!.filter((d) => d.clientId === added.clientId);
    expect((await amend(browser, one)).status).toBe(200);

    const claim = await admin<AdminClaim>(`/api/admin/claims/${referenceCode}`);
    expect(claim.files.map((f) => f.originalName)).toEqual(['bank-statement.pdf']);
    const history = await admin<AdminCase>(`/api/admin/claims/${referenceCode}/case`);
    expect(history.versions.map((v) => v.files.map((f) => f.original_name).sort())).toEqual([
      [document.name],
      ['bank-statement.pdf', document.name].sort(),
    ]);
    // The removed document's bytes stay for the versions that name it; nothing new was written.
    const removed = history.versions[1]!.files.find((f) => f.original_name === document.name)!;
    expect(stored.some((place) => removed.stored_path.endsWith(place.replace(/^files\//, '')))).toBe(true);
    expect(await storedDocuments(server)).toEqual(stored);
  });
});
