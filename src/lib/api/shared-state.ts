import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { PAGE_STATE_PREFIX } from '@/contract/page-state-address';
import { fetchTransport } from './transport';
import { apiKeys, cultureContentQuery, formPagesQuery, formsConfigQuery } from './queries';

// A page rendered on the server carries the query cache the browser takes it over with. Three of
// its queries are the same for every page and every claimant (of a culture): the model configs of
// all the forms, their wizard pages and the culture's copy, together about 95 kB of a 140 kB
// page. Written into every page they made each page over three times the size it needs to be, for
// the server to send and for a phone to download and parse again on every page it loads. So a page leaves them out and names them
// instead: each is served at its own address (/_page-state/...), with the hash of its content in
// the query string, cached by the browser for as long as that content stands. The browser fetches
// them while the page's scripts download and puts them in its cache before it takes the page over.
//
// Like the rest of the page's state, they are the server's own answers as its API client checked
// them while rendering: the browser does not check them again (that would bring the 30 kB of
// schema code into the first page).

/** A query the page leaves out, and the address of its data. */
export interface SharedStateRef {
  readonly queryKey: QueryKey;
  readonly url: string;
}

/** A shared query: how many parameters follow its name in the key, and its options. */
interface SharedQuery {
  readonly params: number;
  readonly options: (client: ApiClient, params: readonly string[]) => FetchQueryOptions<unknown>;
}

/** The queries a page shares, by their name (the part of the key after 'api'). */
const sharedQueries: Readonly<Record<string, SharedQuery>> = {
  'forms-config': { params: 0, options: (client) => formsConfigQuery(client) as FetchQueryOptions<unknown> },
  'form-pages': { params: 0, options: (client) => formPagesQuery(client) as FetchQueryOptions<unknown> },
  'culture-content': { params: 1, options: (client, [culture]) => cultureContentQuery(culture!, client) as FetchQueryOptions<unknown> },
};

/** The shared query of a name; undefined for any other name (an inherited one included). */
function sharedQueryNamed(name: string): SharedQuery | undefined {
  return Object.hasOwn(sharedQueries, name) ? sharedQueries[name] : undefined;
}

/** True for a query a page leaves out of its state (see above). */
export function isSharedQuery(queryKey: QueryKey): boolean {
  const [root, name, ...params] = queryKey;
  const shared = typeof name === 'string' ? sharedQueryNamed(name) : undefined;
  return root === apiKeys.all[0] && shared !== undefined && params.length === shared.params && params.every((p) => typeof p === 'string');
}

/** The query options a page-state address names, asked through `client`; null for any other path. */
export function sharedQueryAt(path: string, client: ApiClient): FetchQueryOptions<unknown> | null {
  if (!path.startsWith(PAGE_STATE_PREFIX)) return null;
  let parts: string[];
  try {
    parts = path.slice(PAGE_STATE_PREFIX.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const [name, ...params] = parts;
  const shared = name === undefined ? undefined : sharedQueryNamed(name);
  if (!shared || params.length !== shared.params || params.some((param) => param === '')) return null;
  return shared.options(client, params);
}

/** Fetches the shared queries a page named into the cache, each once (with a retry), before the
 *  page is taken over. The page's scripts asked for the same addresses with a preload, so this
 *  finds them arriving or arrived. */
export async function loadSharedState(queryClient: QueryClient, refs: readonly SharedStateRef[]): Promise<void> {
  await Promise.all(
    refs.map((ref) =>
      queryClient.fetchQuery({
        queryKey: ref.queryKey,
        queryFn: () => fetchPageState(ref.url),
        staleTime: Infinity,
        retry: 1,
      }),
    ),
  );
}

async function fetchPageState(url: string): Promise<unknown> {
  // The app's fetch asks with same-origin credentials, as the page's <link rel="preload"
  // as="fetch" crossorigin> did, so the browser hands over the preloaded answer.
  const { status, text } = await fetchTransport({ method: 'GET', url, headers: {} });
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  return JSON.parse(text) as unknown;
}
