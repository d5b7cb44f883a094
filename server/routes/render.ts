// Server rendering: loads the built server entry (dist/server/entry-server.js, written by
// `vite build --ssr`) and renders the page of a GET request with it. The entry reaches the API
// through the app itself, in process. Without a server build the site still works: the plain
// app page is served and the browser renders it.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { log } from '../observability/log';

/** The result of rendering one page (see src/entry-server.tsx). */
export type RenderResult = { kind: 'response'; response: Response } | { kind: 'fallback'; reason: string };

/** What the built server entry exports. */
interface ServerEntry {
  render(input: {
    request: Request;
    template: string;
    nonce: string;
    themeSetting: string;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderResult>;
}

/** Renders pages with the server entry of a build folder; null when the folder has none. */
export function pageRenderer(app: Hono<AppEnv>, distDir: string, themeSetting: string) {
  const entryPath = join(distDir, 'server', 'entry-server.js');
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry> } | null = null;

  async function entry(): Promise<ServerEntry | null> {
    const info = await stat(entryPath).catch(() => null);
    if (!info) return null;
    if (!loaded || loaded.mtimeMs !== info.mtimeMs) {
      // A rebuilt entry is a new module: the query string keeps Node from handing back the old one.
      loaded = { mtimeMs: info.mtimeMs, entry: import(`${pathToFileURL(entryPath).href}?v=${info.mtimeMs}`) as Promise<ServerEntry> };
    }
    return loaded.entry;
  }

  const fetchApi = async (path: string, init: RequestInit): Promise<Response> => app.request(path, init);

  /** The rendered page, or null: serve the plain app page (no server build, or start-up failed). */
  return async function renderPage(request: Request, template: string, nonce: string): Promise<Response | null> {
    const loadedEntry = await entry();
    if (!loadedEntry) return null;
    const result = await loadedEntry.render({ request, template, nonce, themeSetting, fetchApi });
    if (result.kind === 'fallback') {
      log.warn(
        { failed: result.reason, path: new URL(request.url).pathname },
        'The page was not rendered on the server; the browser renders it',
      );
      return null;
    }
    return result.response;
  };
}
