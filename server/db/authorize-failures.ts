import type { Queryable, Database } from './database';

// Failed authorize checks, counted in the database so that every server sharing it counts the
// same attempts (a guesser cannot multiply its tries by the instances). Each counter is a row
// of authorize_failures keyed by what it counts: `address:<client address>` (every claim ID
// tried from one address) and `claim:<claim ID>` (one claim ID, tried from every address).
// A check reserves its place in every counter first, in one transaction that locks their rows,
// and is refused when one of them is full: concurrent requests queue on the rows, so no more
// checks run than the limits allow. A check that succeeds gives its places back.

/** A counter and the most failures it allows per window. */
interface FailureLimit {
  key: string;
  limit: number;
}

/** Reserves one failure in each counter, unless one of them is full; returns whether it did.
 *  The first failure of a window starts it, `windowMinutes` long. */
export async function reserveAttempt(db: Database, limits: readonly FailureLimit[], windowMinutes: number): Promise<boolean> {
  // Rows locked in one order, so two reservations never wait for each other in a circle.
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = sorted.map((l) => l.key);
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO authorize_failures (address, failures, reset_at) SELECT unnest($1::text[]), 0, now()
       ON CONFLICT (address) DO NOTHING`,
      [keys],
    );
    const { rows } = await tx.query<{ address: string; failures: number }>(
      `SELECT address, CASE WHEN reset_at > now() THEN failures ELSE 0 END AS failures
       FROM authorize_failures WHERE address = ANY($1::text[]) ORDER BY address FOR UPDATE`,
      [keys],
    );
    const counted = new Map(rows.map((row) => [row.address, Number(row.failures)]));
    if (sorted.some((l) => (counted.get(l.key) ?? 0) >= l.limit)) return false;
    await tx.query(
      `UPDATE authorize_failures SET
         failures = CASE WHEN reset_at > now() THEN failures + 1 ELSE 1 END,
         reset_at = CASE WHEN reset_at > now() THEN reset_at ELSE now() + make_interval(mins => $2::int) END
       WHERE address = ANY($1::text[])`,
      [keys, windowMinutes],
    );
    return true;
  });
}

/** Gives back what reserveAttempt took, for a check that succeeded. */
export async function releaseAttempt(db: Queryable, limits: readonly FailureLimit[]): Promise<void> {
  await db.query(
    'UPDATE authorize_failures SET failures = greatest(failures - 1, 0) WHERE address = ANY($1::text[]) AND reset_at > now()',
    [limits.map((l) => l.key)],
  );
}

/** Drops windows that are over; returns how many. */
export async function purgeExpiredFailures(db: Queryable): Promise<number> {
  const { rows } = await db.query('DELETE FROM authorize_failures WHERE reset_at <= now() RETURNING 1');
  return rows.length;
}
