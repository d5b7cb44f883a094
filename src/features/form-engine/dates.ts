import { TZDate, tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';

// Dates a claimant types are calendar dates in the settlement's zone: the spec fixes
// America/Los_Angeles for user-entered dates, so "today" and "in the future" are decided there,
// whatever zone the browser or the server runs in.

/** The zone user-entered dates are interpreted in (spec section 9). */
export const USER_DATE_ZONE = 'America/Los_Angeles';

/** The display format of dates in messages and rule bounds (spec section 5). */
export const SHORT_DATE_FORMAT = 'M/d/yyyy';

const inZone = tz(USER_DATE_ZONE);

// Each accepted shape is guarded by a regex first: date-fns alone reads "02/03/20" as year 20.
const USER_DATE_SHAPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\d{1,2}\/\d{1,2}\/\d{4}$/, 'M/d/yyyy'],
  [/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd'],
  [/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} ?[AaPp][Mm]$/, 'M/d/yyyy h:mm a'],
  [/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2} ?[AaPp][Mm]$/, 'M/d/yyyy h:mm:ss a'],
  [/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}$/, 'M/d/yyyy H:mm'],
  [/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2}$/, 'M/d/yyyy H:mm:ss'],
  [/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "yyyy-MM-dd'T'HH:mm"],
  [/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, "yyyy-MM-dd'T'HH:mm:ss"],
];

/** Reads a user-entered date (M/d/yyyy, ISO yyyy-MM-dd, optionally with a time) as a moment in
 *  Los Angeles; null when the text is not a real date in one of those shapes. */
export function parseUserDate(value: unknown): TZDate | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  for (const [shape, pattern] of USER_DATE_SHAPES) {
    if (!shape.test(text)) continue;
    // AM/PM with or without the space both appear in the wild; date-fns wants the space.
    const normalised = pattern.endsWith(' a') ? text.replace(/ ?([AaPp][Mm])$/, ' $1').toUpperCase() : text;
    const date = parse(normalised, pattern, new TZDate(2000, 0, 1, USER_DATE_ZONE), { in: inZone });
    return isValid(date) ? date : null;
  }
  return null;
}

/** The calendar day of a date in Los Angeles as a sortable number (yyyymmdd). */
export function calendarDay(date: Date): number {
  const local = new TZDate(date.getTime(), USER_DATE_ZONE);
  return local.getFullYear() * 10_000 + (local.getMonth() + 1) * 100 + local.getDate();
}

/** Formats a date as M/d/yyyy in Los Angeles, for message parameters. */
export function formatShortDate(date: Date): string {
  return format(new TZDate(date.getTime(), USER_DATE_ZONE), SHORT_DATE_FORMAT);
}

/** Converts the .NET tokens that differ from date-fns (`tt` for AM/PM) so server-given formats work. */
export function dotNetDateFormat(pattern: string): string {
  return pattern.trim().replace(/tt/g, 'a').replace(/(?<![a-zA-Z])t(?![a-zA-Z])/g, 'a');
}

/** Parses text in exactly one of the given formats: the whole text must be consumed and print
 *  back the same (so `MM` demands two digits, as .NET's exact parsing does). */
export function parseExact(value: unknown, formats: readonly string[]): Date | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  for (const raw of formats) {
    const pattern = dotNetDateFormat(raw);
    if (pattern === '') continue;
    try {
      const date = parse(text, pattern, new TZDate(2000, 0, 1, USER_DATE_ZONE), { in: inZone });
      if (isValid(date) && date.getFullYear() >= 1 && format(date, pattern).toLowerCase() === text.toLowerCase()) return date;
    } catch {
      // A format date-fns rejects (an unknown token) simply does not match.
    }
  }
  return null;
}
