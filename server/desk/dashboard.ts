// The desk's dashboard and counsel's weekly report: the figures of the claims filed in a period of
// days (in the settlement's zone), with every day of it listed, and the states of all claims now.
// The report is the same figures as CSV, one row a figure, for counsel's spreadsheet.
import { TZDate } from '@date-fns/tz';
import { caseStates } from '../../src/contract/case-file';
import type { DeskDashboard } from '../../src/contract/desk';
import { AdminInputError } from '../admin/claim-query';
import { csvText } from '../admin/export';
import type { Queryable } from '../db/database';
import { caseChanges, claimsPerDay, claimsPerFlag, claimsPerHour, claimsPerPaymentMethod, claimsPerState } from '../db/desk-figures';
import type { Settlement } from '../settlement/settlement';
import { electionPlaces } from '../claims/payment-method';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The longest period one dashboard covers. */
const MAX_DAYS = 366;

/** A calendar day as YYYY-MM-DD. */
const dayText = (date: TZDate) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The start of a day in the zone; an AdminInputError for a day that is none. */
function startOf(day: string, zone: string, name: string): TZDate {
  const match = DAY.exec(day);
  const date = match && new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), zone);
  if (!date || dayText(date) !== day) throw new AdminInputError(`${name} must be a day as YYYY-MM-DD; got "${day}".`);
  return date;
}

/** The period's days: `from` to `to` included; the last 30 days up to today when not given. */
function periodOf(zone: string, now: number, from?: string, to?: string): { days: TZDate[]; start: Date; end: Date } {
  const today = new TZDate(now, zone);
  const last = to ? startOf(to, zone, 'to') : new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), zone);
  const first = from ? startOf(from, zone, 'from') : new TZDate(last.getFullYear(), last.getMonth(), last.getDate() - 29, zone);
  if (first > last) throw new AdminInputError(`from (${dayText(first)}) is after to (${dayText(last)}).`);
  const days: TZDate[] = [];
  for (let day = first; day <= last; day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, zone)) {
    days.push(day);
    if (days.length > MAX_DAYS) throw new AdminInputError(`A period is at most ${MAX_DAYS} days.`);
  }
  const end = new TZDate(last.getFullYear(), last.getMonth(), last.getDate() + 1, zone);
  return { days, start: new Date(first.getTime()), end: new Date(end.getTime()) };
}

/** The dashboard of a period. */
export async function dashboard(
  ctx: { db: Queryable; settlement: Settlement; now: () => number },
  query: { from?: string | undefined; to?: string | undefined },
): Promise<DeskDashboard> {
  const { db, settlement } = ctx;
  const zone = settlement.info.signatureTimeZone;
  const { days, start, end } = periodOf(zone, ctx.now(), query.from, query.to);
  const lastDay = days.at(-1)!;
  const lastDayStart = new Date(lastDay.getTime());
  const [perDay, perHour, perState, perFlag, changes, perMethod] = await Promise.all([
    claimsPerDay(db, zone, start, end),
    claimsPerHour(db, zone, lastDayStart, end),
    claimsPerState(db),
    claimsPerFlag(db, start, end),
    caseChanges(db, start, end),
    claimsPerPaymentMethod(db, electionPlaces(settlement), start, end),
  ]);
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const at = new TZDate(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate(), hour, zone);
    const key = `${dayText(at)}T${String(at.getHours()).padStart(2, '0')}`;
    return { hour: key, count: perHour.find((row) => row.hour === key)?.count ?? 0 };
  });
  const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) =>
    b.count - a.count || a.name.localeCompare(b.name);
  return {
    timeZone: zone,
    from: dayText(days[0]!),
    to: dayText(lastDay),
    days: days.map((day) => {
      const key = dayText(day);
      return {
        day: key,
        byFormType: Object.fromEntries(
          settlement.formTypes.map((formType) => [
            formType,
            perDay.find((row) => row.day === key && row.formType === formType)?.count ?? 0,
          ]),
        ),
      };
    }),
    hours,
    states: caseStates.map((state) => ({ name: state, count: perState.find((row) => row.name === state)?.count ?? 0 })),
    flags: perFlag.sort(byCount),
    paymentMethods: perMethod.sort(byCount),
    deficiencies: { marked: changes.marked, cured: changes.cured },
    appeals: { made: changes.made, decided: changes.decided },
  };
}

/** Counsel's report of a dashboard as CSV: one row a figure (section, item, form type, count). */
export function reportCsv(figures: DeskDashboard): string {
  const rows: string[][] = [['section', 'item', 'form type', 'count']];
  for (const { day, byFormType } of figures.days)
    for (const [formType, count] of Object.entries(byFormType)) rows.push(['claims filed', day, formType, String(count)]);
  for (const { name, count } of figures.states) rows.push(['claims by state now', name, '', String(count)]);
  for (const { name, count } of figures.flags) rows.push(['claims flagged', name, '', String(count)]);
  for (const { name, count } of figures.paymentMethods) rows.push(['payment method chosen', name, '', String(count)]);
  rows.push(['deficiencies', 'marked', '', String(figures.deficiencies.marked)]);
  rows.push(['deficiencies', 'cured', '', String(figures.deficiencies.cured)]);
  rows.push(['appeals', 'made', '', String(figures.appeals.made)]);
  rows.push(['appeals', 'decided', '', String(figures.appeals.decided)]);
  return csvText(rows);
}
