// What a browser session fetched, as screening reads it (screening/session-signals.ts): one row
// per session and page of the site, or per kind of the app's own requests, with its first and
// last time and a count. Written in batches, one statement a batch.
import type { Queryable } from './database';

/** One session's visits to one page (or one kind of request), as a batch adds them. */
export interface SessionVisit {
  idHash: string;
  page: string;
  firstAt: number;
  lastAt: number;
  hits: number;
}

/** The row that opens a session's record: visits are kept only for a session that has it (or
 *  gets it in the same batch), so the sessions recorded are bounded where their starts are. */
export const SESSION_START = '#start';

/** Adds a batch of visits (each session and page at most once in it) in one statement; the
 *  visits of a session without a start row are dropped. */
export async function addSessionVisits(db: Queryable, visits: readonly SessionVisit[]): Promise<void> {
  if (visits.length === 0) return;
  const starting = [...new Set(visits.filter((v) => v.page === SESSION_START).map((v) => v.idHash))];
  await db.query(
    `INSERT INTO session_signals (id_hash, page, first_at, last_at, hits)
     SELECT id_hash, page, to_timestamp(first_ms / 1000.0), to_timestamp(last_ms / 1000.0), hits
       FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::int[]) AS v(id_hash, page, first_ms, last_ms, hits)
      WHERE v.id_hash = ANY($6::text[])
         OR EXISTS (SELECT 1 FROM session_signals s WHERE s.id_hash = v.id_hash AND s.page = '${SESSION_START}')
     ON CONFLICT (id_hash, page) DO UPDATE SET
       first_at = least(session_signals.first_at, EXCLUDED.first_at),
       last_at = greatest(session_signals.last_at, EXCLUDED.last_at),
       hits = least(session_signals.hits + EXCLUDED.hits, 1000000)`,
    [
      visits.map((v) => v.idHash),
      visits.map((v) => v.page),
      visits.map((v) => v.firstAt),
      visits.map((v) => v.lastAt),
      visits.map((v) => v.hits),
      starting,
    ],
  );
}

/** Moves a session's visits to the id that replaces it (authorize and the case file's sign-in
 *  issue a new one). */
export async function moveSessionVisits(db: Queryable, fromIdHash: string, toIdHash: string): Promise<void> {
  await db.query('UPDATE session_signals SET id_hash = $2 WHERE id_hash = $1', [fromIdHash, toIdHash]);
}

/** Forgets a session's visits (it logged out). */
export async function deleteSessionVisits(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM session_signals WHERE id_hash = $1', [idHash]);
}

/** Drops the visits older than `hours` (by their last request); returns how many rows. */
export async function purgeSessionVisits(db: Queryable, hours: number): Promise<number> {
  const { rows } = await db.query('DELETE FROM session_signals WHERE last_at < now() - make_interval(hours => $1::int) RETURNING 1', [
    hours,
  ]);
  return rows.length;
}
