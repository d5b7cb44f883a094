// Claims received at once, per client. A claim's body may take minutes on a slow phone, and a
// client that opens uploads and never finishes them holds a connection, a database row of work in
// progress (pending_uploads) and a file in the store for each. So each client address (an IPv6
// client by its /64) and each browser session may have only so many submits being received at
// once (UPLOADS_PER_ADDRESS, UPLOADS_PER_SESSION); one more is answered 429 with Retry-After
// before a byte of its body is read. A slot is given back when the submit ends in any way: an
// answer, a client that leaves mid-body, an error.
import type { Hono, MiddlewareHandler } from 'hono';
import { Gauge } from 'prom-client';
import type { SubmitResponse } from '../../src/contract/api';
import { routePaths } from '../../src/contract/endpoints';
import { submittingFormTypes } from '../../src/contract/form-type-names';
import { claimantMessage, requestCulture } from '../claimant-messages';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';
import { clientAddress } from './connection';
import { limitNetwork } from '../limits/client-network';
import { readSessionId } from './session-cookie';

/** Seconds a refused client is told to wait: an upload of a few megabytes ends in that time. */
const RETRY_AFTER_SECONDS = 10;

/** Counts the submits being received per key; never holds a key with none. */
function slotCounter() {
  const held = new Map<string, number>();
  return {
    held,
    free: (key: string, limit: number) => (held.get(key) ?? 0) < limit,
    take: (key: string) => held.set(key, (held.get(key) ?? 0) + 1),
    give: (key: string) => {
      const left = (held.get(key) ?? 1) - 1;
      if (left > 0) held.set(key, left);
      else held.delete(key);
    },
  };
}

/** Mounts the limit on every submit path the settlement offers: after the CSRF check (so the
 *  session is the claimant's own), before the submit route reads the body. */
export function uploadSlots(app: Hono<AppEnv>, ctx: AppContext): void {
  const { settings } = ctx;
  const counter = slotCounter();
  let total = 0;
  new Gauge({
    name: 'claims_upload_slots_held',
    help: 'Claim submits holding an upload slot (limited per client address and per session).',
    registers: [ctx.metrics.registry],
    collect() {
      this.set(total);
    },
  });
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const session = readSessionId(c, ctx.csrfSecret);
    const keys = [
      { key: `address:${limitNetwork(clientAddress(c, settings))}`, limit: settings.uploadsPerAddress },
      ...(session ? [{ key: `session:${session}`, limit: settings.uploadsPerSession }] : []),
    ];
    if (!keys.every(({ key, limit }) => counter.free(key, limit))) {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      // The body is not read: the connection closes after the answer instead of draining it.
      c.header('Connection', 'close');
      const culture = requestCulture(ctx.settlement, c.req.header('accept-language'));
      const body: SubmitResponse = {
        nonMatchingPaymentElection: false,
        error: claimantMessage(ctx.settlement, culture, 'uploadsAtOnce'),
        referenceCodeForm: null,
      };
      return c.json(body, 429);
    }
    for (const { key } of keys) counter.take(key);
    total += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      total -= 1;
      for (const { key } of keys) counter.give(key);
    };
    // A client gone mid-body ends its request at once; the handler may take longer to notice.
    c.env?.incoming?.once('close', release);
    try {
      await next();
    } finally {
      release();
    }
  };
  for (const formType of submittingFormTypes) if (ctx.settlement.formTypes.includes(formType)) app.use(routePaths.submit(formType), limit);
}
