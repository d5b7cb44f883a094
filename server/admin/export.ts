// The claims export, as CSV or NDJSON, for the HTTP call and the CLI alike. It reads the claims
// in keyset pages of EXPORT_BATCH and yields text one page at a time, so memory stays flat
// however many claims there are; the consumer pulls, so a slow reader slows the reading.
import { stringify } from 'csv-stringify/sync';
import {
  answerShape,
  claimPage,
  type AnswerShape,
  filesOfClaims,
  type ClaimFilter,
  type ClaimPosition,
  type PagedClaim,
} from '../db/claim-pages';
import type { ClaimFileRecord } from '../db/claims';
import type { Queryable } from '../db/database';
import { screeningOfClaims, type ScreeningView } from '../db/screening';
import { claimView, documentColumns, fixedColumns, flattenClaim, isSecretField, packageAnswers, screeningColumns } from './claim-view';
import { answerColumn, isoColumn, type ExportTerms } from './export-terms';
import type { ClaimOpener } from './reveal';

/** Export formats. */
export const exportFormats = ['csv', 'ndjson'] as const;
/** One export format. */
export type ExportFormat = (typeof exportFormats)[number];

/** Content type of each format (UTF-8). */
export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
};

/** Claims read per query. */
const EXPORT_BATCH = 500;

/** Raised when a claim does not fit the columns chosen at the start of a CSV export (stored by
 *  a submit that was in flight then); the export stops rather than drop answers silently. */
export class ExportChangedError extends Error {
  override name = 'ExportChangedError';
}

/** A claim with its documents. */
interface ClaimWithFiles {
  claim: PagedClaim;
  files: ClaimFileRecord[];
  /** Its flags, score and review (null: filed before screening). */
  screening: ScreeningView | null;
}

/** Every claim of the filter with its documents, a page at a time, in (created_at, id) order. */
async function* claimBatches(
  db: Queryable,
  filter: ClaimFilter,
  open: ClaimOpener,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ClaimWithFiles[]> {
  let after: ClaimPosition | null = null;
  for (;;) {
    const claims: PagedClaim[] = await open(await claimPage(db, filter, after, batchSize));
    if (claims.length === 0) return;
    const files = await filesOfClaims(
      db,
      claims.filter((c) => c.fileCount > 0).map((c) => c.id),
    );
    const screening = await screeningOfClaims(
      db,
      claims.map((c) => c.id),
    );
    // A claim filed before screening has none: its columns stay empty.
    yield claims.map((claim) => ({ claim, files: files.get(claim.id) ?? [], screening: screening.get(claim.id) ?? null }));
    if (claims.length < batchSize) return;
    after = claims.at(-1)!.position;
  }
}

// Names sort by code point, so the order is the same on every machine and engine.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Position, then code point: what the package orders first, the rest after by name. */
function inOrder<T>(items: readonly T[], place: (item: T) => number | undefined, name: (item: T) => string): T[] {
  return [...items].sort((a, b) => (place(a) ?? Infinity) - (place(b) ?? Infinity) || byCodePoint(name(a), name(b)));
}

/** The answer columns of one form type: its models in the package's order (those it no longer
 *  has after, by name), each with its fields in the config's order, records numbered, and an ISO
 *  column after each date field's. */
function formColumns(formType: string, shape: AnswerShape, terms: ExportTerms): string[] {
  type Part = { mapping: string; count: number | null; fields: string[] };
  const parts = new Map<string, Part>();
  const add = (mapping: string, count: number | null, field: string) => {
    if (isSecretField(field, terms.model(formType, mapping))) return;
    const key = `${mapping}\u0000${count === null ? 'model' : 'records'}`;
    const part = parts.get(key) ?? { mapping, count, fields: [] };
    part.fields.push(field);
    parts.set(key, part);
  };
  for (const m of shape.models) if (m.formType === formType) add(m.mapping, null, m.field);
  for (const r of shape.records) if (r.formType === formType) add(r.mapping, r.count, r.field);
  const columns: string[] = [];
  const model = (part: Part) => terms.model(formType, part.mapping);
  for (const part of inOrder(
    [...parts.values()],
    (p) => model(p)?.index,
    (p) => model(p)?.name ?? p.mapping,
  )) {
    const own = model(part);
    const fields = inOrder(
      part.fields,
      (f) => own?.fieldOrder.get(f.toLowerCase()),
      (f) => f,
    );
    const name = own?.name ?? part.mapping;
    const push = (record: number | null) => {
      for (const field of fields) {
        const column = answerColumn(formType, name, record, field);
        columns.push(column);
        if (own?.dateFields.has(field.toLowerCase())) columns.push(isoColumn(column));
      }
    };
    if (part.count === null) push(null);
    else for (let n = 1; n <= part.count; n += 1) push(n);
  }
  return columns;
}

/** The CSV columns for the claims of a filter (see flattenClaim for their names): the fixed and
 *  screening columns, each form type's answers in the package's order of form types, then the
 *  documents. */
async function csvColumns(db: Queryable, filter: ClaimFilter, terms: ExportTerms): Promise<string[]> {
  const shape = await answerShape(db, filter);
  const stored = new Set([...shape.models, ...shape.records].map((a) => a.formType));
  const formTypes = inOrder(
    [...stored],
    (t) => {
      const i = terms.formTypes.indexOf(t);
      return i < 0 ? undefined : i;
    },
    (t) => t,
  );
  const answers = formTypes.flatMap((formType) => formColumns(formType, shape, terms));
  const documents: string[] = [];
  for (let n = 1; n <= shape.maxFiles; n += 1) for (const column of documentColumns) documents.push(`documents.${n}.${column}`);
  return [...fixedColumns, ...screeningColumns, ...answers, ...documents];
}

/** What a spreadsheet may take for the start of a formula: = + - @ tab CR LF (or their
 *  full-width forms), after any spaces. */
const formulaStart = /^\s*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/u;

/** A separator some spreadsheet may split a line on (the comma, the semicolon of many locales,
 *  a tab, the pipe of import dialogs) or a line break (a reader that takes quotes for text ends
 *  the record there), when what follows it, after any spaces or quotes, could start a formula.
 *  Quoting does not protect such a cell: opened with another separator, the quote no longer
 *  opens the cell, so the text after the separator becomes a cell of its own. */
const formulaAfterSeparator = /[,;\t|\r\n](?=[ \t\r\n"]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20])/gu;

/** A cell a spreadsheet shows as text: prefixed with ' when it could start a formula, and with
 *  a ' after each separator that could start one in a spreadsheet splitting on it. */
function asText(cell: string): string {
  const guarded = cell.replace(formulaAfterSeparator, "$&'");
  return formulaStart.test(guarded) ? `'${guarded}` : guarded;
}

/** CSV text of rows: CRLF between records, and every cell a spreadsheet could run as a formula
 *  prefixed with '. Cells are quoted where needed: commas, quotes, line breaks, and also
 *  semicolons and tabs, the separators spreadsheets use in other locales (unquoted,
 *  `a;=cmd|...` would be split into a cell `=cmd|...` there). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(asText)),
    { record_delimiter: 'windows', quoted_match: /[\r\n;\t]/ },
  );
}

// The moment an export starts, to the next millisecond, from the database's own clock: claims
// stored after it belong to the next export.
async function databaseNow(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ micros: string }>('SELECT ((extract(epoch FROM now()) * 1000000)::bigint)::text AS micros');
  return new Date(Math.ceil(Number(rows[0]!.micros) / 1000) + 1);
}

/** The export of the claims of a filter, as text chunks: CSV (a byte order mark so that
 *  spreadsheets read UTF-8, a header row, one row per claim) or NDJSON (one claimView per line,
 *  with its answers in the package's terms). Answers are named and read by `terms`, the package's
 *  models. The first chunk comes once the columns are known, so setup errors surface before any
 *  text. */
export async function* exportClaims(
  db: Queryable,
  format: ExportFormat,
  filter: ClaimFilter,
  terms: ExportTerms,
  open: ClaimOpener,
): AsyncGenerator<string> {
  const now = await databaseNow(db);
  const snapshot: ClaimFilter = { ...filter, before: filter.before && filter.before < now ? filter.before : now };
  if (format === 'ndjson') {
    for await (const batch of claimBatches(db, snapshot, open)) {
      yield batch
        .map(
          ({ claim, files, screening }) =>
            `${JSON.stringify({ ...claimView(claim, files, screening), state: claim.state, versions: claim.versions, ...packageAnswers(claim, terms) })}\n`,
        )
        .join('');
    }
    return;
  }
  const columns = await csvColumns(db, snapshot, terms);
  const known = new Set(columns);
  yield `\uFEFF${csvText([columns])}`;
  for await (const batch of claimBatches(db, snapshot, open)) {
    const rows = batch.map(({ claim, files, screening }) => {
      const values = flattenClaim(claim, files, screening, terms);
      for (const column of values.keys()) {
        if (!known.has(column))
          throw new ExportChangedError(
            `Claim ${claim.referenceCode} has a value for ${column}, a column this export did not start with; run the export again.`,
          );
      }
      return columns.map((column) => values.get(column) ?? '');
    });
    yield csvText(rows);
  }
}
