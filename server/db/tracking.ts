import type { Queryable } from './database';

/** One stored tracking event. */
interface TrackingEvent {
  formType: string;
  fieldKey: string;
  fieldValue: string;
}

/** Stores a tracking event. */
export async function insertTrackingEvent(db: Queryable, event: TrackingEvent): Promise<void> {
  await db.query('INSERT INTO tracking_events (form_type, field_key, field_value) VALUES ($1, $2, $3)', [
    event.formType,
    event.fieldKey,
    event.fieldValue,
  ]);
}

/** Deletes tracking events older than `days` days; returns how many. Clients write this table,
 *  so it is bounded in time as well as in rate (routes/session.ts). */
export async function purgeTrackingEvents(db: Queryable, days: number): Promise<number> {
  const { rows } = await db.query('DELETE FROM tracking_events WHERE created_at < now() - make_interval(days => $1) RETURNING 1', [days]);
  return rows.length;
}

/** The newest tracking events first (for tests and administrators). */
export async function listTrackingEvents(db: Queryable, limit = 100): Promise<TrackingEvent[]> {
  const { rows } = await db.query<{ form_type: string; field_key: string; field_value: string }>(
    'SELECT form_type, field_key, field_value FROM tracking_events ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({ formType: r.form_type, fieldKey: r.field_key, fieldValue: r.field_value }));
}
