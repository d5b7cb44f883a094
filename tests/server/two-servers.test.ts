import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import pg from 'pg';
import { claimForm, documentsUploadPayload, model, pdf, sha256, submitClaim } from './support/claims';
import { startChildServer, type ChildServer } from './support/child-server';
import { resolveSettings } from '@server/settings/settings';
import { ADMIN_TOKEN, Browser, freshBucket, freshDirs, storedDocuments } from './support/server';

// Two server processes behind one imaginary proxy: one PostgreSQL database, one bucket, and each
// its own DATA_DIR, as on two machines. A claimant's calls land on either.
describe('two servers on one database and one bucket', () => {
  let a: ChildServer;
  let b: ChildServer;
  let db: pg.Client;
  let bucketSettings: Awaited<ReturnType<typeof freshBucket>>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dirsA = await freshDirs({ engine: 'postgres' });
    const dirsB = await freshDirs({ engine: 'pglite' });
    const bucket = await freshBucket();
    bucketSettings = bucket;
    const shared = {
      DATABASE_URL: dirsA.databaseUrl!,
      DIST_DIR: dirsA.distDir,
      STORAGE_URL: bucket.storageUrl!,
      STORAGE_ENDPOINT: bucket.storageEndpoint!,
      STORAGE_ACCESS_KEY_ID: bucket.storageAccessKeyId!,
      STORAGE_SECRET_ACCESS_KEY: bucket.storageSecretAccessKey!,
      STORAGE_FORCE_PATH_STYLE: 'true',
      AUTHORIZE_MAX_FAILURES: '3',
    };
    [a, b] = await Promise.all([
      startChildServer({ ...shared, DATA_DIR: dirsA.dataDir }),
      startChildServer({ ...shared, DATA_DIR: dirsB.dataDir }),
    ]);
    db = new pg.Client({ connectionString: dirsA.databaseUrl! });
    await db.connect();
    cleanup = async () => {
      await db.end();
      await Promise.all([a?.stop(), b?.stop()]);
      await dirsA.cleanup();
      await dirsB.cleanup();
    };
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const authorize = (browser: Browser, pin = '4321') =>
    browser.postJson(endpoints.authorize('DocumentsUpload'), {
      reCaptchaResponse: 'test-pass-ABCDEFGH',
      credentials: model('DocumentsUpload', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin }),
    });

  it('serves one claimant whose calls alternate between them, and stores one claim for a submit retried on the other', async () => {
    const onA = new Browser(a.url);
    const onB = onA.via(b.url);
    // CSRF token and session cookie from A; authorize on B; submit on A; the retry on B.
    await onA.getCsrf();
    expect((await authorize(onB)).status).toBe(200);
    const documents = [pdf('DocumentContexts-doc00001', 'factura.pdf', 300_000), pdf('DocumentContexts-doc00002', 'recibo.pdf', 7_000_000)];
    const form = () => claimForm(documentsUploadPayload(documents), documents);
    const first = await submitClaim(onA, 'documents-upload', form(), 'two-servers-key-0001');
    expect(first.status).toBe(200);
    const code = submitResponseSchema.parse(await first.json()).referenceCodeForm;
    expect(code).toMatch(/^DOC-/);
    // The answer was lost on the way back; the app retries with the same key and the proxy
    // picks the other server.
    const retry = await submitClaim(onB, 'documents-upload', form(), 'two-servers-key-0001');
    expect(retry.status).toBe(200);
    expect(submitResponseSchema.parse(await retry.json()).referenceCodeForm).toBe(code);

    const claims = await db.query('SELECT id FROM claims WHERE idempotency_key = $1', ['two-servers-key-0001']);
    expect(claims.rows).toHaveLength(1);
    // Either server shows the claim, with documents that read back intact from the bucket.
    for (const server of [a, b]) {
      const response = await fetch(`${server.url}/api/admin/claims/${code}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const claim = (await response.json()) as { files: { sha256: string; storedPath: string }[] };
      expect(claim.files.map((f) => f.sha256)).toEqual(documents.map((d) => sha256(d.bytes)));
      expect(claim.files.every((f) => f.storedPath.startsWith('s3://'))).toBe(true);
    }
    expect((await db.query('SELECT count(*)::int AS n FROM pending_uploads')).rows[0].n).toBe(0);
  });

  it('stores one claim when the same submit reaches both at the same moment', async () => {
    const onA = new Browser(a.url);
    await onA.getCsrf();
    expect((await authorize(onA)).status).toBe(200);
    const documents = [pdf('DocumentContexts-doc00001', 'factura.pdf', 2_000_000)];
    const form = () => claimForm(documentsUploadPayload(documents), documents);
    const answers = await Promise.all(
      [a, b, a, b].map((server) => submitClaim(onA.via(server.url), 'documents-upload', form(), 'two-servers-key-0002')),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const codes = new Set(await Promise.all(answers.map(async (r) => submitResponseSchema.parse(await r.json()).referenceCodeForm)));
    expect(codes.size).toBe(1);
    expect((await db.query('SELECT count(*)::int AS n FROM claims WHERE idempotency_key = $1', ['two-servers-key-0002'])).rows[0].n).toBe(
      1,
    );
    // The losers' copies of the document are gone: the bucket holds the stored claims' documents.
    const stored = await db.query<{ stored_path: string }>('SELECT stored_path FROM claim_files ORDER BY stored_path');
    expect(await storedDocuments({ settings: resolveSettings(bucketSettings) })).toEqual(stored.rows.map((r) => r.stored_path));
  });

  it('ends a session on both when the claimant leaves on one', async () => {
    const onA = new Browser(a.url);
    await onA.getCsrf();
    expect((await authorize(onA.via(b.url))).status).toBe(200);
    expect((await onA.via(b.url).fetch(endpoints.sessionTimeout, { method: 'POST' })).status).toBe(204);
    const documents = [pdf('DocumentContexts-doc00001', 'factura.pdf')];
    const refused = await submitClaim(onA, 'documents-upload', claimForm(documentsUploadPayload(documents), documents));
    expect(refused.status).toBe(401);
  });

  it('counts failed authorize attempts from one address together, whichever server gets them', async () => {
    // Only failures count; the other tests' authorizations all succeeded.
    const guesser = new Browser(a.url);
    await guesser.getCsrf();
    const other = guesser.via(b.url);
    expect((await authorize(guesser, '1111')).status).toBe(401);
    expect((await authorize(other, '2222')).status).toBe(401);
    expect((await authorize(guesser, '3333')).status).toBe(401);
    // Three failures between the two servers: even the right PIN now waits, on either.
    expect((await authorize(other, '4321')).status).toBe(429);
    expect((await authorize(guesser, '4321')).status).toBe(429);
  });
});
