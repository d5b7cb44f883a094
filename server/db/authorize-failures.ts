import type { Queryable } from './database';

// Failed authorize attempts per client address, in the database so that every server behind
// one proxy counts the same attempts (a guesser cannot multiply its tries by the instances).

/** Failed attempts of an address in its current window (0 when none or the window is over). */
export async function recentFailures(db: Queryable, address: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>('SELECT failures FROM authorize_failures WHERE address = $1 AND reset_at > now()', [
    address,
  ]);
  return rows[0] ? Number(rows[0].failures) : 0;
}

/** Counts one failure: the first one of a window starts it, `windowMinutes` long. One statement,
 *  so two servers counting at once both count. */
export async function recordFailure(db: Queryable, address: string, windowMinutes: number): Promise<void> {
  await db.query(
    `INSERT INTO authorize_failures (address, failures, reset_at)
     VALUES ($1, 1, now() + make_interval(mins => $2::int))
     ON CONFLICT (address) DO UPDATE SET
       failures = CASE WHEN authorize_failures.reset_at <= now() THEN 1 ELSE authorize_failures.failures + 1 END,
       reset_at = CASE WHEN authorize_failures.reset_at <= now() THEN EXCLUDED.reset_at ELSE authorize_failures.reset_at END`,
    [address, windowMinutes],
  );
}

/** Drops windows that are over; returns how many. */
export async function purgeExpiredFailures(db: Queryable): Promise<number> {
  const { rows } = await db.query('DELETE FROM authorize_failures WHERE reset_at <= now() RETURNING 1');
  return rows.length;
}
