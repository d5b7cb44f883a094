// The built app: hashed assets with immutable caching, other files of the client build in dist/
// (never the server build in dist/server/), and for every other
// GET outside /api the page the address names, rendered on the server (render.ts) into index.html,
// which gets the theme on <html> and a fresh CSP nonce per response. Without a server build, or
// when rendering fails, index.html goes out as it is and the browser renders the page.
// Also the `test` captcha script and the demo's stand-in PayPal login page.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { appConfigAttributeNames, appConfigAttributes, escapeAttribute } from '../../settings/app-config';
import { isFormPagePath } from '../../claims/began-stamp';
import { stampBeganOnce } from '../began-stamp-cookie';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { newNonce } from '../security-headers';
import { acceptsGzip, htmlResponse } from './html-response';
import { pageRenderer, type RenderedPage } from './render';
import { PAGE_STATE_PREFIX } from '../../../src/contract/page-state-address';
import type { Settlement } from '../../settlement/settlement';

const settlementVersions = new WeakMap<Settlement, number>();
let lastVersion = 0;

/** A number for each settlement object: a reload makes a new one, and pages rendered before it are not reused. */
function settlementVersion(settlement: Settlement): number {
  let version = settlementVersions.get(settlement);
  if (version === undefined) {
    version = ++lastVersion;
    settlementVersions.set(settlement, version);
  }
  return version;
}

/** How long a build file's check stands: a rebuilt index.html or server entry is used within it. */
const FILE_RECHECK_MS = 1000;

/** Placeholder the app's HTML may carry wherever the per-response CSP nonce belongs. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const testCaptchaScript = fileURLToPath(new URL('../../captcha/test-captcha.js', import.meta.url));

/** Sets Cache-Control on a file the static middleware found. A brotli or gzip copy (the build
 *  writes them beside scripts and stylesheets) is only picked for clients that accept it, so
 *  caches must key on Accept-Encoding whichever copy went out. */
function cachedFor(cacheControl: string) {
  return (_path: string, c: Context) => {
    c.header('Cache-Control', cacheControl);
    if (!c.res.headers.has('Vary')) c.header('Vary', 'Accept-Encoding');
  };
}

/** The folder of the build folder that holds the server build (`vite build --ssr ... --outDir
 *  dist/server`): the server's own code and its source map, never sent. */
const SERVER_BUILD_FOLDER = 'server';

/** Whether a request path names a file in the server build. The path is decoded as the static
 *  middleware decodes it, and compared without regard to case or slash direction, as a file
 *  system that ignores either would find the file. */
function inServerBuild(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // An undecodable path is compared as sent.
  }
  const first = decoded.split(/[\\/]+/).find((segment) => segment !== '' && segment !== '.');
  return first?.toLowerCase() === SERVER_BUILD_FOLDER;
}

/** App settings written onto <html> beside the theme. */
interface IndexOptions {
  /** The app configuration's attributes (server/settings/app-config.ts), name to value. */
  readonly attributes?: Readonly<Record<string, string>>;
}

/** index.html with the theme, app settings and nonce filled in. */
export function renderIndex(html: string, brand: string, setting: string, nonce: string, options: IndexOptions = {}): string {
  const written = new Set(['data-brand', 'data-theme-setting', ...appConfigAttributeNames]);
  const withTheme = html.replace(/<html\b([^>]*)>/i, (_whole, attributes: string) => {
    const kept = attributes.replace(/\s+(data-[a-z-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, (attribute, name: string) =>
      written.has(name.toLowerCase()) ? '' : attribute,
    );
    const settings = Object.entries(options.attributes ?? {})
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return `<html${kept} data-brand="${brand}" data-theme-setting="${setting}"${settings}>`;
  });
  const withNonce = withTheme.split(CSP_NONCE_PLACEHOLDER).join(nonce);
  // The app reads the nonce from this tag (Vite's convention) to let its runtime style tags through.
  if (/<meta[^>]+property=["']csp-nonce["']/i.test(withNonce)) return withNonce;
  return withNonce.replace(/<\/head>/i, `  <meta property="csp-nonce" nonce="${nonce}" />\n  </head>`);
}

/** Registers the static routes; call last, after every /api route. */
export function staticRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const root = ctx.settings.distDir;
  let cachedIndex: { mtimeMs: number; html: string; checkedAt: number } | null = null;

  // A rebuild is picked up within a second; a crowd loading pages does not stat the file for each.
  async function indexHtml(): Promise<string | null> {
    if (cachedIndex && performance.now() - cachedIndex.checkedAt < FILE_RECHECK_MS) return cachedIndex.html;
    try {
      const path = join(root, 'index.html');
      const info = await stat(path);
      if (!cachedIndex || cachedIndex.mtimeMs !== info.mtimeMs) {
        cachedIndex = { mtimeMs: info.mtimeMs, html: await readFile(path, 'utf8'), checkedAt: performance.now() };
      }
      cachedIndex.checkedAt = performance.now();
      return cachedIndex.html;
    } catch {
      return null;
    }
  }

  // The administrator's desk: its own page and bundle (admin.html), which no claimant page loads.
  // It is the same for everyone (who is signed in is the desk's calls' business), with the theme
  // of the site; it is never cached, so a new build's page goes out at once.
  let cachedDesk: { mtimeMs: number; html: string } | null = null;
  const deskPage = async (c: Context<AppEnv>) => {
    try {
      const path = join(root, 'admin.html');
      const info = await stat(path);
      if (!cachedDesk || cachedDesk.mtimeMs !== info.mtimeMs) cachedDesk = { mtimeMs: info.mtimeMs, html: await readFile(path, 'utf8') };
    } catch {
      return c.text('The desk is not built: run npm run build.', 404);
    }
    const { brand, setting } = ctx.settings.theme;
    const html = cachedDesk.html.replace(/<html\b[^>]*>/i, `<html lang="en" data-brand="${brand}" data-theme-setting="${setting}">`);
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  };
  app.get('/admin', deskPage);
  app.get('/admin/*', deskPage);

  // The offline captcha stand-in exists only where it is the captcha in use.
  if (ctx.settings.captchaProvider === 'test') {
    // Compressed for a client that accepts it (4.2 kB, 1.7 kB gzipped): it is a script of every
    // page that asks for a captcha, and counts toward the pages' script budget.
    app.get('/captcha/test.js', compress(), serveStatic({ path: testCaptchaScript, onFound: cachedFor('no-cache') }));
  } else {
    app.get('/captcha/test.js', (c) => c.text('Not found', 404));
  }

  // Vite puts a content hash in every asset name: a changed file is a new URL. A missing asset
  // is a 404, never the app (a stale page asking for an old script must not get HTML).
  app.get('/assets/*', serveStatic({ root, precompressed: true, onFound: cachedFor('public, max-age=31536000, immutable') }), (c) =>
    c.text('Not found', 404),
  );

  const otherFiles = serveStatic<AppEnv>({ root, precompressed: true, onFound: cachedFor('public, max-age=3600') });
  const { settings } = ctx;
  const renderer = settings.serverRendering
    ? pageRenderer(app, root, settings.theme.setting, {
        concurrency: settings.renderConcurrency,
        queue: settings.renderQueue,
        cacheSeconds: settings.renderCacheSeconds,
        metrics: ctx.metrics,
        entry: settings.serverEntry ?? undefined,
      })
    : null;
  // What a page depends on besides its address: the settlement as loaded or reloaded (its
  // deadlines), the deadlines moved into the past, and the settings written onto <html>.
  const renderState = (attributes: ReturnType<typeof appConfigAttributes>) =>
    `${settlementVersion(ctx.settlement)}|${[...ctx.passedDeadlines].sort().join(',')}|${JSON.stringify(attributes)}`;

  // The data every rendered page shares (the model configs, a culture's copy), which the pages
  // name rather than carry (src/lib/api/shared-state.ts). Its address holds the hash of its
  // content: while that stands, the browser keeps it; an address with another hash (a page
  // rendered before the settlement was reloaded) gets today's data, not kept.
  app.get(`${PAGE_STATE_PREFIX}*`, async (c) => {
    const answer = renderer ? await renderer.pageState(c.req.path, renderState(appConfigAttributes(ctx.settings)), acceptsGzip(c)) : null;
    if (!answer) return c.json({ error: 'Not found.' }, 404);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    c.header('Vary', 'Accept-Encoding');
    c.header('Cache-Control', c.req.query('v') === answer.version ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (answer.gzipped) c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(answer.body.buffer as ArrayBuffer, answer.body.byteOffset, answer.body.byteLength));
  });

  // A rendered page carries the state the browser takes it over with, but for the data every
  // page shares: about 38 kB of HTML, 16 kB compressed, and the first paint waits for all
  // of it. It is compressed by htmlResponse (see there why); the middleware compresses the rest.
  app.get('*', compress(), async (c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.json({ error: 'Not found.' }, 404);
    // Only a name with an extension can be a file of the build (assets have their own route
    // above): a page's address is not looked for on disk.
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    // Only the client build is sent: the server build beside it stays on the server.
    if (c.req.path !== '/index.html' && name.includes('.') && !inServerBuild(c.req.path)) {
      const file = await otherFiles(c, async () => undefined);
      if (file) return file;
    }
    const html = await indexHtml();
    if (html === null) {
      return c.text('The app is not built yet. Run "npm run build" (or start the server with "npm start", which builds it).', 503);
    }
    // A claimant opening a form page is stamped with the time they began (grace periods).
    if (isFormPagePath(ctx.settlement, c.req.path)) stampBeganOnce(c, ctx.csrfSecret, ctx.settings, ctx.now());
    const nonce = newNonce();
    c.set('cspNonce', nonce);
    c.header('Cache-Control', 'no-cache');
    const attributes = appConfigAttributes(ctx.settings);
    const template = (pageNonce: string) =>
      renderIndex(html, ctx.settings.theme.brand, ctx.settings.theme.setting, pageNonce, { attributes });
    let rendered: RenderedPage | null = null;
    try {
      rendered = renderer ? await renderer.renderPage(c.req.raw, template, nonce, renderState(attributes), acceptsGzip(c)) : null;
    } catch (error) {
      // The browser can still render the page itself: a rendering fault costs speed, not the page.
      ctx.logError(`render ${c.req.path}`, error);
    }
    if (!rendered) return htmlResponse(c, template(nonce));
    if (rendered.location) return c.redirect(rendered.location, rendered.status as 301 | 302 | 303 | 307 | 308);
    return htmlResponse(c, rendered.body, rendered.status as 200 | 404, rendered.gzipped);
  });
}
