// Deadlines of the demo: every key open until 2099 unless moved into the past (DEADLINE_PASSED
// or the admin call). Each key uses a different accepted date format, so the client's parsing of
// all five formats is exercised by the demo itself.
import type { DeadlineKey, DeadlinesResponse } from '../../src/contract/api';
import { deadlineKeys } from '../../src/contract/api';
import { demoSettlement } from './settlement';

const open: Record<DeadlineKey, string> = {
  globalDeadline: '12/31/2099 11:59:59 PM',
  claimFilingDeadline: '2099-12-31T23:59:59',
  automotiveFilingDeadline: '12/31/2099',
  lookupFilingDeadline: '12/31/2099 23:59',
  documentsUploadFilingDeadline: '12/31/2099 23:59:59',
};

const passed: Record<DeadlineKey, string> = {
  globalDeadline: '01/15/2020 11:59:59 PM',
  claimFilingDeadline: '2020-01-15T23:59:59',
  automotiveFilingDeadline: '01/15/2020',
  lookupFilingDeadline: '01/15/2020 23:59',
  documentsUploadFilingDeadline: '01/15/2020 23:59:59',
};

/** Where a passed deadline sends claimants, per language. Spanish claim filing goes to an
 *  external page so the client's full-page redirect is exercised. */
const redirects: Record<string, Partial<Record<DeadlineKey, string>>> = {
  en: {},
  es: { claimFilingDeadline: `${demoSettlement.projectSiteUrl}/es/plazo-vencido` },
};

function redirectFor(culture: string, key: DeadlineKey): string {
  return redirects[culture]?.[key] ?? '/deadline';
}

/** The deadlines answer in the CMS style (default) or the legacy style. */
export function demoDeadlines(style: 'cms' | 'legacy', passedKeys: ReadonlySet<DeadlineKey>): DeadlinesResponse {
  const dateOf = (key: DeadlineKey) => (passedKeys.has(key) ? passed[key] : open[key]);
  if (style === 'legacy') {
    return {
      deadlines: Object.fromEntries(
        deadlineKeys.map((key) => [key, { deadline: dateOf(key), timeZone: demoSettlement.timeZone, redirectUrl: redirectFor('en', key) }]),
      ),
    };
  }
  return {
    en: {
      projectTimeZone: demoSettlement.timeZone,
      deadlines: Object.fromEntries(deadlineKeys.map((key) => [key, { deadlineDateTime: dateOf(key), redirectUrl: redirectFor('en', key) }])),
    },
    es: {
      deadlines: Object.fromEntries(deadlineKeys.map((key) => [key, { redirectUrl: redirectFor('es', key) }])),
    },
  };
}
