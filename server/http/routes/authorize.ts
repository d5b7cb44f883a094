// POST /api/forms/<type>/authorize: the credentials of a claimant on file (the claimants table,
// PINs hashed) unlock a form type for this session and return the claimant's data to prepopulate. Wrong credentials answer 401, a malformed body 400,
// and failed checks are limited per client address and per claim ID (a 4-digit PIN is guessable
// otherwise): see db/authorize-failures.ts and the limits in server/README.md.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AuthorizeResponse, PayloadModel } from '../../../src/contract/api';
import { authorizeRequestSchema } from '../../../src/contract/api';
import type { FormType } from '../../../src/contract/form-type-names';
import { routePaths } from '../../../src/contract/endpoints';
import { INVALID_RECAPTCHA } from '../../../src/contract/messages';
import { captchaEnabled, verifyCaptcha } from '../../captcha/verify';
import { checkCredentials } from '../../admin/claimants';
import { claimantMessage, minutesIn, requestCulture } from '../../claimant-messages';
import { fieldOf } from '../../claims/check-payload';
import { DEADLINE_PASSED_MESSAGE, deadlineRefusal } from '../deadline-refusal';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { releaseAttempt, reserveAttempt } from '../../db/authorize-failures';
import type { PrepopulatedValues } from '../../db/claimants';
import { moveSession, sessionKey, writeAuthorization } from '../../db/sessions';
import { carryFirstVisit } from '../first-visit-cookie';
import { moveSessionSignals } from '../../screening/session-signals';
import type { Settlement } from '../../settlement/settlement';
import { jsonBody } from '../json-body';
import { rateLimiter } from '../../limits/rate-limiter';
import { clientAddress } from '../connection';
import { limitNetwork } from '../../limits/client-network';
import { issueSessionId, readSessionId } from '../session-cookie';
import { serve } from '../serve';

/** How long failed attempts count against an address. */
const FAILURE_WINDOW_MINUTES = 15;

type Failure = Pick<AuthorizeResponse, 'error' | 'captcha'>;

function fail(c: Context, status: 400 | 401 | 413 | 415 | 429, failure: Failure) {
  const body: AuthorizeResponse = { authorized: false, error: failure.error, captcha: failure.captcha, prepopulatedData: [] };
  return c.json(body, status);
}

/** The prepopulated items of a claimant for one form type: only models the form has, only the
 *  fields its configs name as prepopulated keys. */
function prepopulatedFor(
  settlement: Settlement,
  formType: FormType,
  prepopulated: PrepopulatedValues,
): AuthorizeResponse['prepopulatedData'] {
  // In the order of the form's models, whatever order the stored data keeps.
  return [...settlement.mappingsOf(formType)]
    .flatMap((mapping) => (prepopulated[mapping] ? [[mapping, prepopulated[mapping]] as const] : []))
    .map(([mapping, values]) => {
      const keys = settlement.prepopulatedKeysOf(formType, mapping);
      const fields = Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
      return { metadata: { DtoMapping: mapping, FormType: formType }, fields };
    })
    .filter((item) => Object.keys(item.fields).length > 0);
}

/** Registers the authorize call of each form type the settlement offers (others are 404). */
export function authorizeRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  // Sign-ins per client address (an IPv6 client by its /64), every form type together.
  const signIns = rateLimiter(ctx.settings.authorizeSessionsPerAddress, FAILURE_WINDOW_MINUTES * 60_000);
  for (const formType of ctx.settlement.formTypes) {
    // A deadline that has passed answers first, whatever the body.
    const beforeDeadline: MiddlewareHandler<AppEnv> = async (c, next) =>
      deadlineRefusal(c, ctx, formType, { authorized: false, error: DEADLINE_PASSED_MESSAGE, captcha: null, prepopulatedData: [] }) ??
      next();
    const body = jsonBody(authorizeRequestSchema, {
      invalid: 'The request is not valid.',
      refuse: (c, status, message) => fail(c, status, { error: message, captcha: null }),
    });
    serve(app, { name: 'authorize', path: routePaths.authorize(formType) }, beforeDeadline, body, async (c) => {
      const { reCaptchaResponse, ...rest } = c.req.valid('json');
      const models: PayloadModel[] = Object.values(rest);
      const credentials = models.length === 1 ? models[0] : undefined;
      // The sign-in fields are found by their roles, whatever the package keys them.
      const keys = ctx.settlement.credentialKeysOf(formType);
      const claimId = keys && fieldOf(credentials, keys.claimId);
      const pin = keys && fieldOf(credentials, keys.pin);
      // The request's culture (the page's, sent by the app) words the refusals.
      const culture = requestCulture(ctx.settlement, c.req.header('accept-language'));
      if (typeof claimId !== 'string' || typeof pin !== 'string') {
        return fail(c, 400, { error: claimantMessage(ctx.settlement, culture, 'credentialsMissing'), captcha: null });
      }

      const address = clientAddress(c, ctx.settings);
      if (captchaEnabled(ctx.settings) && !(await verifyCaptcha(ctx.settings, reCaptchaResponse, address))) {
        return fail(c, 400, { error: INVALID_RECAPTCHA, captcha: 'invalid' });
      }
      // Every check counts as a failure until it succeeds: a burst of guesses sent at once gets
      // no more checks than the limits.
      const limits = [
        // An IPv6 client counts by its /64 (see limitNetwork).
        { key: `address:${limitNetwork(address)}`, limit: ctx.settings.authorizeMaxFailures },
        { key: `claim:${claimId.trim().toUpperCase().slice(0, 100)}`, limit: ctx.settings.authorizeMaxFailuresPerClaim },
      ];
      if (!(await reserveAttempt(ctx.db, limits, FAILURE_WINDOW_MINUTES))) {
        const minutes = minutesIn(culture, FAILURE_WINDOW_MINUTES);
        return fail(c, 429, { error: claimantMessage(ctx.settlement, culture, 'tooManyAttempts', { minutes }), captcha: null });
      }
      const claimant = await checkCredentials(ctx.db, ctx.vault, claimId, pin);
      if (!claimant) return fail(c, 401, { error: claimantMessage(ctx.settlement, culture, 'credentialsWrong'), captcha: null });
      await releaseAttempt(ctx.db, limits);
      // Each sign-in stores a session row (kept SESSION_TTL_MINUTES): the holder of one PIN
      // could otherwise fill the table from one address as fast as it can send.
      if (!signIns.take(limitNetwork(address))) {
        const minutes = minutesIn(culture, FAILURE_WINDOW_MINUTES);
        return fail(c, 429, { error: claimantMessage(ctx.settlement, culture, 'tooManyAttempts', { minutes }), captcha: null });
      }
      // A new session id once the claimant has proved who they are: an id another party knew
      // beforehand (planted, or seen on a shared computer) is worth nothing now. The session's
      // other authorizations and its first-visit stamp move with it; the app fetches the new
      // id's CSRF token for its next call.
      const earlierId = readSessionId(c, ctx.csrfSecret);
      const sessionId = issueSessionId(c, ctx.settings, ctx.csrfSecret);
      if (earlierId) {
        await moveSession(ctx.db, sessionKey(earlierId), sessionKey(sessionId));
        await moveSessionSignals(ctx.db, sessionKey(earlierId), sessionKey(sessionId));
        carryFirstVisit(c, ctx, earlierId, sessionId);
      }
      await writeAuthorization(ctx.db, sessionKey(sessionId), formType, claimant.claimId, ctx.settings.sessionTtlMinutes);
      const answer: AuthorizeResponse = {
        authorized: true,
        error: null,
        captcha: null,
        prepopulatedData: prepopulatedFor(ctx.settlement, formType, claimant.prepopulated),
      };
      return c.json(answer);
    });
  }
}
