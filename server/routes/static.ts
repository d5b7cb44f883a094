// The built app: hashed assets with immutable caching, other files from dist/, and index.html
// for every other GET outside /api (the SPA's own router decides what to show, including its
// not-found page). index.html gets the theme on <html> and a fresh CSP nonce per response.
// Also the `test` captcha script and the demo's stand-in PayPal login page.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { appConfigAttributeNames, appConfigAttributes, escapeAttribute } from '../app-config';
import type { AppContext, AppEnv } from '../context';
import { newNonce } from '../security';

/** Placeholder the app's HTML may carry wherever the per-response CSP nonce belongs. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const testCaptchaScript = fileURLToPath(new URL('../captcha/test-captcha.js', import.meta.url));

/** A file under `root` for a URL path, or null when the path escapes it or names no file. */
async function fileUnder(root: string, urlPath: string): Promise<{ path: string; size: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(root, `.${decoded}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

function sendFile(c: Context, file: { path: string; size: number; encoding?: string }, cacheControl: string, type = contentTypeOf(file.path)) {
  const headers: Record<string, string> = { 'Content-Type': type, 'Content-Length': String(file.size), 'Cache-Control': cacheControl };
  if (file.encoding) Object.assign(headers, { 'Content-Encoding': file.encoding, Vary: 'Accept-Encoding' });
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(Readable.toWeb(createReadStream(file.path)) as ReadableStream, 200, headers);
}

function contentTypeOf(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The build's brotli or gzip copy of an asset (vite.config.ts writes them) when the client
 *  accepts that encoding, else the asset itself. */
async function encodedVariant(root: string, urlPath: string, file: { path: string; size: number }, acceptEncoding = '') {
  // Codings the client names without refusing them (q=0).
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!accepted.has(encoding)) continue;
    const variant = await fileUnder(root, urlPath + suffix);
    if (variant) return { ...variant, encoding };
  }
  return file;
}

/** App settings written onto <html> beside the theme. */
export interface IndexOptions {
  /** The app configuration's attributes (server/app-config.ts), name to value. */
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
  let cachedIndex: { mtimeMs: number; html: string } | null = null;

  async function indexHtml(): Promise<string | null> {
    try {
      const path = join(root, 'index.html');
      const info = await stat(path);
      if (!cachedIndex || cachedIndex.mtimeMs !== info.mtimeMs) cachedIndex = { mtimeMs: info.mtimeMs, html: await readFile(path, 'utf8') };
      return cachedIndex.html;
    } catch {
      return null;
    }
  }

  app.get('/captcha/test.js', async (c) => {
    const info = await stat(testCaptchaScript);
    return sendFile(c, { path: testCaptchaScript, size: info.size }, 'no-cache');
  });

  app.get('/assets/*', async (c) => {
    const file = await fileUnder(root, c.req.path);
    if (!file) return c.text('Not found', 404);
    // Vite puts a content hash in every asset name: a changed file is a new URL.
    const sent = await encodedVariant(root, c.req.path, file, c.req.header('Accept-Encoding'));
    return sendFile(c, sent, 'public, max-age=31536000, immutable', contentTypeOf(file.path));
  });

  app.get('*', async (c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.json({ error: 'Not found.' }, 404);
    if (c.req.path !== '/' && c.req.path !== '/index.html') {
      const file = await fileUnder(root, c.req.path);
      if (file) return sendFile(c, file, 'public, max-age=3600');
    }
    const html = await indexHtml();
    if (html === null) {
      return c.text('The app is not built yet. Run "npm run build" (or start the server with "npm start", which builds it).', 503);
    }
    const nonce = newNonce();
    c.set('cspNonce', nonce);
    c.header('Cache-Control', 'no-cache');
    return c.html(renderIndex(html, ctx.settings.theme.brand, ctx.settings.theme.setting, nonce, { attributes: appConfigAttributes(ctx.settings) }));
  });
}
