// Amending a claim before its form's deadline, from the case file: the whole claim sent again with
// the wizard's payload, its documents kept unless replaced or dropped. It is checked exactly as a
// claim is (checkClaimContent) and screened as a claim is, except that it is never a duplicate of
// the claim it amends. The answers and documents it replaces are kept as a version; the new ones,
// the screening, the claimant's mail and the audit entry commit in one transaction, or nothing.
// The submit route answers it as it answers a claim (the claim's own reference code on success).
import { randomUUID } from 'node:crypto';
import { submissionPayloadSchema, type SubmissionPayload } from '../../src/contract/api';
import type { CaseState } from '../../src/contract/case-file';
import type { FormType, SubmittingFormType } from '../../src/contract/form-type-names';
import { fileNameKey } from '../../src/engine/file-name-key';
import { fieldsWithRole } from '../../src/contract/field-roles';
import { fieldOf } from '../claims/check-payload';
import { claimContent } from '../claims/claim-hash';
import { closedDeadline } from '../claims/deadline-gate';
import { checkClaimContent, type FilingOutcome, type FilingRequest } from '../claims/file-claim';
import type { AppContext } from '../context';
import { appendAuditEntryIn } from '../db/audit-log';
import { claimUpload, readCaseClaim, replaceClaimPayload } from '../db/case-file';
import { listClaimFiles, type ClaimFileRecord } from '../db/claims';
import { queueClaimMail } from '../db/mail-outbox';
import { replaceClaimScreening } from '../db/screening';
import { claimRecipient } from '../claims/recipient';
import { JSON_MAX_DEPTH, nestingDepth } from '../limits/json-depth';
import { receiveSubmission, type ReceivedFile } from '../storage/multipart';
import { scanDocuments } from '../storage/scan-documents';
import type { TrackedUploads } from '../storage/sweep';
import { openClaim, sealClaimPayload } from '../privacy/claim-payloads';
import { sealMail } from '../privacy/sealed-mail';

/** The states in which a claim may still be amended: before anyone has decided on it. */
export const amendable: readonly CaseState[] = ['received', 'inReview'];

/** Raised when the claim changed (or its upload was swept) between the checks and the commit. */
class AmendConflict extends Error {
  override name = 'AmendConflict';
}

/** A document on file as the checks take a received one. */
function asReceived(file: ClaimFileRecord): ReceivedFile {
  return {
    modelClientId: file.modelClientId,
    originalName: file.originalName,
    contentType: file.contentType,
    staged: {
      storedName: file.storedPath,
      location: file.storedPath,
      size: file.sizeBytes,
      sha256: file.sha256,
      head: Buffer.alloc(0),
      truncated: false,
    },
  };
}

/** The payment election's answers (by their roles), to tell whether an amendment changed them. */
function electionOf(ctx: AppContext, formType: FormType, payload: SubmissionPayload): string {
  const fields = (['paymentElection', 'payPalEmail', 'payPalAuthCode'] as const).flatMap((role) =>
    fieldsWithRole(ctx.settlement.configs, formType, role),
  );
  const models = [payload.claimDetails, payload.claimantInfo, payload.signature];
  return JSON.stringify(fields.map((f) => models.map((m) => (m ? fieldOf(m, f.key) : undefined))));
}

/** Amends the signed-in claimant's claim with the body of `request`. */
export async function amendClaim(
  ctx: AppContext,
  whitelist: ReadonlySet<string>,
  claimId: string,
  request: Omit<FilingRequest, 'formType' | 'idempotencyKey' | 'began'>,
): Promise<FilingOutcome> {
  const { settings, settlement } = ctx;
  const claim = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: claimId }));
  if (!claim) return { kind: 'unauthorized' };
  const formType = claim.formType as SubmittingFormType;
  if (!amendable.includes(claim.state)) return { kind: 'amendClosed', culture: claim.culture };
  const closed = closedDeadline(settlement, formType, { passed: ctx.passedDeadlines, now: ctx.now(), began: null });
  if (closed) return { kind: 'deadlinePassed', deadlineKey: closed };

  // New documents are named by this upload: the claim's own names are taken.
  const uploadId = randomUUID();
  let uploads: TrackedUploads | null = null;
  let committed = false;
  let culture: string | null = null;
  try {
    uploads = ctx.uploads.begin(uploadId, claim.id);
    const limits = { fileBytes: settings.uploadMaxBytes, files: settings.uploadMaxFiles, bodyBytes: settings.submitMaxBytes };
    const received = await receiveSubmission(request.body, request.headers, uploads, limits);
    if (!received.ok) {
      if (received.problem.kind === 'storage') ctx.logError('amend: storing a document', received.problem.cause);
      return { kind: 'upload', problem: received.problem };
    }
    if (settings.clamdAddress && received.files.length > 0) {
      const problem = await scanDocuments(settings.clamdAddress, uploads, uploadId, received.files);
      if (problem?.kind === 'scanner') ctx.logError('amend: scanning the documents', problem.cause);
      if (problem) return { kind: 'upload', problem };
    }
    if (received.json === null || nestingDepth(received.json) > JSON_MAX_DEPTH) return { kind: 'invalidPayload', culture: null };
    let parsed: SubmissionPayload;
    try {
      const result = submissionPayloadSchema.safeParse(JSON.parse(received.json));
      if (!result.success) return { kind: 'invalidPayload', culture: null };
      parsed = result.data;
    } catch {
      return { kind: 'invalidPayload', culture: null };
    }
    culture = parsed.userPreferredCulture;

    // A document announced without a file is one kept from the claim: the same model, name and size.
    const onFile = await listClaimFiles(ctx.db, claim.id);
    const arrived = new Set(received.files.map((f) => f.modelClientId));
    const kept = onFile.filter(
      (f) =>
        !arrived.has(f.modelClientId) &&
        (parsed.documents ?? []).some((d) => d.clientId === f.modelClientId && d.name === f.originalName && d.size === f.sizeBytes),
    );
    const keptNames = new Set(kept.map((f) => fileNameKey(f.originalName)));
    const clash = received.files.find((f) => keptNames.has(fileNameKey(f.originalName)));
    if (clash) return { kind: 'upload', problem: { kind: 'duplicateName', name: clash.originalName } };

    // A form filed by a claimant on file stays theirs: the identity is the claim's own.
    const credentialKeys = settlement.credentialKeysOf(formType);
    const storedPayload = claim.payload as SubmissionPayload;
    const storedId = credentialKeys && storedPayload.credentials ? fieldOf(storedPayload.credentials, credentialKeys.claimId) : undefined;
    const authorized = settlement.needsAuthorization(formType) && typeof storedId === 'string' ? { claimId: storedId } : null;
    if (settlement.needsAuthorization(formType) && !authorized) return { kind: 'unauthorized' };
    const checked = await checkClaimContent(ctx, whitelist, {
      formType,
      payload: parsed,
      files: [...kept.map(asReceived), ...received.files],
      authorized,
      clientAddress: request.clientAddress,
      electionVerified: electionOf(ctx, formType, parsed) === electionOf(ctx, formType, storedPayload),
    });
    if (checked.kind !== 'checked') return checked;
    const payload = claimContent(checked.payload, credentialKeys?.pin);
    const screening = await request.screen({
      claimId: claim.id,
      formType,
      payload: checked.payload,
      idempotencyKey: null,
      sessionId: request.sessionId,
      clientAddress: request.clientAddress,
      amends: claim.id,
    });
    if (screening.kind === 'refused') return { kind: 'screened', refusal: screening.refusal };

    const recipient = claimRecipient(settlement, formType, payload);
    await ctx.db.transaction(async (tx) => {
      const locked = await readCaseClaim(tx, { id: claim.id }, true);
      if (!locked || locked.stateSeq !== claim.stateSeq || !amendable.includes(locked.state))
        throw new AmendConflict('The claim changed while its amendment was checked.');
      const version = await replaceClaimPayload(
        tx,
        claim.id,
        'amendment',
        await sealClaimPayload(tx, ctx.vault, settlement, claim, payload),
      );
      const keptIds = kept.map((f) => f.id);
      await tx.query('DELETE FROM claim_files WHERE claim_id = $1 AND NOT (id = ANY($2::uuid[]))', [claim.id, keptIds]);
      for (const f of received.files) {
        await tx.query(
          `INSERT INTO claim_files (id, claim_id, model_client_id, original_name, stored_path, size_bytes, content_type, sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [randomUUID(), claim.id, f.modelClientId, f.originalName, f.staged.location, f.staged.size, f.contentType, f.staged.sha256],
        );
      }
      if (!(await claimUpload(tx, claim.id, uploadId)) && received.files.length > 0)
        throw new AmendConflict(`The upload ${uploadId} was swept before it committed.`);
      if (screening.record) await replaceClaimScreening(tx, claim.id, screening.record);
      if (recipient) {
        const mail = {
          id: randomUUID(),
          kind: 'caseAmended' as const,
          recipient: recipient.address,
          culture: payload.userPreferredCulture,
          params: { referenceCode: claim.referenceCode, name: recipient.name },
        };
        await queueClaimMail(tx, claim.id, `amendment-${version}`, sealMail(mail, await ctx.vault.keyFor(tx, claim.id), claim.id));
      }
      await appendAuditEntryIn(tx, settings.auditKey, {
        at: new Date(ctx.now()).toISOString(),
        actor: 'claimant',
        action: 'case amend',
        referenceCode: claim.referenceCode,
        detail: {
          version,
          documentsKept: kept.length,
          documentsAdded: received.files.length,
          flags: screening.record?.flags.map((f) => f.name) ?? [],
        },
      });
    });
    committed = true;
    ctx.mail.kick();
    return { kind: 'filed', referenceCode: claim.referenceCode };
  } catch (error) {
    if (error instanceof AmendConflict) return { kind: 'amendClosed', culture: culture ?? claim.culture };
    ctx.logError('amend', error);
    return { kind: 'failed', temporary: false, culture };
  } finally {
    if (uploads) await ctx.uploads.finish(uploads, committed).catch((e: unknown) => ctx.logError('amend: discard staged files', e));
  }
}
