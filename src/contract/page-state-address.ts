// The addresses of the data every server-rendered page shares (see shared-state.ts): a module of
// its own, so the server's routes can name them without the app's API client.

/** Where the page-state addresses start. */
export const PAGE_STATE_PREFIX = '/_page-state/';

/** The address of a shared query's data (without its version): its key after 'api'. */
export function pageStatePath(queryKey: readonly unknown[]): string {
  return (
    PAGE_STATE_PREFIX +
    queryKey
      .slice(1)
      .map((part) => encodeURIComponent(String(part)))
      .join('/')
  );
}
