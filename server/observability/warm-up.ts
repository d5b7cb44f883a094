// Ready means warm: before /readyz says ready, the server renders the first page of each form the
// settlement offers once, through the same app a claimant's request goes through. The first render
// after a start loads the server entry and its modules and compiles the render path (1.7-4.2 s
// measured); a load balancer that sent the first claimants to a process still cold made them wait
// for it. /healthz answers meanwhile, /readyz answers 503 with `warm: false`.
import type { Hono } from 'hono';
import { pagePath } from '../../src/contract/form-pages';
import type { AppContext, AppEnv } from '../context';
import { uncachedRequests } from '../http/routes/render';
import { log } from './log';

/** Renders each form's first page once (in order, not to crowd the start), then marks the server
 *  warm. A page that fails is logged and the server is marked warm all the same: a broken render
 *  is the operator's to see in the log and the metrics, not a reason never to serve the API. */
export async function warmUp(app: Hono<AppEnv>, ctx: AppContext, origin: string): Promise<void> {
  const started = performance.now();
  for (const formType of ctx.settlement.formTypes) {
    // The form's first page as the package lays it out (its address may only lead there).
    const path = pagePath(formType, ctx.settlement.pages[formType]?.[0]?.segment ?? '');
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
