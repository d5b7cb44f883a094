import type { SharedStateRef } from '@/lib/api/shared-state';
import { StrictMode } from 'react';
import { QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRouter,
  parseSearchWith,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router';
import { setNonce } from 'get-nonce';
import { I18nextProvider } from 'react-i18next';
import { AppStateProvider } from '@/features/app-state/app-state-context';
import { createNavigationStore, type NavigationStore } from '@/features/navigation/navigation-store';
import { syncNavigation } from '@/features/navigation/page-change';
import { cachedSitePages, findFormPage } from '@/features/navigation/loaded-pages';
import type { ShellContext } from '@/features/routing/router-context';
import { ClaimSessionContext } from '@/features/wizard/claim-session-context';
import { currentAnswers, pagesWithSkips } from '@/features/wizard/page-skips';
import { routeTree } from './routeTree.gen';

// Radix dialogs lock the page's scroll with a <style> element (react-remove-scroll); the site's CSP
// admits inline styles only with the page's nonce, which get-nonce hands to that element.
const styleNonce =
  typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (styleNonce) setNonce(styleNonce);

/** What the app router is built from: the shell context without the navigation store, which it makes. */
type AppRouterContext = Omit<ShellContext, 'navigation'>;

/** What the server and the hydrating client add to the router: the CSP nonce of the page's inline
 *  scripts, and the state the server hands to the browser with the page (the query cache, the
 *  language) and how the browser takes it back. */
interface AppRouterOptions {
  history?: RouterHistory;
  ssr?: { nonce?: string };
  dehydrate?: () => DehydratedApp;
  hydrate?: (state: DehydratedApp) => Promise<void>;
}

/** The app state a server-rendered page carries to the browser. */
export interface DehydratedApp {
  readonly queries: DehydratedState;
  /** The culture the page was rendered in. */
  readonly culture: string;
  readonly notices: readonly string[];
  /** The seed of the page's first form model ids (see HydrationState). */
  readonly clientIdSeed: string;
  /** The queries left out of `queries` because every page shares them, with their addresses
   *  (see src/lib/api/shared-state.ts). */
  readonly shared: readonly SharedStateRef[];
}

/** Builds the app router; tests pass a memory history. */
export function createAppRouter(context: AppRouterContext, options: AppRouterOptions = {}) {
  // Next and Back read the claimant's answers for the pages' skip conditions.
  const navigation = createNavigationStore({
    navigate: (to): Promise<void> => router.navigate({ href: to }),
    // The page the router shows (or is loading) is the current page.
    currentPath: () => findFormPage(cachedSitePages(context.queryClient), router.state.location.pathname)?.path ?? null,
    watchPath: (listener) => router.subscribe('onResolved', listener),
    getSkipContext: context.requestStores ? () => context.requestStores!.claimSession.currentAnswers() : currentAnswers,
    // The guards load the settlement's pages before a form page shows.
    pagesFor: (formType) => pagesWithSkips(cachedSitePages(context.queryClient)?.order(formType) ?? []),
  }) as NavigationStore;
  const router = createRouter({
    routeTree,
    context: { ...context, navigation },
    ...(options.history ? { history: options.history } : {}),
    ...(options.ssr ? { ssr: options.ssr } : {}),
    // The query cache's dehydrated state is plain JSON data; the router's serialisable-type check
    // cannot see that through its open `unknown` fields.
    ...(options.dehydrate ? { dehydrate: options.dehydrate as never } : {}),
    ...(options.hydrate ? { hydrate: options.hydrate as never } : {}),
    // Query values stay plain text (no JSON), so the sanitising guard sees what the user typed.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
    // Preloading would run the guards (and switch the language) when a link is only hovered.
    defaultPreload: false,
    scrollRestoration: false,
  });
  return router;
}

/** Sets the navigation store to the page at `pathname` before the page is first drawn, the same
 *  on the server and in the browser that takes the page over. Hydration then finds the store as
 *  the page was drawn with it: a store that changed after the first render would make React
 *  redo the whole page in one go, a long freeze on a phone just as it becomes interactive. */
export function startNavigationAt(router: ReturnType<typeof createAppRouter>, pathname: string): void {
  const { navigation, queryClient } = router.options.context;
  syncNavigation(navigation, cachedSitePages(queryClient), pathname);
}

/** Downloads the code of the routes a path matches (their split components), without running
 *  any guard or loader: matching needs neither the app's context nor its history. */
export async function loadPageCode(pathname: string): Promise<void> {
  const matcher = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [pathname] }), context: undefined as never });
  const [routes] = matcher.getMatchedRoutes(pathname);
  await Promise.all(routes.map((route) => matcher.loadRouteChunk(route)));
}

/** The app router's type. */
type AppRouter = ReturnType<typeof createAppRouter>;

/** The mounted app: query client, copy and router. */
export function App({ router }: { router: AppRouter }) {
  const { queryClient, i18n, requestStores } = router.options.context;
  const routed = <RouterProvider router={router} />;
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {requestStores ? (
            <AppStateProvider store={requestStores.appState}>
              <ClaimSessionContext.Provider value={requestStores.claimSession}>{routed}</ClaimSessionContext.Provider>
            </AppStateProvider>
          ) : (
            routed
          )}
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
