// Filing a claim: everything between a multipart body arriving and the claim stored, as one
// function that knows nothing of HTTP. The submit route (routes/submit.ts) hands it the body and
// what it read from the request, and turns the outcome into an answer through one table.
//
// The body is streamed (files to the document store, hashed as they arrive), then the JSON part is
// checked against the contract and the form, and the claim and its files are stored together: the
// claim is recorded as in progress before the first byte is stored, the files go to their final
// place (flushed to the disk, on disk), and the claim's rows (its screening's too) are inserted by
// one statement that also takes that record out: that commit is what makes the files count. Any refusal or failure
// removes the stored files, so nothing of a refused claim remains, and a crash leaves a record by
// which the next sweep removes them (storage/sweep.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { DeadlineKey, SubmissionPayload } from '../../src/contract/api';
import type { FormType, SubmittingFormType } from '../../src/contract/form-type-names';
import { unsendableProblems } from '../../src/engine/sendable';
import { checkSubmission } from '../../src/engine/submission-check';
import { captchaEnabled, verifyCaptcha } from '../captcha/verify';
import type { AppContext } from '../context';
import { findClaimByIdempotencyKey, insertClaimIfPending, type ClaimFileRecord } from '../db/claims';
import { findClaimant } from '../privacy/notice-list';
import { isUnavailable } from '../db/database';
import { readAuthorizations, sessionKey } from '../db/sessions';
import { log } from '../observability/log';
import { sealMail } from '../privacy/sealed-mail';
import { sealPayload } from '../privacy/sealed-values';
import { sensitiveAnswers } from '../privacy/sensitive-fields';
import { claimRecipient } from './recipient';
import { paymentMethodOf } from './payment-method';
import type { ScreenedClaim, ScreeningOutcome, ScreeningRefusal } from '../screening/screen';
import { submissionOf, type SubmissionRead } from './submission-json';
import { receiveSubmission, type ReceivedFile, type UploadProblem } from '../storage/multipart';
import { scanDocuments } from '../storage/scan-documents';
import type { TrackedUploads } from '../storage/sweep';
import { documentProblem, modelProblem, paymentElectionMatches, type DocumentProblem } from './check-payload';
import { electionRefusal } from './election-refusal';
import type { MessageDescriptor } from '../../src/engine/message-descriptors';
import { claimContent, claimHash } from './claim-hash';
import { closedDeadline } from './deadline-gate';
import { withSessionIdentity } from './identity';
import { withRecordedFields } from './recorded-fields';
import { newReferenceCode } from './reference-code';

/** The form types a claim is filed under. */

/** What the submit route read from the request, beside the body. */
export interface FilingRequest {
  readonly formType: SubmittingFormType;
  readonly idempotencyKey: string | null;
  readonly body: Readable;
  readonly headers: IncomingHttpHeaders | Record<string, string>;
  /** The claimant's session id (from its signed cookie), if any. */
  readonly sessionId: string | null;
  /** When this claimant began filing (the signed stamp behind the deadlines' grace), if known. */
  readonly began: number | null;
  /** The client's address, as the captcha provider wants it. */
  readonly clientAddress: string;
  /** The velocity, duplicate and bot screening: the refusal, or the flags to store with the
   *  claim. The route binds it to what it read of the request (screening/sender.ts). */
  readonly screen: (claim: ScreenedClaim) => Promise<ScreeningOutcome>;
  /** The velocity limits' look at the claim as its JSON part arrives (when that part is a claim
   *  at all): a refusal refuses the claim before its documents are read (screening/early-refusal.ts). */
  readonly refuseEarly?: (payload: SubmissionPayload) => Promise<ScreeningRefusal | null>;
}

/** What filing came to. Every kind but `filed` and `replayed` stored nothing. */
export type FilingOutcome =
  | { kind: 'filed'; referenceCode: string }
  /** A retry under a known Idempotency-Key with the same claim: the first attempt's code. */
  | { kind: 'replayed'; referenceCode: string }
  /** The same Idempotency-Key came with another claim. */
  | { kind: 'idempotencyMismatch'; culture: string }
  | { kind: 'deadlinePassed'; deadlineKey: DeadlineKey }
  | { kind: 'unauthorized' }
  | { kind: 'upload'; problem: UploadProblem }
  | { kind: 'invalidPayload'; culture: string | null }
  | { kind: 'culture'; culture: string }
  | { kind: 'captcha'; culture: string }
  | { kind: 'credentialsMismatch'; culture: string }
  /** What the app could not have sent (a value no widget yields, a hidden field filled ...). */
  | { kind: 'unsendable' }
  | { kind: 'document'; problem: DocumentProblem; culture: string }
  | { kind: 'invalidAnswers'; culture: string }
  | { kind: 'paymentElection' }
  /** A payment election that fails its method's rules, with the engine's message for it. */
  | { kind: 'paymentMethod'; message: MessageDescriptor; culture: string }
  /** An amendment of a claim no longer open to one (decided on, or changed meanwhile). */
  | { kind: 'amendClosed'; culture: string }
  /** Refused by screening (a velocity limit, a duplicate). */
  | { kind: 'screened'; refusal: ScreeningRefusal }
  /** A fault: `temporary` when a retry (same Idempotency-Key) can succeed. */
  | { kind: 'failed'; temporary: boolean; culture: string | null };

/** Raised when the claim's in-progress record was swept away before it could commit. */
class UploadSwept extends Error {
  override name = 'UploadSwept';
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  return e?.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint));
}

/** Files one claim: reads the body, checks the claim as the server must (never trusting the
 *  client), screens it and stores it with its documents, or stores nothing and says why. */
export async function fileClaim(ctx: AppContext, whitelist: ReadonlySet<string>, request: FilingRequest): Promise<FilingOutcome> {
  const { settings, settlement } = ctx;
  const { formType, idempotencyKey, body } = request;
  const limits = {
    fileBytes: settings.uploadMaxBytes,
    files: settings.uploadMaxFiles,
    bodyBytes: settings.submitMaxBytes,
  };
  let uploads: TrackedUploads | null = null;
  let committed = false;
  let culture: string | null = null;
  try {
    // After the form's deadline, and for a form that needs a claimant on file without one,
    // nothing is stored; the body is read through so the answer arrives instead of a reset.
    const closed = closedDeadline(settlement, formType, {
      passed: ctx.passedDeadlines,
      now: ctx.now(),
      began: request.began,
    });
    if (closed) {
      await discard(body, limits.bodyBytes);
      return { kind: 'deadlinePassed', deadlineKey: closed };
    }
    // A form with a credentials model is filed by a claimant on file: authorize comes first.
    const needsAuthorization = settlement.needsAuthorization(formType);
    const authorized = needsAuthorization ? await authorizationOf(ctx, request.sessionId, formType) : null;
    if (needsAuthorization && !authorized) {
      await discard(body, limits.bodyBytes);
      return { kind: 'unauthorized' };
    }

    // The JSON part is read once, when it arrives: the early look and the claim's checks share it.
    let readOnce: { json: string; read: SubmissionRead } | null = null;
    const readSubmission = (json: string): SubmissionRead => {
      if (readOnce?.json !== json) readOnce = { json, read: submissionOf(json) };
      return readOnce.read;
    };

    const claimId = randomUUID();
    // The claim's data key, made now and stored with the claim: its documents are sealed under it
    // as they arrive, and a claim that never commits leaves no key behind.
    const dataKey = ctx.vault.fresh(claimId);
    uploads = ctx.uploads.begin(claimId, claimId, dataKey.key);
    // A claim a velocity limit refuses is answered once its JSON part is in, before its documents
    // are read: the rest of its body is dropped while the answer goes out.
    const stop = new AbortController();
    let refuse: (refusal: ScreeningRefusal) => void = () => undefined;
    const refusedEarly = new Promise<{ refusedEarly: ScreeningRefusal }>(
      (resolve) => (refuse = (refusal) => resolve({ refusedEarly: refusal })),
    );
    const receiving = receiveSubmission(body, request.headers, uploads, limits, {
      signal: stop.signal,
      onJson: (json) => {
        const read = readSubmission(json);
        if (!read.ok || !request.refuseEarly) return;
        request.refuseEarly(read.payload).then(
          (refusal) => refusal && refuse(refusal),
          (error: unknown) => ctx.logError(`submit ${formType}: screening before the documents`, error),
        );
      },
    });
    const first = await Promise.race([receiving, refusedEarly]);
    if ('refusedEarly' in first) {
      stop.abort();
      await receiving;
      void discard(body, limits.bodyBytes);
      return { kind: 'screened', refusal: first.refusedEarly };
    }
    const received = first;
    if (!received.ok) {
      // The database or the store was away, or the disk is full: the claimant may try again.
      if (received.problem.kind === 'storage') ctx.logError(`submit ${formType}: storing a document`, received.problem.cause);
      return { kind: 'upload', problem: received.problem };
    }
    // Before anything else is checked: no claim is accepted with a document clamd did not pass.
    if (settings.clamdAddress && received.files.length > 0) {
      const problem = await scanDocuments(settings.clamdAddress, uploads, claimId, received.files);
      if (problem?.kind === 'scanner') ctx.logError(`submit ${formType}: scanning the documents`, problem.cause);
      if (problem) return { kind: 'upload', problem };
    }
    if (received.json === null) return { kind: 'invalidPayload', culture: null };
    const read = readSubmission(received.json);
    if (!read.ok) {
      if (read.issues) log.warn({ formType, issues: read.issues }, 'Submit: the payload does not match the contract');
      return { kind: 'invalidPayload', culture: null };
    }
    let payload: SubmissionPayload = read.payload;
    culture = payload.userPreferredCulture;
    const checked = await checkClaimContent(ctx, whitelist, {
      formType,
      payload,
      files: received.files,
      authorized,
      clientAddress: request.clientAddress,
    });
    if (checked.kind !== 'checked') return checked;
    payload = checked.payload;
    const credentialKeys = settlement.credentialKeysOf(formType);
    // Velocity limits, duplicates and bot signals.
    const screening = await request.screen({
      claimId,
      formType,
      payload,
      idempotencyKey,
      sessionId: request.sessionId,
      clientAddress: request.clientAddress,
      dataKey: dataKey.key,
    });
    if (screening.kind === 'refused') return { kind: 'screened', refusal: screening.refusal };

    const hash = claimHash(
      payload,
      received.files.map((f) => ({
        modelClientId: f.modelClientId,
        originalName: f.originalName,
        sizeBytes: f.staged.size,
        sha256: f.staged.sha256,
      })),
      credentialKeys?.pin,
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
    // The claim keeps its payload without the captcha token (single-use, not claim data), its
    // sensitive answers and its mail sealed under the claim's own data key.
    const key = dataKey.key;
    const stored = sealPayload(claimContent(payload, credentialKeys?.pin), sensitiveAnswers(settlement, formType), key, claimId);
    // The confirmation mail, to the claim's email (none: no mail), committed with the claim.
    const recipient = claimRecipient(settlement, formType, payload);
    for (let attempt = 0; ; attempt += 1) {
      const referenceCode = newReferenceCode(formType);
      try {
        // A retry under a known Idempotency-Key fails here on the key's unique index and is
        // answered below: no lookup before the insert, one round trip for every new claim.
        const inserted = await insertClaimIfPending(
          ctx.db,
          {
            id: claimId,
            referenceCode,
            formType,
            culture,
            payload: stored,
            idempotencyKey,
            requestHash: hash,
            paymentMethod: paymentMethodOf(settlement, formType, stored),
          },
          files,
          screening.record,
          recipient &&
            sealMail(
              { id: randomUUID(), kind: 'claimReceived', recipient: recipient.address, params: { referenceCode, name: recipient.name } },
              key,
              claimId,
            ),
          dataKey.row,
        );
        if (!inserted) throw new UploadSwept(`The in-progress record of claim ${claimId} was swept before it committed.`);
        committed = true;
        ctx.vault.remember(claimId, key);
        if (recipient) ctx.mail.kick();
        return { kind: 'filed', referenceCode };
      } catch (error) {
        if (isUniqueViolation(error, 'claims_reference_code_key') && attempt < 5) continue;
        if (idempotencyKey && isUniqueViolation(error, 'claims_idempotency_key_key')) {
          // An earlier attempt (or a concurrent duplicate) stored the claim: answer with its code.
          const earlier = await findClaimByIdempotencyKey(ctx.db, idempotencyKey);
          if (earlier) {
            return earlier.requestHash === hash
              ? { kind: 'replayed', referenceCode: earlier.referenceCode }
              : { kind: 'idempotencyMismatch', culture };
          }
        }
        throw error;
      }
    }
  } catch (error) {
    ctx.logError(`submit ${formType}`, error);
    // Nothing was stored; the database or the store is away for a moment, or this claim's
    // record was swept: the claimant's retry (same Idempotency-Key) can succeed.
    if (!body.readableEnded) await discard(body, limits.bodyBytes);
    return {
      kind: 'failed',
      temporary: isUnavailable(error) || error instanceof UploadSwept,
      culture,
    };
  } finally {
    if (uploads) await ctx.uploads.finish(uploads, committed).catch((e: unknown) => ctx.logError('submit: discard staged files', e));
  }
}

/** What a claim's content is checked with beside the claim itself. */
interface ContentCheck {
  formType: SubmittingFormType;
  payload: SubmissionPayload;
  /** The documents that came with it (an amendment's include those kept from its claim). */
  files: readonly ReceivedFile[];
  /** The claimant the session authorized, for a form that needs one. */
  authorized: { claimId: string } | null;
  clientAddress: string;
  /** The payment election is the one already verified for the claim being amended. */
  electionVerified?: boolean;
}

/** Every check of a claim's content, as a claim and an amendment are checked alike: its culture,
 *  the captcha, the session's identity, the recorded fields, the models, what no form can send,
 *  the documents, the form's own rules and the payment election. The payload to store (identity
 *  and recorded fields from the server), or why it is refused. */
export async function checkClaimContent(
  ctx: AppContext,
  whitelist: ReadonlySet<string>,
  input: ContentCheck,
): Promise<{ kind: 'checked'; payload: SubmissionPayload } | FilingOutcome> {
  const { settings, settlement } = ctx;
  const { formType, authorized } = input;
  let { payload } = input;
  const culture = payload.userPreferredCulture;
  if (!settlement.isCulture(culture)) return { kind: 'culture', culture };
  if (captchaEnabled(settings) && !(await verifyCaptcha(settings, payload.reCaptchaResponse, input.clientAddress))) {
    return { kind: 'captcha', culture };
  }
  // The sign-in fields by their roles: the claim ID to tie to the session, the PIN never stored.
  const credentialKeys = settlement.credentialKeysOf(formType);
  if (authorized) {
    const identified = credentialKeys ? withSessionIdentity(payload, authorized, credentialKeys.claimId) : null;
    if (!identified) return { kind: 'credentialsMismatch', culture };
    payload = identified;
  }
  // Hidden fields filled from the claimant's record come from the record on file, never the client.
  const record = authorized ? ((await findClaimant(ctx.db, ctx.vault, authorized.claimId))?.prepopulated ?? {}) : {};
  payload = withRecordedFields(payload, settlement, formType, record);
  const modelIssue = modelProblem(settlement, formType, payload);
  if (modelIssue) {
    log.warn({ formType, issue: modelIssue }, 'Submit: the payload does not fit the form');
    return { kind: 'invalidPayload', culture };
  }
  // What the app could not have sent is refused whole: nothing of it is stored.
  const unsendable = unsendableProblems(payload, settlement.configs, formType);
  if (unsendable.length > 0) {
    log.warn({ formType, problems: unsendable.slice(0, 10) }, 'Submit: the claim holds what the form cannot send');
    return { kind: 'unsendable' };
  }
  const docIssue = documentProblem(settlement, formType, payload, input.files);
  if (docIssue) return { kind: 'document', problem: docIssue, culture };
  // The client's own rules, run again here against the server's configs (never the client's).
  const check = checkSubmission(payload, settlement.configs, formType, {
    whitelist,
    filesByClientId: Object.fromEntries(
      input.files.map((f) => [f.modelClientId, [{ name: f.originalName, size: f.staged.size, type: f.contentType }]]),
    ),
  });
  if (check.problems.length > 0 || Object.keys(check.errors).length > 0) {
    log.warn({ formType, problems: check.problems, errors: check.errors }, "Submit: the claim fails the form's rules");
    const election = electionRefusal(settlement, formType, check);
    if (election) return { kind: 'paymentMethod', message: election, culture };
    return { kind: 'invalidAnswers', culture };
  }
  if (!input.electionVerified && !paymentElectionMatches(settlement, formType, payload, ctx.csrfSecret)) return { kind: 'paymentElection' };
  return { kind: 'checked', payload };
}

async function authorizationOf(ctx: AppContext, sessionId: string | null, formType: FormType): Promise<{ claimId: string } | null> {
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
