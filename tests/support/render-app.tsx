import { configure, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { resolveTheme, type ThemeSetting } from '@themes/registry';
import { formsConfigResponseSchema, type DeadlineKey, type DeadlinesResponse } from '@/contract/api';
import { createI18n } from '@/features/localization/i18n';
import { createAuthorizationStore } from '@/features/authorization/authorization-store';
import { apiKeys } from '@/lib/api/queries';
import { App, createAppRouter } from '@/router';
import { demoSettlement } from './demo-settlement';

// Guards, lazy routes and the layout settle within a second here, but far slower on a busy CI
// machine running every project at once.
configure({ asyncUtilTimeout: 10_000 });

/** The moment the tests run at: every demo deadline is in 2099 or 2020. */
const NOW = Date.UTC(2026, 5, 15, 12);

/** A query client filled with the demo settlement's answers, so no request is ever made. */
export function filledQueryClient({ passed = [] }: { passed?: readonly DeadlineKey[] } = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(apiKeys.cultures, { ...demoSettlement.info.cultures });
  queryClient.setQueryData(apiKeys.cultureContent('en'), demoSettlement.content('en'));
  queryClient.setQueryData(apiKeys.cultureContent('es'), demoSettlement.content('es'));
  queryClient.setQueryData<DeadlinesResponse>(apiKeys.deadlines, demoSettlement.deadlinesAnswer('cms', new Set(passed)));
  // As the API client holds them: parsed by the contract (camelCase keys), not as the server sends them.
  queryClient.setQueryData(apiKeys.formsConfig, formsConfigResponseSchema.parse(demoSettlement.modelConfigs));
  queryClient.setQueryData(apiKeys.formPages, { forms: demoSettlement.pages });
  queryClient.setQueryData(apiKeys.whitelist, demoSettlement.info.allowedCharacters);
  return queryClient;
}

/** Options of renderApp. */
interface RenderAppOptions {
  theme?: ThemeSetting;
  passed?: readonly DeadlineKey[];
  queryClient?: QueryClient;
}

/** Renders the whole app at a path with a memory history; waits for the first page heading. */
export async function renderApp(path: string, { theme = 'jnd-7-0-default', passed, queryClient }: RenderAppOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const authorization = createAuthorizationStore();
  const assign = vi.fn<(href: string) => void>();
  const context = {
    queryClient: queryClient ?? filledQueryClient({ passed: passed ?? [] }),
    i18n: await createI18n(),
    theme: resolveTheme(theme),
    authorization,
    language: { resolved: false },
    environment: { now: () => NOW, assign, hostname: 'localhost', origin: 'http://localhost' },
    startupNotices: [],
  };
  const router = createAppRouter(context, { history });
  const view = render(<App router={router} />);
  return { router, authorization, assign, history, view, context };
}

/** Waits for the page's h1 with this text. */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

/** The address the router shows: path and query. */
export function currentHref(router: ReturnType<typeof createAppRouter>): string {
  const { pathname, searchStr } = router.state.location;
  return `${pathname}${searchStr}`;
}
