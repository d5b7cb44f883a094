// Which server processes are alive. Each server takes a number at start and holds a PostgreSQL
// advisory lock on it over a connection of its own for as long as it runs. When the process dies
// (even by SIGKILL) the connection closes and PostgreSQL releases the lock, so another server can
// tell a live owner of an upload in progress from a dead one by trying that lock.
import type { Database, Queryable, Session } from './database';

/** First key of the instance locks (an arbitrary constant, the same in every server). */
const INSTANCE_LOCK_SPACE = 7_241_002;

/** This server's registration. */
export interface Instance {
  /** The number this process took at start; uploads in progress carry it. */
  readonly id: number;
  /** Gives the lock back (stop). */
  release(): Promise<void>;
}

/** Takes an instance number and holds its lock; a lost connection is reopened and the lock taken
 *  again, retried every second until it works or the instance is released. */
export async function registerInstance(db: Database, logError: (where: string, error: unknown) => void): Promise<Instance> {
  const { rows } = await db.query<{ id: string | number }>("SELECT nextval('server_instance_ids') AS id");
  // Instance numbers stay far below 2^31 (one per server start); the lock takes two int4 keys.
  const id = Number(rows[0]!.id) % 2_147_483_647;
  let session: Session | null = null;
  let released = false;
  let retry: NodeJS.Timeout | null = null;

  const hold = async (): Promise<void> => {
    const opened = await db.session();
    try {
      await opened.query('SELECT pg_advisory_lock($1::int, $2::int)', [INSTANCE_LOCK_SPACE, id]);
    } catch (error) {
      await opened.release();
      throw error;
    }
    if (released) return opened.release();
    session = opened;
    opened.onLost((error) => {
      session = null;
      if (released) return;
      logError('instance lock connection lost (retrying)', error);
      scheduleRetry();
    });
  };
  const scheduleRetry = () => {
    retry = setTimeout(() => {
      retry = null;
      if (!released) hold().catch(() => scheduleRetry());
    }, 1000);
    retry.unref();
  };

  await hold();
  return {
    id,
    async release() {
      released = true;
      if (retry) clearTimeout(retry);
      const held = session;
      session = null;
      await held?.release();
    },
  };
}

/** True when the server that took `id` still holds its lock. Call inside a transaction: the probe
 *  lock taken when the owner is gone is released at its end. */
export async function isInstanceAlive(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query<{ free: boolean }>('SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS free', [
    INSTANCE_LOCK_SPACE,
    id,
  ]);
  return !rows[0]?.free;
}
