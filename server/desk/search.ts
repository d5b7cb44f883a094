// Finding claims at the desk: by reference code, or by an email address, phone number or full
// name the claim gave. Those are sealed in the claim; screening keeps only a keyed hash of each
// (its identity keys, and the name index of screening/name-index.ts), so the desk hashes what was
// typed the same way and looks the hash up.
import type { CaseState } from '../../src/contract/case-file';
import type { DeskSearchAnswer } from '../../src/contract/desk';
import type { Database } from '../db/database';
import { nameIndexKind, typedNameKey } from '../screening/name-index';
import { identityLookupKey, screeningHash } from '../screening/screen';

const RESULTS_MAX = 50;

/** What was typed read as each kind it can be, in turn: an address has an @, a phone number is
 *  mostly digits, and anything else with a letter in it is a name. */
async function lookupKey(db: Database, text: string): Promise<{ kind: 'email' | 'phone' | 'name'; key: string } | null> {
  if (text.includes('@')) {
    const key = await identityLookupKey(db, 'email', text);
    return key ? { kind: 'email', key } : null;
  }
  const phone = await identityLookupKey(db, 'phone', text);
  if (phone) return { kind: 'phone', key: phone };
  const name = typedNameKey(text);
  return name ? { kind: 'name', key: (await screeningHash(db))(nameIndexKind, name) } : null;
}

/** The claims `query` names, oldest first, at most 50. */
export async function searchClaims(db: Database, query: string): Promise<DeskSearchAnswer> {
  const text = query.trim();
  const columns = 'c.reference_code AS "referenceCode", c.form_type AS "formType", c.created_at AS "createdAt", c.state';
  type Row = { referenceCode: string; formType: string; createdAt: Date; state: CaseState };
  let by: DeskSearchAnswer['by'] = 'referenceCode';
  let rows = (await db.query<Row>(`SELECT ${columns} FROM claims c WHERE c.reference_code = $1`, [text.toUpperCase()])).rows;
  if (rows.length === 0) {
    const found = await lookupKey(db, text);
    by = found?.kind ?? 'nothing';
    if (found)
      rows = (
        await db.query<Row>(
          `SELECT DISTINCT ${columns} FROM screening_keys k JOIN claims c ON c.id = k.claim_id
            WHERE k.kind = $1 AND k.key = $2 ORDER BY "createdAt" LIMIT $3`,
          [found.kind, found.key, RESULTS_MAX],
        )
      ).rows;
  }
  return {
    by,
    claims: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
  };
}
