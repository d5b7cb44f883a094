// Unsafe calls of the session: session-timeout (log out) and telemetry tracking.
import type { Hono } from 'hono';
import { trackingRequestSchema } from '../../src/contract/api';
import { endpoints } from '../../src/contract/endpoints';
import type { AppContext, AppEnv } from '../context';
import { deleteSession } from '../db/sessions';
import { insertTrackingEvent } from '../db/tracking';
import { rateLimiter } from '../rate-limit';
import { jsonError, mediaType, readJsonBody, readSessionId, sessionKey } from '../security';

/** Longest tracked field key and value, so telemetry cannot fill the database. */
const TRACKING_KEY_MAX = 100;
const TRACKING_VALUE_MAX = 1000;

/** Tracking events one session may send per minute: a claimant changes a field a few times a
 *  minute at most; a script sends thousands a second. */
export const TRACKING_EVENTS_PER_MINUTE = 120;

/** Registers session-timeout and tracking. */
export function sessionRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  // The contract does not show a payload: an empty body or JSON is accepted, nothing else.
  app.post(endpoints.sessionTimeout, async (c) => {
    const length = Number(c.req.header('content-length') ?? 0);
    const type = mediaType(c);
    if ((length > 0 || c.req.header('transfer-encoding')) && type !== 'application/json') {
      return jsonError(c, 415, 'Content-Type must be application/json.');
    }
    if (type === 'application/json') {
      const body = await readJsonBody(c);
      if (!body.ok && body.status !== 400) return jsonError(c, body.status, body.message);
    }
    const sessionId = readSessionId(c, ctx.csrfSecret);
    if (sessionId) await deleteSession(ctx.db, sessionKey(sessionId));
    return c.body(null, 204);
  });

  const tracking = rateLimiter(TRACKING_EVENTS_PER_MINUTE, 60_000);
  app.post(endpoints.tracking, async (c) => {
    // The CSRF check before this one makes sure the session cookie is there.
    if (!tracking.take(readSessionId(c, ctx.csrfSecret) ?? 'none')) {
      c.header('Retry-After', '60');
      return jsonError(c, 429, 'Too many tracking events. Please wait a minute.');
    }
    const body = await readJsonBody(c);
    if (!body.ok) return jsonError(c, body.status, body.message);
    const parsed = trackingRequestSchema.safeParse(body.value);
    if (!parsed.success) return jsonError(c, 400, 'The tracking event is not valid.');
    const event = parsed.data;
    if (event.fieldKey.length > TRACKING_KEY_MAX || event.fieldValue.length > TRACKING_VALUE_MAX) {
      return jsonError(c, 400, 'The tracking event is too long.');
    }
    await insertTrackingEvent(ctx.db, event);
    return c.body(null, 204);
  });
}
