import { TZDate } from '@date-fns/tz';
import type { DateParam } from './message-params';
import { readDateParts } from './date-format';

// Dates a claimant types are calendar dates (sometimes with a wall-clock time) in the
// settlement's zone: the contract fixes America/Los_Angeles for user-entered dates, so "today" and
// "in the future" are decided there, whatever zone the browser or the server runs in.
// Calendar dates are read by hand rather than through TZDate: constructing zoned dates costs
// about half a millisecond each, too slow for a page of several hundred validated fields. The
// zone is consulted only for "now" and for the rare value that carries a time.

/** The zone user-entered dates are interpreted in (contract.md §Constants). */
const USER_DATE_ZONE = 'America/Los_Angeles';

/** A date (and optional wall-clock time) as the claimant wrote it. */
interface UserDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly hasTime: boolean;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function build(
  year: number,
  month: number,
  day: number,
  time: { hour?: string; minute?: string; second?: string; meridiem?: string },
): UserDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const hasTime = time.hour !== undefined;
  let hour = hasTime ? Number(time.hour) : 0;
  const minute = hasTime ? Number(time.minute) : 0;
  const second = time.second === undefined ? 0 : Number(time.second);
  if (time.meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (time.meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, hasTime };
}

/** Reads a user-entered date: M/d/yyyy (one- or two-digit month and day, four-digit year) or
 *  ISO yyyy-MM-dd, either optionally followed by a time. Null when it is not a real date. */
export function parseUserDate(value: unknown): UserDate | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const us = US_DATE.exec(text);
  if (us) {
    const [, month, day, year, hour, minute, second, meridiem] = us;
    return build(Number(year), Number(month), Number(day), { hour, minute, second, meridiem });
  }
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, year, month, day, hour, minute, second] = iso;
    return build(Number(year), Number(month), Number(day), { hour, minute, second });
  }
  return null;
}

/** A calendar day as a sortable number (yyyymmdd). */
export function dayNumber(date: Pick<UserDate, 'year' | 'month' | 'day'>): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

/** Today's calendar day in Los Angeles at the given moment, as yyyymmdd. */
export function todayInZone(now: Date): number {
  const local = new TZDate(now.getTime(), USER_DATE_ZONE);
  return dayNumber({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() });
}

/** The moment a user date with a time denotes in Los Angeles (milliseconds since the epoch). */
export function instantInZone(date: UserDate): number {
  return new TZDate(date.year, date.month - 1, date.day, date.hour, date.minute, date.second, USER_DATE_ZONE).getTime();
}

/** A day as a message parameter, written in the claimant's culture when the message is shown. */
export function dayParam(date: Pick<UserDate, 'year' | 'month' | 'day'>): DateParam {
  return { year: date.year, month: date.month, day: date.day };
}

/** Parses text in exactly one of the given .NET formats: the whole text must match, and it must
 *  print back the same (so `MM` demands two digits, as .NET's exact parsing does). The parts a
 *  format leaves out are those of 1 January 2000. */
export function parseExact(value: unknown, formats: readonly string[]): Date | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  for (const format of formats) {
    const parts = readDateParts(text, format.trim());
    if (!parts) continue;
    const date = new Date(2000, 0, 1);
    date.setFullYear(parts.year ?? 2000, (parts.month ?? 1) - 1, parts.day ?? 1);
    date.setHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, parts.millisecond ?? 0);
    return date;
  }
  return null;
}
