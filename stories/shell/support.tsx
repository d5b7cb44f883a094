import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import i18next, { type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppStateProvider } from '@/features/app-state/app-state-context';
import { createAppStateStore, initialAppState, type AppState } from '@/features/app-state/app-state-store';
import { culturesQuery } from '@/lib/api/queries';
import { demoCopy } from '../../server/settlement/demo-copy';

// What the shell stories need to render standalone: the demo settlement's copy in English and
// Spanish (initialised synchronously, so the first render already has it), an app-state store
// of their own, a query cache that already holds the demo's cultures (the language menu
// reads them; a story makes no calls), and a router at the first page for the header's links.

function storyI18n(culture: 'en' | 'es'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: culture,
    fallbackLng: false,
    initAsync: false,
    resources: { en: { translation: { ...demoCopy.en } }, es: { translation: { ...demoCopy.es } } },
    // The settlement's copy uses single-brace parameters, as the app's instance reads them.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    react: { useSuspense: false },
  });
  return instance;
}

const instances = { en: storyI18n('en'), es: storyI18n('es') };

/** Props of ShellStory. */
interface ShellStoryProps {
  culture?: 'en' | 'es';
  /** The app state the story starts from. */
  state?: Partial<AppState>;
  children: ReactNode;
}

function storyQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const cultures: Record<string, string> = { en: 'English', es: 'Español' };
  client.setQueryData(culturesQuery().queryKey, cultures);
  return client;
}

function storyRouter() {
  return createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/standard/claimant-info'] }) });
}

/** Wraps a shell story in the demo copy, its own app-state store, a query cache and a router. */
export function ShellStory({ culture = 'en', state, children }: ShellStoryProps) {
  const [store] = useState(() => createAppStateStore({ ...initialAppState, ...state }));
  const [queryClient] = useState(storyQueryClient);
  const [router] = useState(storyRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider router={router}>
        <I18nextProvider i18n={instances[culture]}>
          <AppStateProvider store={store}>{children}</AppStateProvider>
        </I18nextProvider>
      </RouterContextProvider>
    </QueryClientProvider>
  );
}
