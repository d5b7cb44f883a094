// The administrators' audit log (migration 6): append-only (rules turn UPDATE and DELETE into
// nothing) and chained: each entry's hash covers the one before it. Since AUDIT_KEY, the hash is
// an HMAC-SHA-256 under a key kept outside the database, so someone who can write the table but
// does not hold the key cannot edit an entry and re-hash the chain after it; entries written
// before the key was introduced keep their plain SHA-256. `npm run admin -- audit-verify` checks
// it (server/admin/audit.ts), against signed checkpoints kept outside the database.
import { createHash, createHmac } from 'node:crypto';
import { canonicalJson } from '../canonical-json';
import type { Database, Queryable } from './database';

/** Advisory lock key of appends: entries are chained one after another, across servers. */
const AUDIT_LOCK = 7_241_006;

/** The hash before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** One entry as stored: its place, its content (canonical JSON), the previous hash and its own. */
export interface AuditRow {
  seq: number;
  entry: string;
  prevHash: string;
  hash: string;
}

/** The unkeyed hash of entries written before AUDIT_KEY: SHA-256 over the previous hash, the
 *  entry's place and its content. Anyone can compute it, so verify accepts it only at the start. */
export function unkeyedEntryHash(prevHash: string, seq: number, entry: string): string {
  return createHash('sha256').update(`${prevHash}\n${seq}\n${entry}`).digest('hex');
}

/** The hash of an entry: HMAC-SHA-256 under the audit key over the previous hash, the entry's
 *  place and its content. */
export function entryHash(key: string, prevHash: string, seq: number, entry: string): string {
  return createHmac('sha256', key).update(`audit-entry\n${prevHash}\n${seq}\n${entry}`).digest('hex');
}

/** The newest entry's place and hash (0 and the genesis hash for an empty log). */
export async function lastAuditEntry(db: Queryable): Promise<{ seq: number; hash: string }> {
  const { rows } = await db.query<{ seq: number | string; hash: string }>('SELECT seq, hash FROM admin_audit ORDER BY seq DESC LIMIT 1');
  return rows[0] ? { seq: Number(rows[0].seq), hash: rows[0].hash } : { seq: 0, hash: GENESIS_HASH };
}

/** Appends an entry inside the caller's transaction `tx`, under the log's lock (held to its end):
 *  a change of state and its entry then commit together or not at all. */
export async function appendAuditEntryIn(tx: Queryable, key: string, content: Record<string, unknown>): Promise<AuditRow> {
  const entry = canonicalJson(content);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_LOCK]);
  const last = await lastAuditEntry(tx);
  const seq = last.seq + 1;
  const hash = entryHash(key, last.hash, seq, entry);
  await tx.query('INSERT INTO admin_audit (seq, entry, prev_hash, hash) VALUES ($1, $2, $3, $4)', [seq, entry, last.hash, hash]);
  return { seq, entry, prevHash: last.hash, hash };
}

/** Appends an entry after the newest one, in a transaction of its own; returns it as stored. */
export function appendAuditEntry(db: Database, key: string, content: Record<string, unknown>): Promise<AuditRow> {
  return db.transaction((tx) => appendAuditEntryIn(tx, key, content));
}

/** Entries in order, `limit` at a time after `afterSeq`. */
export async function readAuditEntries(db: Queryable, afterSeq: number, limit: number): Promise<AuditRow[]> {
  const { rows } = await db.query<{ seq: number | string; entry: string; prev_hash: string; hash: string }>(
    'SELECT seq, entry, prev_hash, hash FROM admin_audit WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((r) => ({ seq: Number(r.seq), entry: r.entry, prevHash: r.prev_hash, hash: r.hash }));
}

/** Entries newest first, `limit` at a time before `beforeSeq` (null: from the newest). */
export async function readRecentAuditEntries(db: Queryable, beforeSeq: number | null, limit: number): Promise<AuditRow[]> {
  const { rows } = await db.query<{ seq: number | string; entry: string; prev_hash: string; hash: string }>(
    'SELECT seq, entry, prev_hash, hash FROM admin_audit WHERE $1::bigint IS NULL OR seq < $1 ORDER BY seq DESC LIMIT $2',
    [beforeSeq, limit],
  );
  return rows.map((r) => ({ seq: Number(r.seq), entry: r.entry, prevHash: r.prev_hash, hash: r.hash }));
}
