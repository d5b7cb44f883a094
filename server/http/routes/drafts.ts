// Save and continue later (beyond the contract's calls; decisions.md §Drafts):
//
// - POST /api/drafts: a multipart body like a submit's (the JSON part, then one file part per
//   document, named by its document-context model's clientId). The draft is stored under a new
//   random token (or, when it names the token of a draft it resumed, under that token in that
//   draft's place), and a mail with the resume link is queued in the same transaction. The answer
//   says only when the draft expires: the token is in the mail alone, and the database keeps its
//   SHA-256.
// - GET /api/drafts/{token}: the answers, the page and the documents' list; GET
//   /api/drafts/{token}/documents/{n}: one document.
//
// Nothing a client sends is trusted: the answers are checked for the shape of the contract's
// payload models, for models of the form's own configs (same metadataHash), fields those configs
// name, and size; the documents go through the same multipart reader, limits, type checks and
// malware scanning as a claim's. Every store a client writes to here is bounded: the answers
// (DRAFT_MAX_BYTES), the documents (the upload limits), drafts per client address per hour
// (DRAFTS_PER_ADDRESS) and in all (DRAFTS_MAX_TOTAL). A draft expires at its form's deadline or
// after 30 days, whichever comes first; a form whose deadline has passed neither saves nor resumes.
// A form that needs a claimant on file (authorize first) is never saved.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { saveDraftRequestSchema, type DraftAnswers, type DraftResponse } from '../../../src/contract/api';
import type { FormType } from '../../../src/contract/form-type-names';
import { fileSiblingFields, widgetOf } from '../../../src/contract/widgets';
import { modelKey } from '../../../src/engine/models';
import { readBeganStamp } from '../began-stamp-cookie';
import { closedDeadline, formClosesAt } from '../../claims/deadline-gate';
import { DEADLINE_PASSED_MESSAGE, deadlinePassedBody } from '../deadline-refusal';
import { uploadProblemMessage } from '../../claims/error-messages';
import { claimantMessage, requestCulture, type ClaimantMessage } from '../../claimant-messages';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { countDrafts, deleteDraftByToken, deleteExpiredDrafts, findDraft, insertDraft, type DraftDocumentRecord } from '../../db/drafts';
import { isUnavailable } from '../../db/database';
import { deliverable } from '../../claims/recipient';
import { log } from '../../observability/log';
import { rateLimiter } from '../../limits/rate-limiter';
import { clientAddress } from '../connection';
import { limitNetwork } from '../../limits/client-network';
import { mediaType } from '../request-body';
import { JSON_MAX_DEPTH, nestingDepth } from '../../limits/json-depth';
import { streamedBody } from './streamed-body';
import { serve } from '../serve';
import { receiveSubmission, type ReceivedFile } from '../../storage/multipart';
import { scanDocuments } from '../../storage/scan-documents';
import type { Settlement } from '../../settlement/settlement';
import { deleteDataKeys } from '../../privacy/data-keys';
import { sealMail } from '../../privacy/sealed-mail';
import { openSealed, sealValue } from '../../privacy/sealed-values';

/** How long a draft is kept at most. */
const DRAFT_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;
/** Models a draft may hold: far more than any form's pages make. */
const MAX_MODELS = 500;
/** A token: 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** The file fields' siblings, as a set to look keys up in. */
const fileSiblings = new Set<string>(fileSiblingFields);

/** The SHA-256 of a token, as the drafts table keeps it. */
function draftTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string can be a draft's token (anything else is not looked up). */
function isDraftToken(value: string): boolean {
  return tokenPattern.test(value);
}

/** Why a draft's answers are refused, or null when they fit the form. */
function answersProblem(settlement: Settlement, formType: FormType, answers: DraftAnswers, files: readonly ReceivedFile[]): string | null {
  const models = [...answers.saved, ...answers.drafts];
  if (models.length > MAX_MODELS) return `${models.length} models`;
  const ids = new Set<string>();
  for (const model of models) {
    if (ids.has(model.clientId)) return `client id ${model.clientId} twice`;
    ids.add(model.clientId);
    const { formType: modelForm, dtoMapping, mappingName } = model.metadata;
    if (modelForm !== formType || typeof dtoMapping !== 'string') return `model ${model.clientId} is not of ${formType}`;
    if (mappingName !== undefined && typeof mappingName !== 'string') return `model ${model.clientId} has a bad mappingName`;
    const key = modelKey({ formType, dtoMapping: dtoMapping as never, mappingName });
    const config = settlement.configs.find((c) => modelKey(c.metadata) === key && c.metadataHash === model.metadataHash);
    if (!config) return `model ${model.clientId} is of no config of ${formType}`;
    const hasFile = config.fields.some((field) => widgetOf(field).valueKind === 'file');
    const known = new Set(config.fields.map((field) => field.key));
    const unknown = [...Object.keys(model.fields), ...Object.keys(model.everDirty)].find(
      (field) => !known.has(field) && !(hasFile && fileSiblings.has(field)),
    );
    if (unknown !== undefined) return `model ${model.clientId} has no field ${unknown}`;
  }
  const linked = models.find((m) => m.claimTransactionId && !ids.has(m.claimTransactionId));
  if (linked) return `model ${linked.clientId} links to an unknown model`;
  const stray = files.find((f) => !ids.has(f.modelClientId));
  if (stray) return `a document of no model (${stray.modelClientId})`;
  return null;
}

type Status = 200 | 400 | 403 | 404 | 410 | 413 | 415 | 429 | 500 | 503 | 507;

/** Registers the draft calls. */
export function draftRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { settings } = ctx;
  const perAddress = rateLimiter(settings.draftsPerAddress, HOUR_MS);
  const limits = { fileBytes: settings.uploadMaxBytes, files: settings.uploadMaxFiles, bodyBytes: settings.submitMaxBytes };
  const preferred = (c: Context) => requestCulture(ctx.settlement, c.req.header('accept-language'));
  const say = (c: Context, name: ClaimantMessage, culture?: string) =>
    claimantMessage(ctx.settlement, culture && ctx.settlement.isCulture(culture) ? culture : preferred(c), name);
  const refuse = (c: Context, status: Status, error: string, extra: object = {}) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ saved: false, expiresAt: null, error, ...extra }, status);
  };
  const notFound = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ error: say(c, 'draftNotFound') }, 404);
  };
  /** Where the resume link points: the site's address, never one a request names. */
  const origin = (_c: Context<AppEnv>) => ctx.site.origin;

  serve(app, 'drafts', async (c) => {
    if (mediaType(c) !== 'multipart/form-data') return refuse(c, 415, 'Content-Type must be multipart/form-data.');
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > settings.submitMaxBytes) return refuse(c, 413, say(c, 'bodyTooLarge'));
    // Before a byte of the body is read: the connection closes after the answer instead.
    if (!perAddress.take(limitNetwork(clientAddress(c, settings)))) {
      c.header('Retry-After', String(HOUR_MS / 1000));
      c.header('Connection', 'close');
      return refuse(c, 429, say(c, 'draftsTooMany'));
    }
    if ((await countDrafts(ctx.db)) >= settings.draftsMaxTotal) {
      log.warn({ limit: settings.draftsMaxTotal }, 'Drafts: the site holds as many as DRAFTS_MAX_TOTAL allows; a save was refused');
      c.header('Retry-After', '3600');
      c.header('Connection', 'close');
      return refuse(c, 503, say(c, 'draftsFull'));
    }
    const { body, headers } = streamedBody(c);
    const draftId = randomUUID();
    const uploads = ctx.uploads.begin(draftId);
    let committed = false;
    try {
      const received = await receiveSubmission(body, headers, uploads, limits);
      if (!received.ok) {
        const { problem } = received;
        if (problem.kind === 'storage') ctx.logError('draft: storing a document', problem.cause);
        const error = uploadProblemMessage(problem, ctx.settlement, preferred(c), limits);
        if (problem.kind === 'storage') return refuse(c, 503, error);
        return refuse(c, problem.kind === 'bodyTooLarge' ? 413 : 400, error);
      }
      if (settings.clamdAddress && received.files.length > 0) {
        const problem = await scanDocuments(settings.clamdAddress, uploads, draftId, received.files);
        if (problem?.kind === 'scanner') ctx.logError('draft: scanning the documents', problem.cause);
        if (problem) {
          c.header('Retry-After', '5');
          return refuse(c, problem.kind === 'scanner' ? 503 : 400, uploadProblemMessage(problem, ctx.settlement, preferred(c), limits));
        }
      }
      const json = received.json;
      if (json === null || nestingDepth(json) > JSON_MAX_DEPTH) return refuse(c, 400, say(c, 'invalidPayload'));
      if (Buffer.byteLength(json) > settings.draftMaxBytes) return refuse(c, 413, say(c, 'draftTooLarge'));
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(json);
      } catch {
        return refuse(c, 400, say(c, 'invalidPayload'));
      }
      const parsed = saveDraftRequestSchema.safeParse(parsedJson);
      if (!parsed.success) return refuse(c, 400, say(c, 'invalidPayload'));
      const request = parsed.data;
      const { formType, culture } = request;
      if (formType === 'Lookup' || !ctx.settlement.formTypes.includes(formType)) return refuse(c, 400, say(c, 'invalidPayload'));
      if (!ctx.settlement.isCulture(culture)) return refuse(c, 400, say(c, 'culture'));
      if (ctx.settlement.needsAuthorization(formType)) return refuse(c, 403, say(c, 'draftNeedsAuthorization', culture));
      const closed = closedDeadline(ctx.settlement, formType, {
        passed: ctx.passedDeadlines,
        now: ctx.now(),
        began: readBeganStamp(c, ctx.csrfSecret),
      });
      if (closed) return refuse(c, 410, DEADLINE_PASSED_MESSAGE, deadlinePassedBody({}, closed));
      const email = request.email.trim();
      if (!deliverable(email)) return refuse(c, 400, say(c, 'draftEmail', culture));
      if (!(ctx.settlement.pages[formType] ?? []).some((page) => page.segment === request.page))
        return refuse(c, 400, say(c, 'invalidPayload'));
      const problem = answersProblem(ctx.settlement, formType, request.answers, received.files);
      if (problem) {
        log.warn({ formType, problem }, 'Draft: the answers do not fit the form');
        return refuse(c, 400, say(c, 'invalidPayload', culture));
      }
      // Saved again from a draft the claimant resumed: it takes that draft's token and place.
      let token = request.resumeToken !== null && isDraftToken(request.resumeToken) ? request.resumeToken : null;
      if (token !== null && (await findDraft(ctx.db, draftTokenHash(token)))?.draft.formType !== formType) token = null;
      token ??= randomBytes(32).toString('base64url');
      const expiresAt = new Date(Math.min(ctx.now() + DRAFT_DAYS * 24 * HOUR_MS, formClosesAt(ctx.settlement, formType)));
      const documents: DraftDocumentRecord[] = received.files.map((f, i) => ({
        index: i + 1,
        modelClientId: f.modelClientId,
        originalName: f.originalName,
        storedPath: f.staged.location,
        sizeBytes: f.staged.size,
        contentType: f.contentType,
      }));
      // The answers and the mail (address, resume link) sealed under the draft's own key.
      const key = await ctx.vault.keyFor(ctx.db, draftId);
      const answers = sealValue(key, draftId, request.answers) as unknown as DraftAnswers;
      const mail = {
        id: randomUUID(),
        kind: 'draftSaved' as const,
        recipient: email,
        culture,
        params: { draftId, link: `${origin(c)}/resume/${token}`, expiresAt: expiresAt.toISOString() },
      };
      const stored = await insertDraft(
        ctx.db,
        { id: draftId, tokenHash: draftTokenHash(token), formType, culture, page: request.page, answers, expiresAt },
        documents,
        sealMail(mail, key, draftId),
      );
      if (!stored.stored) return refuse(c, 503, say(c, 'server', culture));
      committed = true;
      ctx.mail.kick();
      if (stored.replaced) await removeDocuments(ctx, [stored.replaced]);
      log.info({ draft: draftId, formType, documents: documents.length, replaced: stored.replaced !== null }, 'Draft saved');
      c.header('Cache-Control', 'no-store');
      return c.json({ saved: true, expiresAt: expiresAt.toISOString(), error: null }, 200);
    } catch (error) {
      ctx.logError('draft: save', error);
      if (isUnavailable(error)) c.header('Retry-After', '5');
      return refuse(c, isUnavailable(error) ? 503 : 500, say(c, 'server'));
    } finally {
      await ctx.uploads.finish(uploads, committed).catch((e: unknown) => ctx.logError('draft: discard documents', e));
    }
  });

  /** The draft a request's token names, while its form is open; an answer otherwise. */
  async function draftOf(c: Context<AppEnv>) {
    const token = c.req.param('token') ?? '';
    const found = isDraftToken(token) ? await findDraft(ctx.db, draftTokenHash(token)) : null;
    const formType = found?.draft.formType as FormType | undefined;
    if (!found || !formType || !ctx.settlement.formTypes.includes(formType) || ctx.settlement.needsAuthorization(formType))
      return { answer: notFound(c) };
    const closed = closedDeadline(ctx.settlement, formType, {
      passed: ctx.passedDeadlines,
      now: ctx.now(),
      began: readBeganStamp(c, ctx.csrfSecret),
    });
    if (closed) {
      c.header('Cache-Control', 'no-store');
      return { answer: c.json(deadlinePassedBody({ error: DEADLINE_PASSED_MESSAGE }, closed), 410) };
    }
    return { found: { ...found, formType } };
  }

  serve(app, 'draft', async (c) => {
    const { answer, found } = await draftOf(c);
    if (!found) return answer;
    const { draft, documents, formType } = found;
    const body: DraftResponse = {
      formType,
      culture: draft.culture,
      page: draft.page,
      answers: openSealed(draft.answers, await ctx.vault.keyOf(ctx.db, draft.id), draft.id),
      documents: documents.map((d) => ({
        index: d.index,
        clientId: d.modelClientId,
        name: d.originalName,
        size: d.sizeBytes,
        type: d.contentType,
      })),
      expiresAt: draft.expiresAt.toISOString(),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body, 200);
  });

  serve(app, 'draftDocument', async (c) => {
    const { answer, found } = await draftOf(c);
    if (!found) return answer;
    const document = found.documents.find((d) => String(d.index) === c.req.param('index'));
    if (!document) return notFound(c);
    const stream = await ctx.uploads.documents(found.draft.id).open(document.storedPath);
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': document.contentType,
        'Content-Length': String(document.sizeBytes),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.originalName)}`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

/** Removes drafts' documents from the store; a failure is logged (the documents are set aside at
 *  the next start, having no draft). */
async function removeDocuments(ctx: Pick<AppContext, 'db' | 'uploads' | 'logError'>, draftIds: readonly string[]): Promise<void> {
  await ctx.uploads.store.removeUploads(draftIds).catch((error: unknown) => ctx.logError('drafts: remove documents', error));
  // Their keys go too: whatever a backup kept of a deleted draft can no longer be read.
  await deleteDataKeys(ctx.db, draftIds).catch((error: unknown) => ctx.logError('drafts: delete keys', error));
}

/** Deletes the draft a filed claim was resumed from, with its documents. */
export async function deleteFiledDraft(ctx: AppContext, token: string): Promise<void> {
  if (!isDraftToken(token)) return;
  const id = await deleteDraftByToken(ctx.db, draftTokenHash(token));
  if (id) await removeDocuments(ctx, [id]);
}

/** Deletes expired drafts and their documents (hourly, and at start); returns how many. */
export async function purgeExpiredDrafts(ctx: Pick<AppContext, 'db' | 'uploads' | 'logError'>): Promise<number> {
  let purged = 0;
  for (;;) {
    const ids = await deleteExpiredDrafts(ctx.db, 500);
    if (ids.length === 0) return purged;
    purged += ids.length;
    await removeDocuments(ctx, ids);
  }
}
