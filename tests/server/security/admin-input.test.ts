// Administrator calls given input they did not expect: a token without its scheme, a document
// whose name is a Windows drive path, dates out of any range, and answers that could run as
// formulas in a spreadsheet opened in another locale.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { csvText } from '@server/admin/export';
import { claimForm, pdf, standardPayload, submitClaim } from '../support/claims';
import { ADMIN_TOKEN, Browser, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

const admin = (path: string, authorization = `Bearer ${ADMIN_TOKEN}`) =>
  fetch(`${server.url}${path}`, { headers: { Authorization: authorization } });

describe('the admin token', () => {
  it('counts only as a bearer token', async () => {
    expect((await admin('/api/admin/claims')).status).toBe(200);
    expect((await admin('/api/admin/claims', `bearer ${ADMIN_TOKEN}`)).status).toBe(200);
    for (const authorization of [ADMIN_TOKEN, `Basic ${ADMIN_TOKEN}`, `Token ${ADMIN_TOKEN}`, `Bearer${ADMIN_TOKEN}`]) {
      expect((await admin('/api/admin/claims', authorization)).status, authorization).toBe(401);
    }
  });
});

describe('documents.zip', () => {
  it('holds a document named like a Windows drive path under a plain name', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const doc = pdf('documentContexts-doc00001', 'C:evil.pdf');
    const filed = await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc]));
    expect(filed.status).toBe(200);
    const code = submitResponseSchema.parse(await filed.json()).referenceCodeForm!;
    const zip = await admin(`/api/admin/claims/${code}/documents.zip`);
    expect(zip.status).toBe(200);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.includes('C_evil.pdf')).toBe(true);
    expect(bytes.includes('C:evil.pdf')).toBe(false);
  });
});

describe('admin filters', () => {
  it('answer 400 with the reason for dates no claim can have', async () => {
    for (const query of ['from=0000-01-01', 'to=9999-12-31', 'from=0000-06-01T10:00:00Z', 'to=9999-12-31T23:59:59Z']) {
      for (const path of ['/api/admin/claims', '/api/admin/export?format=csv&']) {
        const response = await admin(`${path}${path.endsWith('&') ? '' : '?'}${query}`);
        expect({ query, path, status: response.status }).toEqual({ query, path, status: 400 });
        expect((await response.json()).error).toMatch(/^(from|to) must be a date/);
      }
    }
  });
});

describe('the CSV export', () => {
  const dangerous = [
    "a;=cmd|' /C calc'!A0",
    "a,=cmd|' /C calc'!A0",
    "a\t=cmd|' /C calc'!A0",
    "=cmd|' /C calc'!A0",
    ' =1+1',
    '+1+1',
    '-1+1',
    '@SUM(A1)',
    '\tx',
    '＝1+1',
  ];

  it('keeps every answer in one cell that no spreadsheet runs, whichever separator it splits on', () => {
    const text = csvText([['answer'], ...dangerous.map((value) => [value])]);
    for (const delimiter of [',', ';', '\t']) {
      const cells: string[] = parse(text, { delimiter, relax_column_count: true, relax_quotes: true }).flat();
      for (const cell of cells)
        expect(cell, `${JSON.stringify(cell)} split on ${JSON.stringify(delimiter)}`).not.toMatch(/^\s*[=+\-@＝＋－＠]/u);
    }
    // Read with its own separator, each answer comes back whole, marked as text where needed
    // (at its start, and after a separator a formula follows).
    const rows: string[][] = parse(text);
    expect(rows.slice(1).map((row) => row[0]!.replaceAll("'", ''))).toEqual(dangerous.map((value) => value.replaceAll("'", '')));
    expect(rows[1]![0]).toBe("a;'=cmd|' /C calc'!A0");
  });
});
