// Finding claims at the desk: by reference code, or by an email address or phone number the claim
// gave. Those are sealed in the claim; screening keeps only a keyed hash of each (its identity
// keys), so the desk hashes what was typed the same way and looks the hash up.
import type { CaseState } from '../../src/contract/case-file';
import type { DeskSearchAnswer } from '../../src/contract/desk';
import type { Database } from '../db/database';
import { identityLookupKey } from '../screening/screen';

const RESULTS_MAX = 50;

/** The claims `query` names, oldest first, at most 50. */
export async function searchClaims(db: Database, query: string): Promise<DeskSearchAnswer> {
  const text = query.trim();
  const columns = 'c.reference_code AS "referenceCode", c.form_type AS "formType", c.created_at AS "createdAt", c.state';
  type Row = { referenceCode: string; formType: string; createdAt: Date; state: CaseState };
  let by: DeskSearchAnswer['by'] = 'referenceCode';
  let rows = (await db.query<Row>(`SELECT ${columns} FROM claims c WHERE c.reference_code = $1`, [text.toUpperCase()])).rows;
  if (rows.length === 0) {
    const kind = text.includes('@') ? 'email' : 'phone';
    const key = await identityLookupKey(db, kind, text);
    by = key ? kind : 'nothing';
    if (key)
      rows = (
        await db.query<Row>(
          `SELECT DISTINCT ${columns} FROM screening_keys k JOIN claims c ON c.id = k.claim_id
            WHERE k.kind = $1 AND k.key = $2 ORDER BY "createdAt" LIMIT $3`,
          [kind, key, RESULTS_MAX],
        )
      ).rows;
  }
  return {
    by,
    claims: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
  };
}
