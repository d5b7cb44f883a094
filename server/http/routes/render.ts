// Server rendering: loads the built server entry (dist/server/entry-server.js, written by
// `vite build --ssr`) and renders the page of a GET request with it. The entry reaches the API
// through the app itself, in process. Without a server build the site still works: the plain
// app page is served and the browser renders it.
//
// A render costs tens of milliseconds of CPU, and the page it gives depends only on the address,
// the site's settings and the settlement's state, not on who asks. So each rendered page is kept
// for a short while (RENDER_CACHE_SECONDS) per address and state, rendered with a placeholder
// nonce; every response gets its own CSP nonce and its own client-id seed put in when it is sent.
// Renders run at most RENDER_CONCURRENCY at once with RENDER_QUEUE waiting; beyond that a
// request gets the plain app page at once (the browser renders it), so a crowd loading pages
// never takes the event loop from the claims being received.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { createClientId, withClientIdSeed } from '../../../src/engine/models';
import { pageRequestKey, pageRequestOf, type PageRequest } from '../../../src/contract/page-request';
import type { ServerEntry } from '../../settings/server-entry';
import type { AppEnv } from '../app-env';
import { log } from '../../observability/log';
import type { ServerMetrics } from '../../observability/metrics';
import { prepareSplice, splicedGzip, type SplicedGzip } from './gzip-splice';

/** Requests rendered without the page cache (the start's warm-up, http/warm-up.ts). */
export const uncachedRequests = new WeakSet<Request>();

/** How pages are rendered: the limits and the cache (see the settings of the same names). */
interface RenderOptions {
  concurrency: number;
  queue: number;
  cacheSeconds: number;
  metrics: ServerMetrics;
  /** The server entry to use instead of the build folder's (tests hand in src/entry-server.tsx). */
  entry?: ServerEntry | undefined;
}

/** The data of a page-state address, ready to send. */
interface PageStateAnswer {
  body: Buffer;
  gzipped: boolean;
  /** The hash of the data, as the pages that name it put it in its address. */
  version: string;
}

/** A page-state address's data as kept: its bytes, and gzipped once when first asked for so. */
interface KeptState {
  body: Buffer;
  gzip: Buffer | null;
  version: string;
}

/** At most this many page-state answers are kept (one a culture, and the model configs). */
const MAX_STATES = 100;

/** A rendered page, ready to send: its HTML as UTF-8 bytes, gzipped when the client asked. */
export interface RenderedPage {
  status: number;
  body: Buffer;
  gzipped: boolean;
  location: string | null;
}

/** How long the server entry's check stands: a rebuilt entry is used within it, and a crowd
 *  loading pages does not stat the file for each. */
const ENTRY_RECHECK_MS = 1000;

/** How many client ids a page's seed is remapped for: more than any page's first models. */
const SEEDED_IDS = 64;

/** The suffixes of the first `count` client ids a seed gives (see withClientIdSeed in
 *  src/engine/models.ts). */
function seededSuffixes(seed: string, count = SEEDED_IDS): string[] {
  return withClientIdSeed(seed, () => Array.from({ length: count }, () => createClientId('x').slice(2)));
}

/** A rendered page as kept: its text cut where the per-response values go (the nonce, the seed
 *  and the form's client ids, found once), so each response is a join rather than a search. The
 *  parts are kept as UTF-8 bytes: encoding the page's 120 kB of text for every response cost more
 *  than rendering it once did (a page with one character beyond Latin-1 is a two-byte string,
 *  slow to encode), and joining bytes costs next to nothing. */
interface KeptPage {
  status: number;
  location: string | null;
  /** Bytes, then what goes between them and the next bytes: 'nonce', 'seed' or a client id's index. */
  parts: Buffer[];
  slots: ('nonce' | 'seed' | number)[];
  /** How many of the seed's client ids the page holds (each response draws only those). */
  ids: number;
  /** The parts deflated once, when a client first asks for gzip (gzip-splice.ts). */
  gzip: Promise<SplicedGzip> | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Cuts a page rendered with `placeholder` as its nonce where each per-response value goes. */
function keep(status: number, location: string | null, html: string, placeholder: string): KeptPage {
  const seed = seedPattern.exec(html)?.[1] ?? null;
  const suffixes = seed ? seededSuffixes(seed) : [];
  const index = new Map(suffixes.map((suffix, i) => [suffix, i]));
  const alternatives = [
    escapeRegExp(placeholder),
    ...(seed ? [`clientIdSeed:"${seed}"`, `-(?:${suffixes.join('|')})(?![A-Za-z0-9])`] : []),
  ];
  const parts: string[] = [];
  const slots: KeptPage['slots'] = [];
  let last = 0;
  for (const match of html.matchAll(new RegExp(alternatives.join('|'), 'g'))) {
    const text = match[0];
    if (text === placeholder) {
      parts.push(html.slice(last, match.index));
      slots.push('nonce');
    } else if (text.startsWith('clientIdSeed:')) {
      parts.push(`${html.slice(last, match.index)}clientIdSeed:"`);
      slots.push('seed');
      // The slot gives the seed; its closing quote starts the next text.
      last = match.index + text.length - 1;
      continue;
    } else {
      parts.push(html.slice(last, match.index + 1));
      slots.push(index.get(text.slice(1))!);
    }
    last = match.index + text.length;
  }
  parts.push(html.slice(last));
  const ids = Math.max(0, ...slots.map((slot) => (typeof slot === 'number' ? slot + 1 : 0)));
  return { status, location, parts: parts.map((part) => Buffer.from(part, 'utf8')), slots, ids, gzip: null };
}

const seedPattern = /clientIdSeed:"([0-9a-f]{24})"/;

/** Renders pages with the server entry of a build folder (`renderPage`), and answers the
 *  page-state addresses the pages name (`pageState`); each null when the folder has none. */
export function pageRenderer(app: Hono<AppEnv>, distDir: string, themeSetting: string, options: RenderOptions) {
  const entryPath = join(distDir, 'server', 'entry-server.js');
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry>; checkedAt: number } | null = null;

  async function entry(): Promise<ServerEntry | null> {
    if (options.entry) return options.entry;
    if (loaded && performance.now() - loaded.checkedAt < ENTRY_RECHECK_MS) return loaded.entry;
    const info = await stat(entryPath).catch(() => null);
    if (!info) return null;
    if (!loaded || loaded.mtimeMs !== info.mtimeMs) {
      // A rebuilt entry is a new module: the query string keeps Node from handing back the old one.
      const href = `${pathToFileURL(entryPath).href}?v=${info.mtimeMs}`;
      loaded = { mtimeMs: info.mtimeMs, entry: import(href) as Promise<ServerEntry>, checkedAt: 0 };
    }
    loaded.checkedAt = performance.now();
    return loaded.entry;
  }

  const fetchApi = async (path: string, init: RequestInit): Promise<Response> => app.request(path, init);
  // Letters and digits: valid wherever a nonce goes, and found nowhere else in a page.
  const placeholder = `ssrnonce${randomBytes(12).toString('hex')}`;
  const cache = new Map<string, { expires: number; page: Promise<KeptPage | null> }>();
  const MAX_PAGES = 500;
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A render slot, or false when RENDER_CONCURRENCY render and RENDER_QUEUE wait already. */
  async function slot(): Promise<boolean> {
    if (running < options.concurrency) {
      running += 1;
      return true;
    }
    if (waiting.length >= options.queue) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  }
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function renderOnce(loadedEntry: ServerEntry, page: PageRequest, template: (nonce: string) => string): Promise<KeptPage | null> {
    const started = performance.now();
    try {
      const result = await loadedEntry.render({ page, template: template(placeholder), nonce: placeholder, themeSetting, fetchApi });
      if (result.kind === 'fallback') {
        log.warn({ failed: result.reason, path: page.pathname }, 'The page was not rendered on the server; the browser renders it');
        return null;
      }
      const response = result.response;
      return keep(response.status, response.headers.get('Location'), await response.text(), placeholder);
    } finally {
      options.metrics.renderSeconds.observe({ result: 'rendered' }, (performance.now() - started) / 1000);
    }
  }

  /** The kept page with this response's nonce and a fresh client-id seed, gzipped if asked. */
  async function personalised(page: KeptPage, nonce: string, gzip: boolean): Promise<RenderedPage> {
    const seed = randomBytes(12).toString('hex');
    const fresh = page.ids > 0 ? seededSuffixes(seed, page.ids) : [];
    // Nonces, seeds and client ids are ASCII: each is as many bytes as characters.
    const values = page.slots.map((slot) => Buffer.from(slot === 'nonce' ? nonce : slot === 'seed' ? seed : fresh[slot]!, 'latin1'));
    if (gzip) {
      page.gzip ??= prepareSplice(page.parts);
      return { status: page.status, body: splicedGzip(await page.gzip, values), gzipped: true, location: page.location };
    }
    const chunks: Buffer[] = [page.parts[0]!];
    values.forEach((value, i) => chunks.push(value, page.parts[i + 1]!));
    return { status: page.status, body: Buffer.concat(chunks), gzipped: false, location: page.location };
  }

  const states = new Map<string, Promise<KeptState | null>>();

  /** The data of a page-state address, or null (no server build, no such address, or its call
   *  failed). It is the same for every claimant, so it is built once per address and `state`
   *  (as pages are), and gzipped once. */
  async function pageState(path: string, state: string, gzip: boolean): Promise<PageStateAnswer | null> {
    const loadedEntry = await entry();
    if (!loadedEntry?.pageState) return null;
    const key = `${path}\n${state}`;
    let kept = states.get(key);
    if (!kept) {
      if (states.size >= MAX_STATES) states.delete(states.keys().next().value!);
      kept = loadedEntry
        .pageState({ path, fetchApi })
        .then((data) => data && { body: Buffer.from(data.json, 'utf8'), gzip: null, version: data.version });
      states.set(key, kept);
      // A failed call is not kept: the next request tries again.
      kept.then(
        (result) => result === null && states.delete(key),
        () => states.delete(key),
      );
    }
    const data = await kept;
    if (!data) return null;
    if (!gzip) return { body: data.body, gzipped: false, version: data.version };
    data.gzip ??= gzipSync(data.body);
    return { body: data.gzip, gzipped: true, version: data.version };
  }

  /** The rendered page, or null: serve the plain app page (no server build, start-up failed, or
   *  too many renders at once). `state` names what besides the address the page depends on;
   *  `gzip` whether the client takes a gzipped answer. */
  async function renderPage(
    request: Request,
    template: (nonce: string) => string,
    nonce: string,
    state: string,
    gzip = false,
  ): Promise<RenderedPage | null> {
    const loadedEntry = await entry();
    if (!loadedEntry) return null;
    const started = performance.now();
    // The render reads the request only through these inputs, and the key holds all of them.
    const page = pageRequestOf(request);
    const key = `${pageRequestKey(page)}\n${state}`;
    const now = Date.now();
    // The warm-up's renders neither read nor fill the cache: they warm the code, not the pages.
    const cached = options.cacheSeconds > 0 && !uncachedRequests.has(request);
    const kept = cached ? cache.get(key) : undefined;
    if (kept && kept.expires > now) {
      const keptPage = await kept.page;
      if (keptPage) {
        options.metrics.renderSeconds.observe({ result: 'cached' }, (performance.now() - started) / 1000);
        return personalised(keptPage, nonce, gzip);
      }
    }
    if (!(await slot())) {
      options.metrics.renderSeconds.observe({ result: 'fallback' }, (performance.now() - started) / 1000);
      return null;
    }
    const rendering = renderOnce(loadedEntry, page, template).finally(release);
    if (cached) {
      if (cache.size >= MAX_PAGES) cache.delete(cache.keys().next().value!);
      cache.set(key, { expires: now + options.cacheSeconds * 1000, page: rendering });
      // A page that could not be rendered is not kept: the next request tries again.
      rendering.then(
        (result) => result === null && cache.delete(key),
        () => cache.delete(key),
      );
    }
    const result = await rendering;
    return result ? personalised(result, nonce, gzip) : null;
  }

  return { renderPage, pageState };
}
