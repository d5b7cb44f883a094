// The claimant's case file under /api/case: ask for a sign-in code, sign in (the code, or the
// notice's claim ID and PIN), read the case file, sign out, cure a deficiency, appeal a denial.
// Signing in replaces the session's id as authorize does; the session then carries the claim, and
// every later call reads the claim from it, never from the request. See server/README.md, "Case
// file", for the limits.
import type { Context, Hono } from 'hono';
import {
  caseCodeRequestSchema,
  caseSignInRequestSchema,
  type CaseActionResponse,
  type CaseClaim as CaseClaimAnswer,
  type CaseSignInResponse,
} from '../../../src/contract/case-file';
import type { SubmitResponse } from '../../../src/contract/api';
import { callOf } from '../../../src/contract/calls';
import { toWhitelist } from '../../../src/engine/rules/context';
import { checkCredentials } from '../../admin/claimants';
import { attachmentHeader, documentStream } from '../../admin/documents';
import { listClaimFiles } from '../../db/claims';
import { appealClaim, changeAddress, cureClaim, type ClaimantChangeOutcome } from '../../case-file/claimant-changes';
import { changePayout } from '../../case-file/payout-change';
import { screenSubmission } from '../../screening/screen';
import { renderMessage } from '../../../src/engine/message-descriptors';
import { requestSignInCode, useSignInCode } from '../../case-file/sign-in-codes';
import { caseFileOf } from '../../case-file/view';
import { uploadProblemMessage } from '../../claims/error-messages';
import { claimantMessage, minutesIn, requestCulture, type ClaimantMessage } from '../../claimant-messages';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { releaseAttempt, reserveAttempt } from '../../db/authorize-failures';
import { caseOfSession, newestClaimOfClaimant, readCaseClaim, signInCase, signOutCase } from '../../db/case-file';
import { moveSession, sessionKey } from '../../db/sessions';
import { moveSessionSignals } from '../../screening/session-signals';
import { anyJson, jsonBody } from '../json-body';
import { streamedBody } from './streamed-body';
import { rateLimiter } from '../../limits/rate-limiter';
import { clientAddress } from '../connection';
import { limitNetwork } from '../../limits/client-network';
import { issueSessionId, readSessionId } from '../session-cookie';
import { jsonError } from '../json-error';
import { mediaType } from '../request-body';
import { claimSenderOf } from '../claim-sender';
import { screeningRefusalAnswer } from '../screening-refusal';
import { openClaim } from '../../privacy/claim-payloads';
import { serve, type Answered } from '../serve';

/** The window of the sign-in limits. */
const WINDOW_MINUTES = 15;

/** Code requests per client address per window: a claimant asks once or twice. */
const CODE_REQUESTS_PER_ADDRESS = 10;

/** Why a change is closed, by the call refused. */
const closedMessage: Readonly<Record<string, ClaimantMessage>> = {
  [callOf('caseCure').path]: 'caseCureClosed',
  [callOf('caseAppeal').path]: 'caseAppealClosed',
  [callOf('caseAddress').path]: 'caseAddressClosed',
  [callOf('casePayout').path]: 'casePayoutClosed',
};

type ChangeStatus = 200 | 400 | 401 | 409 | 413 | 415 | 500 | 503;

export function caseFileRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { settings } = ctx;
  const codeRequests = rateLimiter(CODE_REQUESTS_PER_ADDRESS, WINDOW_MINUTES * 60_000);
  const signIns = rateLimiter(settings.authorizeSessionsPerAddress, WINDOW_MINUTES * 60_000);
  const whitelist = toWhitelist(ctx.settlement.info.allowedCharacters);
  const culture = (c: Context) => requestCulture(ctx.settlement, c.req.header('accept-language'));
  const say = (c: Context, name: ClaimantMessage, values?: Record<string, string | number>) =>
    claimantMessage(ctx.settlement, culture(c), name, values);
  const signedInClaim = async (c: Context) => {
    const sessionId = readSessionId(c, ctx.csrfSecret);
    return sessionId ? caseOfSession(ctx.db, sessionKey(sessionId)) : null;
  };

  // Answers 202 whatever the reference code: whether a claim exists is not told to a stranger.
  serve(app, 'caseCode', jsonBody(caseCodeRequestSchema, { invalid: 'Expected { referenceCode, culture }.' }), async (c) => {
    const address = limitNetwork(clientAddress(c, settings));
    if (!codeRequests.take(address)) {
      c.header('Retry-After', String(WINDOW_MINUTES * 60));
      return jsonError(c, 429, say(c, 'tooManyAttempts', { minutes: minutesIn(culture(c), WINDOW_MINUTES) }));
    }
    const { referenceCode, culture: wanted } = c.req.valid('json');
    await requestSignInCode(ctx, referenceCode, wanted);
    return c.json({}, 202);
  });

  const signInBody = jsonBody(caseSignInRequestSchema, {
    invalid: 'Expected { referenceCode, code } or { claimId, pin }.',
    refuse: (c, status, message) => c.json({ signedIn: false, error: message } satisfies CaseSignInResponse, status),
  });
  serve(app, 'caseSignIn', signInBody, async (c) => {
    const body = c.req.valid('json');
    const address = clientAddress(c, settings);
    const refuse = (status: 401 | 429, error: string) => c.json({ signedIn: false, error } satisfies CaseSignInResponse, status);
    const tooMany = () => refuse(429, say(c, 'tooManyAttempts', { minutes: minutesIn(culture(c), WINDOW_MINUTES) }));
    // A mailed code is too long to guess, so only the address counts its failures: no number of
    // strangers' tries can lock the claimant out. A 4-digit PIN also counts per claim ID, as
    // authorize does.
    const limits = [{ key: `case-address:${limitNetwork(address)}`, limit: settings.authorizeMaxFailures }];
    if ('claimId' in body)
      limits.push({ key: `claim:${body.claimId.trim().toUpperCase().slice(0, 100)}`, limit: settings.authorizeMaxFailuresPerClaim });
    if (!(await reserveAttempt(ctx.db, limits, WINDOW_MINUTES))) return tooMany();
    let claimId: string | null;
    if ('code' in body) {
      claimId = await useSignInCode(ctx, body.referenceCode, body.code);
      if (!claimId) return refuse(401, say(c, 'caseCodeWrong'));
    } else {
      const claimant = await checkCredentials(ctx.db, ctx.vault, body.claimId, body.pin);
      claimId = claimant ? await newestClaimOfClaimant(ctx.db, claimant.claimId) : null;
      if (!claimId) return refuse(401, say(c, 'credentialsWrong'));
    }
    await releaseAttempt(ctx.db, limits);
    // Each sign-in stores a session row: bounded per address like authorize's.
    if (!signIns.take(limitNetwork(address))) return tooMany();
    // A new session id once the claimant has proved who they are (as authorize does).
    const earlierId = readSessionId(c, ctx.csrfSecret);
    const sessionId = issueSessionId(c, settings, ctx.csrfSecret);
    if (earlierId) {
      await moveSession(ctx.db, sessionKey(earlierId), sessionKey(sessionId));
      await moveSessionSignals(ctx.db, sessionKey(earlierId), sessionKey(sessionId));
    }
    await signInCase(ctx.db, sessionKey(sessionId), claimId, settings.sessionTtlMinutes);
    return c.json({ signedIn: true, error: null } satisfies CaseSignInResponse);
  });

  serve(app, 'caseFile', async (c) => {
    const claimId = await signedInClaim(c);
    const claim = claimId ? await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: claimId })) : null;
    if (!claim) return jsonError(c, 401, say(c, 'caseSignedOut'));
    c.header('Cache-Control', 'no-store');
    return c.json(await caseFileOf(ctx.db, ctx.settlement, claim, ctx.now(), ctx.passedDeadlines));
  });

  // The claim's answers and documents, for the wizard to reopen it (an amendment).
  serve(app, 'caseClaim', async (c) => {
    const claimId = await signedInClaim(c);
    const claim = claimId ? await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: claimId })) : null;
    if (!claim) return jsonError(c, 401, say(c, 'caseSignedOut'));
    const files = await listClaimFiles(ctx.db, claim.id);
    c.header('Cache-Control', 'no-store');
    return c.json({
      formType: claim.formType,
      // Stored as it was filed or amended, after the submit checked it against this very schema.
      payload: claim.payload as CaseClaimAnswer['payload'],
      documents: files.map((f) => ({ clientId: f.modelClientId, name: f.originalName, size: f.sizeBytes, type: f.contentType })),
    } satisfies CaseClaimAnswer);
  });

  serve(app, 'caseDocument', async (c) => {
    const claimId = await signedInClaim(c);
    if (!claimId) return jsonError(c, 401, say(c, 'caseSignedOut'));
    const file = (await listClaimFiles(ctx.db, claimId)).find((f) => f.modelClientId === c.req.param('clientId'));
    if (!file) return jsonError(c, 404, 'Not found.');
    return new Response(await documentStream(ctx.uploads.documents(claimId), file), {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.sizeBytes),
        'content-disposition': attachmentHeader(file.originalName),
        'cache-control': 'no-store',
        // A document is the claimant's own upload: never run as a page of this site.
        'content-security-policy': "default-src 'none'; sandbox",
        'x-content-type-options': 'nosniff',
      },
    });
  });

  serve(app, 'caseSignOut', async (c) => {
    const sessionId = readSessionId(c, ctx.csrfSecret);
    if (sessionId) await signOutCase(ctx.db, sessionKey(sessionId));
    return c.body(null, 204);
  });

  const answer = (c: Context, outcome: ClaimantChangeOutcome) => {
    const limits = { fileBytes: settings.uploadMaxBytes, files: settings.uploadMaxFiles };
    const reply = (status: ChangeStatus, error: string | null, caseFile: CaseActionResponse['caseFile'] = null) =>
      c.json({ error, caseFile } satisfies CaseActionResponse, status);
    switch (outcome.kind) {
      case 'changed':
        return reply(200, null, outcome.caseFile);
      case 'signedOut':
        return reply(401, say(c, 'caseSignedOut'));
      case 'closed':
        return reply(409, say(c, closedMessage[c.req.path] ?? 'caseCureClosed'));
      case 'mismatch':
        return reply(400, say(c, 'caseCureMismatch'));
      case 'invalidPayload':
        return reply(400, say(c, 'invalidPayload'));
      case 'invalidAnswers':
        return reply(400, say(c, 'invalidAnswers'));
      case 'statementMissing':
        return reply(400, say(c, 'caseStatementMissing'));
      case 'upload': {
        const { problem } = outcome;
        if (problem.kind === 'storage' || problem.kind === 'scanner') return reply(503, say(c, 'server'));
        const status = problem.kind === 'bodyTooLarge' ? 413 : 400;
        return reply(status, uploadProblemMessage(problem, ctx.settlement, culture(c), limits));
      }
      case 'failed':
        if (outcome.temporary) c.header('Retry-After', '5');
        return reply(outcome.temporary ? 503 : 500, say(c, 'server'));
    }
  };

  serve(app, 'caseAddress', jsonBody(anyJson, { invalid: 'Expected { answers: [{ dtoMapping, key, value }] }.' }), async (c) => {
    const claimId = await signedInClaim(c);
    if (!claimId) return jsonError(c, 401, say(c, 'caseSignedOut'));
    return answer(c, await changeAddress(ctx, claimId, c.req.valid('json'), whitelist));
  });

  serve(app, 'casePayout', jsonBody(anyJson, { invalid: 'Expected { answers: [{ dtoMapping, key, value }] }.' }), async (c) => {
    const sessionId = readSessionId(c, ctx.csrfSecret);
    const claimId = sessionId ? await caseOfSession(ctx.db, sessionKey(sessionId)) : null;
    if (!claimId) return jsonError(c, 401, say(c, 'caseSignedOut'));
    const outcome = await changePayout(ctx, {
      claimId,
      body: c.req.valid('json'),
      whitelist,
      sessionId,
      clientAddress: clientAddress(c, settings),
      screen: (claim) => screenSubmission(ctx, claim, claimSenderOf(c, ctx, sessionId)),
    });
    if (outcome.kind === 'screened') {
      // Answered as a claim's submit answers the same refusal.
      const { status, error, retryAfterSeconds } = screeningRefusalAnswer(ctx.settlement, outcome.refusal);
      if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
      // The body a claim's submit answers with, not this call's: cast past the call's answer type.
      return c.json(
        { nonMatchingPaymentElection: false, error, referenceCodeForm: null } satisfies SubmitResponse,
        status,
      ) as unknown as Answered<'casePayout'>;
    }
    if (outcome.kind === 'paymentMethod') {
      // The method's own message (an invalid Venmo handle...), in the page's culture (English
      // when the request names none the package has, as the server's own messages fall back).
      const shown = culture(c) ?? 'en';
      const error = renderMessage(outcome.message, (key) => ctx.settlement.copy[shown]?.[key]);
      return c.json({ error, caseFile: null } satisfies CaseActionResponse, 400);
    }
    return answer(c, outcome);
  });

  for (const [call, change] of [
    ['caseCure', cureClaim],
    ['caseAppeal', appealClaim],
  ] as const) {
    serve(app, call, async (c) => {
      // Refused before a byte of the body is read: the connection closes after the answer, so
      // the unread body never reaches the next request on it.
      const refuse = (status: 401 | 413 | 415, message: string) => {
        c.header('Connection', 'close');
        return jsonError(c, status, message);
      };
      if (mediaType(c) !== 'multipart/form-data') return refuse(415, 'Content-Type must be multipart/form-data.');
      const declared = Number(c.req.header('content-length') ?? Number.NaN);
      if (Number.isFinite(declared) && declared > settings.submitMaxBytes) return refuse(413, say(c, 'bodyTooLarge'));
      const claimId = await signedInClaim(c);
      if (!claimId) return refuse(401, say(c, 'caseSignedOut'));
      const outcome = await change(ctx, { claimId, ...streamedBody(c), whitelist });
      return answer(c, outcome);
    });
  }
}
