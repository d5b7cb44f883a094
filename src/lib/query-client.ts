import { QueryClient } from '@tanstack/react-query';

/** The app's query client: settings and copy are fetched once, failures are retried at most once. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, gcTime: Infinity, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
