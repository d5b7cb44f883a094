// The keys that protect personal data at rest: DATA_KEYS is checked at start, a rotation while
// claims are filed loses none of them (nor the notice list's prefilled values), what an earlier
// version kept in the clear is sealed at start, and destroying a claim's data (or the notice
// list's) leaves its reference code and history but nothing of the claimant.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponseSchema, submitResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { startServer, type RunningServer } from '@server/http/listen';
import { purgeOrphanDataKeys } from '@server/privacy/data-keys';
import { seal, unseal } from '@server/privacy/key-ring';
import { findClaimant, NOTICE_LIST_OWNER } from '@server/privacy/notice-list';
import { destroyPastRetention } from '@server/privacy/retention';
import { privacySettingsSchema } from '@server/privacy/settings';
import { resolveSettings } from '@server/settings/settings';
import { adminHeaders, runAdminCli } from './support/admin';
import { claimForm, model, pdf, standardPayload, submitClaim } from './support/claims';
import { ADMIN_TOKEN, Browser, freshDirs, startTestServer, type TestServer } from './support/server';

const keyOf = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

describe('DATA_KEYS', () => {
  it('names what is wrong with a key ring, and is required in production', () => {
    const production = { nodeEnv: 'production', captchaProvider: 'none', auditKey: 'an-audit-key-of-at-least-32-characters!' } as const;
    expect(() => resolveSettings({ ...production })).toThrow(/^DATA_KEYS is required with NODE_ENV=production/);
    expect(() => resolveSettings({ dataKeys: 'k1' })).toThrow('DATA_KEYS: entry 1 must be "id:key"');
    expect(() => resolveSettings({ dataKeys: `k1:${Buffer.alloc(16).toString('base64')}` })).toThrow(
      'DATA_KEYS: the key "k1" must be 32 bytes in base64',
    );
    const one = keyOf('k1');
    expect(() => resolveSettings({ dataKeys: `${one},${one}` })).toThrow('DATA_KEYS: the id "k1" is given twice.');
    const ring = resolveSettings({ ...production, dataKeys: `${keyOf('new')}, ${keyOf('old')}` }).dataKeys;
    expect(ring.current.id).toBe('new');
    expect([...ring.keys.keys()]).toEqual(['new', 'old']);
  });
});

describe('sealed values', () => {
  it('gives every value an IV of its own, across the blocks IVs are drawn in', () => {
    const key = randomBytes(32);
    const sealed = Array.from({ length: 1500 }, (_, i) => seal(key, Buffer.from(`answer ${i}`), 'claim:field'));
    expect(new Set(sealed.map((s) => s.subarray(0, 12).toString('hex'))).size).toBe(1500);
    expect(sealed.map((s) => unseal(key, s, 'claim:field').toString())).toEqual(Array.from({ length: 1500 }, (_, i) => `answer ${i}`));
    expect(() => unseal(key, sealed[0]!, 'claim:other')).toThrow();
  });
});

describe('rotating and destroying data keys', () => {
  const oldKey = keyOf('old');
  const newKey = keyOf('new');
  let dirs: Awaited<ReturnType<typeof freshDirs>>;
  let base: Record<string, unknown>;
  let server: RunningServer | null = null;
  const claims: { referenceCode: string; email: string }[] = [];

  const start = async (dataKeys: string) => {
    await server?.stop();
    server = await startServer({ ...base, dataKeys });
    return server;
  };
  const cli = (args: string[], dataKeys: string) =>
    runAdminCli(args, { DATABASE_URL: dirs.databaseUrl!, DATA_DIR: dirs.dataDir, DATA_KEYS: dataKeys });
  const admin = (path: string) => fetch(`${server!.url}${path}`, { headers: adminHeaders });
  /** What signing in with the demo's first claimant prefills on the Standard form. */
  const prefilled = async () => {
    const browser = new Browser(server!.url);
    await browser.getCsrf();
    const response = await browser.postJson(endpoints.authorize('Standard'), {
      reCaptchaResponse: 'test-pass-ABCDEFGH',
      credentials: model('Standard', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }),
    });
    expect(response.status).toBe(200);
    const body = authorizeResponseSchema.parse(await response.json());
    return body.prepopulatedData.find((m) => m.metadata.DtoMapping === 'claimantInfo')?.fields ?? {};
  };
  const screeningRow = async (referenceCode: string) => {
    const { rows } = await server!.context.db.query<{ name_key: string; address_key: string }>(
      'SELECT s.name_key, s.address_key FROM claim_screening s JOIN claims c ON c.id = s.claim_id WHERE c.reference_code = $1',
      [referenceCode],
    );
    return rows[0]!;
  };
  const revealed = async (referenceCode: string) => {
    const answer = await admin(`/api/admin/claims/${referenceCode}?reveal=${encodeURIComponent('key rotation check')}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as { payload: { claimantInfo: { fields: Record<string, unknown> } }; files: { url: string }[] };
  };

  async function file(): Promise<void> {
    const email = `rotation.${randomUUID().slice(0, 8)}@example.com`;
    const documents = [pdf('documentContexts-rot', 'receipt.pdf')];
    const base = standardPayload(documents, { userPreferredCulture: 'en' });
    const fields = { ...base.claimantInfo!.fields, emailAddress: email, confirmEmailAddress: email, firstName: `Rota${claims.length}` };
    const payload = { ...base, claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields) };
    const browser = new Browser(server!.url);
    await browser.getCsrf();
    const response = await submitClaim(browser, 'standard', claimForm(payload, documents));
    expect(response.status).toBe(200);
    claims.push({ referenceCode: submitResponseSchema.parse(await response.json()).referenceCodeForm!, email });
  }

  beforeAll(async () => {
    dirs = await freshDirs({ engine: 'postgres' });
    base = {
      port: 0,
      host: '127.0.0.1',
      adminToken: ADMIN_TOKEN,
      databaseUrl: dirs.databaseUrl,
      dataDir: dirs.dataDir,
      distDir: dirs.distDir,
    };
  });
  afterAll(async () => {
    await server?.stop();
    await dirs?.cleanup();
  });

  it('wraps every key under the new one while claims are filed, and loses none', async () => {
    await start(oldKey);
    for (let i = 0; i < 3; i += 1) await file();
    // The new key first on the servers, the old one kept; then the rotation, with claims arriving.
    await start(`${newKey},${oldKey}`);
    const [rotated] = await Promise.all([cli(['keys', 'rotate'], `${newKey},${oldKey}`), file(), file(), file()]);
    expect(rotated.code, rotated.stderr).toBe(0);
    const status = await cli(['keys', 'status'], `${newKey},${oldKey}`);
    // The six claims' keys and the notice list's.
    expect(status.stdout.toString().trim().split('\n')).toEqual([`new\t7\tcurrent`]);
    // The old key gone: every claim still reads back whole, documents included.
    await start(newKey);
    for (const claim of claims) {
      const view = await revealed(claim.referenceCode);
      expect(view.payload.claimantInfo.fields.emailAddress).toBe(claim.email);
      expect((await admin(view.files[0]!.url)).status).toBe(200);
    }
    expect(await prefilled()).toMatchObject({ FirstName: 'Dana', LastName: 'Whitfield' });
    // Screening opens the names sealed under the re-wrapped keys: a claim of one more "Rota" at
    // the same address with the same story is a near duplicate of the first ones.
    await file();
    const evidence = (await (await admin(`/api/admin/claims/${claims.at(-1)!.referenceCode}/screening`)).json()) as {
      flags: { name: string; matches: string[] }[];
    };
    expect(evidence.flags.find((f) => f.name === 'nearDuplicate')?.matches).toContain(claims[0]!.referenceCode);
  });

  it('seals at start the screening names and addresses and the notice list an earlier version kept in the clear', async () => {
    const [first, second] = claims;
    // As an earlier version stored them: in the clear.
    const db = server!.context.db;
    await db.query(
      `UPDATE claim_screening SET name_key = 'ada plainly', address_key = '1 plain st' WHERE claim_id = (SELECT id FROM claims WHERE reference_code = $1)`,
      [first!.referenceCode],
    );
    await db.query(`UPDATE claimants SET prepopulated = '{"claimantInfo": {"FirstName": "Plainly"}}'::jsonb WHERE claim_id = 'BW-100200'`);
    await start(newKey);
    const row = await screeningRow(first!.referenceCode);
    expect(row.name_key).toMatch(/^\$sealed:/);
    expect(`${row.name_key}${row.address_key}`).not.toContain('plain');
    expect((await screeningRow(second!.referenceCode)).address_key).toMatch(/^\$sealed:/);
    const { rows } = await server!.context.db.query<{ row: string }>(`SELECT c::text AS row FROM claimants c WHERE claim_id = 'BW-100200'`);
    expect(rows[0]!.row).not.toContain('Plainly');
    expect(await prefilled()).toEqual({ FirstName: 'Plainly' });
  });

  it('destroys the personal data of claims filed before a day, keeping their code and history', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const counted = await cli(['data', 'destroy', '--before', tomorrow, '--check'], newKey);
    expect(counted.stderr).toContain('7 claim(s) filed before');
    await server!.stop();
    server = null;
    const destroyed = await cli(['data', 'destroy', '--before', tomorrow], newKey);
    expect(destroyed.code, destroyed.stderr).toBe(0);
    expect(destroyed.stderr).toContain('Destroyed the personal data of 7 claim(s)');
    await start(newKey);
    const view = await revealed(claims[0]!.referenceCode);
    // Sensitive answers are gone; the others (the city) remain.
    expect(view.payload.claimantInfo.fields.emailAddress).toBeNull();
    expect(view.payload.claimantInfo.fields.firstName).toBeNull();
    expect(view.payload.claimantInfo.fields.mailingCity).toBe('Sacramento');
    expect((await admin(view.files[0]!.url)).status).toBe(410);
    const history = await admin(`/api/admin/claims/${claims[0]!.referenceCode}/case`);
    expect(history.status).toBe(200);
    // Screening keeps nothing of the name and address it compared.
    expect(await screeningRow(claims[0]!.referenceCode)).toEqual({ name_key: '', address_key: '' });
    // The notice list's prefilled values go with --notice-list; its claim IDs and PINs still sign in.
    expect(await prefilled()).toEqual({ FirstName: 'Plainly' });
    await server!.stop();
    server = null;
    const list = await cli(['data', 'destroy', '--notice-list'], newKey);
    expect(list.stderr, list.stderr).toContain("Destroyed the notice list's prefilled values.");
    await start(newKey);
    expect(await prefilled()).toEqual({});
    // The destruction is in the audit log, with the codes it reached.
    const verify = await cli(['audit-verify'], newKey);
    expect(verify.code, verify.stderr).toBe(0);
  });
});

describe('retention', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it("keeps the notice list's key when keys of owners that never came to be are purged", async () => {
    const { db, vault } = server.context;
    await db.query(`UPDATE data_keys SET created_at = now() - interval '2 days' WHERE owner_id = $1`, [NOTICE_LIST_OWNER]);
    await purgeOrphanDataKeys(db, [NOTICE_LIST_OWNER]);
    // Read afresh, not from the vault's memory.
    const { rows } = await db.query('SELECT 1 FROM data_keys WHERE owner_id = $1 AND wrapped IS NOT NULL', [NOTICE_LIST_OWNER]);
    expect(rows).toHaveLength(1);
    expect((await findClaimant(db, vault, 'BW-100200'))?.prepopulated).toMatchObject({ claimantInfo: { FirstName: 'Dana' } });
  });

  it('destroys every claim once its retention after the distribution date is over, and logs it', async () => {
    const documents = [pdf('documentContexts-ret', 'receipt.pdf')];
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const filed = await submitClaim(browser, 'standard', claimForm(standardPayload(documents, { userPreferredCulture: 'en' }), documents));
    expect(filed.status).toBe(200);
    const { context } = server;
    const privacy = { distributionDate: '2027-03-01', retentionDays: 30 };
    const at = (day: string) => ({
      ...context,
      settlement: { ...context.settlement, info: { ...context.settlement.info, privacy } },
      now: () => Date.parse(day),
    });
    // A package that names no distribution date keeps everything; so does one whose period is not over.
    expect(context.settlement.info.privacy.distributionDate).toBeNull();
    expect(await destroyPastRetention(context)).toEqual([]);
    expect(await destroyPastRetention(at('2027-03-30T23:00:00Z'))).toEqual([]);
    expect((await findClaimant(context.db, context.vault, 'BW-100200'))?.prepopulated).toMatchObject({
      claimantInfo: { FirstName: 'Dana' },
    });
    const destroyed = await destroyPastRetention(at('2027-03-31T00:00:00Z'));
    expect(destroyed).toHaveLength(1);
    // The notice list's prefilled values went with the claims.
    expect((await findClaimant(context.db, context.vault, 'BW-100200'))?.prepopulated).toEqual({});
    expect(await destroyPastRetention(at('2027-04-02T00:00:00Z'))).toEqual([]);
    // A day the calendar lacks is refused by the package check, never read as "retention is over".
    for (const day of ['2027-13-01', '2027-02-31'])
      expect(privacySettingsSchema.safeParse({ distributionDate: day }).error?.issues[0]?.message).toBe('is not a day of the calendar');
    const { rows } = await context.db.query<{ entry: string }>('SELECT entry FROM admin_audit ORDER BY seq DESC LIMIT 1');
    expect(rows[0]!.entry).toContain('data destroy (retention)');
    expect(rows[0]!.entry).toContain(destroyed[0]!);
  });
});
