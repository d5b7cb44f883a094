// Every administrator action is written to the audit log (db/audit-log.ts) with who, what, on
// which claim and the outcome; `verifyAuditLog` walks the chain and names the first entry that
// does not fit, so a changed, inserted or removed entry is found.
import { appendAuditEntry, entryHash, GENESIS_HASH, readAuditEntries, type AuditRow } from '../db/audit-log';
import type { Database } from '../db/database';

/** What one admin action records. */
export interface AuditAction {
  /** Who acted: the reviewer named, or how (`admin token`, `cli:<user>`). */
  actor: string;
  /** What was done, e.g. `GET /api/admin/claims` or `cli review`. */
  action: string;
  /** The claim concerned, when there is one. */
  referenceCode?: string | undefined;
  /** Parameters and outcome (status, filter, decision, reason). */
  detail?: Record<string, unknown>;
}

/** Writes one action to the audit log, stamped with the time. */
export function recordAdminAction(db: Database, action: AuditAction): Promise<AuditRow> {
  return appendAuditEntry(db, { at: new Date().toISOString(), ...action });
}

/** The outcome of a check of the whole chain. */
type AuditVerification = { ok: true; entries: number; lastHash: string } | { ok: false; entries: number; problem: string; seq: number };

/** Reads the log in order and checks each entry's place, link and hash. */
export async function verifyAuditLog(db: Database): Promise<AuditVerification> {
  let prevHash = GENESIS_HASH;
  let expected = 1;
  for (;;) {
    const rows = await readAuditEntries(db, expected - 1, 1000);
    for (const row of rows) {
      if (row.seq !== expected)
        return { ok: false, entries: expected - 1, seq: expected, problem: `entry ${expected} is missing (the next one is ${row.seq})` };
      if (row.prevHash !== prevHash)
        return { ok: false, entries: expected - 1, seq: row.seq, problem: `entry ${row.seq} does not link to the entry before it` };
      if (entryHash(row.prevHash, row.seq, row.entry) !== row.hash)
        return {
          ok: false,
          entries: expected - 1,
          seq: row.seq,
          problem: `entry ${row.seq} was changed after it was written (its hash does not match its content)`,
        };
      prevHash = row.hash;
      expected += 1;
    }
    if (rows.length < 1000) return { ok: true, entries: expected - 1, lastHash: prevHash };
  }
}
