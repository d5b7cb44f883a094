// The operator's calls: GET /healthz (the process lives and answers), GET /readyz (the database,
// the document store, clamd when scanning is on, and the settlement are ready, the first pages
// have been rendered once (warm-up.ts), and the server is not draining; 503 with what is not) and the Prometheus metrics at GET /api/admin/metrics behind
// the admin token (or on METRICS_PORT, see listen.ts).
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { pingClamd } from '../storage/clamd';
import { log } from './log';

/** How long clamd may take to answer the readiness check's PING. */
const SCANNER_PROBE_MS = 2000;

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
    const clamd = ctx.settings.clamdAddress;
    const [database, storage, scanner] = await Promise.all([
      probe('database', () => ctx.db.query('SELECT 1')),
      probe('storage', () => ctx.uploads.store.ready()),
      // Only when scanning is on: then no claim with documents is accepted without clamd.
      clamd ? probe('scanner', () => pingClamd(clamd, SCANNER_PROBE_MS)) : null,
    ]);
    const checks = {
      database,
      storage,
      ...(scanner ? { scanner } : {}),
      settlement: ctx.settlement.formTypes.length > 0 ? ('ok' as const) : ('failed' as const),
      draining: ctx.lifecycle.draining,
      warm: ctx.lifecycle.warm,
    };
    const ready =
      database === 'ok' && storage === 'ok' && scanner !== 'failed' && checks.settlement === 'ok' && !checks.draining && checks.warm;
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
