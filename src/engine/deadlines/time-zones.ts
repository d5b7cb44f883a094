import type { deadlineZones } from '@/contract/api';
import { DeadlineError } from './deadline-error';

/** One of the 13 Windows-style zone names a deadline may be given in. */
type DeadlineZone = (typeof deadlineZones)[number];

// The names are the short forms of the Windows zone ids ("Pacific Standard Time" and so on); each
// maps to the IANA zone that Windows' own mapping (CLDR windowsZones, territory 001) names, so a
// deadline keeps its DST rules:
// - Hawaii-Aleutian is Windows' "Hawaiian Standard Time": Pacific/Honolulu, no DST.
// - Aleutian is Windows' "Aleutian Standard Time": America/Adak, which does observe DST. Keeping
//   the two apart is the only reading under which both names are useful.
// - Yukon is Windows' "Yukon Standard Time" (added 2020): America/Whitehorse, UTC-7 all year.
// - Arizona (US Mountain Standard Time) is America/Phoenix, no DST; Indiana (East) is
//   America/Indiana/Indianapolis; Saskatchewan (Canada Central Standard Time) is America/Regina, no DST.
const ianaByZone: Readonly<Record<DeadlineZone, string>> = {
  Pacific: 'America/Los_Angeles',
  Mountain: 'America/Denver',
  Central: 'America/Chicago',
  Eastern: 'America/New_York',
  Atlantic: 'America/Halifax',
  Newfoundland: 'America/St_Johns',
  Alaskan: 'America/Anchorage',
  'Hawaii-Aleutian': 'Pacific/Honolulu',
  Aleutian: 'America/Adak',
  Yukon: 'America/Whitehorse',
  Arizona: 'America/Phoenix',
  'Indiana (East)': 'America/Indiana/Indianapolis',
  Saskatchewan: 'America/Regina',
};

/** The IANA zone of a Windows-style zone name; an unknown name raises a DeadlineError naming it and the deadline key. */
export function ianaZoneOf(zone: string, deadlineKey: string): string {
  // Exact names only: an administrator's typo must fail loudly, not fall back to some zone.
  if (!Object.hasOwn(ianaByZone, zone)) {
    throw new DeadlineError(deadlineKey, `unknown time zone '${zone}'`);
  }
  return ianaByZone[zone as DeadlineZone];
}
