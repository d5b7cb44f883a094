// The server's log: one JSON object per line on stdout (pino), for a log collector to read.
// Every line written while a request is handled carries that request's id, taken from the
// AsyncLocalStorage scope the request middleware opens (http/request-log.ts), so a line
// logged deep inside a route needs no logger handed down. JSON encoding escapes control
// characters: a CR or LF in anything a client sent stays inside its string and cannot start a
// line of its own.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The server's logger (info and above). */
export const log = pino(
  {
    level: 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
  },
  // Synchronous: a line is out before the process exits, and the order of lines is kept.
  pino.destination({ dest: 1, sync: true }),
);

/** Runs `work` with `requestId` on every line it logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

// What a proxy's request id may look like: UUIDs, hex, the usual trace-id alphabets.
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the X-Request-Id a trusted proxy sent when it is well formed, else a new
 *  one. A client's own header is ignored unless the proxy is trusted (it could be anything). */
export function requestIdFor(header: string | undefined, fromTrustedProxy: boolean): string {
  if (fromTrustedProxy && header !== undefined && requestIdPattern.test(header)) return header;
  return randomUUID();
}

/** Logs an error with its detail under `where` (clients get a generic message). */
export function logError(where: string, error: unknown): void {
  log.error({ err: error, where }, `${where} failed`);
}
