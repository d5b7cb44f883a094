// The start's warm-up (observability/warm-up.ts says why and which pages): each page requested
// once through the app, as a claimant's browser would, without the page cache.
import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';
import { log } from '../observability/log';
import { warmUpPages } from '../observability/warm-up';
import { uncachedRequests } from './routes/render';

/** Renders each form's first page once (in order, not to crowd the start), then marks the server
 *  warm. A page that fails is logged and the server is marked warm all the same: a broken render
 *  is the operator's to see in the log and the metrics, not a reason never to serve the API. */
export async function warmUp(app: Hono<AppEnv>, ctx: AppContext, origin: string): Promise<void> {
  const started = performance.now();
  for (const path of warmUpPages(ctx.settlement)) {
    try {
      const request = new Request(`${origin}${path}`, { headers: { accept: 'text/html', 'accept-language': 'en' } });
      uncachedRequests.add(request);
      const response = await app.fetch(request);
      await response.arrayBuffer();
      if (response.status >= 500) log.warn({ path, status: response.status }, 'Warm-up: the first page did not render');
    } catch (error) {
      log.warn({ err: error, path }, 'Warm-up: the first page did not render');
    }
  }
  ctx.lifecycle.warm = true;
  log.info({ ms: Math.round(performance.now() - started) }, 'Warm: each form’s first page has been rendered once');
}
