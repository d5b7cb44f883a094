// The server's half of the app: renders the page an address names to HTML with the same router,
// guards and loaders the browser runs, and writes into it what the browser needs to take the page
// over without asking again (the query cache, the language, the start-up notices). Built with
// `vite build --ssr` into the build folder's server/ and loaded by server/http/routes/render.ts.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import type * as Jsdom from 'jsdom';
import { renderToString } from 'react-dom/server';
import { CLASS_MERGES_ELEMENT_ID, classMergesJson, recordClassMerges, type ClassMerge } from '@ui/cn';
import { setCopySanitizingEnvironment } from '@ui/copy-block';
import { resolveTheme } from '@themes/registry';
import { createAppStateStore } from '@/features/app-state/app-state-store';
import { startBanner } from '@/features/app-state/banner';
import { cultureDirection } from '@/engine/text-direction';
import { createI18n } from '@/features/localization/i18n';
import { createAuthorizationStore } from '@/features/authorization/authorization-store';
import { createClaimSession } from '@/features/wizard/claim-session';
import { documentTitle } from '@/features/navigation/page-change';
import { cachedSitePages } from '@/features/navigation/loaded-pages';
import { isFormAreaPath } from '@/features/navigation/site-pages';
import type { ShellEnvironment } from '@/features/routing/router-context';
import { loadScriptsAfterPaint } from '@/features/startup/scripts-after-paint';
import { startUp } from '@/features/startup/startup';
import { createApiClient } from '@/lib/api/client';
import { formPagesQuery, formsConfigQuery, whitelistQuery } from '@/lib/api/queries';
import { pageStatePath } from '@/contract/page-state-address';
import { pageRequestUrl, type PageRequest } from '@/contract/page-request';
import { isSharedQuery, sharedQueryAt, type SharedStateRef } from '@/lib/api/shared-state';
import type { Transport } from '@/lib/api/transport';
import { createAppQueryClient } from '@/lib/query-client';
import { preloadHtmlCopy } from './layouts/parts/html-copy';
import { preloadLayout } from './layouts/shell';
import { App, createAppRouter, startNavigationAt } from './router';
import { redirect } from '@tanstack/react-router';

/** Answers an API request in the same process (the server's own routes), without the network. */
type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** What the server hands the renderer for one page. */
interface RenderInput {
  /** All the render may read of the request: the page cache keys on every field of it. */
  readonly page: PageRequest;
  /** The built index.html with the theme, settings and nonce already filled in. */
  readonly template: string;
  /** The response's CSP nonce: every inline script the page carries gets it. */
  readonly nonce: string;
  /** The theme setting of the site (the registry resolves it as the browser does). */
  readonly themeSetting: string;
  readonly fetchApi: ApiFetch;
}

/** The rendered page, or why the server should serve the plain app page instead (start-up failed:
 *  the browser then shows the failure exactly as without server rendering). */
export type RenderResult = { kind: 'response'; response: Response } | { kind: 'fallback'; reason: string };

const ROOT = /(<div id="root">)[\s\S]*?<!--\/app-->\s*(<\/div>)/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function inProcessTransport(fetchApi: ApiFetch): Transport {
  return async ({ method, url, headers, body, signal }) => {
    const response = await fetchApi(url, { method, headers, ...(body === undefined ? {} : { body }), ...(signal ? { signal } : {}) });
    return { status: response.status, text: await response.text() };
  };
}

/** The server's stand-in for the browser's location and clock: leaving the site is an HTTP redirect. */
function serverEnvironment(url: URL): ShellEnvironment {
  return {
    now: () => Date.now(),
    assign: (href) => {
      throw redirect({ href, statusCode: 302 });
    },
    hostname: url.hostname,
    origin: url.origin,
  };
}

// HTML copy (the banner, a footer) is sanitized by DOMPurify, which needs a DOM: the server's is
// jsdom's, which DOMPurify supports. The origin links are judged from is the page's, set for each
// render (rendering to a string is synchronous, so no other page's render runs in between).
// jsdom is loaded by the first render that shows HTML copy, with a synchronous require since
// rendering to a string cannot wait: loading it took about 1.2 s of CPU, on every start, and most
// settlements show no HTML copy (the banner is off by default; one theme's footer has some, and
// the start's warm-up renders its pages before the server takes visitors).
const requireFromHere = createRequire(import.meta.url);
let renderingOrigin: string | undefined;
setCopySanitizingEnvironment(
  () => new (requireFromHere('jsdom') as typeof Jsdom).JSDOM('').window,
  () => renderingOrigin,
);

/** The page's HTML. Every lazy part must be loaded first (the theme's layout is, below): a part
 *  still loading would leave a spinner in the HTML and a script to swap it in later, and the page
 *  must read right without scripts. Such a page is not served; the browser renders it instead. */
function renderToHtml(app: React.ReactNode, origin: string): string {
  renderingOrigin = origin;
  let html: string;
  try {
    html = renderToString(app);
  } finally {
    renderingOrigin = undefined;
  }
  if (/<!--\$[!?]-->/.test(html)) throw new Error('A part of the page was still loading when it was rendered.');
  return html;
}

/** Renders the page of a GET request. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const { template, nonce } = input;
  const url = pageRequestUrl(input.page);
  // The router gets a request made of the page's inputs alone: no header or cookie of the
  // visitor's reaches a page that is kept for the next visitors (src/contract/page-request.ts).
  const request = new Request(url);
  const client = createApiClient({ transport: inProcessTransport(input.fetchApi) });
  const queryClient = createAppQueryClient();
  const theme = resolveTheme(input.themeSetting);
  const [i18n, startup] = await Promise.all([
    createI18n(),
    // The CSRF token belongs with the browser's cookie: the browser fetches it itself.
    startUp(queryClient, { queryCulture: url.searchParams.get('culture'), hostname: url.hostname }, { client, csrf: false }),
    preloadLayout(theme.layout),
    preloadHtmlCopy(),
  ]);
  if (startup.fatal.length > 0) return { kind: 'fallback', reason: startup.fatal.map((failure) => failure.call).join(', ') };
  // The banner setting is the site's (the template carries it on <html>), so the server draws the
  // banner when it is on; whether this tab closed it is the browser's to apply after hydration.
  // This page's own stores: another page rendering at the same time has its own.
  const requestStores = { appState: createAppStateStore(), claimSession: createClaimSession(null, { isolated: true }) };
  startBanner(requestStores.appState, /<html\b[^>]*\sdata-banner="on"/i.test(template), null);
  if (isFormAreaPath(url.pathname)) {
    // The form pages' own data, with the server's client (the guards and the route's loader then
    // find it cached).
    await Promise.all([
      queryClient.prefetchQuery(formPagesQuery(client)),
      queryClient.prefetchQuery(formsConfigQuery(client)),
      queryClient.prefetchQuery(whitelistQuery(client)),
    ]);
  }
  const notices = [...new Set(startup.notices.map((failure) => failure.message))];
  const shared = sharedStateRefs(queryClient);
  const named = new Set(shared.map((ref) => ref.queryHash));
  const language = { resolved: false };
  const clientIdSeed = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter(
        {
          queryClient,
          i18n,
          theme,
          authorization: createAuthorizationStore(),
          language,
          environment: serverEnvironment(url),
          startupNotices: notices,
          hydration: { clientIdSeed },
          requestStores,
        },
        {
          ssr: { nonce },
          // The queries every page shares are left out: the browser loads them from their own
          // addresses (see shared-state.ts).
          dehydrate: () => ({
            // Only what the page names is left out: a shared query first loaded while the page
            // rendered is not named, so it travels in the page as before.
            queries: dehydrate(queryClient, {
              shouldDehydrateQuery: (query) => query.state.status === 'success' && !named.has(query.queryHash),
            }),
            culture: i18n.language,
            notices,
            clientIdSeed,
            shared: shared.map(({ queryKey, url }) => ({ queryKey, url })),
          }),
        },
      ),
  });
  let renderError: unknown = null;
  const response = await handler(async ({ router, responseHeaders }) => {
    const rendered = await renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: async () => {
        let app: string;
        let merges: ClassMerge[];
        try {
          startNavigationAt(router, url.pathname);
          ({ result: app, merges } = recordClassMerges(() => renderToHtml(<App router={router} />, url.origin)));
        } catch (error) {
          renderError = error;
          throw error;
        }
        const pages = cachedSitePages(queryClient);
        const title = escapeHtml(documentTitle(i18n, router.options.context.navigation, pages, url.pathname));
        const page = template
          .replace(
            ROOT,
            (_whole, open: string, close: string) =>
              `${open}${app}${close}<script type="application/json" id="${CLASS_MERGES_ELEMENT_ID}">${classMergesJson(merges)}</script>`,
          )
          .replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`);
        const culture = i18n.language;
        return loadScriptsAfterPaint(
          page,
          nonce,
          shared.map((ref) => ref.url),
          theme.layout,
        )
          .replace(/^<!doctype html>\s*/i, '')
          .replace(/<html\b([^>]*)\slang="[^"]*"/i, `<html$1 lang="${escapeHtml(culture)}" dir="${cultureDirection(culture)}"`);
      },
    });
    // Any address no route names shows the not-found page, with the status that says so.
    const notFound = router.stores.matches.get().some((match) => match.routeId === '/$' || match.status === 'notFound');
    return notFound ? new Response(rendered.body, { status: 404, headers: rendered.headers }) : rendered;
  });
  if (renderError) {
    console.error(`${url.pathname} could not be rendered on the server`, renderError);
    return { kind: 'fallback', reason: 'rendering' };
  }
  return { kind: 'response', response };
}

/** The version of a shared query's data in its address: a hash of the data as sent. */
function versionOf(json: string): string {
  return createHash('sha256').update(json).digest('base64url').slice(0, 16);
}

/** The shared queries loaded for the page before it renders, each with the address of its data
 *  (and its query hash, which stays on the server). */
function sharedStateRefs(queryClient: QueryClient): (SharedStateRef & { queryHash: string })[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' && isSharedQuery(query.queryKey) })
    .map((query) => ({
      queryKey: query.queryKey,
      queryHash: query.queryHash,
      url: `${pageStatePath(query.queryKey)}?v=${versionOf(JSON.stringify(query.state.data))}`,
    }));
}

/** The data of a page-state address (see shared-state.ts) as JSON, with its version; null for an
 *  address that names no shared query or whose call failed. */
export async function pageState(input: { path: string; fetchApi: ApiFetch }): Promise<{ json: string; version: string } | null> {
  const client = createApiClient({ transport: inProcessTransport(input.fetchApi) });
  const query = sharedQueryAt(input.path, client);
  if (!query) return null;
  const queryClient = createAppQueryClient();
  try {
    await queryClient.fetchQuery(query);
  } catch {
    return null;
  }
  const json = JSON.stringify(queryClient.getQueryData(query.queryKey));
  return { json, version: versionOf(json) };
}
