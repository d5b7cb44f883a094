import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { headerCopy, sharedCopy } from '@/contract/copy-keys';
import type { NavigationStore } from '@/features/navigation/navigation-store';
import { pageTitle } from '@/features/navigation/page-title';
import { SCROLL_TARGET_ATTRIBUTE } from '@/features/html-settings/theme';
import { cachedSitePages, findFormPage, pageCopyFor } from './loaded-pages';
import type { SitePages } from './site-pages';

/** contract.md §Routes: after each navigation the active form follows the route (the current page
 *  is the route's already); pages outside the forms clear the active form. */
export function syncNavigation(navigation: NavigationStore, pages: SitePages | null, pathname: string): void {
  const page = findFormPage(pages, pathname);
  navigation.setActiveForm(page?.formType ?? null);
  if (page && !navigation.getState().initialised) navigation.init();
}

/** The document title of a page: "<page> - step N of M - <case name>" on form pages,
 *  "<page> - <case name>" elsewhere, in the active language. */
export function documentTitle(i18n: I18n, navigation: NavigationStore, pages: SitePages | null, pathname: string): string {
  const page = i18n.t(pageCopyFor(pages, pathname).title);
  const caseName = i18n.t(headerCopy.caseName);
  const position = findFormPage(pages, pathname) ? navigation.position() : null;
  if (position && position.index >= 0) {
    return i18n.t(sharedCopy.documentTitleStep, {
      page,
      step: position.index + 1,
      total: position.count,
      caseName,
      defaultValue: pageTitle(page, position.index, position.count, caseName),
    });
  }
  return i18n.t(sharedCopy.documentTitle, { page, caseName, defaultValue: [page, caseName].filter(Boolean).join(' - ') });
}

/** Moves focus to the page's h1 without scrolling: the scroll follows, to the theme's target. */
function focusPageHeading(root: ParentNode = document): void {
  const heading = root.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  // tabIndex -1: focusable from script only, so the heading never joins the tab order.
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/** Scrolls to the theme's scroll target (the top when there is none); instantly under reduced motion. */
function scrollToTarget(root: ParentNode = document): void {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
  const target = root.querySelector<HTMLElement>(`[${SCROLL_TARGET_ATTRIBUTE}]`);
  if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView({ behavior, block: 'start' });
  else if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior });
}

/**
 * Runs after each navigation: syncs the navigation store and the document title; on a page
 * change (not the first page) moves focus to the h1, scrolls to the theme's target and returns
 * the text to announce in a polite live region.
 */
export function usePageChange(navigation: NavigationStore, i18n: I18n, queryClient: QueryClient): string {
  const pathname = useRouterState({ select: (state) => (state.status === 'idle' ? state.resolvedLocation?.pathname : undefined) });
  const [language, setLanguage] = useState(i18n.language);
  const [announcement, setAnnouncement] = useState('');
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  useEffect(() => {
    if (pathname === undefined) return;
    // The router's guards loaded the pages before a form page could show.
    const pages = cachedSitePages(queryClient);
    syncNavigation(navigation, pages, pathname);
    const title = documentTitle(i18n, navigation, pages, pathname);
    document.title = title;
    const changed = shownPath.current !== null && shownPath.current !== pathname;
    shownPath.current = pathname;
    if (!changed) return;
    focusPageHeading();
    scrollToTarget();
    // The title names the page and the step; the announcement is how a screen reader hears of it.
    setAnnouncement(title);
  }, [pathname, language, navigation, i18n, queryClient]);

  return announcement;
}
