import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  draftResponseSchema,
  saveDraftResponseSchema,
  submitResponseSchema,
  type DraftAnswers,
  type PayloadModel,
  type SubmissionPayload,
} from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { claimForm, model, pdf, standardPayload, type TestDocument } from './support/claims';
import { startMailServer } from './support/mail-server';
import { copyDemoPackage, editJson } from './support/packages';
import { Browser, startTestServer, storedDocuments, type Engine, type Storage, type TestServer } from './support/server';

/** A Standard claim of a claimant of its own, with one document. */
function claim(): { payload: SubmissionPayload; documents: TestDocument[]; email: string } {
  const n = randomUUID().slice(0, 8);
  const documents = [pdf(`documentContexts-d${n}`, `receipt-${n}.pdf`)];
  const base = standardPayload(documents, { userPreferredCulture: 'en' });
  const email = `drafter.${n}@example.com`;
  const phone = `(916) 555-${String(1000 + (Number.parseInt(n.slice(0, 4), 16) % 9000)).slice(-4)}`;
  const fields = {
    ...base.claimantInfo!.fields,
    firstName: `Avery${n.replace(/\d/g, '').slice(0, 3)}`,
    emailAddress: email,
    confirmEmailAddress: email,
    phoneNumber: phone,
    confirmPhoneNumber: phone,
    mailingStreetLine1: `${Number.parseInt(n.slice(0, 3), 16)} Quarry Road`,
  };
  return { payload: { ...base, claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields) }, documents, email };
}

/** A claim's models as the app holds them in a draft. */
function answersOf(payload: SubmissionPayload): DraftAnswers {
  const models = [payload.claimantInfo, payload.claimDetails, payload.signature, ...payload.documentContexts, ...payload.claimTransactions];
  return {
    saved: models.filter((m): m is PayloadModel => m !== null).map((m) => ({ ...m, everDirty: {} })),
    drafts: [],
  };
}

/** The multipart body of a draft's save. */
function draftForm(
  request: { formType?: string; email: string; answers: DraftAnswers; page?: string; resumeToken?: string | null; culture?: string },
  documents: readonly TestDocument[],
): FormData {
  return claimForm(
    {
      formType: request.formType ?? 'Standard',
      culture: request.culture ?? 'en',
      email: request.email,
      page: request.page ?? 'supporting-documents',
      resumeToken: request.resumeToken ?? null,
      answers: request.answers,
    },
    documents,
  );
}

async function save(browser: Browser, form: FormData) {
  const response = await browser.fetch(endpoints.drafts, { method: 'POST', body: form });
  return { status: response.status, body: saveDraftResponseSchema.parse(await response.json()) };
}

const linkPattern = /(https?:\/\/\S+)\/resume\/([A-Za-z0-9_-]{43})/;

// On both database engines, and with documents on disk and in an S3 bucket.
const setups: { name: string; engine: Engine; storage: Storage }[] = [
  { name: 'PGlite, documents on disk', engine: 'pglite', storage: 'disk' },
  { name: 'PostgreSQL, documents in S3', engine: 'postgres', storage: 's3' },
];

describe.each(setups)('drafts saved to resume later ($name)', ({ engine, storage }) => {
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startMailServer();
    server = await startTestServer({
      engine,
      storage,
      smtpUrl: smtp.url,
      mailRetrySeconds: 0,
      mailFrom: 'Brightwater <claims@brightwater.example>',
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  /** Saves a claim's draft from a browser of its own; returns the token from the mail. */
  async function saveAndRead(c: ReturnType<typeof claim>, resumeToken: string | null = null, count = 1) {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const saved = await save(browser, draftForm({ email: c.email, answers: answersOf(c.payload), resumeToken }, c.documents));
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toBe(true);
    const mails = await smtp.to(c.email, count);
    const mail = mails.at(-1)!;
    const [, origin, token] = linkPattern.exec(mail.text ?? '') ?? [];
    expect(origin).toBe(server.url);
    return { token: token!, mail, saved: saved.body };
  }

  it('saves a draft, mails only its link, and restores the answers and documents by token on another browser', async () => {
    const c = claim();
    const { token, mail, saved } = await saveAndRead(c);
    expect(mail.subject).toBe('Continue your Brightwater claim form');
    // The mail carries the link and nothing of the answers; the save's answer not even the token.
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).not.toContain('Quarry Road');
      expect(part).not.toContain(c.payload.claimantInfo!.fields.phoneNumber as string);
      expect(part).not.toContain('Avery');
    }
    expect(JSON.stringify(saved)).not.toContain(token);
    // The demo's deadlines are years away: the draft is kept for 30 days.
    const keptDays = (new Date(saved.expiresAt!).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(keptDays).toBeGreaterThan(29.9);
    expect(keptDays).toBeLessThanOrEqual(30);
    // The database keeps the token's hash, and the mail's row holds neither the link nor the
    // address in the clear (sealed under the draft's key, and the link dropped once sent).
    const { rows } = await server.context.db.query<{ token_hash: string }>('SELECT token_hash FROM drafts');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    const mailId = /^<([^@]+)@/.exec(mail.messageId ?? '')?.[1];
    await vi.waitFor(
      async () => {
        const sent = await server.context.db.query<{ recipient: string; params: unknown }>(
          "SELECT recipient, params FROM mail_outbox WHERE id = $1 AND status = 'sent'",
          [mailId],
        );
        expect(sent.rows).toHaveLength(1);
        expect(sent.rows[0]!.recipient).toBe('(sealed)');
        expect(JSON.stringify(sent.rows[0]!.params)).not.toContain(token);
        expect(JSON.stringify(sent.rows[0]!.params)).not.toContain(c.email);
      },
      { timeout: 20_000, interval: 20 },
    );

    const other = new Browser(server.url);
    const response = await other.fetch(endpoints.draft(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const draft = draftResponseSchema.parse(await response.json());
    expect(draft).toMatchObject({ formType: 'Standard', culture: 'en', page: 'supporting-documents' });
    expect(draft.answers).toEqual(answersOf(c.payload));
    expect(draft.documents).toEqual([
      {
        index: 1,
        clientId: c.documents[0]!.clientId,
        name: c.documents[0]!.name,
        size: c.documents[0]!.bytes.length,
        type: 'application/pdf',
      },
    ]);
    const document = await other.fetch(endpoints.draftDocument(token, 1));
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await document.arrayBuffer()).equals(c.documents[0]!.bytes)).toBe(true);
    expect((await other.fetch(endpoints.draftDocument(token, 2))).status).toBe(404);
  });

  it('refuses unknown, malformed and expired tokens, and the hourly purge removes expired drafts with their documents', async () => {
    const browser = new Browser(server.url);
    expect((await browser.fetch(endpoints.draft('A'.repeat(43)))).status).toBe(404);
    expect((await browser.fetch(endpoints.draft('not-a-token'))).status).toBe(404);
    const c = claim();
    const { token } = await saveAndRead(c);
    const before = await storedDocuments(server);
    await server.context.db.query(
      "UPDATE drafts SET expires_at = now() - interval '1 second' WHERE id = (SELECT id FROM drafts ORDER BY created_at DESC LIMIT 1)",
    );
    const expired = await browser.fetch(endpoints.draft(token));
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { error: string }).error).toMatch(/not valid or has expired/);
    expect((await browser.fetch(endpoints.draftDocument(token, 1))).status).toBe(404);
    const { purgeExpiredDrafts } = await import('@server/http/routes/drafts');
    expect(await purgeExpiredDrafts(server.context)).toBe(1);
    const after = await storedDocuments(server);
    expect(before.length - after.length).toBe(1);
  });

  it('saving again from a resumed draft replaces it: same link, new answers, the old documents gone', async () => {
    const c = claim();
    const { token } = await saveAndRead(c);
    const before = await storedDocuments(server);
    const changed = { ...c, documents: [pdf(c.documents[0]!.clientId, 'second-receipt.pdf', 2048)] };
    const { token: again } = await saveAndRead(changed, token, 2);
    expect(again).toBe(token);
    const draft = draftResponseSchema.parse(await (await new Browser(server.url).fetch(endpoints.draft(token))).json());
    expect(draft.documents.map((d) => d.name)).toEqual(['second-receipt.pdf']);
    const after = await storedDocuments(server);
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });

  it('deletes the draft and its documents once its claim is filed', async () => {
    const c = claim();
    const { token } = await saveAndRead(c);
    const before = await storedDocuments(server);
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const filed = await browser.fetch('/api/forms/standard', {
      method: 'POST',
      body: claimForm(c.payload, c.documents),
      headers: { 'Draft-Token': token },
    });
    expect(filed.status).toBe(200);
    expect(submitResponseSchema.parse(await filed.json()).referenceCodeForm).toMatch(/\w/);
    expect((await browser.fetch(endpoints.draft(token))).status).toBe(404);
    // The claim's document came in, the draft's went.
    expect(await storedDocuments(server)).toHaveLength(before.length);
  });

  it('refuses answers that do not fit the form, a form that needs authorization, a bad email, and a passed deadline', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const c = claim();
    const answers = answersOf(c.payload);
    const foreign = { ...answers, saved: [...answers.saved, { ...answers.saved[0]!, clientId: 'x-1', metadataHash: 'other' }] };
    expect((await save(browser, draftForm({ email: c.email, answers: foreign }, c.documents))).status).toBe(400);
    const unknownField = { ...answers, saved: [{ ...answers.saved[0]!, fields: { ...answers.saved[0]!.fields, injected: 'x' } }] };
    expect((await save(browser, draftForm({ email: c.email, answers: unknownField }, []))).status).toBe(400);
    const strayDocument = pdf('documentContexts-nobody', 'stray.pdf');
    expect((await save(browser, draftForm({ email: c.email, answers }, [strayDocument]))).status).toBe(400);
    expect((await save(browser, draftForm({ email: c.email, answers, page: 'nowhere' }, []))).status).toBe(400);
    expect((await save(browser, draftForm({ email: 'not an address', answers }, []))).body.error).toBe(
      'Enter a valid email address to send the link to.',
    );
    const automotive = await save(browser, draftForm({ formType: 'Automotive', email: c.email, answers: { saved: [], drafts: [] } }, []));
    expect(automotive.status).toBe(403);
    expect(automotive.body.error).toBe('This form cannot be saved to continue later. Please complete it in one visit.');

    const { token } = await saveAndRead(c);
    server.context.passedDeadlines.add('claimFilingDeadline');
    try {
      const refused = await save(browser, draftForm({ email: c.email, answers }, []));
      expect(refused.status).toBe(410);
      const resumed = await browser.fetch(endpoints.draft(token));
      expect(resumed.status).toBe(410);
      expect(await resumed.json()).toMatchObject({ deadlineKey: 'claimFilingDeadline' });
    } finally {
      server.context.passedDeadlines.delete('claimFilingDeadline');
    }
  });
});

describe('the bounds of drafts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ draftsPerAddress: 4, draftsMaxTotal: 1, draftMaxBytes: 1024, uploadMaxFiles: 1 });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('bounds the answers, the documents, the drafts in all and per client address', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const c = claim();
    const empty: DraftAnswers = { saved: [], drafts: [] };
    const tooLarge = await save(browser, draftForm({ email: c.email, answers: answersOf(c.payload) }, []));
    expect(tooLarge).toMatchObject({ status: 413, body: { saved: false } });
    const twoFiles = [pdf('documentContexts-a', 'a.pdf'), pdf('documentContexts-b', 'b.pdf')];
    const tooMany = await save(browser, draftForm({ email: c.email, answers: empty }, twoFiles));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('A claim can include at most 1 files.');
    expect((await save(browser, draftForm({ email: c.email, answers: empty }, []))).status).toBe(200);
    const full = await save(browser, draftForm({ email: c.email, answers: empty }, []));
    expect(full.status).toBe(503);
    const perAddress = await save(browser, draftForm({ email: c.email, answers: empty }, []));
    expect(perAddress.status).toBe(429);
    expect(perAddress.body.error).toMatch(/Too many forms have been saved from here/);
  });
});

describe('a form whose deadline comes within 30 days', () => {
  let server: TestServer;
  let settlementDir: string;
  beforeAll(async () => {
    settlementDir = await copyDemoPackage();
    const soon = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await editJson(settlementDir, 'deadlines.json', (file: { deadlines: Record<string, { date: string }> }) => {
      file.deadlines.claimFilingDeadline!.date = `${soon}T12:00:00`;
    });
    server = await startTestServer({ settlementDir });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(settlementDir, { recursive: true, force: true });
  });

  it('keeps its drafts until that deadline', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const saved = await save(browser, draftForm({ email: 'soon@example.com', answers: { saved: [], drafts: [] } }, []));
    expect(saved.status).toBe(200);
    const keptDays = (new Date(saved.body.expiresAt!).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(keptDays).toBeGreaterThan(9);
    expect(keptDays).toBeLessThan(11);
  });
});
