// The counts behind the desk's dashboard and counsel's weekly report: claims by day, hour, form
// type, state, flag and payment method, and the case file's deficiencies and appeals. Days and
// hours are those of the settlement's zone. Every query is a GROUP BY over an indexed column or a
// small table, and none reads a claim's payload once its payment method is filled, so the
// dashboard stays quick as claims grow.
import type { Queryable } from './database';

/** Rows with their count as a number (PostgreSQL's count is a bigint, which arrives as text). */
const counted = <R extends { count: number | string }>(rows: R[]): (Omit<R, 'count'> & { count: number })[] =>
  rows.map((row) => ({ ...row, count: Number(row.count) }));

/** Claims filed per day (YYYY-MM-DD in `zone`) and form type in [from, to). */
export async function claimsPerDay(db: Queryable, zone: string, from: Date, to: Date) {
  const { rows } = await db.query<{ day: string; formType: string; count: number | string }>(
    `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day, form_type AS "formType", count(*) AS count
       FROM claims WHERE created_at >= $2 AND created_at < $3 GROUP BY 1, 2`,
    [zone, from, to],
  );
  return counted(rows);
}

/** Claims filed per hour (YYYY-MM-DDTHH in `zone`) in [from, to). */
export async function claimsPerHour(db: Queryable, zone: string, from: Date, to: Date) {
  const { rows } = await db.query<{ hour: string; count: number | string }>(
    `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM-DD"T"HH24') AS hour, count(*) AS count
       FROM claims WHERE created_at >= $2 AND created_at < $3 GROUP BY 1`,
    [zone, from, to],
  );
  return counted(rows);
}

/** Every claim by its state now. */
export async function claimsPerState(db: Queryable) {
  const { rows } = await db.query<{ name: string; count: number | string }>(
    'SELECT state AS name, count(*) AS count FROM claims GROUP BY 1',
  );
  return counted(rows);
}

/** The claims filed in [from, to) by the flags screening put on them. */
export async function claimsPerFlag(db: Queryable, from: Date, to: Date) {
  const { rows } = await db.query<{ name: string; count: number | string }>(
    `SELECT flag->>'name' AS name, count(*) AS count
       FROM claims c JOIN claim_screening s ON s.claim_id = c.id, jsonb_array_elements(s.flags) AS flag
      WHERE c.created_at >= $1 AND c.created_at < $2 GROUP BY 1`,
    [from, to],
  );
  return counted(rows);
}

/** A claim's payment method read from its payload (as claims/payment-method.ts reads it), where
 *  the arrays $1, $2 and $3 say each form type's slot and key: "none" for a form not listed. */
const methodOfPayload = `coalesce(
  (SELECT CASE jsonb_typeof(c.payload -> e.slot -> 'fields' -> e.key)
            WHEN 'string' THEN c.payload -> e.slot -> 'fields' ->> e.key
            WHEN 'object' THEN 'sealed' END
     FROM unnest($1::text[], $2::text[], $3::text[]) AS e(form_type, slot, key) WHERE e.form_type = c.form_type),
  'none')`;

/** The claims filed in [from, to) by the payment method they chose (the payment_method column,
 *  claims/payment-method.ts). A row without it (stored before the column, or amended since) is read
 *  from its payload, where `places` says each form keeps its election, and then filled, so its
 *  payload is read once: a count that found none such writes nothing. */
export async function claimsPerPaymentMethod(
  db: Queryable,
  places: readonly { formType: string; slot: string; key: string }[],
  from: Date,
  to: Date,
) {
  const params = [places.map((p) => p.formType), places.map((p) => p.slot), places.map((p) => p.key), from, to];
  const { rows } = await db.query<{ name: string; count: number | string; unfilled: number | string }>(
    `SELECT coalesce(c.payment_method, ${methodOfPayload}) AS name, count(*) AS count,
            count(*) FILTER (WHERE c.payment_method IS NULL) AS unfilled
       FROM claims c WHERE c.created_at >= $4 AND c.created_at < $5 GROUP BY 1`,
    params,
  );
  if (rows.some((row) => Number(row.unfilled) > 0))
    await db.query(
      `UPDATE claims c SET payment_method = ${methodOfPayload}
        WHERE c.payment_method IS NULL AND c.created_at >= $4 AND c.created_at < $5`,
      params,
    );
  return counted(rows.map(({ name, count }) => ({ name, count })));
}

/** The case file's changes in [from, to): claims marked deficient, cures, appeals, appeals decided. */
export async function caseChanges(db: Queryable, from: Date, to: Date) {
  const { rows } = await db.query<Record<'marked' | 'cured' | 'made' | 'decided', number | string>>(
    `SELECT count(*) FILTER (WHERE to_state = 'deficient') AS marked,
            count(*) FILTER (WHERE transition = 'cure') AS cured,
            count(*) FILTER (WHERE transition = 'appeal') AS made,
            count(*) FILTER (WHERE from_state = 'appealed') AS decided
       FROM claim_events WHERE created_at >= $1 AND created_at < $2`,
    [from, to],
  );
  const row = rows[0];
  return {
    marked: Number(row?.marked ?? 0),
    cured: Number(row?.cured ?? 0),
    made: Number(row?.made ?? 0),
    decided: Number(row?.decided ?? 0),
  };
}
