import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeadlinesResponse } from '@/contract/api';
import { ianaZoneOf } from '@/engine/deadlines/time-zones';
import { deadlinesQuery } from '@/lib/api/queries';

// The case file's instants are shown as the settlement states its deadlines: in the settlement's
// zone (the deadlines answer names it), written in the claimant's culture.

/** The zone the site's deadlines and engine dates fall back to when the deadlines name none. */
const FALLBACK_ZONE = 'America/Los_Angeles';

/** The IANA zone of the settlement's deadlines. */
function settlementZoneOf(response: DeadlinesResponse | undefined): string {
  if (!response) return FALLBACK_ZONE;
  try {
    if ('en' in response) return ianaZoneOf(response.en.projectTimeZone, 'projectTimeZone');
    const [key, first] = Object.entries(response.deadlines)[0] ?? [];
    return key && first ? ianaZoneOf(first.timeZone, key) : FALLBACK_ZONE;
  } catch {
    // A zone the app cannot read is the deadline guard's to report; the dates still show.
    return FALLBACK_ZONE;
  }
}

/** An ISO instant as a long date in the culture and zone given (the text itself when unreadable). */
function formatCaseDate(iso: string, culture: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: zone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone });
  }
  return format.format(date);
}

/** Formats the case file's instants in the active culture and the settlement's zone. */
export function useCaseDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const { data } = useQuery(deadlinesQuery());
  const zone = settlementZoneOf(data);
  const culture = i18n.language || 'en';
  return (iso) => formatCaseDate(iso, culture, zone);
}
