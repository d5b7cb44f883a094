import { deadlinesResponseSchema, type DeadlinesResponse } from '@/contract/api';
import { DeadlineError } from '@/engine/deadlines/deadline-error';
import { parseDeadlineDateTime } from '@/engine/deadlines/parse-deadline';

/** One deadline, normalised from either response style. */
interface Deadline {
  /** The deadline key (globalDeadline, claimFilingDeadline, ...). */
  readonly key: string;
  /** The instant the deadline passes, in epoch milliseconds. */
  readonly at: number;
  /** Redirect target per language code (lower case), only where one is configured. */
  readonly redirectByLanguage: Readonly<Record<string, string>>;
  /** The target for languages without their own: English's in the CMS style, the only one in the legacy style. */
  readonly defaultRedirect: string | null;
}

/** Every configured deadline by key (the application state's deadlineSettings). */
export type DeadlineSettings = Readonly<Record<string, Deadline>>;

/** Validates a raw /api/deadlines answer and normalises it; a bad shape, zone, date or redirect throws. */
export function parseDeadlinesResponse(raw: unknown): DeadlineSettings {
  return normalizeDeadlines(deadlinesResponseSchema.parse(raw));
}

/** Normalises either response style into one map of deadline key to instant and redirect targets. */
export function normalizeDeadlines(response: DeadlinesResponse): DeadlineSettings {
  const settings: Record<string, Deadline> = {};
  if ('en' in response) {
    const { en, ...others } = response;
    for (const [key, entry] of Object.entries(en.deadlines)) {
      const english = checkedRedirect(entry.redirectUrl, key);
      const redirectByLanguage: Record<string, string> = english ? { en: english } : {};
      // Other languages may only add redirects; one naming a deadline English lacks has no date
      // to attach to, so it is ignored rather than inventing a deadline.
      for (const [language, content] of Object.entries(others)) {
        const target = checkedRedirect(content.deadlines[key]?.redirectUrl, key);
        if (target) redirectByLanguage[language.toLowerCase()] = target;
      }
      settings[key] = {
        key,
        at: parseDeadlineDateTime(entry.deadlineDateTime, en.projectTimeZone, key),
        redirectByLanguage,
        defaultRedirect: english,
      };
    }
  } else {
    for (const [key, entry] of Object.entries(response.deadlines)) {
      settings[key] = {
        key,
        at: parseDeadlineDateTime(entry.deadline, entry.timeZone, key),
        redirectByLanguage: {},
        defaultRedirect: checkedRedirect(entry.redirectUrl, key),
      };
    }
  }
  return settings;
}

// A redirect is a site path or an http(s) address. Any other scheme (javascript:, data:, mailto:)
// would run or open something through a full page navigation, so it is refused when loaded.
function checkedRedirect(value: string | null | undefined, deadlineKey: string): string | null {
  const target = value?.trim();
  if (!target) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    throw new DeadlineError(deadlineKey, `redirect '${target}' must be a site path or an http(s) address`);
  }
  return target;
}
