// Serves a created app over HTTP. Used by main.ts, the tests (port 0, temporary DATA_DIR) and
// the benchmark.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type ClaimsApp } from './app';
import type { SettingsInput } from './settings';

/** A listening server. */
export interface RunningServer extends ClaimsApp {
  /** Base URL, e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** Stops listening, ends open connections and closes the database. */
  stop(): Promise<void>;
}

/** Creates the app and listens on settings.port (0 picks a free port) and settings.host. */
export async function startServer(input: SettingsInput = {}): Promise<RunningServer> {
  const created = await createApp(input);
  const { settings } = created;
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: created.app.fetch, port: settings.port, hostname: settings.host }, () => resolve(s as Server)) as Server;
      s.once('error', reject);
    });
  } catch (error) {
    await created.close();
    throw error;
  }
  // Large uploads on slow connections need longer than Node's 5-minute default.
  server.requestTimeout = 15 * 60 * 1000;
  const { port } = server.address() as AddressInfo;
  const host =
    settings.host === '0.0.0.0' || settings.host === '::'
      ? 'localhost'
      : settings.host.includes(':')
        ? `[${settings.host}]`
        : settings.host;
  let stopping: Promise<void> | null = null;
  return {
    ...created,
    url: `http://${host}:${port}`,
    port,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // In-flight requests get a moment to finish; then connections are cut.
          setTimeout(() => server.closeAllConnections(), 2000).unref();
        });
        await created.close();
      })();
      return stopping;
    },
  };
}
