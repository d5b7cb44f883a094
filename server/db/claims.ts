import type { Queryable } from './database';
import type { NewMail } from './mail-outbox';
import type { ScreeningRecord } from './screening';

/** A claim row as stored. */
export interface ClaimRecord {
  id: string;
  referenceCode: string;
  formType: string;
  culture: string;
  payload: unknown;
  idempotencyKey: string | null;
  requestHash: string;
  createdAt: Date;
}

/** A stored document of a claim. */
export interface ClaimFileRecord {
  id: string;
  claimId: string;
  modelClientId: string;
  originalName: string;
  storedPath: string;
  sizeBytes: number;
  contentType: string;
  sha256: string;
}

/** A claims row as the database returns it. */
export interface ClaimRow {
  id: string;
  reference_code: string;
  form_type: string;
  culture: string;
  payload: unknown;
  idempotency_key: string | null;
  request_hash: string;
  created_at: Date | string;
}

/** A claim_files row as the database returns it. */
export interface FileRow {
  id: string;
  claim_id: string;
  model_client_id: string;
  original_name: string;
  stored_path: string;
  size_bytes: number | string;
  content_type: string;
  sha256: string;
}

/** A claims row as a ClaimRecord. */
export const toClaim = (r: ClaimRow): ClaimRecord => ({
  id: r.id,
  referenceCode: r.reference_code,
  formType: r.form_type,
  culture: r.culture,
  // node-postgres parses jsonb; PGlite does too, but a text column would not: accept both.
  payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
  idempotencyKey: r.idempotency_key,
  requestHash: r.request_hash,
  createdAt: new Date(r.created_at),
});

/** A claim_files row as a ClaimFileRecord. */
export const toFile = (r: FileRow): ClaimFileRecord => ({
  id: r.id,
  claimId: r.claim_id,
  modelClientId: r.model_client_id,
  originalName: r.original_name,
  storedPath: r.stored_path,
  sizeBytes: Number(r.size_bytes),
  contentType: r.content_type,
  sha256: r.sha256,
});

/** Inserts a claim, its files, its screening (flags, score, identity keys; see
 *  server/screening/) and its confirmation mail (db/mail-outbox.ts), and takes out the claim's
 *  in-progress record (see storage/sweep.ts), all in one statement: one round trip and one atomic
 *  commit, so a claim is never stored without its screening or its mail, nor either without the
 *  claim. Inserts nothing and returns false when the
 *  record is gone (a sweep judged its server dead and removed its documents). Throws the
 *  database's unique violation for a reused idempotency key or reference code. */
export async function insertClaimIfPending(
  db: Queryable,
  /** With the payment method it chose, as the dashboard counts it (claims/payment-method.ts). */
  claim: Omit<ClaimRecord, 'createdAt'> & { paymentMethod?: string | null },
  files: readonly ClaimFileRecord[],
  screening: ScreeningRecord | null = null,
  mail: NewMail | null = null,
  /** The claim's data key, wrapped (privacy/data-keys.ts), stored with it. */
  dataKey: { kekId: string; wrapped: string } | null = null,
): Promise<boolean> {
  const { rows } = await db.query<{ claims: number | string }>(
    `WITH taken AS (
       DELETE FROM pending_uploads WHERE claim_id = $1 RETURNING claim_id
     ), claim AS (
       INSERT INTO claims (id, reference_code, form_type, culture, payload, idempotency_key, request_hash, payment_method)
       SELECT claim_id, $2, $3, $4, $5::jsonb, $6, $7, $28 FROM taken
       RETURNING id
     ), stored AS (
       INSERT INTO claim_files (id, claim_id, model_client_id, original_name, stored_path, size_bytes, content_type, sha256)
       SELECT f.id, claim.id, f.model_client_id, f.original_name, f.stored_path, f.size_bytes, f.content_type, f.sha256
       FROM claim, unnest($8::uuid[], $9::text[], $10::text[], $11::text[], $12::bigint[], $13::text[], $14::text[])
         AS f(id, model_client_id, original_name, stored_path, size_bytes, content_type, sha256)
       RETURNING 1
     ), screened AS (
       INSERT INTO claim_screening (claim_id, score, flags, name_key, address_key, seal)
       SELECT claim.id, $15, $16::jsonb, $17, $18, $27 FROM claim WHERE $15::int IS NOT NULL
       RETURNING claim_id
     ), keyed AS (
       INSERT INTO screening_keys (claim_id, kind, key)
       SELECT screened.claim_id, k.kind, k.key FROM screened, unnest($19::text[], $20::text[]) AS k(kind, key)
     ), mailed AS (
       INSERT INTO mail_outbox (id, claim_id, kind, recipient, culture, params)
       SELECT $21::uuid, claim.id, $22, $23, $4, $24::jsonb FROM claim WHERE $21::uuid IS NOT NULL
     ), keyed_data AS (
       INSERT INTO data_keys (owner_id, kek_id, wrapped)
       SELECT claim.id, $25, $26 FROM claim WHERE $25::text IS NOT NULL
     )
     SELECT (SELECT count(*) FROM claim) AS claims, (SELECT count(*) FROM stored) AS files`,
    [
      claim.id,
      claim.referenceCode,
      claim.formType,
      claim.culture,
      JSON.stringify(claim.payload),
      claim.idempotencyKey,
      claim.requestHash,
      files.map((f) => f.id),
      files.map((f) => f.modelClientId),
      files.map((f) => f.originalName),
      files.map((f) => f.storedPath),
      files.map((f) => f.sizeBytes),
      files.map((f) => f.contentType),
      files.map((f) => f.sha256),
      screening?.score ?? null,
      screening ? JSON.stringify(screening.flags) : null,
      screening?.nameKey ?? null,
      screening?.addressKey ?? null,
      screening?.keys.map((k) => k.kind) ?? [],
      screening?.keys.map((k) => k.key) ?? [],
      mail?.id ?? null,
      mail?.kind ?? null,
      mail?.recipient ?? null,
      mail ? JSON.stringify(mail.params) : null,
      dataKey?.kekId ?? null,
      dataKey?.wrapped ?? null,
      screening?.seal ?? null,
      claim.paymentMethod ?? null,
    ],
  );
  return Number(rows[0]?.claims ?? 0) === 1;
}

/** The claim stored under an idempotency key, if any. */
export async function findClaimByIdempotencyKey(db: Queryable, key: string): Promise<ClaimRecord | null> {
  const { rows } = await db.query<ClaimRow>('SELECT * FROM claims WHERE idempotency_key = $1', [key]);
  return rows[0] ? toClaim(rows[0]) : null;
}

/** The claim with a reference code, if any. */
export async function findClaimByReference(db: Queryable, referenceCode: string): Promise<ClaimRecord | null> {
  const { rows } = await db.query<ClaimRow>('SELECT * FROM claims WHERE reference_code = $1', [referenceCode]);
  return rows[0] ? toClaim(rows[0]) : null;
}

/** True when a claim with this id exists. */
export async function claimExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM claims WHERE id = $1', [id]);
  return rows.length > 0;
}

/** The files of a claim, in upload order of their model. */
export async function listClaimFiles(db: Queryable, claimId: string): Promise<ClaimFileRecord[]> {
  const { rows } = await db.query<FileRow>('SELECT * FROM claim_files WHERE claim_id = $1 ORDER BY stored_path', [claimId]);
  return rows.map(toFile);
}

/** How many claims are stored. */
export async function countClaims(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM claims');
  return Number(rows[0]?.n ?? 0);
}
