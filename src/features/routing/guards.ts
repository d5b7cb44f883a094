import { notFound, redirect } from '@tanstack/react-router';
import type { DeadlinesResponse } from '@/contract/api';
import { deadlineRedirect, withCultureParam } from '@/features/deadlines/deadline-redirect';
import { normalizeDeadlines, type DeadlineSettings } from '@/features/deadlines/deadline-settings';
import { addCultureContent } from '@/features/localization/i18n';
import { applyDocumentCulture } from '@/features/localization/direction';
import { resolveCulture } from '@/features/localization/resolve-culture';
import { authorizationRedirect } from '@/features/navigation/targets';
import { sanitizeQuery, type QueryRecord, type SanitizedQuery } from '@/features/routing/query';
import { cultureContentQuery, culturesQuery, deadlinesQuery } from '@/lib/api/queries';
import { findFormPage, loadSitePages } from '@/features/navigation/loaded-pages';
import type { SitePage } from '@/features/navigation/site-pages';
import type { ShellContext } from './router-context';

/** The part of the router's location the guards look at. */
interface GuardLocation {
  readonly pathname: string;
  readonly search: QueryRecord;
}

/** A query string for sanitised values, in the router's own plain format. */
function searchString(query: SanitizedQuery['clean']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const normalized = new WeakMap<object, DeadlineSettings>();

/** The deadline settings of a deadlines answer, normalised once per answer (a bad zone or date throws). */
export function deadlineSettingsOf(response: DeadlinesResponse): DeadlineSettings {
  let settings = normalized.get(response);
  if (!settings) {
    settings = normalizeDeadlines(response);
    normalized.set(response, settings);
  }
  return settings;
}

/** Guard 2: resolves the culture, loads its copy when it changes and makes it the page's language. */
async function resolveLanguage(context: ShellContext, queryCulture: unknown): Promise<string> {
  const { queryClient, i18n, language, environment } = context;
  const enabledCultures = (await queryClient.ensureQueryData(culturesQuery())) ?? {};
  const { culture, changed } = resolveCulture({
    activeCulture: language.resolved ? i18n.language : null,
    queryCulture,
    hostname: environment.hostname,
    enabledCultures,
  });
  if (changed) {
    addCultureContent(i18n, culture, await queryClient.ensureQueryData(cultureContentQuery(culture)));
    await i18n.changeLanguage(culture);
    language.resolved = true;
    // On the server the page's lang and dir attributes are written into the HTML instead.
    if (typeof document !== 'undefined') applyDocumentCulture(document, culture);
  }
  return culture;
}

/** Guard 3: sends the user on when a deadline the page lists has passed. */
async function checkDeadline(context: ShellContext, page: SitePage | null, culture: string, pathname: string): Promise<void> {
  const keys = page?.deadlineKeys;
  if (!keys?.length) return;
  const { queryClient, environment } = context;
  // Cached deadlines answer at once; a stale answer is refreshed for the next navigation.
  const response = await queryClient.ensureQueryData({ ...deadlinesQuery(), revalidateIfStale: true });
  const target = deadlineRedirect({
    pageDeadlineKeys: keys,
    settings: deadlineSettingsOf(response),
    language: culture,
    now: environment.now(),
    origin: environment.origin,
  });
  if (!target) return;
  if (target.kind === 'internal') {
    // A redirect back to the page itself would loop; the page then shows as it is.
    if (new URL(target.to, 'http://site.invalid').pathname === pathname) return;
    // The culture goes along: a redirect answered by the server starts a fresh page load.
    throw redirect({ href: withCultureParam(target.to, culture), replace: true });
  }
  environment.assign(target.href);
  // The document is being replaced: nothing of this route may show in the meantime.
  await new Promise<never>(() => undefined);
}

/** Guard 4: an unauthorized user on a protected page of a form goes to /session-expired. */
function checkAuthorization(context: ShellContext, page: SitePage | null, culture: string): void {
  if (!page) return;
  const target = authorizationRedirect({
    page,
    formType: page.formType,
    authorized: context.authorization.getState().authorized[page.formType],
    culture,
  });
  if (target) throw redirect({ href: target, replace: true });
}

/** The guards every route runs first: the query is sanitised, then the language resolved. */
export async function runShellGuards(context: ShellContext, location: GuardLocation): Promise<void> {
  const { clean, changed } = sanitizeQuery(location.search);
  if (changed) throw redirect({ href: `${location.pathname}${searchString(clean)}`, replace: true });
  await resolveLanguage(context, clean.culture);
}

/** The guards of a form route, after the shell's: the address names one of the settlement's
 *  pages (else the not-found page, as any unknown address), none of the page's deadlines has
 *  passed, and the claimant is authorized where the page needs it. */
export async function runFormPageGuards(context: ShellContext, pathname: string): Promise<SitePage> {
  const page = findFormPage(await loadSitePages(context.queryClient), pathname);
  if (!page) throw notFound();
  const culture = context.i18n.language;
  await checkDeadline(context, page, culture, pathname);
  checkAuthorization(context, page, culture);
  return page;
}
