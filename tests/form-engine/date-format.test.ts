import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDateParts } from '@/engine/date-format';
import { parseExact } from '@/engine/dates';

describe('readDateParts: exact .NET formats', () => {
  it.each([
    ['02/29/2024', 'MM/dd/yyyy', { year: 2024, month: 2, day: 29 }],
    ['2/9/2024', 'M/d/yyyy', { year: 2024, month: 2, day: 9 }],
    ['12/31/2024', 'M/d/yyyy', { year: 2024, month: 12, day: 31 }],
    ['01/02/2024 03:04 PM', 'MM/dd/yyyy hh:mm tt', { year: 2024, month: 1, day: 2, hour: 15, minute: 4 }],
    ['01/02/2024 12:00 am', 'MM/dd/yyyy hh:mm tt', { year: 2024, month: 1, day: 2, hour: 0, minute: 0 }],
    ['01/02/2024 12:00 P', 'MM/dd/yyyy hh:mm t', { year: 2024, month: 1, day: 2, hour: 12, minute: 0 }],
    [
      '2025-12-31T23:59:59.9999999',
      "yyyy-MM-dd'T'HH:mm:ss.fffffff",
      { year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999 },
    ],
    [
      '2025-12-31T23:59:59.5',
      "yyyy-MM-dd'T'HH:mm:ss.f",
      { year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 500 },
    ],
    ['15 Mar 2024', 'dd MMM yyyy', { year: 2024, month: 3, day: 15 }],
    ['march 5, 2024', 'MMMM d, yyyy', { year: 2024, month: 3, day: 5 }],
    ['03/05/49', 'MM/dd/yy', { year: 2049, month: 3, day: 5 }],
    ['03/05/50', 'MM/dd/yy', { year: 1950, month: 3, day: 5 }],
    ['2024.03.05', 'yyyy.MM.dd', { year: 2024, month: 3, day: 5 }],
    ['d2024', '\\dyyyy', { year: 2024 }],
  ])('%s in %s', (text, pattern, parts) => {
    expect(readDateParts(text, pattern)).toEqual(parts);
  });

  it.each([
    ['02/30/2024', 'MM/dd/yyyy', 'a day that does not exist'],
    ['02/29/2023', 'MM/dd/yyyy', '29 February outside a leap year'],
    ['02/29/1900', 'MM/dd/yyyy', '1900 was not a leap year'],
    ['13/01/2024', 'MM/dd/yyyy', 'month 13'],
    ['2/29/2024', 'MM/dd/yyyy', 'one digit where MM asks for two'],
    ['02/09/2024', 'M/d/yyyy', 'a leading zero where M prints none'],
    ['02/28/24', 'MM/dd/yyyy', 'a two-digit year for yyyy'],
    ['02/28/2024x', 'MM/dd/yyyy', 'text after the date'],
    ['01/02/2024 13:04 PM', 'MM/dd/yyyy hh:mm tt', 'hour 13 on a 12-hour clock'],
    ['01/02/2024 00:04 AM', 'MM/dd/yyyy hh:mm tt', 'hour 0 on a 12-hour clock'],
    ['01/02/2024 24:00', 'MM/dd/yyyy HH:mm', 'hour 24'],
    ['01/02/2024 10:60', 'MM/dd/yyyy HH:mm', 'minute 60'],
    ['Foo 5 2024', 'MMM d yyyy', 'a month name that is none'],
    ['Tue 02/27/2024', 'ddd MM/dd/yyyy', 'a day name: a token this reader does not know'],
    ['02/27/2024', "MM/dd/yyyy'", 'an unclosed quote'],
    ['0000-01-01', 'yyyy-MM-dd', 'year 0'],
  ])('refuses %s in %s (%s)', (text, pattern) => {
    expect(readDateParts(text, pattern)).toBeNull();
  });

  // date-fns prints these tokens exactly as .NET does (tt is its a, f its S): what it prints of
  // any date, this reader must read back to the same parts.
  const formats: [dotNet: string, dateFns: string][] = [
    ['MM/dd/yyyy', 'MM/dd/yyyy'],
    ['M/d/yyyy', 'M/d/yyyy'],
    ['MM/dd/yyyy hh:mm:ss tt', 'MM/dd/yyyy hh:mm:ss a'],
    ['h:m:s d-M-yyyy', 'h:m:s d-M-yyyy'],
    ["yyyy-MM-dd'T'HH:mm:ss.fff", "yyyy-MM-dd'T'HH:mm:ss.SSS"],
    ['dd MMM yyyy H:mm', 'dd MMM yyyy H:mm'],
    ['MMMM d, yyyy', 'MMMM d, yyyy'],
  ];
  it('reads back every date date-fns prints in the same format', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        fc.constantFrom(...formats),
        (date, [dotNet, dateFns]) => {
          const parts = readDateParts(format(date, dateFns), dotNet);
          expect(parts).not.toBeNull();
          expect(parts?.year).toBe(date.getFullYear());
          expect(parts?.month).toBe(date.getMonth() + 1);
          expect(parts?.day).toBe(date.getDate());
          if (dotNet.includes('m')) expect(parts?.minute).toBe(date.getMinutes());
          if (dotNet.includes('s')) expect(parts?.second).toBe(date.getSeconds());
          if (dotNet.includes('fff')) expect(parts?.millisecond).toBe(date.getMilliseconds());
          // A 12-hour clock without tt cannot tell noon from midnight: only the hour on the clock.
          if (/H|tt/.test(dotNet)) expect(parts?.hour).toBe(date.getHours());
          else if (dotNet.includes('h')) expect((parts?.hour ?? -1) % 12).toBe(date.getHours() % 12);
        },
      ),
    );
  });
});

describe('parseExact', () => {
  it('takes the first of several formats the text matches', () => {
    expect(parseExact(' 2/9/2024 ', ['MM/dd/yyyy', 'M/d/yyyy'])?.getDate()).toBe(9);
  });

  it('keeps years before 100 as written', () => {
    expect(parseExact('01/02/0042', ['MM/dd/yyyy'])?.getFullYear()).toBe(42);
  });

  it('is null for empty text, text in no format, and values that are not text', () => {
    expect(parseExact('', ['MM/dd/yyyy'])).toBeNull();
    expect(parseExact('tomorrow', ['MM/dd/yyyy'])).toBeNull();
    expect(parseExact(20240229, ['MM/dd/yyyy'])).toBeNull();
  });
});
