// POST /api/forms/{standard,automotive,documents-upload}: receives a claim. The multipart body
// is streamed from the socket (files to the document store, hashed as they arrive), then the
// JSON part is checked against the contract and the form, and the claim and its files are stored
// together: the claim is recorded as in progress before the first byte is stored, the files go
// to their final place (flushed to the disk, on disk), and the claim's rows are inserted by one
// statement that also takes that record out: that commit is what makes the files count. Any
// refusal or failure removes the stored files, so nothing of a refused claim remains, and a
// crash leaves a record by which the next sweep removes them (storage/sweep.ts).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context, Hono } from 'hono';
import type { SubmissionPayload, SubmitResponse } from '../../src/contract/api';
import { submissionPayloadSchema } from '../../src/contract/api';
import type { FormType } from '../../src/contract/form-types';
import { routePaths } from '../../src/contract/endpoints';
import { toWhitelist } from '../../src/engine/rules/context';
import { SUBMISSION_FAILED } from '../../src/contract/messages';
import { unsendableProblems } from '../../src/engine/sendable';
import { checkSubmission } from '../../src/engine/submission-check';
import { captchaEnabled, verifyCaptcha } from '../captcha/verify';
import { documentProblem, modelProblem, paymentElectionMatches } from '../claims/check-payload';
import { withSessionIdentity } from '../claims/identity';
import { claimContent, claimHash } from '../claims/claim-hash';
import { DEADLINE_PASSED_MESSAGE, deadlineRefusal } from '../claims/deadline-gate';
import { messagesFor, uploadProblemMessage } from '../claims/messages';
import { newReferenceCode } from '../claims/reference-code';
import type { AppContext, AppEnv } from '../context';
import { findClaimByIdempotencyKey, insertClaimIfPending, type ClaimFileRecord } from '../db/claims';
import { isUnavailable } from '../db/database';
import { log } from '../observability/log';
import { readAuthorizations } from '../db/sessions';
import { screenSubmission } from '../screening/screen';
import { clientAddress, JSON_MAX_DEPTH, mediaType, nestingDepth, readSessionId, sessionKey } from '../security';
import { receiveSubmission } from '../storage/multipart';
import { isOutOfSpace, type ClaimUploads } from '../storage/store';

type SubmittingFormType = Exclude<FormType, 'Lookup'>;

const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

type Status = 200 | 400 | 401 | 413 | 415 | 422 | 500 | 503 | 507;

function answer(c: Context, status: Status, body: Partial<SubmitResponse>) {
  const full: SubmitResponse = { nonMatchingPaymentElection: false, error: null, referenceCodeForm: null, ...body };
  return c.json(full, status);
}

/** Raised when the claim's in-progress record was swept away before it could commit. */
class UploadSwept extends Error {
  override name = 'UploadSwept';
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return e?.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint));
}

/** Registers the submit call of each submitting form type the settlement offers (others are 404). */
export function submitRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const whitelist = toWhitelist(ctx.settlement.info.allowedCharacters);
  for (const formType of ['Standard', 'Automotive', 'DocumentsUpload'] as const) {
    if (!ctx.settlement.formTypes.includes(formType)) continue;
    app.post(routePaths.submit(formType), (c) => handleSubmit(c, ctx, formType, whitelist));
  }
}

async function handleSubmit(c: Context<AppEnv>, ctx: AppContext, formType: SubmittingFormType, whitelist: ReadonlySet<string>) {
  const { settings, settlement } = ctx;
  // A form with a credentials model is filed by a claimant on file: authorize comes first.
  const needsAuthorization = settlement.needsAuthorization(formType);
  const limits = { fileBytes: settings.uploadMaxBytes, files: settings.uploadMaxFiles, bodyBytes: settings.submitMaxBytes };
  const early = messagesFor(null);
  if (mediaType(c) !== 'multipart/form-data') return answer(c, 415, { error: 'Content-Type must be multipart/form-data.' });
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.bodyBytes) return answer(c, 413, { error: early.bodyTooLarge() });
  const idempotencyKey = c.req.header('idempotency-key') ?? null;
  if (idempotencyKey !== null && !idempotencyKeyPattern.test(idempotencyKey)) return answer(c, 400, { error: early.malformed() });

  // Straight from the socket when served by @hono/node-server; from the web stream otherwise.
  const incoming = c.env?.incoming;
  const source = incoming ?? (c.req.raw.body ? Readable.fromWeb(c.req.raw.body as WebReadableStream) : Readable.from([]));
  const headers = incoming?.headers ?? Object.fromEntries(c.req.raw.headers);

  let uploads: ClaimUploads | null = null;
  let committed = false;
  let m = early;
  try {
    // After the form's deadline nothing is stored; the body is read through so the answer arrives.
    const late = deadlineRefusal(c, ctx, formType, {
      nonMatchingPaymentElection: false,
      error: DEADLINE_PASSED_MESSAGE,
      referenceCodeForm: null,
    });
    if (late) {
      await discard(source, limits.bodyBytes);
      return late;
    }
    // Unauthorized: refuse before storing anything, but read the body through so the client
    // gets the answer instead of a reset connection.
    const authorized = needsAuthorization ? await authorizationOf(c, ctx, formType) : null;
    if (needsAuthorization && !authorized) {
      await discard(source, limits.bodyBytes);
      return answer(c, 401, { error: early.unauthorized() });
    }

    const claimId = randomUUID();
    uploads = ctx.uploads.begin(claimId);
    const received = await receiveSubmission(source, headers, uploads, limits);
    if (!received.ok) {
      const { problem } = received;
      if (problem.kind === 'storage') {
        // The database or the store was away, or the disk is full: the claimant may try again.
        ctx.logError(`submit ${formType}: storing a document`, problem.cause);
        c.header('Retry-After', '5');
        return answer(c, isOutOfSpace(problem.cause) ? 507 : 503, { error: uploadProblemMessage(problem, null, limits) });
      }
      return answer(c, problem.kind === 'bodyTooLarge' ? 413 : 400, { error: uploadProblemMessage(problem, null, limits) });
    }
    if (received.json === null) return answer(c, 400, { error: early.invalidPayload() });
    // Deeper than any claim: its checks would exhaust the stack.
    if (nestingDepth(received.json) > JSON_MAX_DEPTH) return answer(c, 400, { error: early.invalidPayload() });

    let payload: SubmissionPayload;
    try {
      const parsed = submissionPayloadSchema.safeParse(JSON.parse(received.json));
      if (!parsed.success) {
        log.warn({ formType, issues: parsed.error.issues.slice(0, 5) }, 'Submit: the payload does not match the contract');
        return answer(c, 400, { error: early.invalidPayload() });
      }
      payload = parsed.data;
    } catch {
      return answer(c, 400, { error: early.invalidPayload() });
    }
    const culture = payload.userPreferredCulture;
    m = messagesFor(culture);
    if (!settlement.isCulture(culture)) return answer(c, 400, { error: m.culture() });
    if (captchaEnabled(settings) && !(await verifyCaptcha(settings, payload.reCaptchaResponse, clientAddress(c, settings)))) {
      return answer(c, 400, { error: m.captcha() });
    }
    if (authorized) {
      const identified = withSessionIdentity(payload, authorized);
      if (!identified) return answer(c, 400, { error: m.credentialsMismatch() });
      payload = identified;
    }
    const modelIssue = modelProblem(settlement, formType, payload);
    if (modelIssue) {
      log.warn({ formType, issue: modelIssue }, 'Submit: the payload does not fit the form');
      return answer(c, 400, { error: m.invalidPayload() });
    }
    // What the app could not have sent (a value no widget yields, a hidden field filled, unknown
    // fields ...) is refused whole: nothing of it is stored.
    const unsendable = unsendableProblems(payload, settlement.configs, formType);
    if (unsendable.length > 0) {
      log.warn({ formType, problems: unsendable.slice(0, 10) }, 'Submit: the claim holds what the form cannot send');
      return answer(c, 400, { error: SUBMISSION_FAILED });
    }
    const docIssue = documentProblem(settlement, formType, payload, received.files);
    if (docIssue) {
      const error =
        docIssue.kind === 'fileMismatch'
          ? m.fileMismatch(docIssue.name)
          : docIssue.kind === 'minimumDocuments'
            ? m.minimumDocuments(docIssue.minimum)
            : m[docIssue.kind]();
      return answer(c, 400, { error });
    }
    // The client's own rules, run again here against the server's configs (never the client's).
    const check = checkSubmission(payload, settlement.configs, formType, {
      whitelist,
      filesByClientId: Object.fromEntries(
        received.files.map((f) => [f.modelClientId, [{ name: f.originalName, size: f.staged.size, type: f.contentType }]]),
      ),
    });
    if (check.problems.length > 0 || Object.keys(check.errors).length > 0) {
      log.warn({ formType, problems: check.problems, errors: check.errors }, "Submit: the claim fails the form's rules");
      return answer(c, 400, { error: m.invalidAnswers() });
    }
    if (!paymentElectionMatches(settlement, formType, payload, ctx.csrfSecret)) return answer(c, 400, { nonMatchingPaymentElection: true });
    // Velocity limits, duplicates and bot signals: a refused claim gets its answer here (429, 409).
    const refused = await screenSubmission(c, ctx, { claimId, formType, payload, idempotencyKey });
    if (refused) return refused;

    const hash = claimHash(
      payload,
      received.files.map((f) => ({
        modelClientId: f.modelClientId,
        originalName: f.originalName,
        sizeBytes: f.staged.size,
        sha256: f.staged.sha256,
      })),
    );
    const files: ClaimFileRecord[] = received.files.map((f) => ({
      id: randomUUID(),
      claimId,
      modelClientId: f.modelClientId,
      originalName: f.originalName,
      storedPath: f.staged.location,
      sizeBytes: f.staged.size,
      contentType: f.contentType,
      sha256: f.staged.sha256,
    }));
    // The claim keeps its payload without the captcha token (single-use, not claim data).
    const stored = claimContent(payload);
    let referenceCode = '';
    for (let attempt = 0; ; attempt += 1) {
      referenceCode = newReferenceCode(formType);
      try {
        // A retry under a known Idempotency-Key fails here on the key's unique index and is
        // answered below: no lookup before the insert, one round trip for every new claim.
        const inserted = await insertClaimIfPending(
          ctx.db,
          { id: claimId, referenceCode, formType, culture, payload: stored, idempotencyKey, requestHash: hash },
          files,
        );
        if (!inserted) throw new UploadSwept(`The in-progress record of claim ${claimId} was swept before it committed.`);
        committed = true;
        break;
      } catch (error) {
        if (isUniqueViolation(error, 'claims_reference_code_key') && attempt < 5) continue;
        if (idempotencyKey && isUniqueViolation(error, 'claims_idempotency_key_key')) {
          // An earlier attempt (or a concurrent duplicate) stored the claim: answer with its code.
          const earlier = await findClaimByIdempotencyKey(ctx.db, idempotencyKey);
          if (earlier) return replay(c, earlier.requestHash, hash, earlier.referenceCode, m);
        }
        throw error;
      }
    }
    return answer(c, 200, { referenceCodeForm: referenceCode });
  } catch (error) {
    ctx.logError(`submit ${formType}`, error);
    // Nothing was stored; the database or the store is away for a moment, or this claim's
    // record was swept: the claimant's retry (same Idempotency-Key) can succeed.
    const temporary = isUnavailable(error) || error instanceof UploadSwept;
    if (!source.readableEnded) await discard(source, limits.bodyBytes);
    if (temporary) c.header('Retry-After', '5');
    return answer(c, temporary ? 503 : 500, { error: m.server() });
  } finally {
    if (uploads) await ctx.uploads.finish(uploads, committed).catch((e: unknown) => ctx.logError('submit: discard staged files', e));
  }
}

function replay(c: Context, earlierHash: string, hash: string, referenceCode: string, m: ReturnType<typeof messagesFor>) {
  if (earlierHash !== hash) return answer(c, 422, { error: m.idempotencyMismatch() });
  return answer(c, 200, { referenceCodeForm: referenceCode });
}

async function authorizationOf(c: Context, ctx: AppContext, formType: FormType): Promise<{ claimId: string } | null> {
  const sessionId = readSessionId(c, ctx.csrfSecret);
  if (!sessionId) return null;
  return (await readAuthorizations(ctx.db, sessionKey(sessionId)))[formType] ?? null;
}

/** Reads and drops a body, up to `limit` bytes, then stops reading (without destroying the
 *  request, which would take the socket and the answer with it). */
function discard(source: Readable, limit: number): Promise<void> {
  return new Promise((resolve) => {
    if (source.readableEnded) return resolve();
    let bytes = 0;
    const done = () => {
      source.off('data', onData);
      source.off('end', done);
      source.off('error', done);
      source.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        source.pause();
        done();
      }
    };
    source.on('data', onData);
    source.once('end', done);
    source.once('error', done);
    source.once('close', done);
  });
}
