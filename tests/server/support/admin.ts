import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { inject } from 'vitest';
import { insertClaimIfPending, type ClaimFileRecord } from '@server/db/claims';
import { insertPendingUpload } from '@server/db/pending-uploads';
import type { Database } from '@server/db/database';
import { submittingFormTypes } from '@/contract/form-type-names';
import { ADMIN_TOKEN } from './server';

/** The Authorization header of the admin calls in tests. */
export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` } as const;

/** Answers that trip CSV writers and spreadsheets: separators, quotes, both line breaks,
 *  formulas, non-Latin scripts, emoji, blanks. */
const awkwardAnswers = [
  'Ann',
  'O’Brien, "Junior"',
  'line one\nline two',
  'carriage\r\nreturn, and "quotes"',
  '=HYPERLINK("http://example.invalid","click")',
  '+1 555 0100',
  '-42',
  '@SUM(A1:A2)',
  '日本語の名前',
  'Ελληνικά και emoji 😀',
  '',
  ' leading and trailing space ',
  '\tstarts with a tab',
] as const;

const formTypes = submittingFormTypes;

/** A claim made up for the export tests, with what an export must show of it. */
export interface GeneratedClaim {
  id: string;
  referenceCode: string;
  formType: string;
  culture: string;
  createdAt: Date;
  payload: Record<string, unknown>;
  files: ClaimFileRecord[];
  /** The PIN typed on an authorizing form, which no export may contain. */
  pin: string | null;
}

function model(formType: string, dtoMapping: string, clientId: string, fields: Record<string, unknown>) {
  return { clientId, id: null, metadataHash: `hash-${dtoMapping}`, metadata: { dtoMapping, formType }, claimTransactionId: null, fields };
}

const BASE = Date.UTC(2025, 0, 1);
const STEP_MS = 37 * 60 * 1000;

/** Claim number `i`: form types, cultures, answers, records (0-3) and documents vary with i;
 *  every third claim shares its creation time with the two before it (ties sort by id). */
export function generatedClaim(i: number): GeneratedClaim {
  const formType = formTypes[i % formTypes.length]!;
  const id = randomUUID();
  const pin = formType === 'Standard' ? null : `Pin-${i}-qzx`;
  const files: ClaimFileRecord[] = Array.from({ length: i % 5 === 0 ? 1 + (i % 2) : 0 }, (_, n) => ({
    id: randomUUID(),
    claimId: id,
    modelClientId: `documentContexts-${i}-${n}`,
    originalName: `receipt ${n + 1}, ünïcode ${i}.pdf`,
    storedPath: `files/${id}/00${n + 1}.pdf`,
    sizeBytes: 1000 + i + n,
    contentType: 'application/pdf',
    sha256: createHash('sha256').update(`${i}/${n}`).digest('hex'),
  }));
  const payload: Record<string, unknown> = {
    reCaptchaResponse: null,
    userPreferredCulture: i % 2 ? 'es' : 'en',
    captchaRawValue: null,
    documents: files.length
      ? files.map((f) => ({ clientId: f.modelClientId, name: f.originalName, size: f.sizeBytes, type: f.contentType }))
      : null,
    signature: i % 4 === 0 ? null : model(formType, 'signature', 'signature-1', { signatureText: `Signer ${i}`, attestation: true }),
    claimantInfo: model(formType, 'claimantInfo', 'claimantInfo-1', {
      firstName: awkwardAnswers[i % awkwardAnswers.length],
      lastName: `Número ${i}`,
      middleInitial: i % 3 === 0 ? null : 'Q',
    }),
    credentials: pin ? model(formType, 'credentials', 'credentials-1', { claimId: `BW-${i}`, pin }) : null,
    claimDetails: model(formType, 'claimDetails', 'claimDetails-1', { amount: `${i}.50`, agreed: i % 2 === 0, visits: i % 9 }),
    prepopulatedData: [],
    documentContexts: files.map((f) =>
      model(formType, 'documentContexts', f.modelClientId, { documentType: 'Receipt', name: f.originalName, file: null }),
    ),
    claimTransactions: Array.from({ length: i % 4 }, (_, n) =>
      model(formType, 'claimTransactions', `claimTransactions-${n}`, {
        transactionDate: `0${(n % 9) + 1}/15/2024`,
        storeName: `Store, "${n}"`,
        amount: `${n * 10}`,
      }),
    ),
  };
  return {
    id,
    referenceCode: `TST-${String(i).padStart(5, '0')}`,
    formType,
    culture: i % 2 ? 'es' : 'en',
    createdAt: new Date(BASE + Math.floor(i / 3) * STEP_MS),
    payload,
    files,
    pin,
  };
}

/** Stores claims as the server does (an upload in progress, then the claim that takes its
 *  place), a thousand per transaction, then sets their creation times in one statement. */
export async function insertGeneratedClaims(db: Database, claims: readonly GeneratedClaim[]): Promise<void> {
  for (let start = 0; start < claims.length; start += 1000) {
    const chunk = claims.slice(start, start + 1000);
    await db.transaction(async (tx) => {
      for (const c of chunk) {
        await insertPendingUpload(tx, c.id, 0);
        await insertClaimIfPending(
          tx,
          {
            id: c.id,
            referenceCode: c.referenceCode,
            formType: c.formType,
            culture: c.culture,
            payload: c.payload,
            idempotencyKey: null,
            requestHash: 'test',
          },
          c.files,
        );
      }
      await tx.query('UPDATE claims SET created_at = v.t FROM unnest($1::uuid[], $2::timestamptz[]) AS v(id, t) WHERE claims.id = v.id', [
        chunk.map((c) => c.id),
        chunk.map((c) => c.createdAt.toISOString()),
      ]);
    });
  }
}

/** Claims in the export's order: creation time, then id. */
export function inExportOrder(claims: readonly GeneratedClaim[]): GeneratedClaim[] {
  return [...claims].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The payload an export shows: the stored one without the PIN. */
export function payloadWithoutPin(claim: GeneratedClaim): Record<string, unknown> {
  const credentials = claim.payload.credentials as { fields: Record<string, unknown> } | null;
  if (!credentials) return claim.payload;
  const { pin: _pin, ...fields } = credentials.fields;
  return { ...claim.payload, credentials: { ...credentials, fields } };
}

/** What a spreadsheet-safe CSV cell holds for an answer: text as typed, a leading = + - @ tab or
 *  CR guarded by an apostrophe, null as nothing, numbers and booleans as written. */
function expectedCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The demo package's own names for the parts of a claim where they differ from the payload's
 *  key, per form type (its other models are named as their part). */
const demoModelNames: Record<string, Record<string, string>> = {
  Automotive: { claimTransactions: 'ClaimTransactions' },
  DocumentsUpload: { documentContexts: 'DocumentContexts' },
};

/** The generated answers the demo's configs declare as dates (a date widget), per form type. */
const demoDateFields: Record<string, string[]> = { Standard: ['claimTransactions.transactionDate'] };

/** A date typed MM/dd/yyyy in ISO 8601. */
const isoOf = (typed: string) => typed.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2');

/** The CSV row a claim should export as, by column name (columns absent here are empty):
 *  answers under `<form type>.<the demo's model name>.<field>`, with an ISO column beside each
 *  date. */
export function expectedRow(claim: GeneratedClaim): Map<string, string> {
  const row = new Map<string, string>([
    ['referenceCode', claim.referenceCode],
    ['formType', claim.formType],
    ['culture', claim.culture],
    ['createdAt', claim.createdAt.toISOString()],
    // Generated claims are stored as filed: received, no earlier version.
    ['state', 'received'],
    ['versions', '0'],
  ]);
  const payload = payloadWithoutPin(claim);
  const name = (mapping: string) => `${claim.formType}.${demoModelNames[claim.formType]?.[mapping] ?? mapping}`;
  for (const mapping of ['signature', 'claimantInfo', 'credentials', 'claimDetails']) {
    const value = payload[mapping] as { fields: Record<string, unknown> } | null;
    for (const [field, answer] of Object.entries(value?.fields ?? {})) row.set(`${name(mapping)}.${field}`, expectedCell(answer));
  }
  for (const mapping of ['documentContexts', 'claimTransactions']) {
    (payload[mapping] as { fields: Record<string, unknown> }[]).forEach((record, n) => {
      for (const [field, answer] of Object.entries(record.fields)) {
        const column = `${name(mapping)}.${n + 1}.${field}`;
        row.set(column, expectedCell(answer));
        if (demoDateFields[claim.formType]?.includes(`${mapping}.${field}`)) row.set(`${column} (ISO)`, isoOf(String(answer)));
      }
    });
  }
  claim.files.forEach((f, n) => {
    row.set(`documents.${n + 1}.name`, f.originalName);
    row.set(`documents.${n + 1}.type`, f.contentType);
    row.set(`documents.${n + 1}.size`, String(f.sizeBytes));
    row.set(`documents.${n + 1}.sha256`, f.sha256);
  });
  return row;
}

/** The entries of a zip archive (stored, uncompressed), read from its central directory. */
export function zipEntries(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory: not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`central directory entry ${i} is malformed`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (method !== 0) throw new Error(`${name} is compressed (method ${method}); expected stored`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Runs `npm run admin -- <args>` as an administrator would (server/cli.ts, from the run's bundle
 *  made by global-setup.ts, without npm's banner), with the given environment added; collects its
 *  output. */
export function runAdminCli(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', join(inject('serverBundle'), 'cli.mjs'), ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}

/** An HTTP answer read to the end as bytes. */
export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** GET on a connection of its own (closed after the answer), read as bytes. */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
