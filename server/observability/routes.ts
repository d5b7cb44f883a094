// The operator's calls: GET /healthz (the process lives and answers), GET /readyz (the database,
// the document store and the settlement are ready, and the server is not draining; 503 with
// what is not) and the Prometheus metrics at GET /api/admin/metrics behind the admin token (or
// on METRICS_PORT, see listen.ts).
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { log } from './log';

/** Runs `check`, answering 'ok', or 'failed' (the detail goes to the log, never to the caller). */
async function probe(name: string, check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    log.warn({ err: error, check: name }, 'Readiness check failed');
    return 'failed';
  }
}

/** Registers /healthz and /readyz (call before the static routes). */
export function probeRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const [database, storage] = await Promise.all([
      probe('database', () => ctx.db.query('SELECT 1')),
      probe('storage', () => ctx.uploads.store.ready()),
    ]);
    const checks = {
      database,
      storage,
      settlement: ctx.settlement.formTypes.length > 0 ? ('ok' as const) : ('failed' as const),
      draining: ctx.lifecycle.draining,
    };
    const ready = database === 'ok' && storage === 'ok' && checks.settlement === 'ok' && !checks.draining;
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
