import { TZDate } from '@date-fns/tz';
import { readDateParts } from '@/engine/date-format';
import { DeadlineError } from './deadline-error';
import { ianaZoneOf } from './time-zones';

interface DateFormat {
  /** The exact shape a value must have. */
  readonly shape: RegExp;
  /** The .NET format of a value of that shape. */
  readonly pattern: (value: string) => string;
}

// The five formats of contract.md §Data. A bare date (MM/dd/yyyy) is midnight at the start of that day
// in the settlement's zone: that is what parsing it as a date-time gives, the contract says nothing
// else, and an administrator who means "through that day" writes 11:59:59 PM.
const formats: readonly DateFormat[] = [
  { shape: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AaPp][Mm]$/, pattern: () => 'MM/dd/yyyy hh:mm:ss tt' },
  {
    // ISO date-time without an offset; .NET writes up to seven fraction digits.
    shape: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?$/,
    pattern: (value) => {
      const fraction = /\.(\d+)$/.exec(value)?.[1];
      if (fraction) return `yyyy-MM-dd'T'HH:mm:ss.${'f'.repeat(fraction.length)}`;
      return value.length === 16 ? "yyyy-MM-dd'T'HH:mm" : "yyyy-MM-dd'T'HH:mm:ss";
    },
  },
  { shape: /^\d{2}\/\d{2}\/\d{4}$/, pattern: () => 'MM/dd/yyyy' },
  { shape: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, pattern: () => 'MM/dd/yyyy HH:mm' },
  { shape: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/, pattern: () => 'MM/dd/yyyy HH:mm:ss' },
];

/**
 * The instant (epoch ms) a deadline date-time names, read as wall-clock time in a Windows-style zone.
 * A wall-clock time that a DST change skips moves forward by the gap (02:30 becomes 03:30 daylight
 * time); one that occurs twice is the first occurrence (daylight time), as for a native Date.
 */
export function parseDeadlineDateTime(value: string, zone: string, deadlineKey: string): number {
  const iana = ianaZoneOf(zone, deadlineKey);
  // Surrounding spaces are a copy-paste slip in the CMS, not a different format.
  const text = value.trim();
  const format = formats.find((candidate) => candidate.shape.test(text));
  if (!format) {
    throw new DeadlineError(deadlineKey, `unsupported date format '${value}'`);
  }
  const parts = readDateParts(text, format.pattern(text));
  // Impossible parts (month 13, 30 February, hour 13 with AM) are refused by the reader.
  if (!parts) {
    throw new DeadlineError(deadlineKey, `invalid date '${value}'`);
  }
  const { year = 2000, month = 1, day = 1, hour = 0, minute = 0, second = 0, millisecond = 0 } = parts;
  return new TZDate(year, month - 1, day, hour, minute, second, millisecond, iana).getTime();
}
