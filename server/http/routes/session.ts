// Unsafe calls of the session: session-timeout (log out) and telemetry tracking.
import type { Hono, MiddlewareHandler } from 'hono';
import { trackingRequestSchema } from '../../../src/contract/api';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { deleteSession, sessionKey } from '../../db/sessions';
import { forgetSessionSignals } from '../../screening/session-signals';
import { insertTrackingEvent } from '../../db/tracking';
import { rateLimiter } from '../../limits/rate-limiter';
import { anyJson, jsonBody } from '../json-body';
import { clientAddress } from '../connection';
import { limitNetwork } from '../../limits/client-network';
import { jsonError } from '../json-error';
import { readSessionId } from '../session-cookie';
import { serve } from '../serve';
import { trackingFieldKey } from '../../../src/engine/tracking';
import { sensitiveAnswers } from '../../privacy/sensitive-fields';
import type { Settlement } from '../../settlement/settlement';

/** Longest tracked field key and value, so telemetry cannot fill the database. */
const TRACKING_KEY_MAX = 100;
const TRACKING_VALUE_MAX = 1000;

/** Tracking events one session may send per minute: a claimant changes a field a few times a
 *  minute at most; a script sends thousands a second. */
export const TRACKING_EVENTS_PER_MINUTE = 120;

/** Registers session-timeout and tracking. */
export function sessionRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  // The contract does not show a payload: an empty body or JSON is accepted, nothing else.
  serve(app, 'sessionTimeout', jsonBody(anyJson, { invalid: '', optional: true }), async (c) => {
    const sessionId = readSessionId(c, ctx.csrfSecret);
    if (sessionId) {
      await deleteSession(ctx.db, sessionKey(sessionId));
      await forgetSessionSignals(ctx.db, sessionKey(sessionId));
    }
    return c.body(null, 204);
  });

  const tracking = rateLimiter(TRACKING_EVENTS_PER_MINUTE, 60_000);
  // A session costs nothing to open, so a script opening one per burst is held by its address
  // (an IPv6 client by its /64, which it may take a new address from for every request).
  const perAddress = rateLimiter(ctx.settings.trackingEventsPerAddress, 60_000);
  const withinRate: MiddlewareHandler<AppEnv> = async (c, next) => {
    // The CSRF check before this one makes sure the session cookie is there.
    const session = tracking.take(readSessionId(c, ctx.csrfSecret) ?? 'none');
    if (session && perAddress.take(limitNetwork(clientAddress(c, ctx.settings)))) return next();
    c.header('Retry-After', '60');
    return jsonError(c, 429, 'Too many tracking events. Please wait a minute.');
  };
  serve(app, 'tracking', withinRate, jsonBody(trackingRequestSchema, { invalid: 'The tracking event is not valid.' }), async (c) => {
    const event = c.req.valid('json');
    if (event.fieldKey.length > TRACKING_KEY_MAX || event.fieldValue.length > TRACKING_VALUE_MAX) {
      return jsonError(c, 400, 'The tracking event is too long.');
    }
    // Only a field the package tracks, and never a sensitive one: its answer is personal data.
    if (trackedField(ctx.settlement, event.formType, event.fieldKey)) await insertTrackingEvent(ctx.db, event);
    return c.body(null, 204);
  });
}

/** Whether a form has a field of this tracking key with tracking on that is not sensitive. */
function trackedField(settlement: Settlement, formType: string, fieldKey: string): boolean {
  const sensitive = sensitiveAnswers(settlement, formType);
  return settlement.configs.some(
    (config) =>
      config.metadata.formType === formType &&
      config.fields.some(
        (field) =>
          field.props?.enableTrackingFeature === true &&
          trackingFieldKey(field.key).toLowerCase() === fieldKey.toLowerCase() &&
          !sensitive(config.metadata.dtoMapping, field.key),
      ),
  );
}
