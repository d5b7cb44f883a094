// POST /api/forms/{standard,automotive,documents-upload}: receives a claim. The route reads what
// it needs from the request (its headers checked by the framework's validator, the session and
// the began stamp from their signed cookies, what screening looks at of the sender), hands the
// body to fileClaim (claims/file-claim.ts), and answers the outcome through one table: status,
// message and headers in one place, screening's refusals among them.
//
// The framework's body-limit middleware is not used here: it buffers a body that has no
// Content-Length in memory, and a claim's documents must stream to the store. The declared length
// is checked by the validator below and the streamed length by the multipart reader.
import type { Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import type { SubmitResponse } from '../../../src/contract/api';
import { endpoints, routePaths } from '../../../src/contract/endpoints';
import { INVALID_RECAPTCHA, SUBMISSION_FAILED } from '../../../src/contract/messages';
import { submittingFormTypes } from '../../../src/contract/form-type-names';
import { renderMessage, type MessageDescriptor } from '../../../src/engine/message-descriptors';
import { toWhitelist } from '../../../src/engine/rules/context';
import { fileClaim, type FilingOutcome } from '../../claims/file-claim';
import { uploadProblemMessage } from '../../claims/error-messages';
import { claimantMessage, requestCulture, type ClaimantMessage } from '../../claimant-messages';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { amendClaim } from '../../case-file/amend';
import { caseOfSession } from '../../db/case-file';
import { refuseBeforeDocuments } from '../../screening/early-refusal';
import { screenSubmission, type ScreeningRefusal } from '../../screening/screen';
import { readBeganStamp } from '../began-stamp-cookie';
import { claimSenderOf } from '../claim-sender';
import { DEADLINE_PASSED_MESSAGE, deadlinePassedBody } from '../deadline-refusal';
import { clientAddress } from '../connection';
import { mediaType } from '../request-body';
import { screeningRefusalAnswer } from '../screening-refusal';
import { readSessionId } from '../session-cookie';
import { sessionKey } from '../../db/sessions';
import { deleteFiledDraft } from './drafts';
import { streamedBody } from './streamed-body';
import type { UploadProblem } from '../../storage/multipart';
import { isOutOfSpace } from '../../storage/store';

const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

type Status = 200 | 400 | 401 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503 | 507;

/** An answer: its status, the fields of the body beside the defaults, and a Retry-After. */
interface Answer {
  status: Status;
  body: Partial<SubmitResponse> & { deadlineKey?: string };
  retryAfterSeconds?: number;
}

type Outcome<K extends FilingOutcome['kind']> = Extract<FilingOutcome, { kind: K }>;

/** What words an answer: the claimant's message in the claim's culture (else the one the request
 *  prefers, else English), and the upload limits the upload messages name. */
interface Wording {
  say: (culture: string | null, name: ClaimantMessage, values?: Record<string, string | number>) => string;
  /** An engine message (a rule's), in the claim's culture from the package's copy. */
  engine: (culture: string, message: MessageDescriptor) => string;
  upload: (problem: UploadProblem) => string;
  /** Screening's refusal, worded in the claim's culture. */
  screening: (refusal: ScreeningRefusal) => ReturnType<typeof screeningRefusalAnswer>;
}

/** Every outcome of filing, as the claimant's answer. */
const answers: {
  [K in FilingOutcome['kind']]: (outcome: Outcome<K>, words: Wording) => Answer;
} = {
  filed: ({ referenceCode }) => ({ status: 200, body: { referenceCodeForm: referenceCode } }),
  replayed: ({ referenceCode }) => ({ status: 200, body: { referenceCodeForm: referenceCode } }),
  idempotencyMismatch: ({ culture }, { say }) => ({ status: 422, body: { error: say(culture, 'idempotencyMismatch') } }),
  deadlinePassed: ({ deadlineKey }) => ({ status: 410, body: deadlinePassedBody({ error: DEADLINE_PASSED_MESSAGE }, deadlineKey) }),
  unauthorized: (_, { say }) => ({ status: 401, body: { error: say(null, 'unauthorized') } }),
  upload: ({ problem }, { upload }) => {
    const error = upload(problem);
    if (problem.kind === 'storage') return { status: isOutOfSpace(problem.cause) ? 507 : 503, body: { error }, retryAfterSeconds: 5 };
    if (problem.kind === 'scanner') return { status: 503, body: { error }, retryAfterSeconds: 5 };
    return { status: problem.kind === 'bodyTooLarge' ? 413 : 400, body: { error } };
  },
  invalidPayload: ({ culture }, { say }) => ({ status: 400, body: { error: say(culture, 'invalidPayload') } }),
  // The claim's culture is not one of the settlement's: the request's, or English.
  culture: (_, { say }) => ({ status: 400, body: { error: say(null, 'culture') } }),
  captcha: () => ({ status: 400, body: { error: INVALID_RECAPTCHA } }),
  credentialsMismatch: ({ culture }, { say }) => ({ status: 400, body: { error: say(culture, 'credentialsMismatch') } }),
  unsendable: () => ({ status: 400, body: { error: SUBMISSION_FAILED } }),
  document: ({ problem, culture }, { say }) => {
    const error =
      problem.kind === 'fileMismatch'
        ? say(culture, 'fileMismatch', { name: problem.name })
        : problem.kind === 'minimumDocuments'
          ? say(culture, 'minimumDocuments', { min: problem.minimum })
          : say(culture, problem.kind);
    return { status: 400, body: { error } };
  },
  invalidAnswers: ({ culture }, { say }) => ({ status: 400, body: { error: say(culture, 'invalidAnswers') } }),
  paymentElection: () => ({ status: 400, body: { nonMatchingPaymentElection: true } }),
  paymentMethod: ({ message, culture }, { engine }) => ({ status: 400, body: { error: engine(culture, message) } }),
  amendClosed: ({ culture }, { say }) => ({ status: 409, body: { error: say(culture, 'caseAmendClosed') } }),
  screened: ({ refusal }, { screening }) => {
    const { status, error, retryAfterSeconds } = screening(refusal);
    return { status, body: { error }, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
  },
  failed: ({ temporary, culture }, { say }) => ({
    status: temporary ? 503 : 500,
    body: { error: say(culture, 'server') },
    ...(temporary ? { retryAfterSeconds: 5 } : {}),
  }),
};

function respond(c: Context, { status, body, retryAfterSeconds }: Answer): Response {
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  const full: SubmitResponse = { nonMatchingPaymentElection: false, error: null, referenceCodeForm: null, ...body };
  c.set('submitAnswer', full);
  return c.json(full, status);
}

/** Registers the submit call of each submitting form type the settlement offers (others are 404). */
export function submitRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const whitelist = toWhitelist(ctx.settlement.info.allowedCharacters);
  const { settings } = ctx;
  const limits = { fileBytes: settings.uploadMaxBytes, files: settings.uploadMaxFiles };
  const wording = (c: Context): Wording => {
    const preferred = requestCulture(ctx.settlement, c.req.header('accept-language'));
    const say: Wording['say'] = (culture, name, values) =>
      claimantMessage(ctx.settlement, culture !== null && ctx.settlement.isCulture(culture) ? culture : preferred, name, values);
    const engine: Wording['engine'] = (culture, message) => renderMessage(message, (key) => ctx.settlement.copy[culture]?.[key]);
    return {
      say,
      engine,
      upload: (problem) => uploadProblemMessage(problem, ctx.settlement, preferred, limits),
      screening: (refusal) => screeningRefusalAnswer(ctx.settlement, refusal),
    };
  };
  // What the headers must say before a byte of the body is read.
  const headersValid = validator('header', (headers, c) => {
    if (mediaType(c) !== 'multipart/form-data')
      return respond(c, { status: 415, body: { error: 'Content-Type must be multipart/form-data.' } });
    const declared = Number(headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(declared) && declared > settings.submitMaxBytes)
      return respond(c, { status: 413, body: { error: wording(c).say(null, 'bodyTooLarge') } });
    const idempotencyKey = headers['idempotency-key'] ?? null;
    if (idempotencyKey !== null && !idempotencyKeyPattern.test(idempotencyKey))
      return respond(c, { status: 400, body: { error: wording(c).say(null, 'malformed') } });
    return { idempotencyKey };
  });
  for (const formType of submittingFormTypes) {
    if (!ctx.settlement.formTypes.includes(formType)) continue;
    app.post(routePaths.submit(formType), headersValid, async (c) => {
      const sessionId = readSessionId(c, ctx.csrfSecret);
      const sender = claimSenderOf(c, ctx, sessionId);
      const outcome = await fileClaim(ctx, whitelist, {
        formType,
        idempotencyKey: c.req.valid('header').idempotencyKey,
        ...streamedBody(c),
        sessionId,
        began: readBeganStamp(c, ctx.csrfSecret),
        clientAddress: clientAddress(c, settings),
        screen: (claim) => screenSubmission(ctx, claim, sender),
        refuseEarly: (payload) =>
          refuseBeforeDocuments(ctx, {
            formType,
            payload,
            idempotencyKey: c.req.valid('header').idempotencyKey,
            sessionId,
            clientAddress: clientAddress(c, settings),
          }),
      });
      // A claim resumed from a saved draft names it: once filed, the draft and its documents go.
      const draftToken = c.req.header('draft-token');
      if (draftToken && (outcome.kind === 'filed' || outcome.kind === 'replayed'))
        await deleteFiledDraft(ctx, draftToken).catch((error: unknown) => ctx.logError('submit: delete the filed draft', error));
      return answer(c, outcome);
    });
  }

  // An amendment from the case file (case-file/amend.ts), answered as a claim is.
  app.post(endpoints.caseAmend, headersValid, async (c) => {
    const sessionId = readSessionId(c, ctx.csrfSecret);
    const claimId = sessionId ? await caseOfSession(ctx.db, sessionKey(sessionId)) : null;
    if (!claimId) return respond(c, answers.unauthorized({ kind: 'unauthorized' }, wording(c)));
    const outcome = await amendClaim(ctx, whitelist, claimId, {
      ...streamedBody(c),
      sessionId,
      clientAddress: clientAddress(c, settings),
      screen: (claim) => screenSubmission(ctx, claim, claimSenderOf(c, ctx, sessionId)),
    });
    return answer(c, outcome);
  });

  function answer(c: Context, outcome: FilingOutcome): Response {
    const toAnswer = answers[outcome.kind] as (outcome: FilingOutcome, words: Wording) => Answer;
    return respond(c, toAnswer(outcome, wording(c)));
  }
}
