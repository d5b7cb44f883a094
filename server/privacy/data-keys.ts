// The data keys: one random AES-256 key per owner (a claim, a draft), created on first use, kept in
// the database only wrapped (sealed) under the current key-encryption key of DATA_KEYS and bound to
// its owner's id. Destroying an owner's data (retention, `npm run admin -- data destroy`) empties its
// wrapped key: every sealed answer, version and document of that owner becomes unreadable, wherever
// copies of them went (backups, old exports of sealed rows), while the claim's reference code,
// state history and audit chain remain.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { seal, unseal, type KeyRing } from './key-ring';

/** How long a server keeps a key it read in memory (reads of one claim's answers and documents
 *  come together), and so how soon a destruction made by another process holds everywhere. */
const CACHE_MS = 60_000;
/** Most unwrapped keys kept in memory. */
const CACHE_ENTRIES = 5_000;

/** The data keys of one server, under its key ring. */
export interface Vault {
  readonly ring: KeyRing;
  /** A new data key for an owner not stored yet (a claim being received): the key, and its row for
   *  the statement that stores the owner (db/claims.ts), so receiving a claim costs no query more. */
  fresh(ownerId: string): { key: Buffer; row: { kekId: string; wrapped: string } };
  /** Keeps an owner's key in memory once its row is committed (a claim just stored: its mail is
   *  sent next, and needs it). */
  remember(ownerId: string, key: Buffer): void;
  /** The owner's data key, created now when it has none. Throws when it was destroyed. */
  keyFor(db: Queryable, ownerId: string): Promise<Buffer>;
  /** The owner's data key; null when it has none or it was destroyed. */
  keyOf(db: Queryable, ownerId: string): Promise<Buffer | null>;
  /** The data keys of several owners in one query (a page of an export). */
  keysOf(db: Queryable, ownerIds: readonly string[]): Promise<Map<string, Buffer | null>>;
  /** The owner's data key from its row as another query read it (screening's lookup joins the
   *  keys of the claims it finds): no query of its own. Null when destroyed or absent. */
  keyOfRow(ownerId: string, row: { kekId: string; wrapped: string | null } | null): Buffer | null;
}

interface KeyRow {
  owner_id: string;
  kek_id: string;
  wrapped: string | null;
}

const wrapContext = (ownerId: string) => `data-key:${ownerId}`;

function unwrap(ring: KeyRing, row: KeyRow): Buffer | null {
  if (row.wrapped === null) return null;
  const kek = ring.keys.get(row.kek_id);
  if (!kek) throw new Error(`The data key of ${row.owner_id} is wrapped under "${row.kek_id}", which DATA_KEYS does not hold.`);
  return unseal(kek, Buffer.from(row.wrapped, 'base64'), wrapContext(row.owner_id));
}

/** A vault over the key ring. */
export function openVault(ring: KeyRing): Vault {
  const cache = new Map<string, { key: Buffer; until: number }>();
  const remember = (ownerId: string, key: Buffer) => {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(ownerId, { key, until: Date.now() + CACHE_MS });
    return key;
  };
  const cached = (ownerId: string) => {
    const hit = cache.get(ownerId);
    if (hit && hit.until > Date.now()) return hit.key;
    cache.delete(ownerId);
    return null;
  };
  async function read(db: Queryable, ownerId: string): Promise<KeyRow | undefined> {
    const { rows } = await db.query<KeyRow>('SELECT owner_id, kek_id, wrapped FROM data_keys WHERE owner_id = $1', [ownerId]);
    return rows[0];
  }
  return {
    ring,
    remember(ownerId, key) {
      remember(ownerId, key);
    },
    fresh(ownerId) {
      const key = randomBytes(32);
      return { key, row: { kekId: ring.current.id, wrapped: seal(ring.current.key, key, wrapContext(ownerId)).toString('base64') } };
    },
    // Never from the cache: the caller's transaction may still roll back the key it creates, and
    // a cached key without its row would seal data nothing can open.
    async keyFor(db, ownerId) {
      const fresh = randomBytes(32);
      const wrapped = seal(ring.current.key, fresh, wrapContext(ownerId)).toString('base64');
      // Two servers (or an upload and its claim) may create it at once: the first insert wins and
      // the other reads the one kept.
      const { rows } = await db.query(
        'INSERT INTO data_keys (owner_id, kek_id, wrapped) VALUES ($1, $2, $3) ON CONFLICT (owner_id) DO NOTHING RETURNING owner_id',
        [ownerId, ring.current.id, wrapped],
      );
      if (rows.length > 0) return fresh;
      const row = await read(db, ownerId);
      const key = row ? unwrap(ring, row) : null;
      if (key === null) throw new Error(`The data key of ${ownerId} was destroyed.`);
      return key;
    },
    async keyOf(db, ownerId) {
      const hit = cached(ownerId);
      if (hit) return hit;
      const row = await read(db, ownerId);
      const key = row ? unwrap(ring, row) : null;
      return key === null ? null : remember(ownerId, key);
    },
    keyOfRow(ownerId, row) {
      const hit = cached(ownerId);
      if (hit) return hit;
      const key = row ? unwrap(ring, { owner_id: ownerId, kek_id: row.kekId, wrapped: row.wrapped }) : null;
      return key === null ? null : remember(ownerId, key);
    },
    async keysOf(db, ownerIds) {
      const keys = new Map<string, Buffer | null>(ownerIds.map((id) => [id, null]));
      if (ownerIds.length === 0) return keys;
      const { rows } = await db.query<KeyRow>('SELECT owner_id, kek_id, wrapped FROM data_keys WHERE owner_id = ANY($1::uuid[])', [
        ownerIds,
      ]);
      for (const row of rows) keys.set(row.owner_id, unwrap(ring, row));
      return keys;
    },
  };
}

/** Wraps every live data key not yet under the ring's current key again under it, a batch at a
 *  time (each batch one transaction), so claims filed meanwhile lose nothing. Returns how many. */
export async function rewrapDataKeys(db: Pick<Database, 'transaction'>, ring: KeyRing): Promise<number> {
  let done = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const { rows } = await tx.query<KeyRow>(
        `SELECT owner_id, kek_id, wrapped FROM data_keys WHERE kek_id <> $1 AND wrapped IS NOT NULL
         ORDER BY owner_id LIMIT 500 FOR UPDATE SKIP LOCKED`,
        [ring.current.id],
      );
      for (const row of rows) {
        const key = unwrap(ring, row)!;
        const wrapped = seal(ring.current.key, key, wrapContext(row.owner_id)).toString('base64');
        await tx.query('UPDATE data_keys SET kek_id = $2, wrapped = $3 WHERE owner_id = $1', [row.owner_id, ring.current.id, wrapped]);
      }
      return rows.length;
    });
    if (moved === 0) return done;
    done += moved;
  }
}

/** Destroys the data keys of these owners (their sealed data can no longer be read). Returns how
 *  many keys were destroyed now. */
export async function destroyDataKeys(db: Queryable, ownerIds: readonly string[]): Promise<number> {
  if (ownerIds.length === 0) return 0;
  const { rows } = await db.query(
    `UPDATE data_keys SET wrapped = NULL, destroyed_at = now() WHERE owner_id = ANY($1::uuid[]) AND wrapped IS NOT NULL RETURNING owner_id`,
    [ownerIds],
  );
  return rows.length;
}

/** Deletes the keys of owners that are gone (a deleted draft). */
export async function deleteDataKeys(db: Queryable, ownerIds: readonly string[]): Promise<void> {
  if (ownerIds.length > 0) await db.query('DELETE FROM data_keys WHERE owner_id = ANY($1::uuid[])', [ownerIds]);
}

/** Deletes keys older than a day whose owner never came to be: a claim refused or failed after its
 *  documents were written, a draft whose save failed. Hourly, with the other purges. `keep` are
 *  owners that are neither (the notice list's key). */
export async function purgeOrphanDataKeys(db: Queryable, keep: readonly string[]): Promise<number> {
  const { rows } = await db.query(
    `DELETE FROM data_keys k WHERE k.created_at < now() - interval '1 day'
       AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.id = k.owner_id)
       AND NOT EXISTS (SELECT 1 FROM drafts d WHERE d.id = k.owner_id)
       AND NOT (k.owner_id = ANY($1::uuid[]))
     RETURNING owner_id`,
    [keep],
  );
  return rows.length;
}

/** Whether the owner's data was destroyed (its key emptied); false for an owner that never had a key. */
export async function dataDestroyed(db: Queryable, ownerId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM data_keys WHERE owner_id = $1 AND wrapped IS NULL', [ownerId]);
  return rows.length > 0;
}

/** How many live data keys each key-encryption key wraps (for `keys status`). */
export async function dataKeysByKek(db: Queryable): Promise<{ kekId: string; keys: number }[]> {
  const { rows } = await db.query<{ kek_id: string; n: string | number }>(
    'SELECT kek_id, count(*) AS n FROM data_keys WHERE wrapped IS NOT NULL GROUP BY kek_id ORDER BY kek_id',
  );
  return rows.map((r) => ({ kekId: r.kek_id, keys: Number(r.n) }));
}
