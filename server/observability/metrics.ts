// Prometheus metrics of one server (prom-client), in a registry of its own so that several
// servers in one process (the tests) keep theirs apart. Served on METRICS_PORT, or at
// GET /api/admin/metrics with the admin token (http/routes/observability.ts).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/** The metrics the server records. */
export interface ServerMetrics {
  readonly registry: Registry;
  /** Claims answered, by outcome (`accepted`, `refused`) and reason (`ok`, `invalid`, ...). */
  readonly claims: Counter<'outcome' | 'reason'>;
  /** Seconds from a request's arrival to its answer, by method, route and status. */
  readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  /** Claim submits whose body is being received. */
  readonly uploadsInFlight: Gauge;
  /** Seconds spent rendering a page on the server, by result (`rendered`, `cached`, `fallback`). */
  readonly renderSeconds: Histogram<'result'>;
}

/** Creates the metrics of a server whose database is `db` (its pool use is read when scraped). */
export function createMetrics(db: Database): ServerMetrics {
  const registry = new Registry();
  // Process metrics, among them the event loop's delay (nodejs_eventloop_lag_*), sampled by
  // perf_hooks.monitorEventLoopDelay.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const claims = new Counter({
    name: 'claims_total',
    help: 'Claim submits answered, by outcome (accepted or refused) and reason.',
    labelNames: ['outcome', 'reason'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const uploadsInFlight = new Gauge({
    name: 'claims_uploads_in_flight',
    help: 'Claim submits being received.',
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'page_render_seconds',
    help: 'Time to produce a server-rendered page, by result (rendered, cached or fallback).',
    labelNames: ['result'] as const,
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state: total open, idle, requests waiting for one, and the most allowed.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = db.poolUse();
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  return { registry, claims, requestSeconds, uploadsInFlight, renderSeconds };
}
