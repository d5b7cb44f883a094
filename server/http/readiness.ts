// Whether this server is ready for visitors: the database answers a query, the document store
// takes documents, clamd answers when scanning is on, the settlement is loaded, the first pages
// have been rendered once (http/warm-up.ts) and the server is not draining. GET /readyz answers
// it (http/routes/observability.ts).
import type { AppContext } from '../context';
import { pingClamd } from '../storage/clamd';
import { log } from '../observability/log';

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

/** Each check's result (scanner only when scanning is on), and whether they all pass. */
export async function readiness(ctx: AppContext) {
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
  return { ready, checks };
}
