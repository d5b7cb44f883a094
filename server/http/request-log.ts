// What every request goes through first: its id (on every log line written for it and in the
// X-Request-Id answer header), its duration by route for the metrics, the optional request log
// line, and the refusal of new requests while the server drains. Also the one log line and the
// counters of each claim submit, read from the submit's answer so the submit route itself
// stays as it is.
import type { Context, MiddlewareHandler } from 'hono';
import { formTypeSegment, type FormType } from '../../src/contract/form-type-names';
import { claimantMessage, requestCulture } from '../claimant-messages';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';
import { log, requestIdFor, withRequestId } from '../observability/log';
import { fromTrustedProxy } from './connection';

/** Paths that answer while the server drains (the load balancer asks them). */
const probePaths = new Set(['/healthz', '/readyz']);

/** Gives each request its id, times it and, while draining, turns new requests away. */
export function observeRequests(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const requestId = requestIdFor(c.req.header('x-request-id'), fromTrustedProxy(c, ctx.settings));
    return withRequestId(requestId, async () => {
      const started = performance.now();
      if (ctx.lifecycle.draining && !probePaths.has(c.req.path)) {
        // Keep-alive connections may still bring requests: they go to another server.
        c.header('Connection', 'close');
        c.header('Retry-After', '5');
        const culture = requestCulture(ctx.settlement, c.req.header('accept-language'));
        c.res = c.json({ error: claimantMessage(ctx.settlement, culture, 'restarting') }, 503);
      } else {
        await next();
      }
      c.res.headers.set('X-Request-Id', requestId);
      const seconds = (performance.now() - started) / 1000;
      const route = c.req.routePath || c.req.path;
      ctx.metrics.requestSeconds.observe({ method: c.req.method, route, status: String(c.res.status) }, seconds);
      if (ctx.settings.logRequests) {
        // A draft's paths hold its token, which opens the draft: it is never written to the log.
        const path = c.req.path.replace(/^(\/api\/drafts\/|\/resume\/)[^/]+/, '$1:token');
        log.info({ method: c.req.method, path, route, status: c.res.status, durationMs: round(seconds * 1000) }, 'request');
      }
    });
  };
}

const formTypeOfSegment = new Map(Object.entries(formTypeSegment).map(([formType, segment]) => [segment, formType as FormType]));

/** Why a submit answer refused its claim, from its status and body (`ok` when accepted). */
function submitReason(status: number, body: { nonMatchingPaymentElection?: unknown } | null): string {
  if (status === 200) return 'ok';
  if (status === 400) return body?.nonMatchingPaymentElection === true ? 'paymentElection' : 'invalid';
  const reasons: Record<number, string> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'notFound',
    413: 'tooLarge',
    415: 'contentType',
    422: 'idempotencyMismatch',
    429: 'rateLimited',
    503: 'unavailable',
  };
  return reasons[status] ?? (status >= 500 ? 'serverError' : `status${status}`);
}

/** Counts the submits being received, and logs one line per claim: reference code, form type,
 *  bytes, duration and outcome; nothing the claimant wrote. Mount on /api/forms/*. */
export function observeClaims(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const formType = c.req.method === 'POST' ? formTypeOfSegment.get(c.req.path.slice('/api/forms/'.length)) : undefined;
    if (!formType) return next();
    const started = performance.now();
    const socket = c.env?.incoming?.socket;
    const readBefore = socket?.bytesRead ?? 0;
    ctx.metrics.uploadsInFlight.inc();
    try {
      await next();
    } finally {
      ctx.metrics.uploadsInFlight.dec();
    }
    const status = c.res.status;
    const body = await answerBody(c);
    const reason = submitReason(status, body);
    const outcome = status === 200 ? 'accepted' : 'refused';
    ctx.metrics.claims.inc({ outcome, reason });
    const declared = Number(c.req.header('content-length'));
    const bytes = Number.isSafeInteger(declared) ? declared : (socket?.bytesRead ?? 0) - readBefore;
    const referenceCode = typeof body?.referenceCodeForm === 'string' ? body.referenceCodeForm : null;
    log.info(
      { claim: { referenceCode, formType, bytes, durationMs: round(performance.now() - started), status, outcome, reason } },
      'claim',
    );
  };
}

/** The fields of a submit's answer the log line and the counters need. The submit route keeps
 *  its answer's body on the context; only an answer from elsewhere (a 403 of the CSRF check, a
 *  409 or 429 of screening, an error) is read back, and only when its status makes the body
 *  matter: reading a response again costs a copy of it and a web stream (about 0.5 ms a claim). */
async function answerBody(c: Context<AppEnv>): Promise<{ referenceCodeForm?: unknown; nonMatchingPaymentElection?: unknown } | null> {
  const kept = c.get('submitAnswer');
  if (kept) return kept;
  if (c.res.status !== 200 && c.res.status !== 400) return null;
  if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return null;
  try {
    return (await c.res.clone().json()) as { referenceCodeForm?: unknown };
  } catch {
    return null;
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
