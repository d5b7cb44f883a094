// Serves a created app over HTTP. Used by main.ts, the tests (port 0, temporary DATA_DIR) and
// the benchmark. Also the metrics listener (METRICS_PORT) and the drain on SIGTERM: stop taking
// new connections, answer 503 to new requests on open ones, let the requests in flight (uploads
// above all) finish for up to DRAIN_TIMEOUT_SECONDS, then close.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type ClaimsApp } from './app';
import { warmUp } from './warm-up';
import { log } from '../observability/log';
import type { ServerSettings, SettingsInput } from '../settings/settings';

/** A listening server. */
export interface RunningServer extends ClaimsApp {
  /** Base URL, e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** Where the Prometheus metrics are served (METRICS_PORT), e.g. http://127.0.0.1:9464/metrics; null when not set. */
  metricsUrl: string | null;
  /** Requests being answered right now. */
  inFlight(): number;
  /** Stops listening, ends open connections (requests in flight get 2 seconds) and closes the database. */
  stop(): Promise<void>;
  /** The graceful stop: /readyz fails and new requests are refused at once; requests in flight
   *  get up to `timeoutSeconds` (DRAIN_TIMEOUT_SECONDS) to finish; then as stop(). */
  drain(timeoutSeconds?: number): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function urlHost(settings: ServerSettings): string {
  if (settings.host === '0.0.0.0' || settings.host === '::') return 'localhost';
  return settings.host.includes(':') ? `[${settings.host}]` : settings.host;
}

/** Creates the app and listens on settings.port (0 picks a free port) and settings.host. */
export async function startServer(input: SettingsInput = {}): Promise<RunningServer> {
  const created = await createApp(input);
  const { settings, context } = created;
  let server: Server;
  let metricsServer: Server | null = null;
  let metricsPort: number | null = null;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: created.app.fetch, port: settings.port, hostname: settings.host }, () => resolve(s as Server)) as Server;
      s.once('error', reject);
    });
    if (settings.metricsPort !== null) {
      const registry = context.metrics.registry;
      metricsServer = createServer((request, response) => {
        if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
          (error: unknown) => {
            log.error({ err: error }, 'The metrics could not be collected');
            response.writeHead(500).end();
          },
        );
      });
      metricsPort = await listen(metricsServer, settings.metricsPort, settings.host);
    }
  } catch (error) {
    metricsServer?.close();
    await created.close();
    throw error;
  }
  // Large uploads on slow connections need longer than Node's 5-minute default.
  server.requestTimeout = 15 * 60 * 1000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(settings)}:${port}`;
  if (!settings.publicUrl) context.site.origin = url;
  // Listening already (/healthz answers); ready once the render path is warm.
  await warmUp(created.app, context, url);

  // Requests being answered: the drain waits for them (a response's 'close' comes once it is sent
  // or its connection is gone).
  let active = 0;
  const whenIdle: (() => void)[] = [];
  server.on('request', (_request, response) => {
    active += 1;
    response.once('close', () => {
      active -= 1;
      if (active === 0) for (const resolve of whenIdle.splice(0)) resolve();
    });
  });
  const idle = () => (active === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve)));

  let stopping: Promise<void> | null = null;
  const finish = (graceMs: number) => {
    stopping ??= (async () => {
      context.lifecycle.draining = true;
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        const cut = setTimeout(() => {
          if (active > 0) log.warn({ requests: active }, 'Stopping: requests still in flight are cut off');
          server.closeAllConnections();
        }, graceMs);
        cut.unref();
        void idle().then(() => {
          clearTimeout(cut);
          server.closeAllConnections();
        });
      });
      await created.close();
    })();
    return stopping;
  };
  return {
    ...created,
    url,
    port,
    metricsUrl: metricsPort === null ? null : `http://${urlHost(settings)}:${metricsPort}/metrics`,
    inFlight: () => active,
    stop: () => finish(2000),
    drain: (timeoutSeconds = settings.drainTimeoutSeconds) => finish(timeoutSeconds * 1000),
  };
}
