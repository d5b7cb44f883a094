// The claims export in the package's own terms: columns named after the form type, the model's
// own name and the field's key, and an ISO 8601 column beside each answer the package's configs
// declare a date (a date widget or the signature date role), whichever package the server runs:
// the demo, and a copy of it whose models and date fields have names of their own.
import { fixedColumns, screeningColumns } from '@server/admin/claim-view';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHeaders, httpGet, insertGeneratedClaims, type GeneratedClaim } from './support/admin';
import { writeRenamedPackage } from './support/packages';
import { startTestServer, type TestServer } from './support/server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

function model(formType: string, dtoMapping: string, fields: Record<string, unknown>) {
  return {
    clientId: `${dtoMapping}-${randomUUID()}`,
    id: null,
    metadataHash: 'h',
    metadata: { dtoMapping, formType },
    claimTransactionId: null,
    fields,
  };
}

/** A stored claim of a form type with the given parts (payload keys are the contract's kinds). */
function claim(n: number, formType: string, parts: Record<string, unknown>): GeneratedClaim {
  return {
    id: randomUUID(),
    referenceCode: `TRM-${n}`,
    formType,
    culture: 'en',
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)),
    payload: { reCaptchaResponse: null, userPreferredCulture: 'en', captchaRawValue: null, documents: null, ...parts },
    files: [],
    pin: null,
  };
}

/** Dates typed as claimants type them. */
const typed = { short: '3/7/2023', padded: '04/18/2019', iso: '2021-06-15', notADate: '02/30/2024' };

async function exportCsv(server: TestServer, query = ''): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const answer = await httpGet(`${server.url}/api/admin/export?format=csv${query}`, adminHeaders);
  expect(answer.status).toBe(200);
  const text = answer.body.toString('utf8');
  return {
    header: (parse(text, { bom: true, to_line: 1 }) as string[][])[0]!,
    rows: parse(text, { bom: true, columns: true }) as Record<string, string>[],
  };
}

async function exportNdjson(
  server: TestServer,
): Promise<Record<string, { answers: Record<string, unknown>; isoDates: Record<string, string> }>> {
  const answer = await httpGet(`${server.url}/api/admin/export?format=ndjson`, adminHeaders);
  const lines = answer.body.toString('utf8').trim().split('\n');
  return Object.fromEntries(lines.map((line) => JSON.parse(line) as { referenceCode: string }).map((c) => [c.referenceCode, c])) as never;
}

describe('the export of the demo package', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await insertGeneratedClaims(server.context.db, [
      claim(1, 'Standard', {
        claimDetails: model('Standard', 'claimDetails', { purchaseDate: typed.short, payPalAuthCode: "a;=cmd|' /C calc'!A2" }),
        claimTransactions: [
          model('Standard', 'claimTransactions', { transactionDate: typed.padded, storeName: 'Shop' }),
          model('Standard', 'claimTransactions', { transactionDate: typed.iso, storeName: 'Shop' }),
        ],
        signature: model('Standard', 'signature', { signatureText: 'Dana', signatureDate: typed.notADate }),
      }),
      claim(2, 'Automotive', {
        // The VIN is text, whatever it holds; the purchase date is text with the date mask, and
        // ownership start a date widget.
        claimDetails: model('Automotive', 'claimDetails', {
          vin: typed.padded,
          vehiclePurchaseDate: typed.short,
          ownershipStartDate: typed.padded,
        }),
        claimTransactions: [model('Automotive', 'ClaimTransactions', { repairDate: typed.iso, repairCost: '100' })],
      }),
    ]);
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it("gives Standard and Automotive answers columns of their own, in the package's order", async () => {
    const { header } = await exportCsv(server);
    expect(header.slice(fixedColumns.length + screeningColumns.length)).toEqual([
      'Standard.claimDetails.purchaseDate',
      'Standard.claimDetails.purchaseDate (ISO)',
      'Standard.claimDetails.payPalAuthCode',
      'Standard.claimTransactions.1.transactionDate',
      'Standard.claimTransactions.1.transactionDate (ISO)',
      'Standard.claimTransactions.1.storeName',
      'Standard.claimTransactions.2.transactionDate',
      'Standard.claimTransactions.2.transactionDate (ISO)',
      'Standard.claimTransactions.2.storeName',
      'Standard.signature.signatureText',
      'Standard.signature.signatureDate',
      'Standard.signature.signatureDate (ISO)',
      'Automotive.claimDetails.vin',
      'Automotive.claimDetails.vehiclePurchaseDate',
      'Automotive.claimDetails.vehiclePurchaseDate (ISO)',
      'Automotive.claimDetails.ownershipStartDate',
      'Automotive.claimDetails.ownershipStartDate (ISO)',
      'Automotive.ClaimTransactions.1.repairDate',
      'Automotive.ClaimTransactions.1.repairDate (ISO)',
      'Automotive.ClaimTransactions.1.repairCost',
    ]);
  });

  it('writes each date as typed and in ISO 8601 beside it, leaving the ISO cell empty for no date', async () => {
    const { rows } = await exportCsv(server);
    const [standard, automotive] = rows;
    expect(standard).toMatchObject({
      'Standard.claimDetails.purchaseDate': '3/7/2023',
      'Standard.claimDetails.purchaseDate (ISO)': '2023-03-07',
      'Standard.claimTransactions.1.transactionDate': '04/18/2019',
      'Standard.claimTransactions.1.transactionDate (ISO)': '2019-04-18',
      'Standard.claimTransactions.2.transactionDate': '2021-06-15',
      'Standard.claimTransactions.2.transactionDate (ISO)': '2021-06-15',
      'Standard.signature.signatureDate': '02/30/2024',
      'Standard.signature.signatureDate (ISO)': '',
      'Automotive.claimDetails.ownershipStartDate (ISO)': '',
    });
    expect(automotive).toMatchObject({
      'Automotive.claimDetails.vin': '04/18/2019',
      'Automotive.claimDetails.vehiclePurchaseDate': '3/7/2023',
      'Automotive.claimDetails.vehiclePurchaseDate (ISO)': '2023-03-07',
      'Automotive.claimDetails.ownershipStartDate (ISO)': '2019-04-18',
      'Automotive.ClaimTransactions.1.repairDate (ISO)': '2021-06-15',
      'Standard.claimDetails.purchaseDate': '',
    });
  });

  it("has only the filtered form type's columns with a formType filter", async () => {
    const { header, rows } = await exportCsv(server, '&formType=Automotive');
    expect(rows.map((r) => r.referenceCode)).toEqual(['TRM-2']);
    expect(header.filter((h) => h.startsWith('Standard.'))).toEqual([]);
    expect(header).toContain('Automotive.ClaimTransactions.1.repairDate (ISO)');
  });

  it('leaves a formula in a hidden field inert when the file is split on semicolons', async () => {
    const answer = await httpGet(`${server.url}/api/admin/export?format=csv`, adminHeaders);
    const cells: string[] = parse(answer.body.toString('utf8'), {
      bom: true,
      delimiter: ';',
      quote: false,
      relax_column_count: true,
    }).flat();
    expect(cells.some((cell) => cell.includes('=cmd'))).toBe(true);
    for (const cell of cells) expect(cell).not.toMatch(/^[\s"]*[=+\-@]/);
  });

  it("names the NDJSON answers by the package's models, with ISO dates", async () => {
    const claims = await exportNdjson(server);
    expect(claims['TRM-2']!.answers).toEqual({
      claimDetails: { vin: '04/18/2019', vehiclePurchaseDate: '3/7/2023', ownershipStartDate: '04/18/2019' },
      ClaimTransactions: [{ repairDate: '2021-06-15', repairCost: '100' }],
    });
    expect(claims['TRM-2']!.isoDates).toEqual({
      'claimDetails.vehiclePurchaseDate': '2023-03-07',
      'claimDetails.ownershipStartDate': '2019-04-18',
      'ClaimTransactions.1.repairDate': '2021-06-15',
    });
    expect(claims['TRM-1']!.isoDates).toEqual({
      'claimDetails.purchaseDate': '2023-03-07',
      'claimTransactions.1.transactionDate': '2019-04-18',
      'claimTransactions.2.transactionDate': '2021-06-15',
    });
  });
});

describe('the export of a package with model names and field keys of its own', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await writeRenamedPackage();
    server = await startTestServer({ settlementDir: dir });
    await insertGeneratedClaims(server.context.db, [
      claim(1, 'Standard', {
        claimDetails: model('Standard', 'claimDetails', { purchaseDate: typed.short, howToPay: 'Check' }),
        signature: model('Standard', 'signature', { signatureText: 'Dana', dateSigned: typed.padded }),
      }),
    ]);
  });
  afterAll(async () => {
    await server?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('names columns after its models and fields, and finds its dates by kind and role', async () => {
    const { header, rows } = await exportCsv(server);
    expect(header.slice(fixedColumns.length + screeningColumns.length)).toEqual([
      'Standard.payout.purchaseDate',
      'Standard.payout.purchaseDate (ISO)',
      'Standard.payout.howToPay',
      'Standard.attestation.signatureText',
      'Standard.attestation.dateSigned',
      'Standard.attestation.dateSigned (ISO)',
    ]);
    expect(rows[0]).toMatchObject({
      'Standard.payout.purchaseDate (ISO)': '2023-03-07',
      'Standard.attestation.dateSigned (ISO)': '2019-04-18',
    });
    const claims = await exportNdjson(server);
    expect(Object.keys(claims['TRM-1']!.answers).sort()).toEqual(['attestation', 'payout']);
    expect(claims['TRM-1']!.isoDates).toEqual({ 'payout.purchaseDate': '2023-03-07', 'attestation.dateSigned': '2019-04-18' });
  });
});
