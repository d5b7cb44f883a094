import { startTransition } from 'react';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { takeClassMergesFrom } from '@ui/cn';
import { Spinner } from '@ui/spinner';
import type { ThemeEntry } from '@themes/registry';
import { REQUEST_FAILED } from '@/contract/messages';
import { createI18n } from '@/features/localization/i18n';
import { appStateStore } from '@/features/app-state/app-state-context';
import { startBanner } from '@/features/app-state/banner';
import { analyticsTagId, bannerSetting } from '@/features/html-settings/app-settings';
import { createAuthorizationStore } from '@/features/authorization/authorization-store';
import { browserEnvironment } from '@/features/routing/router-context';
import { addCultureContent } from '@/features/localization/i18n';
import { keepEarlyInput } from '@/features/startup/early-input';
import { layoutModules } from './layouts/layout-modules';
import { preloadHtmlCopy } from './layouts/parts/html-copy';
import { isFormAreaPath } from '@/features/navigation/site-pages';
import { startUp } from '@/features/startup/startup';
import { readTheme } from '@/features/html-settings/theme';
import { cultureContentQuery, csrfQuery, formPagesQuery, formsConfigQuery, whitelistQuery } from './lib/api/queries';
import { loadSharedState } from './lib/api/shared-state';
import type { DehydratedApp } from './router';
import { createAppQueryClient } from './lib/query-client';
// Font Awesome's CSS ships in the site's stylesheet (router.tsx stops it adding a <style> element).
import '@fortawesome/fontawesome-svg-core/styles.css';
import '@ui/styles.css';

/** Set once React has been given the server's page: from then on React shows any failure. */
let handedToReact = false;

// A failed early download is only a lost head start: the router loads the same code again when
// it needs it, and reports a failure then.
function reportPreloadFailure(error: unknown): void {
  console.warn('Preloading the first page failed', error);
}

// The error page loads only when it is needed: it brings react-i18next's hooks, and with them
// all of i18next, which the entry script otherwise does without.
async function renderPlainError(root: Root, heading: string, messages: readonly string[]): Promise<void> {
  const { PlainErrorPage } = await import('@/features/status-pages/status-page');
  root.render(<PlainErrorPage heading={heading} messages={messages} />);
}

const unique = (messages: readonly string[]) => [...new Set(messages)];

/** Takes over a page the server rendered: the router and the query cache start from the state the
 *  server wrote into the page, so no call the server made runs again, and React attaches to the
 *  HTML already on screen (what a claimant typed meanwhile stays). */
async function hydratePage(element: HTMLElement, theme: ThemeEntry): Promise<void> {
  const giveBackEarlyInput = keepEarlyInput(element);
  // The class lists the server's render merged: hydration's first render finds each one known, and
  // tailwind-merge's class map is left unbuilt until a list the server did not draw turns up.
  takeClassMergesFrom(document);
  // The entry's own evaluation (React DOM's module alone is a third of it) ends the task it ran
  // in here, and the router's import has a task of its own: the build's loader appends a module
  // preload for each chunk the router needs (14), an append costing up to a few milliseconds on a
  // phone. In one task with the evaluation and the steps below they made 100 to 120 ms at a 4x CPU
  // slowdown; apart, each stays under 45 ms.
  await yieldToMain();
  const routerLoading = import('./router');
  await yieldToMain();
  const queryClient = createAppQueryClient();
  const environment = browserEnvironment();
  const language = { resolved: false };
  // Filled from the server's state before the first render.
  const startupNotices: string[] = [];
  const hydration = { clientIdSeed: null as string | null };
  const loading = Promise.all([createI18n(), routerLoading, import('./layouts/shell')]);
  const [i18n, { App, createAppRouter, startNavigationAt }, { preloadLayout }] = await loading;
  // Each step of taking the page over runs in a task of its own (see yieldToMain).
  await yieldToMain();
  // HTML copy the server drew must be drawn the same way in the first render.
  const layoutLoaded = Promise.all([
    preloadLayout(theme.layout),
    element.querySelector('[data-slot="copy-block"]') ? preloadHtmlCopy() : null,
  ]);
  const router = createAppRouter(
    {
      queryClient,
      i18n,
      theme,
      authorization: createAuthorizationStore(),
      language,
      environment,
      startupNotices,
      hydration,
    },
    {
      hydrate: async (state: DehydratedApp) => {
        hydrateQueries(queryClient, state.queries);
        // A page from a server before page state was shared carries it all (a rolling update).
        await loadSharedState(queryClient, state.shared ?? []);
        startupNotices.push(...state.notices);
        hydration.clientIdSeed = state.clientIdSeed;
        const content = queryClient.getQueryData(cultureContentQuery(state.culture).queryKey);
        if (content) addCultureContent(i18n, state.culture, content);
        await i18n.changeLanguage(state.culture);
        language.resolved = true;
      },
    },
  );
  // The first render must match the server's HTML, which shows the banner whenever the setting is
  // on; a tab that closed it earlier hides it once the page has hydrated.
  startBanner(appStateStore, bannerSetting(), null);
  afterHydration(() => startBanner(appStateStore, bannerSetting()));
  // Creating the router (its history, its route tree) and taking the server's state are two
  // tasks: together with the state's copy catalogue they made one of 50 to 85 ms at 4x.
  await yieldToMain();
  // The router takes the state the server wrote into the page (and loads the page's code) before
  // React attaches to the HTML, so the first render matches the server's without suspending.
  await Promise.all([hydrateRouter(router), layoutLoaded]);
  (window as unknown as { $_TSR?: { h(): void } }).$_TSR?.h();
  startNavigationAt(router, window.location.pathname);
  await yieldToMain();
  // As a transition, React hydrates the page in slices of a few milliseconds rather than one long
  // task: the page is already on screen, and a slow phone stays responsive while it is taken over.
  handedToReact = true;
  startTransition(() => {
    hydrateRoot(element, <App router={router} />, {
      // A page that does not match the server's HTML is drawn again in the browser, which works but
      // loses what was typed meanwhile: say so, as a development error.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
  // What was typed before the scripts arrived goes back once the whole page is React's (hydrating
  // in slices, a field can be React's a few frames before its page has committed).
  afterHydration(() => void giveBackEarlyInput());
  // The CSRF token belongs with this browser's cookie, so the server never fetched it.
  queryClient.prefetchQuery(csrfQuery()).catch(() => undefined);
  startAnalytics();
}

/** Lets the browser handle input and paint between two steps of taking the page over: on a phone
 *  the steps together would be one long task, and a claimant typing meanwhile would wait for all
 *  of it. Uses the browser's scheduler.yield where there is one (the continuation then runs ahead
 *  of other queued work), otherwise a new task. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `run` once the app has taken the server's page over (the root route marks <html> with
 *  data-hydrated after its first commit). */
function afterHydration(run: () => void): void {
  const html = document.documentElement;
  if (html.hasAttribute('data-hydrated')) return run();
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Tells the claimant, above the server's page, that the page's code failed to start (it did
 *  not download, say): its buttons would do nothing, and a reload is the way on. Plain DOM, since
 *  the app's own code may be what failed; the page stays, with whatever was typed into it. */
function announceStartFailure(element: HTMLElement): void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.tabIndex = -1;
  notice.className = 'm-4 rounded-theme border border-s-4 border-current bg-warning p-4 text-warning-fg';
  notice.textContent = REQUEST_FAILED;
  element.prepend(notice);
  notice.focus();
}

/** Settles once the browser has read the whole page. A page the server rendered ends with the
 *  router's state, in scripts after the page's content, and its scripts are added as soon as it
 *  first paints (see scripts-after-paint.ts): on a slow connection or a busy phone they can arrive
 *  and run while the rest of the page is still coming, and must not start before it is there. */
function pageRead(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function main(): Promise<void> {
  await pageRead();
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element to mount the app in.');
  if ('$_TSR' in window) {
    try {
      await hydratePage(element, readTheme());
    } catch (error) {
      console.error('The page could not start', error);
      if (!handedToReact) announceStartFailure(element);
    }
    return;
  }
  const root = createRoot(element);

  let theme: ThemeEntry;
  try {
    theme = readTheme();
  } catch (error) {
    // A developer error: its detail goes to the console, and a claimant reads the generic
    // message rather than a blank page or the name of a setting.
    console.error(error);
    await renderPlainError(root, 'This site is not set up correctly', [REQUEST_FAILED]);
    return;
  }

  root.render(
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" />
    </div>,
  );
  const queryClient = createAppQueryClient();
  const environment = browserEnvironment();
  const starting = startUp(queryClient, {
    queryCulture: new URLSearchParams(window.location.search).get('culture'),
    hostname: environment.hostname,
  });
  // Everything the first page will need downloads while the start-up calls are on the wire,
  // rather than one step after another once the guards have run: the router, the code of the
  // page the address names, the theme's layout and, on a form page, the model configs and the
  // whitelist (loadFormArea finds them cached).
  const routerModule = import('./router');
  const { pathname } = window.location;
  routerModule.then(({ loadPageCode }) => loadPageCode(pathname)).catch(reportPreloadFailure);
  // The same module the Shell renders, so fetching it here means the Shell finds it loaded.
  layoutModules[theme.layout]().catch(reportPreloadFailure);
  if (isFormAreaPath(pathname)) {
    // Every form page renders the wizard page: its code need not wait for the router to match.
    import('@/features/wizard/wizard-page').catch(reportPreloadFailure);
    void queryClient.prefetchQuery(formPagesQuery());
    void queryClient.prefetchQuery(formsConfigQuery());
    void queryClient.prefetchQuery(whitelistQuery());
  }
  const [i18n, startup, { App, createAppRouter }] = await Promise.all([createI18n(), starting, routerModule]);
  if (startup.fatal.length > 0) {
    await renderPlainError(root, 'Sorry, the site could not start', unique(startup.fatal.map((failure) => failure.message)));
    return;
  }

  const router = createAppRouter({
    queryClient,
    i18n,
    theme,
    authorization: createAuthorizationStore(),
    language: { resolved: false },
    environment,
    startupNotices: unique(startup.notices.map((failure) => failure.message)),
  });
  startBanner(appStateStore, bannerSetting());
  // As a transition, React renders the first page in slices of a few milliseconds rather than one
  // task, so a slow phone stays responsive to input while the page is built.
  startTransition(() => root.render(<App router={router} />));
  startAnalytics();
}

/** After the first page is on its way: analytics never delays a claimant. Without a tag id in the
 *  app configuration not even the loader's code is fetched. */
function startAnalytics(): void {
  const tagId = analyticsTagId();
  if (tagId) {
    import('@/features/analytics/analytics')
      .then(({ loadAnalytics }) => loadAnalytics(tagId))
      .catch((error: unknown) => console.warn('Analytics could not load', error));
  }
}

main().catch((error: unknown) => console.error('The page could not start', error));
