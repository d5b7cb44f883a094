import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminHeaders,
  httpGet,
  type HttpAnswer,
  expectedRow,
  generatedClaim,
  inExportOrder,
  insertGeneratedClaims,
  payloadWithoutPin,
  runAdminCli,
  type GeneratedClaim,
} from './support/admin';
import { startTestServer } from './support/server';

// Ten thousand claims are inserted and exported several times over HTTP on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

const CLAIMS = 10_000;
/** Every PIN the generated claims typed (see generatedClaim). */
const pinPattern = /Pin-\d+-qzx/;

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let claims: GeneratedClaim[];
let ordered: GeneratedClaim[];

beforeAll(async () => {
  server = await startTestServer();
  claims = Array.from({ length: CLAIMS }, (_, i) => generatedClaim(i));
  await insertGeneratedClaims(server.context.db, claims);
  ordered = inExportOrder(claims);
});
afterAll(async () => {
  await server?.cleanup();
});

const admin = (path: string) => fetch(`${server.url}${path}`, { headers: adminHeaders });

// Each export on a connection of its own: these tests keep the process busy for seconds between
// calls (checking ten thousand rows), longer than an idle kept-alive connection lives. The text
// is decoded from the bytes, which keeps the CSV's byte order mark (fetch's text() drops it).
async function exportText(format: 'csv' | 'ndjson', query = ''): Promise<{ response: HttpAnswer; text: string }> {
  const response = await httpGet(`${server.url}/api/admin/export?format=${format}${query}`, adminHeaders);
  return { response, text: response.body.toString('utf8') };
}

describe('the CSV export', () => {
  let response: HttpAnswer;
  let text: string;
  let rows: Record<string, string>[];
  let header: string[];

  beforeAll(async () => {
    ({ response, text } = await exportText('csv'));
    header = (parse(text, { bom: true, to_line: 1 }) as string[][])[0]!;
    rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  });

  it('is sent as a CSV attachment in UTF-8 with a byte order mark and CRLF between records', () => {
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="claims-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(text.startsWith('\uFEFFreferenceCode,formType,culture,createdAt,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it("names answer columns by form type, the package's model names and field keys, then documents", () => {
    expect(header.slice(0, 4)).toEqual(['referenceCode', 'formType', 'culture', 'createdAt']);
    expect(header).toEqual(
      expect.arrayContaining([
        'Standard.claimantInfo.firstName',
        'Automotive.claimantInfo.firstName',
        'Automotive.credentials.claimId',
        'Standard.claimDetails.agreed',
        'Standard.claimTransactions.3.storeName',
        'Standard.documentContexts.2.documentType',
        // The demo's Automotive repairs and upload documents are models of their own names.
        'Automotive.ClaimTransactions.3.storeName',
        'DocumentsUpload.DocumentContexts.2.documentType',
      ]),
    );
    expect(header).toEqual(
      expect.arrayContaining(['documents.1.name', 'documents.1.type', 'documents.1.size', 'documents.1.sha256', 'documents.2.sha256']),
    );
    // Standard and Automotive answers of the same part of the claim never share a column.
    expect(header.filter((h) => /^(claimDetails|claimantInfo|claimTransactions)\./.test(h))).toEqual([]);
    expect(header).not.toContain('Standard.claimTransactions.4.storeName');
    expect(header).not.toContain('documents.3.name');
    expect(header.filter((h) => /pin$/i.test(h))).toEqual([]);
    expect(new Set(header).size).toBe(header.length);
  });

  it('puts an ISO date beside each answer the package declares a date, and only those', () => {
    // Standard's transaction date is a date widget; Automotive has no such field (its repairs
    // have a repair date), so the same answer there stays text alone.
    const at = header.indexOf('Standard.claimTransactions.1.transactionDate');
    expect(header[at + 1]).toBe('Standard.claimTransactions.1.transactionDate (ISO)');
    expect(header).toContain('Automotive.ClaimTransactions.1.transactionDate');
    expect(header).not.toContain('Automotive.ClaimTransactions.1.transactionDate (ISO)');
    const standard = rows.find((r) => r.formType === 'Standard' && r['Standard.claimTransactions.2.transactionDate'])!;
    expect(standard['Standard.claimTransactions.2.transactionDate']).toBe('02/15/2024');
    expect(standard['Standard.claimTransactions.2.transactionDate (ISO)']).toBe('2024-02-15');
  });

  it('has one row per claim, in creation order, with every answer and document exactly', () => {
    expect(rows).toHaveLength(CLAIMS);
    expect(rows.map((r) => r.referenceCode)).toEqual(ordered.map((c) => c.referenceCode));
    for (const [i, claim] of ordered.entries()) {
      const expected = expectedRow(claim);
      const actual = rows[i]!;
      for (const column of header) {
        if ((actual[column] ?? '') !== (expected.get(column) ?? '')) {
          expect({ claim: claim.referenceCode, column, value: actual[column] }).toEqual({
            claim: claim.referenceCode,
            column,
            value: expected.get(column) ?? '',
          });
        }
      }
      for (const column of expected.keys()) expect(header).toContain(column);
    }
  });

  it('keeps awkward text intact and guards cells a spreadsheet would run as formulas', () => {
    const byCode = new Map(rows.map((r) => [r.referenceCode, r]));
    const answer = (code: string, field: string) => byCode.get(code)![`${byCode.get(code)!.formType}.claimantInfo.${field}`];
    expect(answer('TST-00002', 'firstName')).toBe('line one\nline two');
    expect(answer('TST-00003', 'firstName')).toBe('carriage\r\nreturn, and "quotes"');
    expect(answer('TST-00001', 'firstName')).toBe('O’Brien, "Junior"');
    expect(answer('TST-00004', 'firstName')).toBe(`'=HYPERLINK("http://example.invalid","click")`);
    expect(answer('TST-00006', 'firstName')).toBe(`'-42`);
    expect(answer('TST-00007', 'firstName')).toBe(`'@SUM(A1:A2)`);
    expect(answer('TST-00009', 'firstName')).toBe('Ελληνικά και emoji 😀');
    expect(answer('TST-00008', 'lastName')).toBe('Número 8');
    // Line breaks of either kind stay inside quotes, so readers that split records on any line
    // break (spreadsheets, most CSV libraries) see one record per claim.
    expect(text).toContain(',"line one\nline two",');
    expect(text).toContain(',"carriage\r\nreturn, and ""quotes""",');
    // No cell of the raw text starts with a formula character, quoted or not.
    expect(text).not.toMatch(/(^|,|\r\n)"?[=+@-]/);
  });

  it('never contains a PIN typed on an authorizing form (the stored claim has it)', async () => {
    expect(claims.filter((c) => c.pin).length).toBeGreaterThan(6000);
    const stored = await server.context.db.query<{ payload: unknown }>("SELECT payload FROM claims WHERE reference_code = 'TST-00001'");
    expect(JSON.stringify(stored.rows[0]!.payload)).toMatch(pinPattern);
    expect(text.match(pinPattern)).toBeNull();
  });
});

describe('the NDJSON export', () => {
  it('has one JSON claim per line with its answers (no PIN) and its documents', async () => {
    const { response, text } = await exportText('ndjson');
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(CLAIMS);
    for (const [i, line] of lines.entries()) {
      const claim = ordered[i]!;
      const exported = JSON.parse(line) as Record<string, unknown>;
      expect(exported).toMatchObject({
        referenceCode: claim.referenceCode,
        formType: claim.formType,
        culture: claim.culture,
        createdAt: claim.createdAt.toISOString(),
      });
      expect(exported.payload).toEqual(payloadWithoutPin(claim));
      expect(exported.files).toEqual(claim.files.map((f) => ({ ...f, url: `/api/admin/claims/${claim.referenceCode}/files/${f.id}` })));
    }
    expect(text.match(pinPattern)).toBeNull();
  });

  it("gives each claim its answers under the package's model names, with ISO dates", async () => {
    const { text } = await exportText('ndjson', '&from=2025-01-01&to=2025-01-01');
    const byCode = new Map(
      text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { referenceCode: string; answers: Record<string, unknown>; isoDates: Record<string, string> })
        .map((claim) => [claim.referenceCode, claim]),
    );
    // TST-00003: Standard, three transactions; TST-00007: Automotive, three repairs.
    const standard = byCode.get('TST-00003')!;
    expect(standard.answers.claimTransactions).toEqual([
      { transactionDate: '01/15/2024', storeName: 'Store, "0"', amount: '0' },
      { transactionDate: '02/15/2024', storeName: 'Store, "1"', amount: '10' },
      { transactionDate: '03/15/2024', storeName: 'Store, "2"', amount: '20' },
    ]);
    expect(standard.isoDates).toEqual({
      'claimTransactions.1.transactionDate': '2024-01-15',
      'claimTransactions.2.transactionDate': '2024-02-15',
      'claimTransactions.3.transactionDate': '2024-03-15',
    });
    const automotive = byCode.get('TST-00007')!;
    expect(Object.keys(automotive.answers)).toEqual(expect.arrayContaining(['claimantInfo', 'credentials', 'ClaimTransactions']));
    expect(automotive.answers.credentials).toEqual({ claimId: 'BW-7' });
    expect(automotive.isoDates).toEqual({});
  });

  it('takes the same filters as the list', async () => {
    const { text } = await exportText('ndjson', '&formType=documentsupload&from=2025-02-01&to=2025-02-03');
    const codes = text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { referenceCode: string }).referenceCode);
    const expected = ordered.filter(
      (c) =>
        c.formType === 'DocumentsUpload' &&
        c.createdAt >= new Date('2025-02-01T00:00:00Z') &&
        c.createdAt < new Date('2025-02-04T00:00:00Z'),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(codes).toEqual(expected.map((c) => c.referenceCode));
  });
});

describe('the claims list', () => {
  type Page = {
    claims: { referenceCode: string; formType: string; createdAt: string; fileCount: number; url: string }[];
    nextCursor: string | null;
  };
  const page = async (query: string) => {
    const response = await admin(`/api/admin/claims?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };

  it('pages through every claim once, oldest first, following nextCursor', async () => {
    const seen: Page['claims'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: Page = await page(`limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.claims);
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(10);
    expect(seen.map((c) => c.referenceCode)).toEqual(ordered.map((c) => c.referenceCode));
    expect(seen[0]).toEqual({
      referenceCode: ordered[0]!.referenceCode,
      formType: ordered[0]!.formType,
      culture: ordered[0]!.culture,
      createdAt: ordered[0]!.createdAt.toISOString(),
      fileCount: ordered[0]!.files.length,
      url: `/api/admin/claims/${ordered[0]!.referenceCode}`,
    });
  });

  it('splits claims created at the same instant across pages without losing or repeating one', async () => {
    // Claims come in threes with one creation time: pages of two cut through every group.
    const first = await page('limit=2');
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    const third = await page(`limit=2&cursor=${second.nextCursor}`);
    expect([...first.claims, ...second.claims, ...third.claims].map((c) => c.referenceCode)).toEqual(
      ordered.slice(0, 6).map((c) => c.referenceCode),
    );
  });

  it('filters by form type and by a date range, both ends included', async () => {
    const listed = await page('formType=Automotive&from=2025-01-10&to=2025-01-12&limit=1000');
    const expected = ordered.filter(
      (c) =>
        c.formType === 'Automotive' && c.createdAt >= new Date('2025-01-10T00:00:00Z') && c.createdAt < new Date('2025-01-13T00:00:00Z'),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(listed.claims.map((c) => c.referenceCode)).toEqual(expected.map((c) => c.referenceCode));
    expect(listed.nextCursor).toBeNull();

    const instant = ordered[300]!.createdAt.toISOString();
    const upTo = await page(`to=${instant}&limit=1000`);
    expect(upTo.claims.map((c) => c.referenceCode)).toEqual(
      ordered.filter((c) => c.createdAt <= ordered[300]!.createdAt).map((c) => c.referenceCode),
    );
  });

  it('answers 400 naming the parameter for input it cannot use', async () => {
    const problems: [string, RegExp][] = [
      ['formType=Mortgage', /^formType must be one of Standard, Lookup, Automotive, DocumentsUpload; got "Mortgage"\.$/],
      ['from=2025-02-30', /^from must be a date \(YYYY-MM-DD/],
      ['to=2025-03-01T10:00', /^to must be a date .* with its zone/],
      ['from=2025-03-02&to=2025-03-01', /^from \(2025-03-02\) is after to \(2025-03-01\)\.$/],
      ['limit=0', /^limit must be a whole number from 1 to 1000/],
      ['cursor=bm90LWEtY3Vyc29y', /^cursor is not one this server issued/],
    ];
    for (const [query, message] of problems) {
      const response = await admin(`/api/admin/claims?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toMatch(message);
    }
    const badFormat = await admin('/api/admin/export?format=xlsx');
    expect(badFormat.status).toBe(400);
    expect(await badFormat.json()).toEqual({ error: 'format must be one of csv, ndjson; got "xlsx".' });
  });
});

describe('without the admin token', () => {
  it('refuses the list, the export, a claim and its documents', async () => {
    const code = claims.find((c) => c.files.length > 0)!;
    const paths = [
      '/api/admin/claims',
      '/api/admin/export?format=csv',
      '/api/admin/export?format=ndjson',
      `/api/admin/claims/${code.referenceCode}`,
      `/api/admin/claims/${code.referenceCode}/files/${code.files[0]!.id}`,
      `/api/admin/claims/${code.referenceCode}/documents.zip`,
    ];
    for (const path of paths) {
      const none = await fetch(`${server.url}${path}`);
      expect(none.status, path).toBe(401);
      expect(await none.json()).toEqual({ error: 'A valid admin token is required.' });
      const wrong = await fetch(`${server.url}${path}`, { headers: { authorization: 'Bearer not-the-admin-token-at-all' } });
      expect(wrong.status, path).toBe(401);
    }
  });
});

describe('npm run admin', () => {
  it('will not open the embedded database while the server has it open', async () => {
    const run = await runAdminCli(['list'], { DATA_DIR: server.settings.dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`is open in the server (process ${process.pid}). Stop it first`);
  });

  it('exports exactly what the HTTP export sends, once the server has stopped', async () => {
    const csv = await exportText('csv');
    const ndjson = await exportText('ndjson');
    await server.stop();
    const env = { DATA_DIR: server.settings.dataDir };
    const [cliCsv, cliNdjson] = [
      await runAdminCli(['export', '--format', 'csv'], env),
      await runAdminCli(['export', '--format', 'ndjson'], env),
    ];
    expect(cliCsv.stderr).toBe('');
    expect(cliCsv.code).toBe(0);
    expect(cliCsv.stdout.toString('utf8')).toBe(csv.text);
    expect(cliNdjson.code).toBe(0);
    expect(cliNdjson.stdout.toString('utf8')).toBe(ndjson.text);

    // The command as an administrator types it, through npm and a shell redirection: npm's own
    // banner must not end up in the file.
    const file = join(server.settings.dataDir, '..', 'claims.csv');
    const typed = spawnSync('sh', ['-c', `npm run admin -- export --format csv > '${file}'`], {
      env: { ...process.env, ...env, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(typed.status, typed.stderr).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(csv.text);

    const listed = await runAdminCli(['list', '--form-type', 'Standard', '--from', '2025-01-02', '--to', '2025-01-02'], env);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.toString().trim().split('\n');
    expect(lines[0]).toBe('reference code\tform type\tculture\tcreated at\tdocuments');
    const expected = ordered.filter((c) => c.formType === 'Standard' && c.createdAt.toISOString().startsWith('2025-01-02'));
    expect(lines.slice(1).map((line) => line.split('\t')[0])).toEqual(expected.map((c) => c.referenceCode));
    expect(listed.stderr).toBe(`${expected.length} claim(s).\n`);

    const bad = await runAdminCli(['list', '--form-type', 'Mortgage'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('formType must be one of Standard, Lookup, Automotive, DocumentsUpload; got "Mortgage".');
  });
});
