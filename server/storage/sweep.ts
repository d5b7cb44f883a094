// Keeps documents and claims together across crashes and several servers. Before the first byte
// of a claim's documents is stored, a row in pending_uploads names the claim and the server
// receiving it; the statement that inserts the claim takes the row out (db/claims.ts). So a row
// left behind marks documents whose claim never committed, and once its server is gone (its
// instance lock is free) a sweep deletes them: at start, and every minute for servers that died
// and never came back. A server whose lock connection dropped may be judged dead while alive:
// its claim then finds its row gone and is refused with the retry message instead of losing
// documents.
import type { Database, Queryable } from '../db/database';
import { isInstanceAlive, registerInstance, type Instance } from '../db/instances';
import { deletePendingUploads, insertPendingUploads, lockPendingOf, pendingInstances, pendingOwner } from '../db/pending-uploads';
import { log } from '../observability/log';
import type { Vault } from '../privacy/data-keys';
import { openSealedDocument, writeSealedDocument } from '../privacy/sealed-documents';
import type { ClaimUploads, DocumentStore } from './store';

/** How often abandoned uploads are looked for besides at start: one small query when there are
 *  none. Also catches a server restarted so fast that PostgreSQL still held its old lock. */
const SWEEP_EVERY_MS = 60 * 1000;

/** The documents of one incoming claim, which can also be read back as sent (for the malware
 *  scan, before the claim and its key are stored). */
export type TrackedUploads = ClaimUploads & Pick<DocumentStore, 'open'>;

/** Receiving documents under the uploads-in-progress bookkeeping. */
export interface UploadTracker {
  readonly instance: Instance;
  readonly store: DocumentStore;
  /** Opens a claim's uploads in the store and records the claim as in progress. The record is
   *  written while the body starts to arrive; the first byte is stored once it is in. Documents
   *  are stored encrypted under the data key of `keyOwner` (the claim or draft they belong to;
   *  by default the upload's own id); `key`, when given, is that key, not stored yet (a claim's
   *  fresh key, stored with the claim). */
  begin(claimId: string, keyOwner?: string, key?: Buffer): TrackedUploads;
  /** Reads back documents of `keyOwner` as they were sent (decrypted). */
  documents(keyOwner: string): Pick<DocumentStore, 'open'>;
  /** After the answer: removes the documents of a claim that was not committed, and its row. */
  finish(uploads: ClaimUploads, committed: boolean): Promise<void>;
  /** Deletes the documents of claims whose server is gone; returns how many claims. */
  sweep(): Promise<number>;
  /** Stops sweeping and gives the instance lock back. */
  close(): Promise<void>;
}

/** Registers this server, recovers what earlier runs left, and starts the periodic sweep. */
export async function startUploadTracker(
  db: Database,
  store: DocumentStore,
  logError: (where: string, error: unknown) => void,
  vault: Vault,
): Promise<UploadTracker> {
  const instance = await registerInstance(db, logError);
  const inFlight = new Set<string>();
  const record = coalescedRecorder(db, instance.id);

  async function removeAbandoned(tx: Queryable, claimIds: readonly string[]): Promise<void> {
    // Documents first, then the rows: a failure leaves the row, and the next sweep tries again.
    await store.removeUploads(claimIds);
    await deletePendingUploads(tx, claimIds);
  }

  const tracker: UploadTracker = {
    instance,
    store,
    begin(claimId, keyOwner = claimId, given) {
      inFlight.add(claimId);
      // Other servers' sweeps need the row visible before the first byte is stored, and durable:
      // documents go straight to their final place (on disk and in a bucket), so this row is
      // their only trace until the claim commits.
      const recorded = record(claimId);
      // Awaited by every write; a claim without documents finds no record when it commits.
      recorded.catch(() => undefined);
      const uploads = store.begin(claimId);
      let key: Promise<Buffer> | null = given ? Promise.resolve(given) : null;
      return {
        claimId,
        async write(source, storedName, isTruncated) {
          await recorded;
          key ??= vault.keyFor(db, keyOwner);
          return writeSealedDocument(uploads, await key, source, storedName, isTruncated);
        },
        async open(location) {
          key ??= vault.keyFor(db, keyOwner);
          return openSealedDocument(await store.open(location), await key);
        },
        async discard() {
          await recorded.catch(() => undefined);
          await uploads.discard();
        },
      };
    },
    documents(keyOwner) {
      return { open: async (location) => openSealedDocument(await store.open(location), await vault.keyOf(db, keyOwner)) };
    },
    async finish(uploads, committed) {
      try {
        if (!committed) {
          await uploads.discard();
          await deletePendingUploads(db, [uploads.claimId]);
        }
      } finally {
        inFlight.delete(uploads.claimId);
      }
    },
    async sweep() {
      let removed = 0;
      for (const owner of await pendingInstances(db, instance.id)) {
        removed += await db.transaction(async (tx) => {
          if (await isInstanceAlive(tx, owner)) return 0;
          const claims = await lockPendingOf(tx, owner);
          await removeAbandoned(tx, claims);
          return claims.length;
        });
      }
      // This server's own rows that no request holds any more (a refusal whose cleanup failed
      // while the database was away).
      removed += await db.transaction(async (tx) => {
        const stale = (await lockPendingOf(tx, instance.id)).filter((claimId) => !inFlight.has(claimId));
        await removeAbandoned(tx, stale);
        return stale.length;
      });
      return removed;
    },
    async close() {
      clearInterval(timer);
      await instance.release();
    },
  };

  const inProgress = async (claimId: string) => {
    const owner = await pendingOwner(db, claimId);
    if (owner === null) return false;
    if (owner === instance.id) return inFlight.has(claimId);
    return db.transaction((tx) => isInstanceAlive(tx, owner));
  };
  try {
    const swept = await tracker.sweep();
    if (swept > 0) log.info({ claims: swept }, 'Storage recovery: removed the documents of claims that were never committed');
    await store.recover(db, inProgress);
  } catch (error) {
    await instance.release();
    throw error;
  }
  const timer = setInterval(() => {
    tracker.sweep().catch((error: unknown) => logError('sweep abandoned uploads', error));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return tracker;
}

/** Records claims as in progress, durably. A claim that begins while an insert is under way
 *  joins the next one, which carries every claim that arrived meanwhile: on deadline day many
 *  claims begin at once, and one statement and one log flush for several of them cost the
 *  database far less than one each (its CPU per claim was about 0.35 ms for this row alone). The
 *  first claim of a quiet moment goes at once. A failed insert fails every claim it carried. */
function coalescedRecorder(db: Queryable, instanceId: number): (claimId: string) => Promise<void> {
  let waiting: { claimId: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let busy = false;
  async function drain(): Promise<void> {
    busy = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await insertPendingUploads(
          db,
          batch.map((w) => w.claimId),
          instanceId,
        );
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    busy = false;
  }
  return (claimId) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ claimId, resolve, reject });
      if (!busy) void drain();
    });
}
