import type {
  AuthorizeResponse,
  CsrfToken,
  DraftResponse,
  PayloadModel,
  SaveDraftRequest,
  SaveDraftResponse,
  SubmissionPayload,
  SubmitResponse,
  TrackingRequest,
} from '@/contract/api';
import type {
  CaseActionResponse,
  CaseAddress,
  CasePayout,
  CaseAppeal,
  CaseClaim,
  CaseCodeRequest,
  CaseCure,
  CaseSignInRequest,
  CaseSignInResponse,
} from '@/contract/case-file';
import { endpoints } from '@/contract/endpoints';
import type { FormType, SubmittingFormType } from '@/contract/form-type-names';
import { honeypotHeader } from '@/contract/honeypot';
import { ALREADY_SUBMITTING, PROBLEM_OCCURRED, SUBMISSION_FAILED } from '@/contract/messages';
import { ApiError } from './errors';
import { type GetCall, type GetCallName, type GetCallParams, type GetCallResult, getCalls, type TableGetCall } from './get-calls';
import type { AnswerSchema, HttpOptions, Send } from './http';
import { createHttp, parseOrFail } from './http';
import type * as Schemas from './schemas';
import type { UploadProgress } from './transport';

// Every call of the contract's calls table (contract.md §Calls) with its special cases and its catalogue
// message (contract.md §Errors). The GET calls are rows of get-calls.ts, each made a method here; the
// unsafe calls are written out. session-timeout and set-language are declared by the contract but unused.

/** A form type that can submit (Lookup only authorizes). */

/** One uploaded document: its bytes go in a file part named by its document-context model's clientId. */
export interface SubmissionDocument {
  clientId: string;
  file: File;
}

/** What a submit needs. `documents` replaces the payload's document list, which is built from it. */
export interface SubmitInput {
  formType: SubmittingFormType;
  payload: Omit<SubmissionPayload, 'documents'>;
  documents: readonly SubmissionDocument[];
  /** One key per logical submission, reused by retries of the same claim (see idempotency.ts). */
  idempotencyKey: string;
  csrf: CsrfToken | null | undefined;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** What the form's hidden honeypot field holds (empty for every person). */
  honeypot?: string;
  /** The token of the saved draft this claim was resumed from: the server deletes the draft once
   *  the claim is filed. */
  draftToken?: string | null;
  /** The claim is an amendment of the signed-in claimant's claim (the case file's call). */
  amend?: boolean;
  /** An amendment's documents kept as the claim has them: announced in the payload, their bytes
   *  never sent (the server keeps its own copy of each). */
  keptDocuments?: readonly SubmissionDocument[];
}

/** What a draft's save needs: its JSON part and its documents (decisions.md §Drafts). */
export interface SaveDraftInput {
  request: SaveDraftRequest;
  documents: readonly SubmissionDocument[];
  csrf: CsrfToken | null | undefined;
  signal?: AbortSignal;
}

/** A draft's save answer (200, or a refusal carrying the server's message) with its status. */
export type SaveDraftResult = SaveDraftResponse & { status: number };

/** A saved draft as GET /api/drafts/{token} answers it, with its documents fetched as files. */
interface ResumedDraft {
  draft: DraftResponse;
  documents: SubmissionDocument[];
}

/** A submit answer (200, or the 400 failed result) with its status. */
export type SubmitResult = SubmitResponse & { status: number };

/** What an authorize needs: the credentials model goes under `modelKey` in the body. */
export interface AuthorizeInput {
  formType: FormType;
  modelKey: string;
  credentials: PayloadModel;
  reCaptchaResponse: string | null;
  csrf: CsrfToken | null | undefined;
  signal?: AbortSignal;
}

/** An authorize answer (200, or the 400/401 failed result) with its status. */
export type AuthorizeResult = AuthorizeResponse & { status: number };

/** What a tracking event needs: the event as the contract has it (`trackingPayload` in the
 *  engine makes it, start-casing the field key) and the CSRF token. */
export interface TrackInput extends TrackingRequest {
  csrf: CsrfToken | null | undefined;
}

/** What a case call needs besides its own fields. */
interface CaseCallOptions {
  csrf: CsrfToken | null | undefined;
  signal?: AbortSignal;
}

/** A cure or an appeal: its JSON part and the documents that go beside it. */
interface CaseActionInput<T, D> extends CaseCallOptions {
  payload: T;
  documents: readonly D[];
  onProgress?: (progress: UploadProgress) => void;
}

/** A document a cure sends for a document item: its file part is named by the item's key. */
export interface CureDocument {
  key: string;
  file: File;
}

/** An answer of a case call with its status (a refusal carries the message to show). */
export type CaseActionResult = CaseActionResponse & { status: number };

/** The schemas module, fetched once; a call starts loading it before its request goes out, so
 *  the two overlap. */
let schemasModule: Promise<typeof Schemas> | undefined;
/** The module once it has loaded, so later calls check their input without waiting a tick. */
let loadedSchemas: typeof Schemas | undefined;
function loadSchemas(): Promise<typeof Schemas> {
  schemasModule ??= import('./schemas').then((module) => (loadedSchemas = module));
  return schemasModule;
}

/** A schema of the lazily loaded module, for a call's `schema`. */
function lazySchema<K extends keyof typeof Schemas>(name: K): () => Promise<(typeof Schemas)[K]> {
  const loading = loadSchemas();
  return async () => (await loading)[name];
}

/** The answer schema of a GET call of the table, from the lazily loaded module. */
function lazyAnswer(name: TableGetCall): () => Promise<AnswerSchema<unknown>> {
  const loading = loadSchemas();
  return async () => (await loading).callSchemas[name].answer.schema;
}

/** A method of each GET call of the table: its parameters, then an optional abort signal. */
type GetMethods = {
  [K in GetCallName]: (...args: [...GetCallParams<K>, signal?: AbortSignal]) => Promise<GetCallResult<K>>;
};

/** The methods of the GET calls, built from their rows (get-calls.ts). */
function getMethods(send: Send): GetMethods {
  const rows = getCalls as unknown as Readonly<Record<string, GetCall<unknown[], unknown, unknown, boolean>>>;
  const methods = Object.entries(rows).map(([name, row]) => {
    const paramCount = typeof row.path === 'string' ? 0 : row.path.length;
    const method = async (...args: unknown[]) => {
      const params = args.slice(0, paramCount);
      const signal = args[paramCount] as AbortSignal | undefined;
      const answer = await send({
        method: 'GET',
        path: typeof row.path === 'string' ? row.path : row.path(...params),
        schema: 'answerOf' in row.schema ? lazyAnswer(row.schema.answerOf) : row.schema,
        failureMessage: row.failureMessage,
        noneOn: [...(row.noneOn403 ? [403] : []), ...(row.noneOn401 ? [401] : [])],
        signal,
      });
      if (answer.kind === 'none') return null;
      return row.pick ? row.pick(answer.data) : answer.data;
    };
    return [name, method] as const;
  });
  return Object.fromEntries(methods) as unknown as GetMethods;
}

/** Builds the API client. The app uses the same-origin `api` below; tests point one at a server. */
export function createApiClient(options: HttpOptions = {}) {
  const send = createHttp(options);
  const baseUrl = options.baseUrl ?? '';
  let submitting = false;

  /** A document the server keeps for this claimant (a saved draft's, a filed claim's) as a File,
   *  to put back into the form. */
  async function fetchFile(path: string, name: string, type: string, signal: AbortSignal | undefined): Promise<File> {
    const endpoint = `GET ${path}`;
    let response: Response;
    try {
      response = await fetch(baseUrl + path, { credentials: 'same-origin', signal });
    } catch (cause) {
      throw new ApiError({ kind: signal?.aborted ? 'aborted' : 'network', userMessage: PROBLEM_OCCURRED, endpoint, cause });
    }
    if (!response.ok) throw new ApiError({ kind: 'status', status: response.status, userMessage: PROBLEM_OCCURRED, endpoint });
    return new File([await response.blob()], name, { type });
  }

  /** Sends answers of the claim's fields as JSON (a change of address, of payment method): the
   *  new case file, or the refusal's message (400, 409, 429). */
  async function caseAnswers(path: string, what: string, input: { payload: CaseAddress } & CaseCallOptions): Promise<CaseActionResult> {
    const schemas = loadedSchemas ?? (await loadSchemas());
    const json = parseOrFail(schemas.caseAddressSchema as AnswerSchema<unknown>, input.payload, {
      endpoint: `POST ${path}`,
      what,
      failureMessage: PROBLEM_OCCURRED,
    });
    const answer = await send<CaseActionResponse>({
      method: 'POST',
      path,
      schema: (status) => (status === 200 ? schemas.caseActionResponseSchema : schemas.caseRefusalSchema),
      failureMessage: PROBLEM_OCCURRED,
      resultOn: [400, 409, 429],
      csrf: input.csrf,
      body: { json },
      signal: input.signal,
    });
    return { ...dataOf(answer), status: answer.status };
  }

  /** A cure or an appeal: the JSON part first, then the documents; 400, 401, 409 and 429 are
   *  refusals with the message to show (the answers stay on the page). */
  async function caseAction<T, D>(
    path: string,
    schemaName: 'caseCureSchema' | 'caseAppealSchema',
    what: string,
    input: CaseActionInput<T, D>,
    part: (schemas: typeof Schemas, document: D, index: number) => readonly [string, File],
  ): Promise<CaseActionResult> {
    const schemas = loadedSchemas ?? (await loadSchemas());
    const payload = parseOrFail(schemas[schemaName] as AnswerSchema<unknown>, input.payload, {
      endpoint: `POST ${path}`,
      what,
      failureMessage: PROBLEM_OCCURRED,
    });
    const form = new FormData();
    form.append(schemas.caseJsonPart, JSON.stringify(payload));
    input.documents.forEach((document, index) => {
      const [name, file] = part(schemas, document, index);
      form.append(name, file, file.name);
    });
    const answer = await send<CaseActionResponse>({
      method: 'POST',
      path,
      schema: (status) => (status === 200 ? schemas.caseActionResponseSchema : schemas.caseRefusalSchema),
      failureMessage: PROBLEM_OCCURRED,
      // 401: the sign-in has ended (the message says to sign in again); the answers stay on the page.
      resultOn: [400, 401, 409, 429],
      csrf: input.csrf,
      body: { form },
      signal: input.signal,
      onUploadProgress: input.onProgress,
    });
    return { ...dataOf(answer), status: answer.status };
  }

  return {
    ...getMethods(send),

    /** POST /api/forms/<type>: multipart, with upload progress. A 400 is a failed result, not an
     *  error. A second submit while one runs is refused and sends nothing. */
    async submit(input: SubmitInput): Promise<SubmitResult> {
      const path = input.amend ? endpoints.caseAmend : endpoints.submit(input.formType);
      const endpoint = `POST ${path}`;
      if (submitting) throw new ApiError({ kind: 'already-submitting', userMessage: ALREADY_SUBMITTING, endpoint });
      submitting = true;
      try {
        const { submissionPayloadSchema, submissionJsonPart } = loadedSchemas ?? (await loadSchemas());
        const announced = [...input.documents, ...(input.amend ? (input.keptDocuments ?? []) : [])];
        const payload = parseOrFail(
          submissionPayloadSchema,
          {
            ...input.payload,
            documents: announced.length
              ? announced.map(({ clientId, file }) => ({ clientId, name: file.name, size: file.size, type: file.type }))
              : null,
          },
          { endpoint, what: 'the submission payload', failureMessage: SUBMISSION_FAILED },
        );
        const form = new FormData();
        // The JSON part goes first so the server can check it before any file bytes arrive.
        form.append(submissionJsonPart, JSON.stringify(payload));
        for (const { clientId, file } of input.documents) form.append(clientId, file, file.name);
        const answer = await send({
          method: 'POST',
          path,
          schema: lazySchema('submitResponseSchema'),
          failureMessage: SUBMISSION_FAILED,
          // 409 (a duplicate the settlement refuses) and 429 (too many claims from here) carry a
          // message for the claimant, shown like a 400's; the answers stay for a later try.
          resultOn: [400, 409, 429],
          csrf: input.csrf,
          body: { form },
          headers: {
            'Idempotency-Key': input.idempotencyKey,
            ...(input.honeypot ? { [honeypotHeader]: input.honeypot } : {}),
            ...(input.draftToken ? { 'Draft-Token': input.draftToken } : {}),
          },
          signal: input.signal,
          onUploadProgress: input.onProgress,
        });
        return { ...dataOf(answer), status: answer.status };
      } finally {
        submitting = false;
      }
    },

    /** POST /api/forms/<type>/authorize. 400 and 401 are failed results carrying the server's fields. */
    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      const path = endpoints.authorize(input.formType);
      const { authorizeRequestSchema, authorizeResponseSchema, authorizeFailureSchema } = loadedSchemas ?? (await loadSchemas());
      const json = parseOrFail(
        authorizeRequestSchema,
        { reCaptchaResponse: input.reCaptchaResponse, [input.modelKey]: input.credentials },
        { endpoint: `POST ${path}`, what: 'the authorize request', failureMessage: PROBLEM_OCCURRED },
      );
      const answer = await send<AuthorizeResponse>({
        method: 'POST',
        path,
        schema: (status) => (status === 400 || status === 401 ? authorizeFailureSchema : authorizeResponseSchema),
        failureMessage: PROBLEM_OCCURRED,
        resultOn: [400, 401],
        csrf: input.csrf,
        body: { json },
        signal: input.signal,
      });
      return { ...dataOf(answer), status: answer.status };
    },

    /** POST /api/drafts: saves the form's answers and documents to resume later. A refusal the
     *  server words (400, 403, 413, 429, 503) is a result carrying its message. */
    async saveDraft(input: SaveDraftInput): Promise<SaveDraftResult> {
      const path = endpoints.drafts;
      const { saveDraftRequestSchema, submissionJsonPart } = loadedSchemas ?? (await loadSchemas());
      const request = parseOrFail(saveDraftRequestSchema, input.request, {
        endpoint: `POST ${path}`,
        what: 'the draft',
        failureMessage: PROBLEM_OCCURRED,
      });
      const form = new FormData();
      form.append(submissionJsonPart, JSON.stringify(request));
      for (const { clientId, file } of input.documents) form.append(clientId, file, file.name);
      const answer = await send({
        method: 'POST',
        path,
        schema: lazySchema('saveDraftResponseSchema'),
        failureMessage: PROBLEM_OCCURRED,
        resultOn: [400, 403, 413, 429, 503],
        csrf: input.csrf,
        body: { form },
        signal: input.signal,
      });
      return { ...dataOf(answer), status: answer.status };
    },

    /** POST /api/case/code: mails a one-time sign-in code. 202 whether or not the claim exists;
     *  400 and 429 are refusals with the message to show. */
    async caseCode(input: CaseCodeRequest & CaseCallOptions): Promise<{ error: string | null; status: number }> {
      const path = endpoints.caseCode;
      const { caseCodeRequestSchema } = loadedSchemas ?? (await loadSchemas());
      const json = parseOrFail(
        caseCodeRequestSchema,
        { referenceCode: input.referenceCode, culture: input.culture },
        { endpoint: `POST ${path}`, what: 'the sign-in code request', failureMessage: PROBLEM_OCCURRED },
      );
      const answer = await send({
        method: 'POST',
        path,
        schema: lazySchema('caseCodeAnswerSchema'),
        failureMessage: PROBLEM_OCCURRED,
        resultOn: [400, 429],
        csrf: input.csrf,
        body: { json },
        signal: input.signal,
      });
      return { ...dataOf(answer), status: answer.status };
    },

    /** POST /api/case/sign-in: 200 signs in (and replaces the session's id); 401 and 429 are
     *  refusals with the message to show. */
    async caseSignIn(input: { credentials: CaseSignInRequest } & CaseCallOptions): Promise<CaseSignInResponse & { status: number }> {
      const path = endpoints.caseSignIn;
      const { caseSignInRequestSchema } = loadedSchemas ?? (await loadSchemas());
      const json = parseOrFail(caseSignInRequestSchema, input.credentials, {
        endpoint: `POST ${path}`,
        what: 'the sign-in request',
        failureMessage: PROBLEM_OCCURRED,
      });
      const answer = await send({
        method: 'POST',
        path,
        schema: lazySchema('caseSignInResponseSchema'),
        failureMessage: PROBLEM_OCCURRED,
        resultOn: [401, 429],
        csrf: input.csrf,
        body: { json },
        signal: input.signal,
      });
      return { ...dataOf(answer), status: answer.status };
    },

    /** GET /api/drafts/{token} and each of its documents; null for a token the server does not
     *  know (unknown or expired). */
    async resumeDraft(token: string, signal?: AbortSignal): Promise<ResumedDraft | null> {
      const answer = await send({
        method: 'GET',
        path: endpoints.draft(token),
        schema: lazySchema('draftResponseSchema'),
        failureMessage: PROBLEM_OCCURRED,
        noneOn: [404],
        signal,
      });
      if (answer.kind === 'none') return null;
      const draft = answer.data;
      const documents = await Promise.all(
        draft.documents.map(async ({ index, clientId, name, type }) => ({
          clientId,
          file: await fetchFile(endpoints.draftDocument(token, index), name, type, signal),
        })),
      );
      return { draft, documents };
    },

    /** POST /api/case/address: the whole new mailing address; 400, 409 and 429 are refusals with the
     *  message to show (the answers stay on the page). */
    caseAddress(input: { payload: CaseAddress } & CaseCallOptions): Promise<CaseActionResult> {
      return caseAnswers(endpoints.caseAddress, 'the new address', input);
    },

    /** POST /api/case/payout: the new payment method, its election and the chosen method's
     *  fields; refusals as a change of address's (a method's own message among them). */
    casePayout(input: { payload: CasePayout } & CaseCallOptions): Promise<CaseActionResult> {
      return caseAnswers(endpoints.casePayout, 'the new payment method', input);
    },

    /** GET /api/case/claim and each of its documents: the claim as it stands, to reopen in the
     *  wizard for an amendment; null when no one is signed in. */
    async caseClaim(signal?: AbortSignal): Promise<{ claim: CaseClaim; documents: SubmissionDocument[] } | null> {
      const answer = await send({
        method: 'GET',
        path: endpoints.caseClaim,
        schema: lazySchema('caseClaimSchema'),
        failureMessage: PROBLEM_OCCURRED,
        noneOn: [401],
        signal,
      });
      if (answer.kind === 'none') return null;
      const claim = answer.data;
      const documents = await Promise.all(
        claim.documents.map(async ({ clientId, name, type }) => ({
          clientId,
          file: await fetchFile(endpoints.caseDocument(clientId), name, type, signal),
        })),
      );
      return { claim, documents };
    },

    /** POST /api/case/sign-out: 204. */
    async caseSignOut(input: CaseCallOptions): Promise<void> {
      await send({
        method: 'POST',
        path: endpoints.caseSignOut,
        schema: lazySchema('caseSignOutAnswerSchema'),
        failureMessage: PROBLEM_OCCURRED,
        csrf: input.csrf,
        signal: input.signal,
      });
    },

    /** POST /api/case/cure (multipart): the corrected answers and a document per document item. */
    caseCure(input: CaseActionInput<CaseCure, CureDocument>): Promise<CaseActionResult> {
      return caseAction(endpoints.caseCure, 'caseCureSchema', 'the cure', input, (_, { key, file }) => [key, file]);
    },

    /** POST /api/case/appeal (multipart): the statement and any documents. */
    caseAppeal(input: CaseActionInput<CaseAppeal, File>): Promise<CaseActionResult> {
      return caseAction(endpoints.caseAppeal, 'caseAppealSchema', 'the appeal', input, (schemas, file, index) => [
        schemas.appealDocumentPart(index),
        file,
      ]);
    },

    /** POST /api/telemetry/tracking: one field-change event. */
    async track(input: TrackInput): Promise<void> {
      const path = endpoints.tracking;
      const { trackingRequestSchema } = loadedSchemas ?? (await loadSchemas());
      const json = parseOrFail(
        trackingRequestSchema,
        { formType: input.formType, fieldKey: input.fieldKey, fieldValue: input.fieldValue },
        { endpoint: `POST ${path}`, what: 'the tracking event', failureMessage: PROBLEM_OCCURRED },
      );
      await send({
        method: 'POST',
        path,
        schema: lazySchema('trackingAnswerSchema'),
        failureMessage: PROBLEM_OCCURRED,
        csrf: input.csrf,
        body: { json },
      });
    },
  };
}

/** The API client type. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same-origin `/api`. */
export const api: ApiClient = createApiClient();

function dataOf<T>(answer: { kind: 'data'; data: T } | { kind: 'none' }): T {
  // Only calls declaring noneOn can answer "none", and those check the kind themselves.
  if (answer.kind === 'none') throw new Error('A call without a "none" status answered none.');
  return answer.data;
}
