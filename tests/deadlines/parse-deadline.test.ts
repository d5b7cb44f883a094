import { describe, expect, it } from 'vitest';
import { deadlineZones } from '@/contract/api';
import { DeadlineError } from '@/engine/deadlines/deadline-error';
import { parseDeadlineDateTime } from '@/engine/deadlines/parse-deadline';

const at = (iso: string) => Date.parse(iso);

describe('parseDeadlineDateTime: every zone, winter and summer', () => {
  // Noon on 15 January and 15 July 2025, with the offset each zone has on that day.
  const table: [zone: string, winter: string, summer: string][] = [
    ['Pacific', '-08:00', '-07:00'],
    ['Mountain', '-07:00', '-06:00'],
    ['Central', '-06:00', '-05:00'],
    ['Eastern', '-05:00', '-04:00'],
    ['Atlantic', '-04:00', '-03:00'],
    ['Newfoundland', '-03:30', '-02:30'],
    ['Alaskan', '-09:00', '-08:00'],
    ['Hawaii-Aleutian', '-10:00', '-10:00'],
    ['Aleutian', '-10:00', '-09:00'],
    ['Yukon', '-07:00', '-07:00'],
    ['Arizona', '-07:00', '-07:00'],
    ['Indiana (East)', '-05:00', '-04:00'],
    ['Saskatchewan', '-06:00', '-06:00'],
  ];

  it('covers all 13 zones of the contract', () => {
    expect(table.map(([zone]) => zone).sort()).toEqual([...deadlineZones].sort());
  });

  it.each(table)('%s: %s in winter, %s in summer', (zone, winter, summer) => {
    expect(parseDeadlineDateTime('01/15/2025 12:00', zone, 'globalDeadline')).toBe(at(`2025-01-15T12:00:00${winter}`));
    expect(parseDeadlineDateTime('07/15/2025 12:00', zone, 'globalDeadline')).toBe(at(`2025-07-15T12:00:00${summer}`));
  });
});

describe('parseDeadlineDateTime: DST edges (2025: starts 9 March, ends 2 November, 02:00 local)', () => {
  it.each([
    ['Eastern', '03/09/2025 01:59:59', '2025-03-09T01:59:59-05:00'],
    ['Eastern', '03/09/2025 03:00:00', '2025-03-09T03:00:00-04:00'],
    // 02:30 does not exist that night: it moves forward by the gap, to 03:30 daylight time.
    ['Eastern', '03/09/2025 02:30', '2025-03-09T03:30:00-04:00'],
    ['Atlantic', '03/09/2025 02:30', '2025-03-09T03:30:00-03:00'],
    // 01:30 happens twice that night: the first (daylight) one is taken.
    ['Eastern', '11/02/2025 01:30', '2025-11-02T01:30:00-04:00'],
    ['Eastern', '11/02/2025 02:00', '2025-11-02T02:00:00-05:00'],
    ['Pacific', '03/09/2025 12:00:00 AM', '2025-03-09T00:00:00-08:00'],
    ['Pacific', '11/02/2025 11:59:59 PM', '2025-11-02T23:59:59-08:00'],
    ['Newfoundland', '11/02/2025 00:30', '2025-11-02T00:30:00-02:30'],
    ['Newfoundland', '11/02/2025 03:00', '2025-11-02T03:00:00-03:30'],
    ['Alaskan', '03/09/2025 03:00', '2025-03-09T03:00:00-08:00'],
    ['Aleutian', '11/02/2025 03:00', '2025-11-02T03:00:00-10:00'],
    ['Mountain', '03/09/2025 03:00', '2025-03-09T03:00:00-06:00'],
    ['Central', '11/02/2025 02:00', '2025-11-02T02:00:00-06:00'],
    ['Indiana (East)', '03/09/2025 03:00', '2025-03-09T03:00:00-04:00'],
    // No DST: the same offset either side of the US change.
    ['Arizona', '03/09/2025 03:00', '2025-03-09T03:00:00-07:00'],
    ['Saskatchewan', '03/09/2025 03:00', '2025-03-09T03:00:00-06:00'],
    ['Hawaii-Aleutian', '03/09/2025 03:00', '2025-03-09T03:00:00-10:00'],
    ['Yukon', '11/02/2025 03:00', '2025-11-02T03:00:00-07:00'],
  ])('%s %s is %s', (zone, value, expected) => {
    expect(parseDeadlineDateTime(value, zone, 'claimFilingDeadline')).toBe(at(expected));
  });
});

describe('parseDeadlineDateTime: the five formats', () => {
  it.each([
    ['MM/dd/yyyy hh:mm:ss a', '12/31/2025 11:59:59 PM', '2025-12-31T23:59:59-06:00'],
    ['MM/dd/yyyy hh:mm:ss a (midnight)', '12/31/2025 12:00:00 AM', '2025-12-31T00:00:00-06:00'],
    ['MM/dd/yyyy hh:mm:ss a (noon, lower case)', '12/31/2025 12:00:00 pm', '2025-12-31T12:00:00-06:00'],
    ['ISO without offset', '2025-12-31T23:59:59', '2025-12-31T23:59:59-06:00'],
    ['ISO without seconds', '2025-12-31T23:59', '2025-12-31T23:59:00-06:00'],
    ['ISO with milliseconds', '2025-12-31T23:59:59.500', '2025-12-31T23:59:59.500-06:00'],
    ['ISO with .NET ticks', '2025-12-31T23:59:59.9999999', '2025-12-31T23:59:59.999-06:00'],
    ['MM/dd/yyyy (start of the day)', '12/31/2025', '2025-12-31T00:00:00-06:00'],
    ['MM/dd/yyyy HH:mm', '12/31/2025 23:59', '2025-12-31T23:59:00-06:00'],
    ['MM/dd/yyyy HH:mm:ss', '12/31/2025 23:59:59', '2025-12-31T23:59:59-06:00'],
    ['surrounding spaces', '  12/31/2025 23:59:59 ', '2025-12-31T23:59:59-06:00'],
  ])('%s: %s', (_name, value, expected) => {
    expect(parseDeadlineDateTime(value, 'Central', 'globalDeadline')).toBe(at(expected));
  });

  it.each([['Asia/Tokyo'], ['America/Los_Angeles'], ['UTC']])('does not depend on the machine zone (%s)', (machineZone) => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = machineZone;
      expect(parseDeadlineDateTime('03/09/2025 02:30', 'Eastern', 'globalDeadline')).toBe(at('2025-03-09T03:30:00-04:00'));
      expect(parseDeadlineDateTime('12/31/2025', 'Newfoundland', 'globalDeadline')).toBe(at('2025-12-31T00:00:00-03:30'));
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('parseDeadlineDateTime: errors', () => {
  it.each(['Pacific Standard Time', 'pacific', 'America/New_York', 'EST', 'Hawaii', ''])(
    'an unknown zone %j names the zone and the deadline key',
    (zone) => {
      const call = () => parseDeadlineDateTime('12/31/2025', zone, 'lookupFilingDeadline');
      expect(call).toThrow(DeadlineError);
      expect(call).toThrow(`Deadline 'lookupFilingDeadline': unknown time zone '${zone}'`);
    },
  );

  it.each([
    '2025-12-31T23:59:59Z',
    '2025-12-31T23:59:59-05:00',
    '2025-12-31',
    '12/31/25',
    '1/5/2025',
    '12-31-2025',
    'December 31, 2025',
    '12/31/2025 11:59:59PM',
    '12/31/2025 11:59 PM',
    '12/31/2025T23:59:59',
    '',
  ])('an unsupported format %j names the value', (value) => {
    const call = () => parseDeadlineDateTime(value, 'Eastern', 'automotiveFilingDeadline');
    expect(call).toThrow(DeadlineError);
    expect(call).toThrow(`Deadline 'automotiveFilingDeadline': unsupported date format '${value}'`);
  });

  it.each([
    '02/30/2025',
    '13/01/2025',
    '12/31/2025 24:00',
    '12/31/2025 23:60:00',
    '12/31/2025 13:00:00 PM',
    '12/31/2025 00:30:00 AM',
    '2025-02-29T10:00',
  ])('an impossible date %j names the value', (value) => {
    expect(() => parseDeadlineDateTime(value, 'Eastern', 'globalDeadline')).toThrow(`Deadline 'globalDeadline': invalid date '${value}'`);
  });

  it('checks the zone before the date, so a bad zone is reported even with a bad date', () => {
    expect(() => parseDeadlineDateTime('not a date', 'Mars', 'globalDeadline')).toThrow("unknown time zone 'Mars'");
  });

  it('exposes the deadline key on the error', () => {
    try {
      parseDeadlineDateTime('12/31/2025', 'Nowhere', 'documentsUploadFilingDeadline');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DeadlineError);
      expect((error as DeadlineError).deadlineKey).toBe('documentsUploadFilingDeadline');
    }
  });
});
