// The operator's calls: GET /healthz (the process lives and answers), GET /readyz (what
// http/readiness.ts checks; 503 with what is not ready) and the Prometheus metrics at
// GET /api/admin/metrics behind the admin token (or on METRICS_PORT, see listen.ts).
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { readiness } from '../readiness';

/** Registers /healthz and /readyz (call before the static routes). */
export function probeRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const { ready, checks } = await readiness(ctx);
    return c.json({ status: ready ? 'ready' : 'not ready', ...checks }, ready ? 200 : 503);
  });
}

/** Registers GET /api/admin/metrics (call after the admin routes, whose guard it shares). */
export function metricsRoute(app: Hono<AppEnv>, ctx: AppContext): void {
  app.get('/api/admin/metrics', async (c) => {
    c.header('Content-Type', ctx.metrics.registry.contentType);
    return c.body(await ctx.metrics.registry.metrics());
  });
}
