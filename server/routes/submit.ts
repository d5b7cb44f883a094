// POST /api/forms/{standard,automotive,documents-upload}: receives a claim. The route reads what
// it needs from the request (its headers checked by the framework's validator, the session and
// the began stamp from their signed cookies), hands the body to fileClaim (claims/file-claim.ts),
// and answers the outcome through one table: status, message and headers in one place.
//
// The framework's body-limit middleware is not used here: it buffers a body that has no
// Content-Length in memory, and a claim's documents must stream to the store. The declared length
// is checked by the validator below and the streamed length by the multipart reader.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import type { SubmitResponse } from '../../src/contract/api';
import { routePaths } from '../../src/contract/endpoints';
import { SUBMISSION_FAILED } from '../../src/contract/messages';
import { toWhitelist } from '../../src/engine/rules/context';
import { readBeganStamp } from '../claims/began-stamp';
import { DEADLINE_PASSED_MESSAGE, deadlinePassedBody } from '../claims/deadline-gate';
import { fileClaim, type FilingOutcome, type SubmittingFormType } from '../claims/file-claim';
import { messagesFor, uploadProblemMessage } from '../claims/error-messages';
import type { AppContext, AppEnv } from '../context';
import { screenSubmission } from '../screening/screen';
import { clientAddress, mediaType, readSessionId } from '../security';
import { isOutOfSpace } from '../storage/store';

const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

type Status = 200 | 400 | 401 | 410 | 413 | 415 | 422 | 500 | 503 | 507;

/** An answer: its status, the fields of the body beside the defaults, and a Retry-After. */
interface Answer {
  status: Status;
  body: Partial<SubmitResponse> & { deadlineKey?: string };
  retryAfterSeconds?: number;
}

type Outcome<K extends FilingOutcome['kind']> = Extract<FilingOutcome, { kind: K }>;

/** Every outcome of filing, as the claimant's answer. `limits` words the upload messages. */
const answers: {
  [K in Exclude<FilingOutcome['kind'], 'screened'>]: (outcome: Outcome<K>, limits: { fileBytes: number; files: number }) => Answer;
} = {
  filed: ({ referenceCode }) => ({ status: 200, body: { referenceCodeForm: referenceCode } }),
  replayed: ({ referenceCode }) => ({ status: 200, body: { referenceCodeForm: referenceCode } }),
  idempotencyMismatch: ({ culture }) => ({ status: 422, body: { error: messagesFor(culture).idempotencyMismatch() } }),
  deadlinePassed: ({ deadlineKey }) => ({ status: 410, body: deadlinePassedBody({ error: DEADLINE_PASSED_MESSAGE }, deadlineKey) }),
  unauthorized: () => ({ status: 401, body: { error: messagesFor(null).unauthorized() } }),
  upload: ({ problem }, limits) => {
    const error = uploadProblemMessage(problem, null, limits);
    if (problem.kind === 'storage') return { status: isOutOfSpace(problem.cause) ? 507 : 503, body: { error }, retryAfterSeconds: 5 };
    return { status: problem.kind === 'bodyTooLarge' ? 413 : 400, body: { error } };
  },
  invalidPayload: ({ culture }) => ({ status: 400, body: { error: messagesFor(culture).invalidPayload() } }),
  culture: ({ culture }) => ({ status: 400, body: { error: messagesFor(culture).culture() } }),
  captcha: ({ culture }) => ({ status: 400, body: { error: messagesFor(culture).captcha() } }),
  credentialsMismatch: ({ culture }) => ({ status: 400, body: { error: messagesFor(culture).credentialsMismatch() } }),
  unsendable: () => ({ status: 400, body: { error: SUBMISSION_FAILED } }),
  document: ({ problem, culture }) => {
    const m = messagesFor(culture);
    const error =
      problem.kind === 'fileMismatch'
        ? m.fileMismatch(problem.name)
        : problem.kind === 'minimumDocuments'
          ? m.minimumDocuments(problem.minimum)
          : m[problem.kind]();
    return { status: 400, body: { error } };
  },
  invalidAnswers: ({ culture }) => ({ status: 400, body: { error: messagesFor(culture).invalidAnswers() } }),
  paymentElection: () => ({ status: 400, body: { nonMatchingPaymentElection: true } }),
  failed: ({ temporary, culture }) => ({
    status: temporary ? 503 : 500,
    body: { error: messagesFor(culture).server() },
    ...(temporary ? { retryAfterSeconds: 5 } : {}),
  }),
};

function respond(c: Context, { status, body, retryAfterSeconds }: Answer): Response {
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  const full: SubmitResponse = { nonMatchingPaymentElection: false, error: null, referenceCodeForm: null, ...body };
  c.set('submitAnswer', full);
  return c.json(full, status);
}

function answerOutcome(c: Context, outcome: FilingOutcome, limits: { fileBytes: number; files: number }): Response {
  if (outcome.kind === 'screened') return outcome.answer;
  const toAnswer = answers[outcome.kind] as (outcome: FilingOutcome, limits: { fileBytes: number; files: number }) => Answer;
  return respond(c, toAnswer(outcome, limits));
}

/** Registers the submit call of each submitting form type the settlement offers (others are 404). */
export function submitRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const whitelist = toWhitelist(ctx.settlement.info.allowedCharacters);
  const { settings } = ctx;
  const limits = { fileBytes: settings.uploadMaxBytes, files: settings.uploadMaxFiles };
  const early = messagesFor(null);
  // What the headers must say before a byte of the body is read.
  const headersValid = validator('header', (headers, c) => {
    if (mediaType(c) !== 'multipart/form-data')
      return respond(c, { status: 415, body: { error: 'Content-Type must be multipart/form-data.' } });
    const declared = Number(headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(declared) && declared > settings.submitMaxBytes)
      return respond(c, { status: 413, body: { error: early.bodyTooLarge() } });
    const idempotencyKey = headers['idempotency-key'] ?? null;
    if (idempotencyKey !== null && !idempotencyKeyPattern.test(idempotencyKey))
      return respond(c, { status: 400, body: { error: early.malformed() } });
    return { idempotencyKey };
  });
  for (const formType of ['Standard', 'Automotive', 'DocumentsUpload'] as const satisfies readonly SubmittingFormType[]) {
    if (!ctx.settlement.formTypes.includes(formType)) continue;
    app.post(routePaths.submit(formType), headersValid, async (c) => {
      // Straight from the socket when served by @hono/node-server; from the web stream otherwise.
      const incoming = c.env?.incoming;
      const body = incoming ?? (c.req.raw.body ? Readable.fromWeb(c.req.raw.body as WebReadableStream) : Readable.from([]));
      const outcome = await fileClaim(ctx, whitelist, {
        formType,
        idempotencyKey: c.req.valid('header').idempotencyKey,
        body,
        headers: incoming?.headers ?? Object.fromEntries(c.req.raw.headers),
        sessionId: readSessionId(c, ctx.csrfSecret),
        began: readBeganStamp(c, ctx.csrfSecret),
        clientAddress: clientAddress(c, settings),
        screen: (claim) => screenSubmission(c, ctx, claim),
      });
      return answerOutcome(c, outcome, limits);
    });
  }
}
