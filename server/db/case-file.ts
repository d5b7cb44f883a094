// The case-file tables (migration 10): a claim's state and its history of changes, the payloads a
// cure replaced, the documents sent with a cure or an appeal, the one-time sign-in codes (hashed),
// and which claim a session is signed in to. What the changes mean is in server/case-file/.
import type { CaseState } from '../../src/contract/case-file';
import type { Queryable } from './database';
import { queueClaimMail, type NewMail } from './mail-outbox';

/** A claim as the case file reads it, locked or not. */
export interface CaseClaim {
  id: string;
  referenceCode: string;
  formType: string;
  culture: string;
  payload: unknown;
  state: CaseState;
  /** The number of the newest change (0: none since filing). */
  stateSeq: number;
  createdAt: Date;
}

/** One change of a claim's state, as stored. */
interface CaseEventRecord {
  seq: number;
  transition: string;
  fromState: CaseState;
  toState: CaseState;
  actor: string;
  reason: string | null;
  detail: Record<string, unknown>;
  createdAt: Date;
}

interface ClaimStateRow {
  id: string;
  reference_code: string;
  form_type: string;
  culture: string;
  payload: unknown;
  state: CaseState;
  state_seq: number | string;
  created_at: Date | string;
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

const toCaseClaim = (r: ClaimStateRow): CaseClaim => ({
  id: r.id,
  referenceCode: r.reference_code,
  formType: r.form_type,
  culture: r.culture,
  payload: json(r.payload),
  state: r.state,
  stateSeq: Number(r.state_seq),
  createdAt: new Date(r.created_at),
});

const claimColumns = 'id, reference_code, form_type, culture, payload, state, state_seq, created_at';

/** A claim by id or reference code; with `lock`, its row is locked to the end of the transaction
 *  (changes of one claim's state then happen one after another). */
export async function readCaseClaim(
  db: Queryable,
  by: { id: string } | { referenceCode: string },
  lock = false,
): Promise<CaseClaim | null> {
  const where = 'id' in by ? 'id = $1' : 'reference_code = $1';
  const { rows } = await db.query<ClaimStateRow>(`SELECT ${claimColumns} FROM claims WHERE ${where}${lock ? ' FOR UPDATE' : ''}`, [
    'id' in by ? by.id : by.referenceCode,
  ]);
  return rows[0] ? toCaseClaim(rows[0]) : null;
}

/** A change to record: the claim moves from its state to `toState` as change number `seq`. */
interface NewCaseEvent {
  claimId: string;
  seq: number;
  transition: string;
  fromState: CaseState;
  toState: CaseState;
  actor: string;
  reason: string | null;
  detail: Record<string, unknown>;
}

/** Records a change and sets the claim's state, with the claimant's mail about it when there is
 *  one. The event's key (claim, number) makes a second change computed from the same state fail. */
export async function insertCaseEvent(tx: Queryable, event: NewCaseEvent, mail: (NewMail & { culture: string }) | null): Promise<void> {
  await tx.query(
    `INSERT INTO claim_events (claim_id, seq, transition, from_state, to_state, actor, reason, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [event.claimId, event.seq, event.transition, event.fromState, event.toState, event.actor, event.reason, JSON.stringify(event.detail)],
  );
  await tx.query('UPDATE claims SET state = $2, state_seq = $3 WHERE id = $1', [event.claimId, event.toState, event.seq]);
  if (mail) await queueClaimMail(tx, event.claimId, String(event.seq), mail);
}

interface EventRow {
  seq: number | string;
  transition: string;
  from_state: CaseState;
  to_state: CaseState;
  actor: string;
  reason: string | null;
  detail: unknown;
  created_at: Date | string;
}

/** A claim's changes, oldest first. */
export async function listCaseEvents(db: Queryable, claimId: string): Promise<CaseEventRecord[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT seq, transition, from_state, to_state, actor, reason, detail, created_at FROM claim_events WHERE claim_id = $1 ORDER BY seq',
    [claimId],
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    transition: r.transition,
    fromState: r.from_state,
    toState: r.to_state,
    actor: r.actor,
    reason: r.reason,
    detail: (json(r.detail) ?? {}) as Record<string, unknown>,
    createdAt: new Date(r.created_at),
  }));
}

/** Records that an upload after filing belongs to a claim (its documents are named by the upload),
 *  taking out the upload's in-progress record; false when that record was swept away meanwhile. */
export async function claimUpload(tx: Queryable, claimId: string, uploadId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `WITH taken AS (DELETE FROM pending_uploads WHERE claim_id = $2 RETURNING claim_id)
     INSERT INTO claim_uploads (upload_id, claim_id) SELECT claim_id, $1 FROM taken RETURNING 1`,
    [claimId, uploadId],
  );
  return rows.length > 0;
}

/** Keeps the claim's current payload (with its documents of now) as a version and puts `payload`
 *  in its place; returns the version's number. */
export async function replaceClaimPayload(tx: Queryable, claimId: string, cause: string, payload: unknown): Promise<number> {
  const { rows } = await tx.query<{ version: number | string }>(
    `INSERT INTO claim_versions (claim_id, version, cause, payload, files)
     SELECT id, (SELECT count(*) FROM claim_versions WHERE claim_id = $1) + 1, $2, payload,
            (SELECT coalesce(jsonb_agg(to_jsonb(f) - 'claim_id' ORDER BY f.stored_path), '[]'::jsonb) FROM claim_files f WHERE f.claim_id = $1)
     FROM claims WHERE id = $1
     RETURNING version`,
    [claimId, cause],
  );
  // The payment method is worked out again from the new payload when the dashboard next counts it
  // (db/desk-figures.ts): this layer does not know where the form keeps it.
  await tx.query('UPDATE claims SET payload = $2::jsonb, payment_method = NULL WHERE id = $1', [claimId, JSON.stringify(payload)]);
  return Number(rows[0]?.version ?? 0);
}

/** The payloads a claim had before, oldest first (the current one is the claim's own). */
export async function listClaimVersions(
  db: Queryable,
  claimId: string,
): Promise<{ version: number; cause: string; payload: unknown; files: unknown[]; createdAt: Date }[]> {
  const { rows } = await db.query<{ version: number | string; cause: string; payload: unknown; files: unknown; created_at: Date | string }>(
    'SELECT version, cause, payload, files, created_at FROM claim_versions WHERE claim_id = $1 ORDER BY version',
    [claimId],
  );
  return rows.map((r) => ({
    version: Number(r.version),
    cause: r.cause,
    payload: json(r.payload),
    files: (json(r.files) ?? []) as unknown[],
    createdAt: new Date(r.created_at),
  }));
}

/** A document sent with a cure or an appeal. */
export interface CaseDocumentRecord {
  id: string;
  claimId: string;
  /** The change it came with. */
  eventSeq: number;
  originalName: string;
  storedPath: string;
  sizeBytes: number;
  contentType: string;
  sha256: string;
}

export async function insertCaseDocuments(tx: Queryable, documents: readonly CaseDocumentRecord[]): Promise<void> {
  for (const d of documents) {
    await tx.query(
      `INSERT INTO case_documents (id, claim_id, event_seq, original_name, stored_path, size_bytes, content_type, sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [d.id, d.claimId, d.eventSeq, d.originalName, d.storedPath, d.sizeBytes, d.contentType, d.sha256],
    );
  }
}

export async function listCaseDocuments(db: Queryable, claimId: string): Promise<CaseDocumentRecord[]> {
  const { rows } = await db.query<{
    id: string;
    claim_id: string;
    event_seq: number | string;
    original_name: string;
    stored_path: string;
    size_bytes: number | string;
    content_type: string;
    sha256: string;
  }>('SELECT * FROM case_documents WHERE claim_id = $1 ORDER BY event_seq, stored_path', [claimId]);
  return rows.map((r) => ({
    id: r.id,
    claimId: r.claim_id,
    eventSeq: Number(r.event_seq),
    originalName: r.original_name,
    storedPath: r.stored_path,
    sizeBytes: Number(r.size_bytes),
    contentType: r.content_type,
    sha256: r.sha256,
  }));
}

/** Stores a sign-in code's hash with the mail that carries it; false (nothing stored) when the
 *  claim already has `maxLive` codes that have not expired. */
export async function insertCaseCode(
  db: Queryable,
  code: { hash: string; claimId: string; minutes: number; maxLive: number },
  mail: NewMail & { culture: string },
): Promise<boolean> {
  const { rows } = await db.query<{ stored: number | string }>(
    `WITH live AS (
       SELECT count(*) AS n FROM case_codes WHERE claim_id = $2 AND expires_at > now()
     ), stored AS (
       INSERT INTO case_codes (code_hash, claim_id, expires_at)
       SELECT $1, $2, now() + make_interval(mins => $3::int) FROM live WHERE live.n < $4
       RETURNING claim_id
     ), mailed AS (
       INSERT INTO mail_outbox (id, claim_id, kind, mail_key, recipient, culture, params)
       SELECT $5::uuid, claim_id, $6, $1, $7, $8, $9::jsonb FROM stored
     )
     SELECT count(*) AS stored FROM stored`,
    [code.hash, code.claimId, code.minutes, code.maxLive, mail.id, mail.kind, mail.recipient, mail.culture, JSON.stringify(mail.params)],
  );
  return Number(rows[0]?.stored ?? 0) === 1;
}

/** Uses a sign-in code: the claim it was for, if it is live; it is gone either way, and so are
 *  the claim's other codes once one has been used. */
export async function takeCaseCode(db: Queryable, hash: string): Promise<string | null> {
  const { rows } = await db.query<{ claim_id: string }>(
    `WITH taken AS (
       DELETE FROM case_codes WHERE code_hash = $1 RETURNING claim_id, expires_at
     ), others AS (
       DELETE FROM case_codes WHERE claim_id IN (SELECT claim_id FROM taken WHERE expires_at > now()) AND code_hash <> $1
     )
     SELECT claim_id FROM taken WHERE expires_at > now()`,
    [hash],
  );
  return rows[0]?.claim_id ?? null;
}

/** Drops expired sign-in codes; returns how many. */
export async function purgeCaseCodes(db: Queryable): Promise<number> {
  const { rows } = await db.query('DELETE FROM case_codes WHERE expires_at <= now() RETURNING 1');
  return rows.length;
}

/** Signs a session in to a claim's case file (creating the session row), for `ttlMinutes`. */
export async function signInCase(db: Queryable, idHash: string, claimId: string, ttlMinutes: number): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id_hash, case_claim_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))
     ON CONFLICT (id_hash) DO UPDATE SET case_claim_id = EXCLUDED.case_claim_id, expires_at = EXCLUDED.expires_at`,
    [idHash, claimId, ttlMinutes],
  );
}

/** The claim a live session is signed in to, if any. */
export async function caseOfSession(db: Queryable, idHash: string): Promise<string | null> {
  const { rows } = await db.query<{ case_claim_id: string | null }>(
    'SELECT case_claim_id FROM sessions WHERE id_hash = $1 AND expires_at > now()',
    [idHash],
  );
  return rows[0]?.case_claim_id ?? null;
}

/** Signs a session out of its case file (its form authorizations stay). */
export async function signOutCase(db: Queryable, idHash: string): Promise<void> {
  await db.query('UPDATE sessions SET case_claim_id = NULL WHERE id_hash = $1', [idHash]);
}

/** The newest claim filed under a claimant's claim ID (its credentials model names it). */
export async function newestClaimOfClaimant(db: Queryable, claimantId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM claims
     WHERE jsonb_typeof(payload->'credentials'->'fields') = 'object'
       AND EXISTS (SELECT 1 FROM jsonb_each_text(payload->'credentials'->'fields') f WHERE upper(trim(f.value)) = upper($1))
     ORDER BY created_at DESC LIMIT 1`,
    [claimantId.trim()],
  );
  return rows[0]?.id ?? null;
}

/** Claims in a state whose newest change was made before `before`, oldest first (the sweep's and
 *  the administrator's lists). */
export async function claimsInState(
  db: Queryable,
  state: CaseState,
  options: { limit: number; afterReference?: string | undefined },
): Promise<{ referenceCode: string; formType: string; state: CaseState; createdAt: Date; changedAt: Date | null }[]> {
  const { rows } = await db.query<{
    reference_code: string;
    form_type: string;
    state: CaseState;
    created_at: Date | string;
    changed_at: Date | string | null;
  }>(
    `SELECT c.reference_code, c.form_type, c.state, c.created_at,
            (SELECT e.created_at FROM claim_events e WHERE e.claim_id = c.id AND e.seq = c.state_seq) AS changed_at
     FROM claims c WHERE c.state = $1 AND c.reference_code > $2
     ORDER BY c.reference_code LIMIT $3`,
    [state, options.afterReference ?? '', options.limit],
  );
  return rows.map((r) => ({
    referenceCode: r.reference_code,
    formType: r.form_type,
    state: r.state,
    createdAt: new Date(r.created_at),
    changedAt: r.changed_at === null ? null : new Date(r.changed_at),
  }));
}

/** Deficient claims whose cure deadline has passed at `now` (their newest change says when). */
export async function uncuredClaims(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT c.id FROM claims c JOIN claim_events e ON e.claim_id = c.id AND e.seq = c.state_seq
     WHERE c.state = 'deficient' AND (e.detail->>'cureBy')::timestamptz <= $1
     LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((r) => r.id);
}
