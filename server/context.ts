import type { DeadlineKey } from '../src/contract/api';
import type { Database } from './db/database';
import type { MailWorker } from './mail/worker';
import type { Vault } from './privacy/data-keys';
import type { ServerMetrics } from './observability/metrics';
import type { ServerSettings } from './settings/settings';
import type { Settlement } from './settlement/settlement';
import type { UploadTracker } from './storage/sweep';

/** Everything the routes share: settings, the database, the document store and the little state
 *  kept in memory. State that several servers must agree on (sessions, the CSRF key, authorize
 *  failures) lives in the database, so any number of servers can share one. */
export interface AppContext {
  settings: ServerSettings;
  /** The settlement package being served, checked and parsed at start. Its deadlines and banner
   *  may be replaced while running (settlement/reload.ts): routes read it on each request. */
  settlement: Settlement;
  /** True when BANNER was set: it wins over the package's banner, at start and on a reload. */
  bannerFromEnvironment: boolean;
  db: Database;
  /** The data keys that seal claimants' sensitive answers, mail and documents (privacy/). */
  vault: Vault;
  /** Key of the CSRF token signatures (kept in the database, see db/secrets.ts). */
  csrfSecret: Buffer;
  /** Deadlines moved into the past: DEADLINE_PASSED plus the admin call (this process only). */
  passedDeadlines: Set<DeadlineKey>;
  /** Sends the mail outbox; kicked when a claim with a mail is filed. */
  mail: MailWorker;
  /** The document store, with the bookkeeping of uploads in progress. */
  uploads: UploadTracker;
  /** The clock every deadline check reads (epoch ms); tests replace it to stand on either side of a deadline. */
  now: () => number;
  /** Logs a server-side error with its detail (never sent to clients). */
  logError(where: string, error: unknown): void;
  /** The Prometheus metrics of this server (observability/metrics.ts). */
  metrics: ServerMetrics;
  /** `draining` turns true on SIGTERM: new requests are refused and /readyz fails (listen.ts). */
  /** `warm`: each form's first page has been rendered once since the start (observability/warm-up.ts). */
  lifecycle: { draining: boolean; warm: boolean };
  /** This site's address as claimants reach it, for the links in mail: PUBLIC_URL, else the
   *  address the server listens on (listen.ts sets it once listening). */
  site: { origin: string };
}
