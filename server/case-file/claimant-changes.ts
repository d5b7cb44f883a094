// What a signed-in claimant changes in their case file: a cure (the corrected answers of exactly the
// fields a deficiency names, and a document for each document it names) and an appeal (a statement
// and documents). Like a claim, the body streams in (documents to the store as they arrive), the
// answers are re-checked with the form's own rules against the server's configs, and the change,
// its documents and the claim's new answers commit in the state change's one transaction; any
// refusal or fault leaves nothing behind. Knows nothing of HTTP: routes/case-file.ts answers.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { SubmissionPayload } from '../../src/contract/api';
import { caseAddressSchema, caseAppealSchema, caseCureSchema, type CaseFile } from '../../src/contract/case-file';
import { payloadKeyOf, type DtoMapping, type FormType } from '../../src/contract/form-type-names';
import { unsendableProblems } from '../../src/engine/sendable';
import { checkSubmission } from '../../src/engine/submission-check';
import { appendAuditEntryIn } from '../db/audit-log';
import type { AppContext } from '../context';
import {
  claimUpload,
  insertCaseDocuments,
  listCaseEvents,
  readCaseClaim,
  replaceClaimPayload,
  type CaseDocumentRecord,
} from '../db/case-file';
import { listClaimFiles } from '../db/claims';
import type { Queryable } from '../db/database';
import { queueClaimMail } from '../db/mail-outbox';
import { claimRecipient } from '../claims/recipient';
import { JSON_MAX_DEPTH, nestingDepth } from '../limits/json-depth';
import { receiveSubmission, type ReceivedFile, type UploadProblem } from '../storage/multipart';
import { scanDocuments } from '../storage/scan-documents';
import type { TrackedUploads } from '../storage/sweep';
import { changeState } from './change-state';
import { openDeficiency } from './guards';
import { addressBlockOf, addressOpen, caseFileOf } from './view';
import { openClaim, sealClaimPayload } from '../privacy/claim-payloads';
import { sealMail } from '../privacy/sealed-mail';

/** What a cure or an appeal came to. Every kind but `changed` stored nothing. */
export type ClaimantChangeOutcome =
  | { kind: 'changed'; caseFile: CaseFile }
  | { kind: 'signedOut' }
  /** The claim is not in a state that takes this change now (or its time has passed). */
  | { kind: 'closed' }
  /** A cure that does not answer exactly what the deficiency names. */
  | { kind: 'mismatch' }
  | { kind: 'invalidPayload' }
  | { kind: 'invalidAnswers' }
  | { kind: 'statementMissing' }
  | { kind: 'upload'; problem: UploadProblem }
  | { kind: 'failed'; temporary: boolean };

/** What the route read from the request. */
interface ChangeRequest {
  claimId: string;
  body: Readable;
  headers: IncomingHttpHeaders | Record<string, string>;
  whitelist: ReadonlySet<string>;
}

/** Raised in the change's transaction when the upload's in-progress record was swept away. */
class UploadSwept extends Error {
  override name = 'UploadSwept';
}

/** Receives a claimant's body and runs `decide` on it; the documents stay only if it commits. */
async function withUpload(
  ctx: AppContext,
  request: ChangeRequest,
  decide: (json: unknown, files: readonly ReceivedFile[], uploadId: string) => Promise<ClaimantChangeOutcome>,
): Promise<ClaimantChangeOutcome> {
  const { settings } = ctx;
  // Documents are stored under an id of this upload: the claim's own names are taken.
  const uploadId = randomUUID();
  let uploads: TrackedUploads | null = null;
  let committed = false;
  try {
    uploads = ctx.uploads.begin(uploadId, request.claimId);
    const limits = { fileBytes: settings.uploadMaxBytes, files: settings.uploadMaxFiles, bodyBytes: settings.submitMaxBytes };
    const received = await receiveSubmission(request.body, request.headers, uploads, limits);
    if (!received.ok) {
      if (received.problem.kind === 'storage') ctx.logError('case file: storing a document', received.problem.cause);
      return { kind: 'upload', problem: received.problem };
    }
    if (settings.clamdAddress && received.files.length > 0) {
      const problem = await scanDocuments(settings.clamdAddress, uploads, uploadId, received.files);
      if (problem?.kind === 'scanner') ctx.logError('case file: scanning the documents', problem.cause);
      if (problem) return { kind: 'upload', problem };
    }
    if (received.json === null || nestingDepth(received.json) > JSON_MAX_DEPTH) return { kind: 'invalidPayload' };
    let json: unknown;
    try {
      json = JSON.parse(received.json);
    } catch {
      return { kind: 'invalidPayload' };
    }
    const outcome = await decide(json, received.files, uploadId);
    committed = outcome.kind === 'changed';
    return outcome;
  } catch (error) {
    ctx.logError('case file: a claimant change', error);
    return { kind: 'failed', temporary: error instanceof UploadSwept };
  } finally {
    if (uploads) await ctx.uploads.finish(uploads, committed).catch((e: unknown) => ctx.logError('case file: discard staged files', e));
  }
}

/** The documents of an upload as the claim's case documents of change `seq`, its in-progress
 *  record taken out in the change's transaction (as a claim's insert does). */
async function keepDocuments(tx: Queryable, claimId: string, seq: number, uploadId: string, files: readonly ReceivedFile[]): Promise<void> {
  if (!(await claimUpload(tx, claimId, uploadId)) && files.length > 0)
    throw new UploadSwept(`The in-progress record of upload ${uploadId} was swept before it committed.`);
  const documents: CaseDocumentRecord[] = files.map((f) => ({
    id: randomUUID(),
    claimId,
    eventSeq: seq,
    originalName: f.originalName,
    storedPath: f.staged.location,
    sizeBytes: f.staged.size,
    contentType: f.contentType,
    sha256: f.staged.sha256,
  }));
  await insertCaseDocuments(tx, documents);
}

const changeContext = (ctx: AppContext) => ({
  db: ctx.db,
  vault: ctx.vault,
  settlement: ctx.settlement,
  auditKey: ctx.settings.auditKey,
  now: ctx.now,
});

/** A cure: the deficiency's fields answered again and its documents sent, nothing else. */
export function cureClaim(ctx: AppContext, request: ChangeRequest): Promise<ClaimantChangeOutcome> {
  return withUpload(ctx, request, async (json, files, uploadId) => {
    const parsed = caseCureSchema.safeParse(json);
    if (!parsed.success) return { kind: 'invalidPayload' };
    const claim = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: request.claimId }));
    if (!claim) return { kind: 'signedOut' };
    const deficiency = openDeficiency(claim.state, await listCaseEvents(ctx.db, claim.id));
    if (!deficiency || Date.parse(deficiency.cureBy) <= ctx.now()) return { kind: 'closed' };
    const { settlement } = ctx;
    const formType = claim.formType as FormType;
    // Exactly the items named: each field answered once, a file for each document, nothing more.
    const named = new Map(deficiency.items.map((i) => [`${i.dtoMapping}.${i.key}`, i]));
    const answered = new Set(parsed.data.answers.map((a) => `${a.dtoMapping}.${a.key}`));
    const documentKeys = new Set<string>();
    const fieldKeys = new Set<string>();
    for (const item of deficiency.items) {
      const isDocument = settlement.configs.some(
        (c) =>
          c.metadata.formType === formType &&
          payloadKeyOf(c.metadata.dtoMapping) === payloadKeyOf(item.dtoMapping as DtoMapping) &&
          c.fields.some((f) => f.key === item.key && f.widget === 'file'),
      );
      (isDocument ? documentKeys : fieldKeys).add(`${item.dtoMapping}.${item.key}`);
    }
    const filesByKey = new Set(files.map((f) => f.modelClientId));
    const documentsMatch = files.length === documentKeys.size && [...documentKeys].every((k) => filesByKey.has(named.get(k)!.key));
    if (
      answered.size !== parsed.data.answers.length ||
      answered.size !== fieldKeys.size ||
      ![...answered].every((k) => fieldKeys.has(k)) ||
      !documentsMatch
    ) {
      return { kind: 'mismatch' };
    }
    // The new answers in place of the old, then the whole claim checked as a new claim would be.
    const payload = await withAnswers(ctx, claim, parsed.data.answers, request.whitelist);
    if (!payload) return { kind: 'invalidAnswers' };
    const outcome = await changeState(changeContext(ctx), { id: claim.id }, 'cure', 'claimant', {}, async (tx, _claim, seq) => {
      if (parsed.data.answers.length > 0)
        await replaceClaimPayload(tx, claim.id, `cure ${seq}`, await sealClaimPayload(tx, ctx.vault, settlement, claim, payload));
      await keepDocuments(tx, claim.id, seq, uploadId, files);
    });
    return afterChange(ctx, outcome);
  });
}

/** An appeal of a denial: the claimant's statement and any documents. */
export function appealClaim(ctx: AppContext, request: ChangeRequest): Promise<ClaimantChangeOutcome> {
  return withUpload(ctx, request, async (json, files, uploadId) => {
    const parsed = caseAppealSchema.safeParse(json);
    if (!parsed.success) return { kind: 'statementMissing' };
    const outcome = await changeState(
      changeContext(ctx),
      { id: request.claimId },
      'appeal',
      'claimant',
      { statement: parsed.data.statement },
      (tx, claim, seq) => keepDocuments(tx, claim.id, seq, uploadId, files),
    );
    return afterChange(ctx, outcome);
  });
}

/** Checks the claim as it would be with `answers` in place of its own, with the form's own rules
 *  and its stored documents: the new payload, or null when it fails. */
async function withAnswers(
  ctx: AppContext,
  claim: { id: string; formType: string; payload: unknown },
  answers: readonly { dtoMapping: string; key: string; value: unknown }[],
  whitelist: ReadonlySet<string>,
): Promise<SubmissionPayload | null> {
  const formType = claim.formType as FormType;
  const payload = structuredClone(claim.payload) as SubmissionPayload;
  for (const answer of answers) {
    const model = payload[payloadKeyOf(answer.dtoMapping as DtoMapping) as 'signature' | 'claimantInfo' | 'claimDetails'];
    if (!model || Array.isArray(model)) return null;
    model.fields[answer.key] = answer.value;
  }
  const stored = await listClaimFiles(ctx.db, claim.id);
  const check = checkSubmission(payload, ctx.settlement.configs, formType, {
    whitelist,
    filesByClientId: Object.fromEntries(
      stored.map((f) => [f.modelClientId, [{ name: f.originalName, size: f.sizeBytes, type: f.contentType }]]),
    ),
  });
  if (check.problems.length > 0 || Object.keys(check.errors).length > 0) return null;
  if (unsendableProblems(payload, ctx.settlement.configs, formType).length > 0) return null;
  return payload;
}

/** A change of the claim's mailing address: every field of the form's address block, checked
 *  with the form's rules; the address it replaces is kept as a version, the change audited, and
 *  the claimant mailed (an address changed by someone else is the alarm a payment needs). */
export async function changeAddress(
  ctx: AppContext,
  claimId: string,
  body: unknown,
  whitelist: ReadonlySet<string>,
): Promise<ClaimantChangeOutcome> {
  const parsed = caseAddressSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalidPayload' };
  const claim = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: claimId }));
  if (!claim) return { kind: 'signedOut' };
  if (!addressOpen(claim.state)) return { kind: 'closed' };
  const block = addressBlockOf(ctx.settlement, claim.formType);
  const given = new Set(parsed.data.answers.map((a) => `${a.dtoMapping}.${a.key}`));
  if (
    !block ||
    given.size !== parsed.data.answers.length ||
    given.size !== block.keys.length ||
    !block.keys.every((key) => given.has(`${block.dtoMapping}.${key}`))
  ) {
    return { kind: 'mismatch' };
  }
  const payload = await withAnswers(ctx, claim, parsed.data.answers, whitelist);
  if (!payload) return { kind: 'invalidAnswers' };
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await openClaim(tx, ctx.vault, await readCaseClaim(tx, { id: claimId }, true));
    // Changed meanwhile (a cure, a decision): the claimant's page is out of date.
    if (!locked || locked.stateSeq !== claim.stateSeq || JSON.stringify(locked.payload) !== JSON.stringify(claim.payload)) return false;
    if (!addressOpen(locked.state)) return false;
    const version = await replaceClaimPayload(
      tx,
      claimId,
      'address',
      await sealClaimPayload(tx, ctx.vault, ctx.settlement, claim, payload),
    );
    const recipient = claimRecipient(ctx.settlement, claim.formType as FormType, payload);
    if (recipient) {
      const mail = {
        id: randomUUID(),
        kind: 'caseAddress' as const,
        recipient: recipient.address,
        culture: claim.culture,
        params: { referenceCode: claim.referenceCode, name: recipient.name },
      };
      await queueClaimMail(tx, claimId, `address-${version}`, sealMail(mail, await ctx.vault.keyFor(tx, claimId), claimId));
    }
    await appendAuditEntryIn(tx, ctx.settings.auditKey, {
      at: new Date(ctx.now()).toISOString(),
      actor: 'claimant',
      action: 'case changeAddress',
      referenceCode: claim.referenceCode,
      detail: { version },
    });
    return true;
  });
  if (!changed) return { kind: 'closed' };
  ctx.mail.kick();
  const after = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: claimId }));
  return after
    ? { kind: 'changed', caseFile: await caseFileOf(ctx.db, ctx.settlement, after, ctx.now(), ctx.passedDeadlines) }
    : { kind: 'signedOut' };
}

async function afterChange(ctx: AppContext, outcome: Awaited<ReturnType<typeof changeState>>): Promise<ClaimantChangeOutcome> {
  if (outcome.kind === 'notFound') return { kind: 'signedOut' };
  if (outcome.kind === 'refused') return { kind: 'closed' };
  ctx.mail.kick();
  const claim = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: outcome.claim.id }));
  if (!claim) return { kind: 'signedOut' };
  return { kind: 'changed', caseFile: await caseFileOf(ctx.db, ctx.settlement, claim, ctx.now(), ctx.passedDeadlines) };
}
