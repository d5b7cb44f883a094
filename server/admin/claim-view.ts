// A stored claim as administrators get it: from GET /api/admin/claims/<code>, as one line of the
// NDJSON export (with its answers in the package's terms), and flattened into one CSV row. PINs
// typed on authorizing forms are never part of it, and every document carries the address it
// downloads from.
import type { ClaimFileRecord, ClaimRecord } from '../db/claims';
import { envelopeKeys } from '../db/claim-pages';
import type { ScreeningView } from '../db/screening';
import { answerColumn, isoColumn, isoDate, type ExportTerms } from './export-terms';

/** Fields that hold a claimant's secret and never leave the server (matched ignoring case): the
 *  contract's PIN key, for claims stored under any package; the export also leaves out the
 *  served package's fields with the role pin (ExportTerms). */
const secretFields = new Set(['pin']);

/** True for a field whose value is a secret and is never exported: by its key, or by its role in
 *  the model `model` of the package's terms. */
export function isSecretField(field: string, model?: { readonly secretFields: ReadonlySet<string> }): boolean {
  return secretFields.has(field.toLowerCase()) || (model?.secretFields.has(field.toLowerCase()) ?? false);
}

type Model = { fields?: Record<string, unknown> } & Record<string, unknown>;

function isModel(value: unknown): value is Model {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutSecrets(model: unknown): unknown {
  if (!isModel(model) || !isModel(model.fields)) return model;
  const fields = Object.fromEntries(Object.entries(model.fields).filter(([key]) => !isSecretField(key)));
  return { ...model, fields };
}

/** The stored payload without secret fields (a credentials model keeps its claim ID, not its PIN). */
function redactPayload(payload: unknown): unknown {
  if (!isModel(payload)) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, Array.isArray(value) ? value.map(withoutSecrets) : withoutSecrets(value)]),
  );
}

/** Where one document of a claim downloads from. */
function fileUrl(referenceCode: string, fileId: string): string {
  return `/api/admin/claims/${encodeURIComponent(referenceCode)}/files/${fileId}`;
}

/** Where all documents of a claim download from, as one zip archive. */
function documentsArchiveUrl(referenceCode: string): string {
  return `/api/admin/claims/${encodeURIComponent(referenceCode)}/documents.zip`;
}

/** A document with its download address. */
type FileView = ClaimFileRecord & { url: string };

/** A claim as administrators see it. */
export interface ClaimView {
  id: string;
  referenceCode: string;
  formType: string;
  culture: string;
  createdAt: string;
  idempotencyKey: string | null;
  requestHash: string;
  payload: unknown;
  files: FileView[];
  /** The zip of all documents; null when the claim has none. */
  documentsUrl: string | null;
  /** Flags, score and review from screening at submit (in exports; null for a claim filed before
   *  screening). */
  screening?: ScreeningView | null;
}

/** The administrator's view of a stored claim and its documents. */
export function claimView(claim: ClaimRecord, files: readonly ClaimFileRecord[], screening?: ScreeningView | null): ClaimView {
  return {
    ...(screening === undefined ? {} : { screening }),
    id: claim.id,
    referenceCode: claim.referenceCode,
    formType: claim.formType,
    culture: claim.culture,
    createdAt: claim.createdAt.toISOString(),
    idempotencyKey: claim.idempotencyKey,
    requestHash: claim.requestHash,
    payload: redactPayload(claim.payload),
    files: files.map((f) => ({ ...f, url: fileUrl(claim.referenceCode, f.id) })),
    documentsUrl: files.length > 0 ? documentsArchiveUrl(claim.referenceCode) : null,
  };
}

/** The columns every CSV row starts with. */
export const fixedColumns = ['referenceCode', 'formType', 'culture', 'createdAt'] as const;

/** The screening columns after the fixed ones: score, flags (names joined by "; "), the flags'
 *  reasons and matched claims as JSON, and the review. Empty for a claim filed before screening. */
export const screeningColumns = [
  'screening.score',
  'screening.flags',
  'screening.evidence',
  'review.decision',
  'review.reason',
  'review.reviewer',
  'review.reviewedAt',
] as const;

/** The screening columns of one claim. */
function screeningCells(screening: ScreeningView | null | undefined): [string, string][] {
  if (!screening) return [];
  const cells: [string, string][] = [
    ['screening.score', String(screening.score)],
    ['screening.flags', screening.flags.map((f) => f.name).join('; ')],
    ['screening.evidence', screening.flags.length ? JSON.stringify(screening.flags) : ''],
  ];
  if (screening.review) {
    cells.push(
      ['review.decision', screening.review.decision],
      ['review.reason', screening.review.reason],
      ['review.reviewer', screening.review.reviewer],
      ['review.reviewedAt', screening.review.reviewedAt],
    );
  }
  return cells;
}

/** The per-document columns, after `documents.<n>.`. */
export const documentColumns = ['name', 'type', 'size', 'sha256'] as const;

/** One answer as CSV text: strings as typed, numbers and booleans as JSON writes them, nested
 *  values as JSON, nothing for null. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** One answer of a stored claim: the part of the claim it fills (the payload key), its record
 *  number from 1 (null in a single model), its field key and its value. */
interface Answer {
  mapping: string;
  record: number | null;
  field: string;
  value: unknown;
}

/** Every answer of a payload, secret fields and the envelope (captcha, culture, announced
 *  documents) left out. */
function* answersOf(payload: unknown): Generator<Answer> {
  const redacted = redactPayload(payload);
  if (!isModel(redacted)) return;
  for (const [mapping, value] of Object.entries(redacted)) {
    if ((envelopeKeys as readonly string[]).includes(mapping)) continue;
    if (Array.isArray(value)) {
      for (const [i, record] of value.entries()) {
        if (!isModel(record) || !isModel(record.fields)) continue;
        for (const [field, answer] of Object.entries(record.fields)) yield { mapping, record: i + 1, field, value: answer };
      }
    } else if (isModel(value) && isModel(value.fields)) {
      for (const [field, answer] of Object.entries(value.fields)) yield { mapping, record: null, field, value: answer };
    }
  }
}

/** A claim as column name -> text: the fixed columns, the screening columns, each answer under
 *  its form type, model name and field key (see answerColumn), a date answer's ISO 8601 form
 *  beside it (empty when the text is no date), and `documents.<n>.<column>` for the stored
 *  documents. Secret fields are left out. */
export function flattenClaim(
  claim: ClaimRecord,
  files: readonly ClaimFileRecord[],
  screening: ScreeningView | null | undefined,
  terms: ExportTerms,
): Map<string, string> {
  const row = new Map<string, string>([
    ['referenceCode', claim.referenceCode],
    ['formType', claim.formType],
    ['culture', claim.culture],
    ['createdAt', claim.createdAt.toISOString()],
    ...screeningCells(screening),
  ]);
  for (const { mapping, record, field, value } of answersOf(claim.payload)) {
    const model = terms.model(claim.formType, mapping);
    if (isSecretField(field, model)) continue;
    const column = answerColumn(claim.formType, model?.name ?? mapping, record, field);
    const text = cellText(value);
    row.set(column, text);
    if (model?.dateFields.has(field.toLowerCase())) row.set(isoColumn(column), isoDate(text) ?? '');
  }
  files.forEach((f, i) => {
    row.set(`documents.${i + 1}.name`, f.originalName);
    row.set(`documents.${i + 1}.type`, f.contentType);
    row.set(`documents.${i + 1}.size`, String(f.sizeBytes));
    row.set(`documents.${i + 1}.sha256`, f.sha256);
  });
  return row;
}

/** A claim's answers in the package's terms, for the NDJSON export: per model name, a single
 *  model's fields or a list's records, as stored; and the ISO 8601 form of each date answer that
 *  reads as one, under `<model>.<field>` or `<model>.<n>.<field>`. */
export function packageAnswers(
  claim: ClaimRecord,
  terms: ExportTerms,
): { answers: Record<string, unknown>; isoDates: Record<string, string> } {
  const answers: Record<string, Record<string, unknown> | Record<string, unknown>[]> = {};
  const isoDates: Record<string, string> = {};
  for (const { mapping, record, field, value } of answersOf(claim.payload)) {
    const model = terms.model(claim.formType, mapping);
    if (isSecretField(field, model)) continue;
    const name = model?.name ?? mapping;
    if (record === null) {
      const fields = (answers[name] ??= {}) as Record<string, unknown>;
      fields[field] = value;
    } else {
      const records = (answers[name] ??= []) as Record<string, unknown>[];
      (records[record - 1] ??= {})[field] = value;
    }
    const iso = model?.dateFields.has(field.toLowerCase()) && typeof value === 'string' ? isoDate(value) : null;
    if (iso) isoDates[record === null ? `${name}.${field}` : `${name}.${record}.${field}`] = iso;
  }
  return { answers, isoDates };
}
