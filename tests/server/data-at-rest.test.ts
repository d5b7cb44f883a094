// Personal data at rest: a sentinel planted in the sensitive answers (the email, typed twice, the
// phone, the last name and the street) and in a document, and one in the prefilled values of an
// imported notice list, is found nowhere in what the server keeps: not in the embedded database's
// files (heap, WAL and all), not in a dump of every row of PostgreSQL (screening's rows
// included, which compare names and addresses), not in the objects of the bucket. The claim still reads back whole, to the claimant and to an
// administrator who gives a reason; without one, exports and views mask it.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema, type SubmissionPayload } from '@/contract/api';
import { importClaimants } from '@server/claimants/claimant-import';
import { findMail } from '@server/db/mail-outbox';
import { flagsOf } from './screening/support';
import { adminHeaders } from './support/admin';
import { claimForm, model, standardPayload, submitClaim, type TestDocument } from './support/claims';
import { startMailServer, type MailServer } from './support/mail-server';
import { Browser, startTestServer, storedDocuments, type Engine, type Storage, type TestServer } from './support/server';

/** A sentinel of letters only, as a name or a street name is typed (screening folds it to lower case). */
const letters = (prefix: string) =>
  prefix +
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 12)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

/** A claim whose email, confirmation and phone carry `tag`, whose last name and street carry
 *  `named`, with a document that carries `tag` too, and whose (not sensitive) problem description
 *  carries `control`: the search must find that one, or it proves nothing (a search that cannot see
 *  into the database's pages finds no sentinel either). */
function sentinelClaim(tag: string, named: string, control: string): { payload: SubmissionPayload; documents: TestDocument[] } {
  const document: TestDocument = {
    clientId: 'documentContexts-sentinel',
    name: 'receipt.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000), Buffer.from(`document ${tag} inside`), randomBytes(70_000)]),
  };
  const base = standardPayload([document], { userPreferredCulture: 'en' });
  const email = `${tag}@example.com`;
  const fields = {
    ...base.claimantInfo!.fields,
    emailAddress: email,
    confirmEmailAddress: email,
    phoneNumber: '(916) 555-0142',
    confirmPhoneNumber: '(916) 555-0142',
    lastName: `${named}name`,
    mailingStreetLine1: `12 ${named}street Street`,
  };
  const details = { ...base.claimDetails!.fields, problemDescription: `Leaked, ${control}.` };
  return {
    payload: {
      ...base,
      claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields),
      claimDetails: model('Standard', 'claimDetails', 'claimDetails-i9j0k1l2', details),
    },
    documents: [document],
  };
}

/** Every file under `dir`, with its path. */
async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Where the bytes of `needle` occur (as UTF-8 or in the way PostgreSQL's text dumps show them). */
const holds = (haystack: Buffer, needle: string) => haystack.includes(Buffer.from(needle));

async function file(server: TestServer, claim: ReturnType<typeof sentinelClaim>): Promise<string> {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  const response = await submitClaim(browser, 'standard', claimForm(claim.payload, claim.documents));
  expect(response.status).toBe(200);
  return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
}

describe.each<[Engine, Storage]>([
  ['pglite', 'disk'],
  ['postgres', 's3'],
])('personal data at rest (%s, %s)', (engine, storage) => {
  let smtp: MailServer;
  let server: TestServer;
  const tag = `sentinel${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const control = `control${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const named = letters('sentinel');
  const noticed = letters('noticed');
  const claim = sentinelClaim(tag, named, control);
  let referenceCode = '';

  beforeAll(async () => {
    smtp = await startMailServer();
    server = await startTestServer({ engine, storage, smtpUrl: smtp.url });
    if (engine === 'pglite') {
      // PostgreSQL compresses a long value in its pages, which would hide it from a search of the
      // raw files whether sealed or not: this test's database keeps every value uncompressed.
      const { rows } = await server.context.db.query<{ t: string; c: string }>(
        `SELECT quote_ident(table_name) AS t, quote_ident(column_name) AS c FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type IN ('jsonb', 'text')`,
      );
      for (const { t, c } of rows) await server.context.db.query(`ALTER TABLE ${t} ALTER COLUMN ${c} SET STORAGE EXTERNAL`);
    }
    // A notice list whose prefilled values carry `noticed`, imported as the admin CLI does.
    const csv = join(server.settings.dataDir, '..', `notice-${noticed}.csv`);
    await writeFile(csv, `claimId,pin,claimantInfo.FirstName,claimantInfo.LastName\r\nNL-${noticed.slice(-6)},4711,Ada,${noticed}\r\n`);
    await importClaimants(server.context.db, server.context.vault, csv, server.settlement, { mode: 'add' });
    await rm(csv);
    referenceCode = await file(server, claim);
    // Filed again: screening opens the first claim's sealed name and address to compare them.
    const again = await file(server, claim);
    expect(await flagsOf(server, again)).toContain('duplicatePerson');
    // Both confirmations went out to the planted address (the mail rows only ever held it sealed).
    await smtp.to(`${tag}@example.com`, 2);
    await vi.waitFor(async () => expect((await findMail(server.context.db, referenceCode))?.status).toBe('sent'));
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  it('keeps no sensitive answer and no document in the clear', async () => {
    if (engine === 'postgres') {
      // A dump of every row of every table, as text.
      const { rows: tables } = await server.context.db.query<{ name: string }>(
        `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      expect(tables.length).toBeGreaterThan(10);
      let controls = 0;
      for (const { name } of tables) {
        const { rows } = await server.context.db.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
        for (const { row } of rows) {
          for (const sentinel of [tag, named, noticed]) expect(row.includes(sentinel), `${name}: ${row.slice(0, 200)}`).toBe(false);
          if (row.includes(control)) controls += 1;
        }
      }
      expect(controls).toBeGreaterThan(0);
      // The document's objects, byte for byte as the bucket holds them.
      const stored = await storedDocuments(server);
      expect(stored.length).toBeGreaterThan(0);
      for (const location of stored) {
        const chunks: Buffer[] = [];
        for await (const chunk of await server.context.uploads.store.open(location)) chunks.push(Buffer.from(chunk as Uint8Array));
        expect(holds(Buffer.concat(chunks), tag), location).toBe(false);
      }
    } else {
      // Everything the server wrote under DATA_DIR: the database's files (pages, WAL) and the
      // documents. Stopped first, so nothing is left only in memory.
      const dataDir = server.settings.dataDir;
      await server.stop();
      let searched = 0;
      let controls = 0;
      for await (const path of filesUnder(dataDir)) {
        searched += 1;
        const bytes = await readFile(path);
        for (const sentinel of [tag, named, noticed]) expect(holds(bytes, sentinel), `${sentinel} in ${path}`).toBe(false);
        if (holds(bytes, control)) controls += 1;
      }
      expect(searched).toBeGreaterThan(100);
      expect(controls).toBeGreaterThan(0);
    }
  });

  it.runIf(engine === 'postgres')('reads the claim back whole, masked for an administrator who gives no reason', async () => {
    const admin = (path: string) => fetch(`${server.url}${path}`, { headers: adminHeaders });
    type View = { payload: { claimantInfo: { fields: Record<string, unknown> } }; files: { url: string }[] };
    const masked = (await (await admin(`/api/admin/claims/${referenceCode}`)).json()) as View;
    expect(masked.payload.claimantInfo.fields.emailAddress).toBe('****.com');
    expect(masked.payload.claimantInfo.fields.phoneNumber).toBe('****0142');
    // Not sensitive: as typed.
    expect(masked.payload.claimantInfo.fields.mailingCity).toBe('Sacramento');
    const revealed = (await (
      await admin(`/api/admin/claims/${referenceCode}?reveal=${encodeURIComponent('checking the payee')}`)
    ).json()) as View;
    expect(revealed.payload.claimantInfo.fields.emailAddress).toBe(`${tag}@example.com`);
    // The reason and who asked are in the audit log.
    const { rows } = await server.context.db.query<{ entry: string }>('SELECT entry FROM admin_audit ORDER BY seq DESC LIMIT 5');
    expect(rows.some((r) => r.entry.includes('checking the payee') && r.entry.includes(referenceCode))).toBe(true);
    // The document downloads as it was sent.
    const document = await admin(masked.files[0]!.url);
    expect(Buffer.from(await document.arrayBuffer()).equals(claim.documents[0]!.bytes)).toBe(true);
    // An export masks too.
    const csv = await (await admin('/api/admin/export?format=csv')).text();
    expect(csv).toContain(referenceCode);
    expect(csv).not.toContain(tag);
    const revealedCsv = await (await admin(`/api/admin/export?format=csv&reveal=${encodeURIComponent('payment run 1')}`)).text();
    expect(revealedCsv).toContain(`${tag}@example.com`);
    // A reveal without a real reason is refused.
    expect((await admin(`/api/admin/claims/${referenceCode}?reveal=%20`)).status).toBe(400);
  });
});
