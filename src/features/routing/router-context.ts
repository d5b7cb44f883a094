import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ThemeEntry } from '@themes/registry';
import type { AppStateStore } from '@/features/app-state/app-state-store';
import type { NavigationStore } from '@/features/navigation/navigation-store';
import type { ClaimSession } from '@/features/wizard/claim-session';
import type { AuthorizationStore } from '@/features/authorization/authorization-store';

/** Whether the first navigation has resolved the culture from the address; later ones change it
 *  only for a culture query value. The culture itself is the i18n instance's language, its one
 *  source. */
interface LanguageState {
  resolved: boolean;
}

/** What the guards read from the browser; tests pass their own clock and location. */
export interface ShellEnvironment {
  /** The current time in epoch milliseconds. */
  readonly now: () => number;
  /** Leaves the app for another site (a deadline's external redirect). */
  readonly assign: (href: string) => void;
  /** The page's host name, which may name a culture. */
  readonly hostname: string;
  /** The page's origin, so an absolute redirect to this site stays a route change. */
  readonly origin: string;
}

/** A page rendered on the server: the seed its first form models' ids were drawn from, which the
 *  browser reuses while it hydrates the page (null once it has). */
interface HydrationState {
  clientIdSeed: string | null;
}

/** Marks a page's hydration done: later form models get ids of their own again. */
export function endHydration(state: HydrationState | undefined): void {
  if (state) state.clientIdSeed = null;
}

/** What every route's guards, loaders and components can reach through the router context. */
export interface ShellContext {
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
  readonly theme: ThemeEntry;
  readonly authorization: AuthorizationStore;
  readonly navigation: NavigationStore;
  readonly language: LanguageState;
  readonly environment: ShellEnvironment;
  /** Messages of start-up calls the site runs without (CSRF, captcha, PayPal), shown above the page. */
  readonly startupNotices: readonly string[];
  /** Present on a page rendered on the server (and in the browser that hydrates it). */
  readonly hydration?: HydrationState;
  /** The stores of one server render (the app state, the claim session), so that renders running
   *  at once share nothing; absent in the browser, which uses the tab's own. */
  readonly requestStores?: RequestStores;
}

/** Stores made for one request rather than kept in a module. */
interface RequestStores {
  readonly appState: AppStateStore;
  readonly claimSession: ClaimSession;
}

/** The browser's clock and location. */
export function browserEnvironment(): ShellEnvironment {
  return {
    now: () => Date.now(),
    assign: (href) => window.location.assign(href),
    hostname: window.location.hostname,
    origin: window.location.origin,
  };
}
