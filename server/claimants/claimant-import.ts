// Imports the claimants who may authorize from a CSV file: a claim ID column, a PIN column and
// any number of `<mapping>.<Field>` columns with the data authorize prepopulates (e.g.
// `claimantInfo.FirstName`). The whole file is checked first and every bad row named with its
// line; only a clean file is imported, in one transaction, PINs hashed (see pin-hash.ts).
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import type { ModelConfig } from '../../src/contract/model-config';
import { deleteAllClaimants, normaliseClaimId, upsertClaimants, type ClaimantRecord, type PrepopulatedValues } from '../db/claimants';
import type { Database } from '../db/database';
import type { Vault } from '../privacy/data-keys';
import { noticeListSealer } from '../privacy/notice-list';
import { hashPin } from './pin-hash';

/** One problem of the file: its line (1 is the header) and what is wrong. */
interface ImportProblem {
  line: number;
  reason: string;
}

/** Raised when the file has problems; nothing was imported. */
export class ClaimantImportError extends Error {
  override name = 'ClaimantImportError';
  constructor(readonly problems: readonly ImportProblem[]) {
    super(`${problems.length} problem(s), nothing imported:\n${problems.map((p) => `  line ${p.line}: ${p.reason}`).join('\n')}`);
  }
}

/** How an import treats the claimants already on file. */
interface ImportOptions {
  /** `replace` (default): the file becomes the whole list, so the demo claimants and anyone not
   *  in it can no longer authorize. `add`: the file's claimants are added, and those already on
   *  file get the file's PIN and data. */
  mode?: 'replace' | 'add';
  /** Called now and then while PINs are hashed (a few tens of ms each). */
  onProgress?: (done: number, total: number) => void;
}

/** What an import did. */
interface ImportResult {
  imported: number;
  /** Claimants removed because the import replaced the list. */
  removed: number;
}

const HASH_BATCH = 200;

interface Row {
  line: number;
  values: string[];
}

/** The records of a CSV file with the line each starts on (records may span lines). */
async function* csvRows(path: string): AsyncGenerator<Row> {
  const parser = createReadStream(path).pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  // Counted here: csv-parse's own line count takes a CRLF inside a quoted value for two lines.
  let nextLine = 1;
  let emptyLines = 0;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { empty_lines: number } }>) {
    const line = nextLine + (info.empty_lines - emptyLines);
    emptyLines = info.empty_lines;
    const breaks = record.reduce((n, value) => n + (value.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
    nextLine = line + breaks + 1;
    yield { line, values: record };
  }
}

const compact = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The parsed model configs whose prepopulated fields name the data columns (a Settlement has them). */
interface ClaimantColumns {
  readonly configs: readonly ModelConfig[];
  /** True when some configs could not be read: then a column they might name is not reported. */
  readonly incomplete?: boolean;
}

/** Every `<mapping>.<Field>` a form of this settlement prepopulates, by lower-cased name. */
function prepopulatedColumns(settlement: ClaimantColumns): Map<string, { mapping: string; field: string }> {
  const known = new Map<string, { mapping: string; field: string }>();
  for (const config of settlement.configs) {
    const mapping = config.metadata.dtoMapping;
    for (const field of config.fields) {
      if (field.prepopulatedDataKey)
        known.set(`${mapping}.${field.prepopulatedDataKey}`.toLowerCase(), { mapping, field: field.prepopulatedDataKey });
    }
  }
  return known;
}

interface Layout {
  claimId: number;
  pin: number;
  columns: number;
  data: { index: number; mapping: string; field: string }[];
}

function readHeader(
  header: string[],
  problems: ImportProblem[],
  known: ReadonlyMap<string, { mapping: string; field: string }>,
  incomplete = false,
): Layout | null {
  const claimId = header.findIndex((h) => compact(h) === 'claimid');
  const pin = header.findIndex((h) => compact(h) === 'pin');
  if (claimId < 0) problems.push({ line: 1, reason: 'no claim ID column: name one column "claimId".' });
  if (pin < 0) problems.push({ line: 1, reason: 'no PIN column: name one column "pin".' });
  const data: Layout['data'] = [];
  const seen = new Set<string>();
  header.forEach((name, index) => {
    if (index === claimId || index === pin) return;
    const column = known.get(name.trim().toLowerCase());
    if (!column) {
      if (incomplete) return;
      const hint = [...known.values()].slice(0, 6).map((c) => `${c.mapping}.${c.field}`);
      problems.push({ line: 1, reason: `column "${name}" is not a field authorize prepopulates (columns look like ${hint.join(', ')}).` });
      return;
    }
    if (seen.has(`${column.mapping}.${column.field}`)) {
      problems.push({ line: 1, reason: `column "${name}" appears twice.` });
      return;
    }
    seen.add(`${column.mapping}.${column.field}`);
    data.push({ index, ...column });
  });
  return claimId < 0 || pin < 0 ? null : { claimId, pin, columns: header.length, data };
}

function claimantOf(row: Row, layout: Layout): { claimId: string; pin: string; prepopulated: PrepopulatedValues } {
  const prepopulated: PrepopulatedValues = {};
  for (const column of layout.data) {
    const value = row.values[column.index]?.trim() ?? '';
    if (value === '') continue;
    (prepopulated[column.mapping] ??= {})[column.field] = value;
  }
  return { claimId: normaliseClaimId(row.values[layout.claimId] ?? ''), pin: (row.values[layout.pin] ?? '').trim(), prepopulated };
}

/** Checks a claimants file against the settlement's configs without importing: its problems
 *  (empty when it can be imported) and how many claimants it holds. */
export async function checkClaimantsFile(
  path: string,
  settlement: ClaimantColumns,
): Promise<{ problems: ImportProblem[]; claimants: number }> {
  const problems: ImportProblem[] = [];
  const known = prepopulatedColumns(settlement);
  let layout: Layout | null = null;
  let claimants = 0;
  const firstLine = new Map<string, number>();
  try {
    for await (const row of csvRows(path)) {
      if (!layout) {
        layout = readHeader(row.values, problems, known, settlement.incomplete);
        if (!layout) return { problems, claimants };
        continue;
      }
      claimants += 1;
      if (row.values.length !== layout.columns) {
        problems.push({ line: row.line, reason: `${row.values.length} value(s), but the header has ${layout.columns} columns.` });
        continue;
      }
      const { claimId, pin } = claimantOf(row, layout);
      if (claimId === '') problems.push({ line: row.line, reason: 'missing claim ID.' });
      else if (firstLine.has(claimId))
        problems.push({ line: row.line, reason: `duplicate claim ID ${claimId} (first on line ${firstLine.get(claimId)}).` });
      else firstLine.set(claimId, row.line);
      if (pin === '') problems.push({ line: row.line, reason: `empty PIN${claimId ? ` for claim ID ${claimId}` : ''}.` });
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      problems.push({ line: 0, reason: `the file ${path} does not exist.` });
      return { problems, claimants };
    }
    // A file that is not valid CSV (an unclosed quote ...): csv-parse names the line.
    const e = error as Error & { lines?: number };
    problems.push({ line: e.lines ?? 0, reason: `not readable as CSV: ${e.message}` });
  }
  if (!layout) problems.push({ line: 1, reason: 'the file is empty: the first line must name the columns (claimId, pin, ...).' });
  return { problems, claimants };
}

/** Every claimant of a checked file, PINs in clear (for a caller that hashes them); throws
 *  ClaimantImportError when any row is bad. For small files: the rows are held in memory. */
export async function readClaimants(
  path: string,
  settlement: ClaimantColumns,
): Promise<{ claimId: string; pin: string; prepopulated: PrepopulatedValues }[]> {
  const checked = await checkClaimantsFile(path, settlement);
  if (checked.problems.length > 0) throw new ClaimantImportError(checked.problems);
  const known = prepopulatedColumns(settlement);
  const claimants: { claimId: string; pin: string; prepopulated: PrepopulatedValues }[] = [];
  let layout: Layout | null = null;
  for await (const row of csvRows(path)) {
    if (!layout) layout = readHeader(row.values, [], known);
    else claimants.push(claimantOf(row, layout));
  }
  return claimants;
}

/** Imports a claimants file (see ImportOptions) whose columns the settlement's configs name;
 *  throws ClaimantImportError, importing nothing, when any row is bad. */
export async function importClaimants(
  db: Database,
  vault: Vault,
  path: string,
  settlement: ClaimantColumns,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const checked = await checkClaimantsFile(path, settlement);
  const known = prepopulatedColumns(settlement);
  if (checked.problems.length > 0) throw new ClaimantImportError(checked.problems);
  return db.transaction(async (tx) => {
    const removed = options.mode === 'add' ? 0 : await deleteAllClaimants(tx);
    // Prefilled values are stored sealed (privacy/notice-list.ts).
    const seal = await noticeListSealer(tx, vault);
    let layout: Layout | null = null;
    let batch: Row[] = [];
    let imported = 0;
    const flush = async () => {
      const records: ClaimantRecord[] = await Promise.all(
        batch.map(async (row) => {
          const { claimId, pin, prepopulated } = claimantOf(row, layout!);
          return { claimId, pinHash: await hashPin(pin), prepopulated: seal(normaliseClaimId(claimId), prepopulated) };
        }),
      );
      await upsertClaimants(tx, records);
      imported += records.length;
      batch = [];
      options.onProgress?.(imported, checked.claimants);
    };
    for await (const row of csvRows(path)) {
      if (!layout) {
        layout = readHeader(row.values, [], known);
        continue;
      }
      batch.push(row);
      if (batch.length >= HASH_BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return { imported, removed };
  });
}
