import { DEFAULT_CULTURE } from '@/features/localization/i18n';
import type { DeadlineSettings } from './deadline-settings';

/** The default deadline-passed page. */
export const DEADLINE_PATH = '/deadline';

/** Where the deadline guard sends the user: a route of this site, or another site by full page navigation. */
export type DeadlineRedirect = { readonly kind: 'internal'; readonly to: string } | { readonly kind: 'external'; readonly href: string };

/** What the deadline guard needs to decide. */
interface DeadlineRedirectInput {
  /** The deadline keys the page lists (none means the page has no deadline). */
  readonly pageDeadlineKeys: readonly string[] | undefined;
  readonly settings: DeadlineSettings;
  /** The active culture code. */
  readonly language: string;
  readonly now: Date | number;
  /** This site's origin (e.g. location.origin): an absolute address on it stays a route change. */
  readonly origin?: string;
}

/**
 * The deadline guard (contract.md §Routes, guard 3): null while every deadline the page lists is open.
 * Once one has passed (strictly after its instant), the target is that deadline's redirect for the
 * language, else its default, else the global deadline's default, else /deadline.
 */
export function deadlineRedirect({ pageDeadlineKeys, settings, language, now, origin }: DeadlineRedirectInput): DeadlineRedirect | null {
  if (!pageDeadlineKeys?.length) return null;
  const time = typeof now === 'number' ? now : now.getTime();
  // A form's own deadline names a more specific page than the global one, so it is looked at first.
  const ordered = [
    ...pageDeadlineKeys.filter((key) => key !== 'globalDeadline'),
    ...pageDeadlineKeys.filter((key) => key === 'globalDeadline'),
  ];
  const passed = ordered.map((key) => settings[key]).find((deadline) => deadline !== undefined && time > deadline.at);
  if (!passed) return null;
  const target =
    passed.redirectByLanguage[language.toLowerCase()] ?? passed.defaultRedirect ?? settings.globalDeadline?.defaultRedirect ?? null;
  return target ? classifyTarget(target, origin) : { kind: 'internal', to: DEADLINE_PATH };
}

/** Splits a redirect target into a route of this site or an external address. */
export function classifyTarget(target: string, origin?: string): DeadlineRedirect {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
  if (!absolute) {
    return { kind: 'internal', to: target.startsWith('/') ? target : `/${target}` };
  }
  const url = new URL(target, origin ?? 'https://invalid.invalid');
  if (origin !== undefined && url.origin === new URL(origin).origin) {
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}

/** An internal target with the claimant's culture in its query (`?culture=vi`), so the page
 *  shows in their language even when it is loaded afresh; a target that names a culture itself
 *  keeps its own, and the default culture needs none. */
export function withCultureParam(to: string, culture: string | null | undefined): string {
  if (!culture || culture === DEFAULT_CULTURE) return to;
  const url = new URL(to, 'http://site.invalid');
  if (url.searchParams.has('culture')) return to;
  url.searchParams.set('culture', culture);
  return `${url.pathname}${url.search}${url.hash}`;
}
