import { scryptSync } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizeResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import type { FormType } from '@/contract/form-type-names';
import { ClaimantImportError, importClaimants } from '@server/claimants/claimant-import';
import { startServer } from '@server/http/listen';
import { openNoticeValues } from '@server/privacy/notice-list';
import { model } from './support/claims';
import { runAdminCli } from './support/admin';
import { ADMIN_TOKEN, Browser, startTestServer } from './support/server';

// Each PIN costs a deliberately slow hash; servers open their own embedded database.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let files: string;

beforeAll(async () => {
  server = await startTestServer();
  files = await mkdtemp(join(server.settings.dataDir, '..', 'claimant-files-'));
});
afterAll(async () => {
  await server?.cleanup();
});

async function csvFile(name: string, lines: readonly string[]): Promise<string> {
  const path = join(files, name);
  await writeFile(path, lines.join('\r\n'));
  return path;
}

interface StoredClaimant {
  claim_id: string;
  pin_hash: string;
  prepopulated: Record<string, Record<string, string>>;
  whole_row: string;
}

/** The claimants on file, each with its prefilled values opened as sign-in opens them, and the
 *  row as stored (where the values are sealed). */
async function claimantsOnFile(context = server.context): Promise<StoredClaimant[]> {
  const { rows } = await context.db.query<StoredClaimant & { prepopulated: unknown }>(
    'SELECT claim_id, pin_hash, prepopulated, row_to_json(c)::text AS whole_row FROM claimants c ORDER BY claim_id',
  );
  return Promise.all(
    rows.map(async (row) => ({ ...row, prepopulated: await openNoticeValues(context.db, context.vault, row.claim_id, row.prepopulated) })),
  );
}

/** True when `stored` is the scrypt hash of `pin`, recomputed here from its own salt and cost. */
function isScryptHashOf(stored: string, pin: string): boolean {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const key = scryptSync(pin, Buffer.from(salt!, 'base64'), 32, { N: Number(N), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 });
  return key.toString('base64') === hash;
}

async function authorize(formType: FormType, claimId: string, pin: string, url = server.url) {
  const browser = new Browser(url);
  await browser.getCsrf();
  const response = await browser.postJson(endpoints.authorize(formType), {
    reCaptchaResponse: 'test-pass-ABCDEFGH',
    credentials: model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId, pin }),
  });
  return { status: response.status, body: authorizeResponseSchema.parse(await response.json()) };
}

const goodFile = [
  'Claim ID,PIN,claimantInfo.FirstName,claimantInfo.LastName,claimantInfo.MailingCity,claimDetails.VIN,prepopulatedData.ClaimantName',
  'SX-000101,Zq-7731-pin,Zoë,"Ortega, Núñez",東京,1BWCM82633A000101,"Zoë Ortega, Núñez"',
  'SX-000102,Kv-5520-pin,Μαρία,Παπαδοπούλου,Αθήνα,,Μαρία Παπαδοπούλου',
  'sx-000103,Kv-5520-pin,"Line',
  'Break",Ng,Lagos,,',
];
const goodPins = ['Zq-7731-pin', 'Kv-5520-pin'];

describe('claimants on file', () => {
  it('starts with the demo claimants, their PINs stored only as scrypt hashes', async () => {
    const stored = await claimantsOnFile();
    expect(stored.map((c) => c.claim_id)).toEqual(['BW-100200', 'BW-100300']);
    expect(stored[0]!.pin_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(isScryptHashOf(stored[0]!.pin_hash, '4321')).toBe(true);
    expect(isScryptHashOf(stored[1]!.pin_hash, '8765')).toBe(true);
    expect(stored[0]!.prepopulated.claimantInfo).toMatchObject({ FirstName: 'Dana', LastName: 'Whitfield' });
    // Sealed at rest: the row holds no prefilled value in the clear.
    expect(stored[0]!.whole_row).not.toContain('Whitfield');
    expect(stored[0]!.whole_row).toContain('$sealed');
  });

  it('refuses a file with bad rows, naming each with its line, and imports nothing', async () => {
    const path = await csvFile('bad.csv', [
      'claimId,pin,claimantInfo.FirstName,claimantInfo.Nickname',
      'SX-1,1111,Ann,A',
      ',2222,Bob,B',
      'SX-3,,Cy,C',
      'sx-1 ,4444,Dee,D',
      'SX-5,5555,"Multi',
      'line",E',
      'SX-6,6666',
      'SX-7,  ,Gil,G',
    ]);
    const failure = await importClaimants(server.context.db, server.context.vault, path, server.settlement).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ClaimantImportError);
    expect((failure as ClaimantImportError).problems).toEqual([
      { line: 1, reason: expect.stringMatching(/^column "claimantInfo.Nickname" is not a field authorize prepopulates/) },
      { line: 3, reason: 'missing claim ID.' },
      { line: 4, reason: 'empty PIN for claim ID SX-3.' },
      { line: 5, reason: 'duplicate claim ID SX-1 (first on line 2).' },
      { line: 8, reason: '2 value(s), but the header has 4 columns.' },
      { line: 9, reason: 'empty PIN for claim ID SX-7.' },
    ]);
    expect((await claimantsOnFile()).map((c) => c.claim_id)).toEqual(['BW-100200', 'BW-100300']);
  });

  it('imports a clean file in place of the claimants on file, keeping no PIN in clear', async () => {
    const path = await csvFile('good.csv', goodFile);
    expect(await importClaimants(server.context.db, server.context.vault, path, server.settlement)).toEqual({ imported: 3, removed: 2 });
    const stored = await claimantsOnFile();
    expect(stored.map((c) => c.claim_id)).toEqual(['SX-000101', 'SX-000102', 'SX-000103']);
    for (const claimant of stored) for (const pin of goodPins) expect(claimant.whole_row).not.toContain(pin);
    expect(isScryptHashOf(stored[0]!.pin_hash, 'Zq-7731-pin')).toBe(true);
    expect(isScryptHashOf(stored[1]!.pin_hash, 'Kv-5520-pin')).toBe(true);
    // The same PIN twice gets two different hashes: each row has its own salt.
    expect(isScryptHashOf(stored[2]!.pin_hash, 'Kv-5520-pin')).toBe(true);
    expect(stored[2]!.pin_hash).not.toBe(stored[1]!.pin_hash);
    expect(stored[0]!.prepopulated).toEqual({
      claimantInfo: { FirstName: 'Zoë', LastName: 'Ortega, Núñez', MailingCity: '東京' },
      claimDetails: { VIN: '1BWCM82633A000101' },
      prepopulatedData: { ClaimantName: 'Zoë Ortega, Núñez' },
    });
    expect(stored[2]!.prepopulated).toEqual({ claimantInfo: { FirstName: 'Line\r\nBreak', LastName: 'Ng', MailingCity: 'Lagos' } });
    for (const claimant of stored)
      for (const value of ['Ortega', 'Lagos', '1BWCM82633A000101']) expect(claimant.whole_row).not.toContain(value);
  });

  it('authorizes an imported claimant over HTTP with the data of the file; the demo credentials no longer open anything', async () => {
    const standard = await authorize('Standard', ' sx-000101 ', 'Zq-7731-pin');
    expect(standard.status).toBe(200);
    expect(standard.body.prepopulatedData).toContainEqual({
      metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard' },
      fields: { FirstName: 'Zoë', LastName: 'Ortega, Núñez', MailingCity: '東京' },
    });
    const automotive = await authorize('Automotive', 'SX-000101', 'Zq-7731-pin');
    expect(automotive.body.prepopulatedData).toContainEqual({
      metadata: { DtoMapping: 'claimDetails', FormType: 'Automotive' },
      fields: { VIN: '1BWCM82633A000101' },
    });
    const upload = await authorize('DocumentsUpload', 'SX-000102', 'Kv-5520-pin');
    expect(upload.body.prepopulatedData).toEqual([
      { metadata: { DtoMapping: 'prepopulatedData', FormType: 'DocumentsUpload' }, fields: { ClaimantName: 'Μαρία Παπαδοπούλου' } },
    ]);

    const refused = { authorized: false, error: 'The claim ID and PIN do not match our records.', captcha: null, prepopulatedData: [] };
    expect(await authorize('Standard', 'SX-000101', 'Kv-5520-pin')).toEqual({ status: 401, body: refused });
    expect(await authorize('Standard', 'SX-999999', 'Zq-7731-pin')).toEqual({ status: 401, body: refused });
    expect(await authorize('Standard', 'BW-100200', '4321')).toEqual({ status: 401, body: refused });
  });

  it('adds to the claimants on file with mode add', async () => {
    const path = await csvFile('more.csv', ['claimId,pin', 'SX-000104,Qp-1000-pin', 'SX-000101,Rr-2000-pin']);
    expect(await importClaimants(server.context.db, server.context.vault, path, server.settlement, { mode: 'add' })).toEqual({
      imported: 2,
      removed: 0,
    });
    const stored = await claimantsOnFile();
    expect(stored.map((c) => c.claim_id)).toEqual(['SX-000101', 'SX-000102', 'SX-000103', 'SX-000104']);
    // A claimant already on file takes the file's PIN and data.
    expect(isScryptHashOf(stored[0]!.pin_hash, 'Rr-2000-pin')).toBe(true);
    expect(stored[0]!.prepopulated).toEqual({});
  });
});

describe('npm run admin -- import-claimants', () => {
  it('names bad rows and exits 1, imports a clean file, and the restarted server authorizes from it', async () => {
    await server.stop();
    const env = { DATA_DIR: server.settings.dataDir };
    const bad = await csvFile('cli-bad.csv', ['claimId,pin', 'CL-1,1234', 'CL-1,9999', 'CL-3,']);
    const refused = await runAdminCli(['import-claimants', bad], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      '2 problem(s), nothing imported:\n  line 3: duplicate claim ID CL-1 (first on line 2).\n  line 4: empty PIN for claim ID CL-3.\n',
    );

    const good = await csvFile('cli-good.csv', goodFile);
    const imported = await runAdminCli(['import-claimants', good], env);
    expect(imported.stderr).toContain('Imported 3 claimant(s), replacing the 4 on file before.');
    expect(imported.code).toBe(0);

    const restarted = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: server.settings.dataDir,
      distDir: server.settings.distDir,
      adminToken: ADMIN_TOKEN,
    });
    try {
      const answer = await authorize('Lookup', 'SX-000102', 'Kv-5520-pin', restarted.url);
      expect(answer.status).toBe(200);
      for (const claimant of await claimantsOnFile(restarted.context))
        for (const pin of goodPins) expect(claimant.whole_row).not.toContain(pin);
    } finally {
      await restarted.stop();
    }
  });
});
