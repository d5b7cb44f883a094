// Drafts saved to resume later (routes/drafts.ts): a row per draft, found by the SHA-256 of its
// token, with its answers as the app held them and the documents it had, which live in the
// document store under the draft's id (as a claim's under the claim's). The statement that stores
// a draft also takes out its in-progress record (storage/sweep.ts) and queues its mail, so a draft
// is never stored without its mail, nor its documents without their draft.
import type { DraftAnswers } from '../../src/contract/api';
import type { Queryable } from './database';
import { queueMail, type NewMail } from './mail-outbox';

/** A draft as stored. */
interface DraftRecord {
  id: string;
  formType: string;
  culture: string;
  page: string;
  answers: DraftAnswers;
  expiresAt: Date;
}

/** A document of a draft. */
export interface DraftDocumentRecord {
  index: number;
  modelClientId: string;
  originalName: string;
  storedPath: string;
  sizeBytes: number;
  contentType: string;
}

interface DraftRow {
  id: string;
  form_type: string;
  culture: string;
  page: string;
  answers: unknown;
  expires_at: Date | string;
}

interface DocumentRow {
  doc_index: number | string;
  model_client_id: string;
  original_name: string;
  stored_path: string;
  size_bytes: number | string;
  content_type: string;
}

const toDraft = (r: DraftRow): DraftRecord => ({
  id: r.id,
  formType: r.form_type,
  culture: r.culture,
  page: r.page,
  answers: (typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as DraftAnswers,
  expiresAt: new Date(r.expires_at),
});

const toDocument = (r: DocumentRow): DraftDocumentRecord => ({
  index: Number(r.doc_index),
  modelClientId: r.model_client_id,
  originalName: r.original_name,
  storedPath: r.stored_path,
  sizeBytes: Number(r.size_bytes),
  contentType: r.content_type,
});

/** Deletes a draft (its documents' rows go with it) and the mail of it still waiting to be sent,
 *  which carries its link; returns its id, or null when there was none. */
async function deleteDraftRow(tx: Queryable, where: 'id' | 'token_hash', value: string): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(`DELETE FROM drafts WHERE ${where} = $1 RETURNING id`, [value]);
  const id = rows[0]?.id ?? null;
  if (id) await tx.query(`DELETE FROM mail_outbox WHERE kind = 'draftSaved' AND status = 'pending' AND params->>'draftId' = $1`, [id]);
  return id;
}

/** What storing a draft came to: false when its in-progress record was swept (its documents are
 *  gone); else the id of the draft it replaced, if any. */
type Stored = { stored: false } | { stored: true; replaced: string | null };

/** Stores a draft with its documents and its mail, in one transaction that also takes out its
 *  in-progress record and, when `tokenHash` named a draft already, deletes that one: the new draft
 *  takes its token. */
export async function insertDraft(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  draft: DraftRecord & { tokenHash: string },
  documents: readonly DraftDocumentRecord[],
  mail: NewMail & { culture: string },
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const taken = await tx.query('DELETE FROM pending_uploads WHERE claim_id = $1 RETURNING claim_id', [draft.id]);
    // Documents whose record was swept were removed with it: nothing of this draft may commit.
    if (documents.length > 0 && taken.rows.length === 0) return { stored: false };
    const replaced = await deleteDraftRow(tx, 'token_hash', draft.tokenHash);
    await tx.query(
      `INSERT INTO drafts (id, token_hash, form_type, culture, page, answers, expires_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [draft.id, draft.tokenHash, draft.formType, draft.culture, draft.page, JSON.stringify(draft.answers), draft.expiresAt.toISOString()],
    );
    if (documents.length > 0) {
      await tx.query(
        `INSERT INTO draft_documents (draft_id, doc_index, model_client_id, original_name, stored_path, size_bytes, content_type)
         SELECT $1, d.doc_index, d.model_client_id, d.original_name, d.stored_path, d.size_bytes, d.content_type
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[])
           AS d(doc_index, model_client_id, original_name, stored_path, size_bytes, content_type)`,
        [
          draft.id,
          documents.map((d) => d.index),
          documents.map((d) => d.modelClientId),
          documents.map((d) => d.originalName),
          documents.map((d) => d.storedPath),
          documents.map((d) => d.sizeBytes),
          documents.map((d) => d.contentType),
        ],
      );
    }
    await queueMail(tx, mail);
    return { stored: true, replaced };
  });
}

/** The draft under a token's hash with its documents, unless it has expired. */
export async function findDraft(
  db: Queryable,
  tokenHash: string,
): Promise<{ draft: DraftRecord; documents: DraftDocumentRecord[] } | null> {
  const { rows } = await db.query<DraftRow>(
    'SELECT id, form_type, culture, page, answers, expires_at FROM drafts WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash],
  );
  if (!rows[0]) return null;
  const draft = toDraft(rows[0]);
  const docs = await db.query<DocumentRow>('SELECT * FROM draft_documents WHERE draft_id = $1 ORDER BY doc_index', [draft.id]);
  return { draft, documents: docs.rows.map(toDocument) };
}

/** Deletes the draft under a token's hash (its claim was filed); returns its id, or null. */
export function deleteDraftByToken(db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, tokenHash: string) {
  return db.transaction((tx) => deleteDraftRow(tx, 'token_hash', tokenHash));
}

/** Deletes up to `limit` expired drafts (rows another transaction holds are left for the next
 *  round); returns their ids, whose documents the caller removes from the store. */
export function deleteExpiredDrafts(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  limit: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM drafts WHERE expires_at <= now() ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED',
      [limit],
    );
    for (const { id } of rows) await deleteDraftRow(tx, 'id', id);
    return rows.map((r) => r.id);
  });
}

/** How many drafts are kept. */
export async function countDrafts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM drafts');
  return Number(rows[0]?.n ?? 0);
}
