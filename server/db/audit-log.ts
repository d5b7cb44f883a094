// The administrators' audit log (migration 6): append-only (rules turn UPDATE and DELETE into
// nothing) and hash-chained, so an entry changed or removed behind the server's back breaks the
// chain that `npm run admin -- audit-verify` checks (server/admin/audit.ts).
import { createHash } from 'node:crypto';
import { canonicalJson } from '../canonical-json';
import type { Database } from './database';

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

/** The hash of an entry: SHA-256 over the previous hash, the entry's place and its content. */
export function entryHash(prevHash: string, seq: number, entry: string): string {
  return createHash('sha256').update(`${prevHash}\n${seq}\n${entry}`).digest('hex');
}

/** Appends an entry after the newest one, under the log's lock; returns it as stored. */
export async function appendAuditEntry(db: Database, content: Record<string, unknown>): Promise<AuditRow> {
  const entry = canonicalJson(content);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_LOCK]);
    const { rows } = await tx.query<{ seq: number | string; hash: string }>('SELECT seq, hash FROM admin_audit ORDER BY seq DESC LIMIT 1');
    const seq = rows[0] ? Number(rows[0].seq) + 1 : 1;
    const prevHash = rows[0]?.hash ?? GENESIS_HASH;
    const hash = entryHash(prevHash, seq, entry);
    await tx.query('INSERT INTO admin_audit (seq, entry, prev_hash, hash) VALUES ($1, $2, $3, $4)', [seq, entry, prevHash, hash]);
    return { seq, entry, prevHash, hash };
  });
}

/** Entries in order, `limit` at a time after `afterSeq`. */
export async function readAuditEntries(db: Database, afterSeq: number, limit: number): Promise<AuditRow[]> {
  const { rows } = await db.query<{ seq: number | string; entry: string; prev_hash: string; hash: string }>(
    'SELECT seq, entry, prev_hash, hash FROM admin_audit WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((r) => ({ seq: Number(r.seq), entry: r.entry, prevHash: r.prev_hash, hash: r.hash }));
}
