// Claims for administrators, read in pages in one stable order (created_at, then id) with
// keyset paging: each page starts after the last row of the previous one, so a page costs the
// same at row 100,000 as at row 1 and claims stored meanwhile neither repeat nor go missing.
import { toClaim, toFile, type ClaimFileRecord, type ClaimRecord, type ClaimRow, type FileRow } from './claims';
import type { Queryable } from './database';

/** Which claims: one form type and/or a creation time range (either end may be open). */
export interface ClaimFilter {
  formType?: string | null;
  /** Created at or after this instant. */
  from?: Date | null;
  /** Created before this instant. */
  before?: Date | null;
}

/** Where a page starts: after the claim with this creation time (microseconds since 1970, as
 *  PostgreSQL keeps it, finer than a JavaScript Date) and id. */
export interface ClaimPosition {
  createdAtMicros: string;
  id: string;
}

/** A claim of a page, with its position for the next page, its number of documents, its case
 *  state and how many earlier versions it has (cures, changes of address, amendments). */
export interface PagedClaim extends ClaimRecord {
  position: ClaimPosition;
  fileCount: number;
  state: string;
  versions: number;
}

interface PagedRow extends ClaimRow {
  created_micros: string | number;
  file_count: string | number;
  state: string;
  version_count: string | number;
}

function whereClause(filter: ClaimFilter, after: ClaimPosition | null, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.formType) conditions.push(`c.form_type = ${param(filter.formType)}`);
  if (filter.from) conditions.push(`c.created_at >= ${param(filter.from.toISOString())}::timestamptz`);
  if (filter.before) conditions.push(`c.created_at < ${param(filter.before.toISOString())}::timestamptz`);
  if (after) {
    conditions.push(
      `(c.created_at, c.id) > (timestamptz 'epoch' + ${param(after.createdAtMicros)}::bigint * interval '1 microsecond', ${param(after.id)}::uuid)`,
    );
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** Up to `limit` claims of the filter after `after` (from the first when null), in order. */
export async function claimPage(db: Queryable, filter: ClaimFilter, after: ClaimPosition | null, limit: number): Promise<PagedClaim[]> {
  const params: unknown[] = [];
  const where = whereClause(filter, after, params);
  params.push(limit);
  const { rows } = await db.query<PagedRow>(
    `SELECT c.*,
            ((extract(epoch FROM c.created_at) * 1000000)::bigint)::text AS created_micros,
            (SELECT count(*) FROM claim_files f WHERE f.claim_id = c.id) AS file_count,
            (SELECT count(*) FROM claim_versions v WHERE v.claim_id = c.id) AS version_count
       FROM claims c ${where}
      ORDER BY c.created_at, c.id
      LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    ...toClaim(r),
    position: { createdAtMicros: String(r.created_micros), id: r.id },
    fileCount: Number(r.file_count),
    state: r.state,
    versions: Number(r.version_count),
  }));
}

/** The documents of several claims (one page), per claim id, each claim's in stored order. */
export async function filesOfClaims(db: Queryable, claimIds: readonly string[]): Promise<Map<string, ClaimFileRecord[]>> {
  const byClaim = new Map<string, ClaimFileRecord[]>();
  if (claimIds.length === 0) return byClaim;
  const { rows } = await db.query<FileRow>('SELECT * FROM claim_files WHERE claim_id = ANY($1::uuid[]) ORDER BY claim_id, stored_path', [
    claimIds,
  ]);
  for (const r of rows) {
    const list = byClaim.get(r.claim_id) ?? [];
    list.push(toFile(r));
    byClaim.set(r.claim_id, list);
  }
  return byClaim;
}

/** The answer columns the claims of a filter need, found by the database without sending the
 *  claims: per form type, every field of single models, and per list of records its longest
 *  length and fields. */
export interface AnswerShape {
  models: { formType: string; mapping: string; field: string }[];
  records: { formType: string; mapping: string; count: number; field: string }[];
  maxFiles: number;
}

/** Payload keys that are not answers: the captcha, the culture and the announced documents
 *  (whose stored files are listed apart). */
export const envelopeKeys = ['reCaptchaResponse', 'captchaRawValue', 'userPreferredCulture', 'documents'] as const;

/** Scans the claims of a filter in the database for the columns an export needs. */
export async function answerShape(db: Queryable, filter: ClaimFilter): Promise<AnswerShape> {
  const params: unknown[] = [[...envelopeKeys]];
  const where = whereClause(filter, null, params);
  const and = where ? `${where} AND` : 'WHERE';
  // jsonb_object_keys and jsonb_array_elements fail on other types; the CASE hands them NULL
  // instead, which yields no rows.
  const models = await db.query<{ form_type: string; mapping: string; field: string }>(
    `SELECT DISTINCT c.form_type, m.key AS mapping, f.field
       FROM claims c
       CROSS JOIN LATERAL jsonb_each(c.payload) m
       CROSS JOIN LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(m.value -> 'fields') = 'object' THEN m.value -> 'fields' END) AS f(field)
      ${and} NOT (m.key = ANY($1::text[]))`,
    params,
  );
  const lengths = await db.query<{ form_type: string; mapping: string; count: number | string }>(
    `SELECT c.form_type, m.key AS mapping, max(jsonb_array_length(CASE WHEN jsonb_typeof(m.value) = 'array' THEN m.value END)) AS count
       FROM claims c
       CROSS JOIN LATERAL jsonb_each(c.payload) m
      ${and} NOT (m.key = ANY($1::text[]))
      GROUP BY c.form_type, m.key`,
    params,
  );
  const recordFields = await db.query<{ form_type: string; mapping: string; field: string }>(
    `SELECT DISTINCT c.form_type, m.key AS mapping, f.field
       FROM claims c
       CROSS JOIN LATERAL jsonb_each(c.payload) m
       CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(m.value) = 'array' THEN m.value END) e
       CROSS JOIN LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(e -> 'fields') = 'object' THEN e -> 'fields' END) AS f(field)
      ${and} NOT (m.key = ANY($1::text[]))`,
    params,
  );
  const fileParams: unknown[] = [];
  const fileWhere = whereClause(filter, null, fileParams);
  const files = await db.query<{ n: number | string | null }>(
    `SELECT max(n) AS n FROM (SELECT count(*) AS n FROM claim_files f JOIN claims c ON c.id = f.claim_id ${fileWhere} GROUP BY f.claim_id) AS per_claim`,
    fileParams,
  );
  const longest = new Map(lengths.rows.map((r) => [`${r.form_type}\u0000${r.mapping}`, Number(r.count ?? 0)]));
  return {
    models: models.rows.map((r) => ({ formType: r.form_type, mapping: r.mapping, field: r.field })),
    records: recordFields.rows.map((r) => ({
      formType: r.form_type,
      mapping: r.mapping,
      field: r.field,
      count: longest.get(`${r.form_type}\u0000${r.mapping}`) ?? 0,
    })),
    maxFiles: Number(files.rows[0]?.n ?? 0),
  };
}
