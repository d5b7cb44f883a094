import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { countClaims, findClaimByReference, listClaimFiles } from '@server/db/claims';
import { insertPendingUpload } from '@server/db/pending-uploads';
import { startServer } from '@server/http/listen';
import { issueCode } from '@server/paypal/stand-in';
import {
  claimForm,
  documentsUploadPayload,
  encode,
  model,
  pdf,
  png,
  sendInTwoParts,
  sha256,
  standardPayload,
  submitClaim,
  type TestDocument,
} from './support/claims';
import { openClaim } from '@server/privacy/claim-payloads';
import {
  ADMIN_TOKEN,
  Browser,
  freshDirs,
  readStored,
  startTestServer,
  storedDocuments,
  type Engine,
  type Storage,
  type TestServer,
} from './support/server';

const UPLOAD_MAX = 64 * 1024;

/** A server number no running server holds: its uploads count as abandoned. */
const GONE_INSTANCE = 2_000_000_000;

// Every check on both database engines, and with documents on disk and in an S3 bucket.
const setups: { name: string; engine: Engine; storage: Storage }[] = [
  { name: 'PGlite, documents on disk', engine: 'pglite', storage: 'disk' },
  { name: 'PostgreSQL, documents on disk', engine: 'postgres', storage: 'disk' },
  { name: 'PostgreSQL, documents in S3', engine: 'postgres', storage: 's3' },
];

describe.each(setups)('$name', ({ engine, storage }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, storage, uploadMaxBytes: UPLOAD_MAX });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  async function signedIn(url = server.url): Promise<Browser> {
    const browser = new Browser(url);
    await browser.getCsrf();
    return browser;
  }

  async function pendingCount(s: Pick<TestServer, 'context'>): Promise<number> {
    const { rows } = await s.context.db.query<{ n: number | string }>('SELECT count(*) AS n FROM pending_uploads');
    return Number(rows[0]?.n ?? 0);
  }

  /** Claims, documents in the store and uploads in progress, to show a refusal left nothing behind. */
  async function storedState(s: TestServer) {
    return { claims: await countClaims(s.context.db), documents: await storedDocuments(s), pending: await pendingCount(s) };
  }

  async function parsedAnswer(response: Response) {
    return submitResponseSchema.parse(await response.json());
  }

  it('runs on the engine and store it names', () => {
    expect(server.context.db.engine).toBe(engine);
    expect(server.context.uploads.store.kind).toBe(storage);
  });

  describe('a Standard claim with two documents', () => {
    it('is stored in the database and the store, with matching checksums, and survives a restart', async () => {
      const { cleanup, ...dirs } = await freshDirs({ engine, storage });
      const first = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      let referenceCode: string;
      const documents = [
        pdf('documentContexts-doc00001', 'receipt.pdf', 20_000),
        png('documentContexts-doc00002', 'label photo.png', 9_000),
      ];
      try {
        const browser = await signedIn(first.url);
        const response = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents), 'key-0001-first-claim');
        expect(response.status).toBe(200);
        const body = await parsedAnswer(response);
        expect(body).toMatchObject({ nonMatchingPaymentElection: false, error: null });
        expect(body.referenceCodeForm).toMatch(/^STD-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
        referenceCode = body.referenceCodeForm!;
      } finally {
        await first.stop();
      }

      const second = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      try {
        const claim = await findClaimByReference(second.context.db, referenceCode);
        expect(claim).toMatchObject({ formType: 'Standard', culture: 'en', idempotencyKey: 'key-0001-first-claim' });
        // The name is sealed at rest; opened with the claim's key it reads as sent.
        expect(claim?.payload).toMatchObject({ claimantInfo: { fields: { firstName: { $sealed: expect.any(String) } } } });
        const opened = await openClaim(second.context.db, second.context.vault, claim);
        expect(opened?.payload).toMatchObject({ claimantInfo: { fields: { firstName: 'Dana' } }, reCaptchaResponse: null });
        const files = await listClaimFiles(second.context.db, claim!.id);
        expect(files.map((f) => [f.modelClientId, f.originalName, f.sizeBytes, f.contentType])).toEqual([
          ['documentContexts-doc00001', 'receipt.pdf', 20_000, 'application/pdf'],
          ['documentContexts-doc00002', 'label photo.png', 9_000, 'image/png'],
        ]);
        for (const [i, file] of files.entries()) {
          expect(file.sha256).toBe(sha256(documents[i]!.bytes));
          expect(sha256(await readStored(second, file.storedPath))).toBe(file.sha256);
        }
        // The store holds the claim's documents and nothing else; nothing is left in progress.
        expect(await storedDocuments(second)).toEqual(files.map((f) => f.storedPath).sort());
        expect(await pendingCount(second)).toBe(0);
      } finally {
        await second.stop();
        await cleanup();
      }
    });

    it('stores a document of several megabytes byte for byte', async () => {
      const { cleanup, ...dirs } = await freshDirs({ engine, storage });
      const large = await startServer({ port: 0, host: '127.0.0.1', ...dirs, uploadMaxBytes: 8 * 1024 * 1024 });
      // Larger than several of the disk store's write batches, and not a multiple of one.
      const documents = [pdf('documentContexts-doc00001', 'scan.pdf', 3 * 1024 * 1024 + 12_345)];
      try {
        const browser = await signedIn(large.url);
        const response = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents), 'key-0001-large-claim');
        expect(response.status).toBe(200);
        const claim = await findClaimByReference(large.context.db, (await parsedAnswer(response)).referenceCodeForm!);
        const [file] = await listClaimFiles(large.context.db, claim!.id);
        expect(file).toMatchObject({ sizeBytes: documents[0]!.bytes.length, sha256: sha256(documents[0]!.bytes) });
        expect((await readStored(large, file!.storedPath)).equals(documents[0]!.bytes)).toBe(true);
      } finally {
        await large.stop();
        await cleanup();
      }
    });
  });

  describe('after a crash', () => {
    it('removes the documents of a claim whose server died before committing it', async () => {
      const { cleanup, ...dirs } = await freshDirs({ engine, storage });
      const first = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      const abandoned = randomUUID();
      try {
        // As a server that died mid-upload leaves it: its in-progress record and half a document,
        // already in its final place.
        await insertPendingUpload(first.context.db, abandoned, GONE_INSTANCE);
        await first.context.uploads.store
          .begin(abandoned)
          .write(Readable.from([Buffer.from('%PDF-1.7 half an upload')]), '001.pdf', () => false);
        const final =
          storage === 'disk'
            ? `files/${abandoned}-001.pdf`
            : `s3://${first.settings.storage!.bucket}/${first.settings.storage!.prefix ? `${first.settings.storage!.prefix}/` : ''}${abandoned}/001.pdf`;
        expect(await storedDocuments(first)).toEqual([final]);
      } finally {
        await first.stop();
      }
      const second = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      try {
        expect(await storedDocuments(second)).toEqual([]);
        expect(await pendingCount(second)).toBe(0);
        // Removed, not set aside.
        expect(existsSync(join(dirs.dataDir, 'orphaned'))).toBe(false);
      } finally {
        await second.stop();
        await cleanup();
      }
    });

    it('leaves alone the documents another live server is receiving', async () => {
      const { cleanup, ...dirs } = await freshDirs({ engine, storage });
      const first = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      try {
        const inProgress = randomUUID();
        const uploads = await first.context.uploads.begin(inProgress);
        await uploads.write(Readable.from([Buffer.from('%PDF-1.7 arriving')]), '001.pdf', () => false);
        // A sweep sees the claim in progress on a live server: it stays.
        expect(await first.context.uploads.sweep()).toBe(0);
        expect(await storedDocuments(first)).toHaveLength(1);
        await first.context.uploads.finish(uploads, false);
        expect(await storedDocuments(first)).toEqual([]);
        expect(await pendingCount(first)).toBe(0);
      } finally {
        await first.stop();
        await cleanup();
      }
    });

    it.runIf(engine === 'postgres')(
      'leaves alone what another live server on the database is receiving, and removes it once that server is gone',
      async () => {
        const { cleanup, ...dirs } = await freshDirs({ engine, storage });
        const receiving = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
        const other = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
        try {
          const claimId = randomUUID();
          const uploads = await receiving.context.uploads.begin(claimId);
          await uploads.write(Readable.from([Buffer.from('%PDF-1.7 arriving')]), '001.pdf', () => false);
          expect(await other.context.uploads.sweep()).toBe(0);
          expect(await storedDocuments(other)).toHaveLength(1);
          // The receiving server's lock goes, as when its process dies.
          await receiving.context.uploads.instance.release();
          expect(await other.context.uploads.sweep()).toBe(1);
          expect(await storedDocuments(other)).toEqual([]);
          expect(await pendingCount(other)).toBe(0);
        } finally {
          await Promise.all([receiving.stop(), other.stop()]);
          await cleanup();
        }
      },
    );

    it('refuses with the retry message a claim whose in-progress record a sweep took meanwhile, and stores nothing of it', async () => {
      const before = await storedState(server);
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf', 40_000);
      const { body, contentType } = await encode(claimForm(standardPayload([doc]), [doc]));
      let finish!: () => void;
      const answer = sendInTwoParts(
        `${server.url}${endpoints.submit('Standard')}`,
        { ...browser.requestHeaders(), 'content-type': contentType },
        body,
        new Promise((r) => (finish = r)),
      );
      // Once the record is there (the upload has begun), a sweep that judged this server dead
      // takes it: as when the server's lock connection dropped for a moment.
      let taken = 0;
      for (let look = 0; look < 100 && taken === 0; look += 1) {
        taken = (await server.context.db.query('DELETE FROM pending_uploads RETURNING 1')).rows.length;
        if (taken === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(taken).toBe(1);
      finish();
      const refused = await answer;
      expect(refused?.status).toBe(503);
      expect(JSON.parse(refused!.text)).toEqual({
        nonMatchingPaymentElection: false,
        error: 'Your claim could not be saved. Please try again.',
        referenceCodeForm: null,
      });
      expect(await storedState(server)).toEqual(before);
    });

    it.runIf(storage === 'disk')('finishes a claim an earlier version committed before moving its staging folder into place', async () => {
      const { cleanup, ...dirs } = await freshDirs({ engine, storage });
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const first = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      let claimId: string;
      try {
        const browser = await signedIn(first.url);
        const { referenceCodeForm } = await parsedAnswer(await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc])));
        claimId = (await findClaimByReference(first.context.db, referenceCodeForm!))!.id;
        expect(await storedDocuments(first)).toEqual([`files/${claimId}-001.pdf`]);
        // As an earlier version stored it (tmp/<claim id>/ renamed to files/<claim id>/ after the
        // commit), and its process died between the commit and the rename, and during another
        // upload that left no record at all.
        await first.context.db.query('UPDATE claim_files SET stored_path = $1 WHERE claim_id = $2', [`files/${claimId}/001.pdf`, claimId]);
      } finally {
        await first.stop();
      }
      await mkdir(join(dirs.dataDir, 'tmp', claimId), { recursive: true });
      await rename(join(dirs.dataDir, 'files', `${claimId}-001.pdf`), join(dirs.dataDir, 'tmp', claimId, '001.pdf'));
      const uncommitted = join(dirs.dataDir, 'tmp', '0b3f8f1e-5a6c-4d2e-9f7a-1c2b3d4e5f60');
      await mkdir(uncommitted, { recursive: true });
      await writeFile(join(uncommitted, '001.pdf'), '%PDF-1.7 half an upload');

      const second = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      try {
        const [file] = await listClaimFiles(second.context.db, claimId);
        expect(await storedDocuments(second)).toEqual([`files/${claimId}/001.pdf`]);
        expect(sha256(await readStored(second, file!.storedPath))).toBe(sha256(doc.bytes));
      } finally {
        await second.stop();
        await cleanup();
      }
    });

    it.runIf(storage === 'disk')(
      'keeps the documents of stored claims at start, and sets aside a document with no trace in the database',
      async () => {
        const { cleanup, ...dirs } = await freshDirs({ engine, storage });
        const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
        const first = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
        let stored: string;
        try {
          const browser = await signedIn(first.url);
          const { referenceCodeForm } = await parsedAnswer(
            await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc])),
          );
          const claim = (await findClaimByReference(first.context.db, referenceCodeForm!))!;
          stored = (await listClaimFiles(first.context.db, claim.id))[0]!.storedPath;
        } finally {
          await first.stop();
        }
        // A document of a claim the database does not know (a database swapped or restored from
        // an older backup): someone's document, perhaps, so it is moved aside, not deleted.
        const unknown = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
        await writeFile(join(dirs.dataDir, 'files', `${unknown}-001.pdf`), '%PDF-1.7 from elsewhere');

        const second = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
        try {
          expect(await storedDocuments(second)).toEqual([stored]);
          expect(sha256(await readStored(second, stored))).toBe(sha256(doc.bytes));
          const setAside = await readdir(join(dirs.dataDir, 'orphaned'));
          expect(setAside).toHaveLength(1);
          expect(setAside[0]).toMatch(new RegExp(`^${unknown}-001\\.pdf-\\d+$`));
        } finally {
          await second.stop();
          await cleanup();
        }
      },
    );
  });

  describe('refused uploads leave no claim and no file', () => {
    const a = (name = 'receipt.pdf') => pdf('documentContexts-doc00001', name);
    const b = (name = 'statement.pdf') => pdf('documentContexts-doc00002', name);
    const exe: TestDocument = {
      clientId: 'documentContexts-doc00001',
      name: 'setup.exe',
      type: 'application/octet-stream',
      bytes: Buffer.from('MZ\x90\x00binary'),
    };
    const renamed: TestDocument = {
      clientId: 'documentContexts-doc00001',
      name: 'receipt.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('MZ\x90\x00this is not a pdf'),
    };
    const big = pdf('documentContexts-doc00001', 'scan.pdf', UPLOAD_MAX + 1);

    it.each([
      ['a type that is not accepted', [exe], [exe], /not an accepted type/],
      ['a PDF name on bytes that are not a PDF', [renamed], [renamed], /not an accepted type/],
      ['a file over the size limit', [big], [big], /too large/],
      ['the same file name in two documents', [a('Receipt.PDF'), b('receipt.pdf')], [a('Receipt.PDF'), b('receipt.pdf')], /already exists/],
      ['two files for one document model', [a()], [a(), { ...a('second.pdf') }], /only one file/],
      ['a document announced but not sent', [a(), b()], [a()], /without its file/],
      ['a file that is not announced', [a()], [a(), b()], /without its document/],
    ] as const)('%s', async (_name, announced, sent, message) => {
      const before = await storedState(server);
      const browser = await signedIn();
      const response = await submitClaim(browser, 'standard', claimForm(standardPayload(announced), sent));
      expect(response.status).toBe(400);
      const body = await parsedAnswer(response);
      expect(body.error).toMatch(message);
      expect(body.referenceCodeForm).toBeNull();
      expect(await storedState(server)).toEqual(before);
    });

    it('refuses a payload that does not match the contract, a foreign model and a missing culture', async () => {
      const before = await storedState(server);
      const browser = await signedIn();
      const doc = a();
      const cases = [
        claimForm('{"not":"a claim"}', []),
        claimForm(standardPayload([doc], { credentials: model('Standard', 'credentials', 'credentials-x1', { claimId: 'BW-100200' }) }), [
          doc,
        ]),
        claimForm(standardPayload([doc], { claimantInfo: model('Automotive', 'claimantInfo', 'claimantInfo-x2', {}) }), [doc]),
        claimForm(standardPayload([doc], { userPreferredCulture: '' }), [doc]),
        claimForm(standardPayload([doc], { userPreferredCulture: 'fr' }), [doc]),
      ];
      for (const form of cases) {
        const response = await submitClaim(browser, 'standard', form);
        expect(response.status).toBe(400);
        expect((await parsedAnswer(response)).error).toEqual(expect.any(String));
      }
      expect(await storedState(server)).toEqual(before);
    });

    it("refuses answers that fail the form's own rules, checked against the server's configs", async () => {
      const before = await storedState(server);
      const browser = await signedIn();
      const doc = a();
      const valid = standardPayload([doc]);
      const withFields = (key: 'claimantInfo' | 'claimDetails', fields: Record<string, unknown>) =>
        standardPayload([doc], { [key]: { ...valid[key]!, fields: { ...valid[key]!.fields, ...fields } } });
      const cases = [
        withFields('claimantInfo', { firstName: null }),
        withFields('claimantInfo', { lastName: 'Whitfield<script>' }),
        withFields('claimDetails', { purchaseDate: '06/15/2018' }),
        standardPayload([doc], { claimantInfo: { ...valid.claimantInfo!, metadataHash: 'stale-config' } }),
      ];
      for (const payload of cases) {
        const response = await submitClaim(browser, 'standard', claimForm(payload, [doc]));
        expect(response.status).toBe(400);
        expect((await parsedAnswer(response)).error).toBe('Some answers are missing or not valid. Please review your claim and try again.');
      }
      expect(await storedState(server)).toEqual(before);
    });

    it('refuses a claim without the captcha token', async () => {
      const browser = await signedIn();
      const doc = a();
      const response = await submitClaim(browser, 'standard', claimForm(standardPayload([doc], { reCaptchaResponse: null }), [doc]));
      expect(response.status).toBe(400);
      expect((await parsedAnswer(response)).error).toBe('Invalid recaptcha value');
    });

    it('refuses a claim that is not multipart with 415', async () => {
      const browser = await signedIn();
      const response = await browser.postJson(endpoints.submit('Standard'), standardPayload([]));
      expect(response.status).toBe(415);
    });

    it('cleans up the stored files of an upload cut off by the client', async () => {
      const before = await storedState(server);
      const browser = await signedIn();
      const boundary = 'cutoffboundary1234';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="documentContexts-doc00001"; filename="long.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
      await new Promise<void>((resolve) => {
        const url = new URL(`${server.url}${endpoints.submit('Standard')}`);
        const req = request({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(50_000),
            [browser.csrf!.requestHeaderName]: browser.csrf!.requestToken,
            cookie: '',
          },
        });
        req.on('error', () => resolve());
        req.write(head);
        req.write(Buffer.alloc(10_000, 65), () => {
          req.destroy();
          resolve();
        });
      });
      // The server notices the cut when the socket closes; give it a bounded number of looks.
      let state = await storedState(server);
      for (let i = 0; i < 50 && (state.documents.length !== before.documents.length || state.pending !== before.pending); i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        state = await storedState(server);
      }
      expect(state).toEqual(before);
    });
  });

  describe('payment election', () => {
    it('accepts PayPal only with a valid, unexpired code from the PayPal login for the same account', async () => {
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const withPayPal = (email: string, code: string | null) => {
        const payload = standardPayload([doc]);
        payload.claimDetails!.fields = {
          ...payload.claimDetails!.fields,
          paymentMethod: 'PayPal',
          // The check's payee name is hidden (and must be empty) once PayPal is chosen.
          checkPayeeName: null,
          payPalEmailAddress: email,
          confirmPayPalEmailAddress: email,
          payPalAuthCode: code,
        };
        return claimForm(payload, [doc]);
      };
      const secret = server.context.csrfSecret;
      const refusedAnswer = { nonMatchingPaymentElection: true, error: null, referenceCodeForm: null };
      const before = await countClaims(server.context.db);
      for (const claim of [
        withPayPal('dana@example.com', null),
        withPayPal('dana@example.com', issueCode(secret, 'someone.else@example.com', 10)),
        withPayPal('dana@example.com', issueCode(secret, 'dana@example.com', 10, Date.now() - 11 * 60_000)),
        withPayPal('dana@example.com', issueCode(Buffer.from('another server'), 'dana@example.com', 10)),
        withPayPal('dana@example.com', `${issueCode(secret, 'dana@example.com', 10)}x`),
      ]) {
        const refused = await submitClaim(browser, 'standard', claim);
        expect(refused.status).toBe(400);
        expect(await parsedAnswer(refused)).toEqual(refusedAnswer);
      }
      expect(await countClaims(server.context.db)).toBe(before);
      const accepted = await submitClaim(browser, 'standard', withPayPal('Dana@Example.com', issueCode(secret, 'dana@example.com', 10)));
      expect(accepted.status).toBe(200);
    });
  });

  describe('idempotency', () => {
    it('stores one claim for a retried submit and answers the same reference code', async () => {
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const payload = standardPayload([doc]);
      const before = await countClaims(server.context.db);
      const first = await parsedAnswer(await submitClaim(browser, 'standard', claimForm(payload, [doc]), 'retry-key-0001'));
      const retry = await parsedAnswer(await submitClaim(browser, 'standard', claimForm(payload, [doc]), 'retry-key-0001'));
      expect(retry.referenceCodeForm).toBe(first.referenceCodeForm);
      expect(await countClaims(server.context.db)).toBe(before + 1);
    });

    it('answers a retry that carries a fresh captcha token, in another key order, with the first reference code', async () => {
      // The first answer is lost on the way back; the app retries with the same key, a new
      // captcha token (tokens are single-use) and the same answers.
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const before = await countClaims(server.context.db);
      const payload = standardPayload([doc], { reCaptchaResponse: 'test-pass-FIRST0000001' });
      const first = await parsedAnswer(await submitClaim(browser, 'standard', claimForm(payload, [doc]), 'fresh-token-key-0001'));
      const reordered = Object.fromEntries(Object.entries({ ...payload, reCaptchaResponse: 'test-pass-SECOND000002' }).reverse());
      const retry = await submitClaim(browser, 'standard', claimForm(reordered, [doc]), 'fresh-token-key-0001');
      expect(retry.status).toBe(200);
      expect((await parsedAnswer(retry)).referenceCodeForm).toBe(first.referenceCodeForm);
      expect(await countClaims(server.context.db)).toBe(before + 1);
    });

    it('refuses the same key when a document differs, even with the same answers', async () => {
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const payload = standardPayload([doc]);
      expect((await submitClaim(browser, 'standard', claimForm(payload, [doc]), 'other-file-key-0001')).status).toBe(200);
      const otherBytes = { ...doc, bytes: pdf(doc.clientId, doc.name, doc.bytes.length).bytes };
      expect((await submitClaim(browser, 'standard', claimForm(payload, [otherBytes]), 'other-file-key-0001')).status).toBe(422);
    });

    it('stores one claim for a double submit sent at once', async () => {
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf', 30_000);
      const payload = standardPayload([doc]);
      const before = await countClaims(server.context.db);
      const answers = await Promise.all(
        [1, 2, 3].map(() => submitClaim(browser, 'standard', claimForm(payload, [doc]), 'double-key-0001')),
      );
      const codes = await Promise.all(answers.map(async (r) => (await parsedAnswer(r)).referenceCodeForm));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(codes).size).toBe(1);
      expect(await countClaims(server.context.db)).toBe(before + 1);
      expect(await pendingCount(server)).toBe(0);
    });

    it('refuses the same key with a different claim', async () => {
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      expect((await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc]), 'reused-key-0001')).status).toBe(200);
      const other = standardPayload([doc], { userPreferredCulture: 'es' });
      const response = await submitClaim(browser, 'standard', claimForm(other, [doc]), 'reused-key-0001');
      expect(response.status).toBe(422);
    });

    it('gives different claims different reference codes', async () => {
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const codes = new Set<string | null>();
      for (let i = 0; i < 3; i += 1)
        codes.add((await parsedAnswer(await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc])))).referenceCodeForm);
      expect(codes.size).toBe(3);
    });
  });

  describe('forms that need authorization', () => {
    const authorize = (browser: Browser, formType: 'Automotive' | 'DocumentsUpload') =>
      browser.postJson(endpoints.authorize(formType), {
        reCaptchaResponse: 'test-pass-ABCDEFGH',
        credentials: model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }),
      });

    const documentsUploadClaim = (documents: readonly TestDocument[], claimId?: string) =>
      claimForm(documentsUploadPayload(documents, claimId), documents);

    it('refuses a DocumentsUpload submit without a prior authorize, and accepts it after', async () => {
      const browser = await signedIn();
      const doc = pdf('DocumentContexts-doc00001', 'factura.pdf');
      const before = await countClaims(server.context.db);
      const refused = await submitClaim(browser, 'documents-upload', documentsUploadClaim([doc]));
      expect(refused.status).toBe(401);
      expect((await parsedAnswer(refused)).error).toEqual(expect.any(String));
      expect(await countClaims(server.context.db)).toBe(before);

      expect((await authorize(browser, 'DocumentsUpload')).status).toBe(200);
      const accepted = await submitClaim(browser, 'documents-upload', documentsUploadClaim([doc]));
      expect(accepted.status).toBe(200);
      const code = (await parsedAnswer(accepted)).referenceCodeForm;
      expect(code).toMatch(/^DOC-/);
      // The PIN proved who the claimant is at authorize; the stored claim keeps the claim ID only.
      const stored = await findClaimByReference(server.context.db, code!);
      const credentials = (stored!.payload as { credentials: { fields: Record<string, unknown> } }).credentials.fields;
      expect(credentials).toMatchObject({ claimId: 'BW-100200', pin: null });
      expect(JSON.stringify(stored!.payload)).not.toContain('4321');
    });

    it('refuses credentials other than the ones the session authorized, in the claim’s language', async () => {
      const browser = await signedIn();
      expect((await authorize(browser, 'DocumentsUpload')).status).toBe(200);
      const doc = pdf('DocumentContexts-doc00001', 'factura.pdf');
      const response = await submitClaim(browser, 'documents-upload', documentsUploadClaim([doc], 'BW-100300'));
      expect(response.status).toBe(400);
      expect((await parsedAnswer(response)).error).toMatch(/número de reclamo/);
    });

    it('does not carry an authorization to another form type or another session', async () => {
      const browser = await signedIn();
      expect((await authorize(browser, 'Automotive')).status).toBe(200);
      const doc = pdf('DocumentContexts-doc00001', 'factura.pdf');
      expect((await submitClaim(browser, 'documents-upload', documentsUploadClaim([doc]))).status).toBe(401);
      const stranger = await signedIn();
      expect((await submitClaim(stranger, 'documents-upload', documentsUploadClaim([doc]))).status).toBe(401);
    });
  });

  describe('admin view of a claim', () => {
    it('lists a stored claim with its files for the admin token only', async () => {
      const browser = await signedIn();
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const { referenceCodeForm } = await parsedAnswer(await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc])));
      const path = `${server.url}/api/admin/claims/${referenceCodeForm}`;
      expect((await fetch(path)).status).toBe(401);
      const claim = (await (await fetch(path, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
        files: { sha256: string }[];
      };
      expect(claim.files.map((f) => f.sha256)).toEqual([sha256(doc.bytes)]);
    });
  });
});
