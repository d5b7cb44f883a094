import type { HttpBindings } from '@hono/node-server';
import type { DeadlineKey } from '../src/contract/api';
import type { Database } from './db/database';
import type { ServerSettings } from './settings';

/** Everything the routes share: settings, the database and the little state kept in memory. */
export interface AppContext {
  settings: ServerSettings;
  db: Database;
  /** Key of the CSRF token signatures (kept in the database, see db/secrets.ts). */
  csrfSecret: Buffer;
  /** Deadlines moved into the past: DEADLINE_PASSED plus the admin call. */
  passedDeadlines: Set<DeadlineKey>;
  /** Failed authorize attempts per client address, for the brute-force brake. */
  authorizeFailures: Map<string, { count: number; resetAt: number }>;
  /** Logs a server-side error with its detail (never sent to clients). */
  logError(where: string, error: unknown): void;
}

/** Hono environment of the app: the raw Node request and response when served by @hono/node-server. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { cspNonce: string | undefined };
}
