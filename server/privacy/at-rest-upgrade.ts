// Sealing what earlier versions kept in the clear: screening's normalised names and addresses
// (claim_screening) and the notice list's prefilled values (claimants). Run at start after the
// schema migrations, a batch at a time; a row another server sealed meanwhile is left as it is
// (each update names the plain value it replaces). Readers open both forms, so claims filed while
// it runs are screened against every earlier claim.
import type { Database } from '../db/database';
import { dataDestroyed, type Vault } from './data-keys';
import { noticeListSealer } from './notice-list';
import { isSealedText, sealScreeningText } from './sealed-screening';

const BATCH = 500;

/** Seals the screening rows of stored claims still in the clear; returns how many. A claim
 *  stored before encryption at rest gets its data key now; one whose data was destroyed keeps
 *  nothing. */
export async function sealPlainScreening(db: Database, vault: Vault): Promise<number> {
  let done = 0;
  for (;;) {
    const { rows } = await db.query<{ claim_id: string; name_key: string; address_key: string }>(
      `SELECT s.claim_id, s.name_key, s.address_key FROM claim_screening s JOIN claims c ON c.id = s.claim_id
       WHERE (s.name_key <> '' AND s.name_key NOT LIKE '$sealed:%') OR (s.address_key <> '' AND s.address_key NOT LIKE '$sealed:%')
       LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return done;
    for (const row of rows) {
      const key = (await dataDestroyed(db, row.claim_id)) ? null : await vault.keyFor(db, row.claim_id);
      // Destroyed: nothing is kept. Otherwise each text is sealed unless it is already.
      const seal = (kind: 'name' | 'address', text: string) => {
        if (key === null) return '';
        return isSealedText(text) ? text : sealScreeningText(key, row.claim_id, kind, text);
      };
      await db.query(
        'UPDATE claim_screening SET name_key = $4, address_key = $5 WHERE claim_id = $1 AND name_key = $2 AND address_key = $3',
        [row.claim_id, row.name_key, row.address_key, seal('name', row.name_key), seal('address', row.address_key)],
      );
    }
    done += rows.length;
  }
}

/** Seals the notice list's rows still in the clear; returns how many. */
export async function sealPlainNoticeList(db: Database, vault: Vault): Promise<number> {
  let done = 0;
  let sealer: Awaited<ReturnType<typeof noticeListSealer>> | null = null;
  for (;;) {
    const { rows } = await db.query<{ claim_id: string; prepopulated: unknown }>(
      `SELECT claim_id, prepopulated FROM claimants WHERE NOT prepopulated ? '$sealed' AND prepopulated <> '{}'::jsonb
       ORDER BY claim_id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return done;
    sealer ??= await noticeListSealer(db, vault);
    for (const row of rows) {
      const plain: unknown = typeof row.prepopulated === 'string' ? JSON.parse(row.prepopulated) : row.prepopulated;
      await db.query('UPDATE claimants SET prepopulated = $3::jsonb WHERE claim_id = $1 AND prepopulated = $2::jsonb', [
        row.claim_id,
        JSON.stringify(plain),
        JSON.stringify(sealer(row.claim_id, plain as Record<string, Record<string, string>>)),
      ]);
    }
    done += rows.length;
  }
}
