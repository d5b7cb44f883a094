import type { AuthorizeResponse, CsrfToken, PayloadModel, SubmissionPayload, SubmitResponse, TrackingRequest } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import type { FormType } from '@/contract/form-types';
import { honeypotHeader } from '@/contract/honeypot';
import { ALLOWED_CHARACTERS_FAILED, ALREADY_SUBMITTING, PROBLEM_OCCURRED, REQUEST_FAILED, SUBMISSION_FAILED } from '@/contract/messages';
import { csrfAnswer } from './csrf-answer';
import { ApiError } from './errors';
import type { HttpOptions } from './http';
import { createHttp, parseOrFail } from './http';
import type * as Schemas from './schemas';
import type { UploadProgress } from './transport';

// Every call of the contract's calls table (contract.md §Calls) with its special cases and its catalogue
// message (contract.md §Errors). session-timeout and set-language are declared by the contract but unused.

/** A form type that can submit (Lookup only authorizes). */
export type SubmittingFormType = Exclude<FormType, 'Lookup'>;

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

/** What a tracking event needs; the field key is sent start-cased without spaces. */
export interface TrackInput extends TrackingRequest {
  csrf: CsrfToken | null | undefined;
}

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

/** `emailAddress` -> `EmailAddress`, `first_name` -> `FirstName`: the contract's start-cased key. */
export function trackingFieldKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** Builds the API client. The app uses the same-origin `api` below; tests point one at a server. */
export function createApiClient(options: HttpOptions = {}) {
  const send = createHttp(options);
  let submitting = false;

  return {
    /** GET /api/csrf: the header name and token; null when the server answers 403. */
    async csrf(signal?: AbortSignal): Promise<CsrfToken | null> {
      const answer = await send({
        method: 'GET',
        path: endpoints.csrf,
        // Checked by hand: this call runs on every first page, before anything loads the schemas.
        schema: csrfAnswer,
        failureMessage: PROBLEM_OCCURRED,
        noneOn: [403],
        signal,
      });
      return answer.kind === 'data' ? answer.data : null;
    },

    /** GET /api/deadlines, either style. */
    async deadlines(signal?: AbortSignal) {
      const answer = await send({
        method: 'GET',
        path: endpoints.deadlines,
        schema: lazySchema('deadlinesResponseSchema'),
        failureMessage: PROBLEM_OCCURRED,
        signal,
      });
      return dataOf(answer);
    },

    /** GET /api/characters-whitelist: the allowed characters; null (no whitelist) on 403. */
    async characterWhitelist(signal?: AbortSignal): Promise<string | null> {
      const answer = await send({
        method: 'GET',
        path: endpoints.charactersWhitelist,
        schema: lazySchema('whitelistResponseSchema'),
        failureMessage: ALLOWED_CHARACTERS_FAILED,
        noneOn: [403],
        signal,
      });
      return answer.kind === 'data' ? answer.data.allowedCharacters : null;
    },

    /** GET /api/captcha: provider and site key. */
    async captchaConfig(signal?: AbortSignal) {
      const answer = await send({
        method: 'GET',
        path: endpoints.captcha,
        schema: lazySchema('captchaConfigSchema'),
        failureMessage: PROBLEM_OCCURRED,
        signal,
      });
      return dataOf(answer);
    },

    /** GET /api/banking/paypal-settings. */
    async payPalSettings(signal?: AbortSignal) {
      const answer = await send({
        method: 'GET',
        path: endpoints.payPalSettings,
        schema: lazySchema('payPalSettingsSchema'),
        failureMessage: PROBLEM_OCCURRED,
        signal,
      });
      return dataOf(answer);
    },

    /** GET /api/forms/config: the model configs; null (no config) on 403. */
    async formsConfig(signal?: AbortSignal) {
      const answer = await send({
        method: 'GET',
        path: endpoints.formsConfig,
        schema: lazySchema('formsConfigResponseSchema'),
        failureMessage: REQUEST_FAILED,
        noneOn: [403],
        signal,
      });
      return answer.kind === 'data' ? answer.data : null;
    },

    /** GET /api/forms/pages: the wizard's pages of each form the settlement offers. */
    async formPages(signal?: AbortSignal) {
      const answer = await send({
        method: 'GET',
        path: endpoints.formPages,
        schema: lazySchema('formPagesResponseSchema'),
        failureMessage: REQUEST_FAILED,
        signal,
      });
      return dataOf(answer);
    },

    /** GET /api/signature-date: today's signature date, MM/dd/yyyy. */
    async signatureDate(culture: string, signal?: AbortSignal): Promise<string> {
      const answer = await send({
        method: 'GET',
        path: endpoints.signatureDate(culture),
        schema: lazySchema('signatureDateResponseSchema'),
        failureMessage: REQUEST_FAILED,
        signal,
      });
      return dataOf(answer).signatureDate;
    },

    /** GET /api/cultures: enabled cultures, code to name; null when the server answers 403. */
    async cultures(signal?: AbortSignal): Promise<Record<string, string> | null> {
      const answer = await send({
        method: 'GET',
        path: endpoints.cultures,
        schema: lazySchema('culturesResponseSchema'),
        failureMessage: PROBLEM_OCCURRED,
        noneOn: [403],
        signal,
      });
      return answer.kind === 'data' ? answer.data : null;
    },

    /** GET /api/culture/content: the copy of one culture. The contract leaves this failure's message
     *  to a generic handler; "reload and try again" is the catalogue's message for missing data. */
    async cultureContent(culture: string, signal?: AbortSignal) {
      const answer = await send({
        method: 'GET',
        path: endpoints.cultureContent(culture),
        schema: lazySchema('cultureContentResponseSchema'),
        failureMessage: REQUEST_FAILED,
        signal,
      });
      return dataOf(answer);
    },

    /** POST /api/forms/<type>: multipart, with upload progress. A 400 is a failed result, not an
     *  error. A second submit while one runs is refused and sends nothing. */
    async submit(input: SubmitInput): Promise<SubmitResult> {
      const path = endpoints.submit(input.formType);
      const endpoint = `POST ${path}`;
      if (submitting) throw new ApiError({ kind: 'already-submitting', userMessage: ALREADY_SUBMITTING, endpoint });
      submitting = true;
      try {
        const { submissionPayloadSchema, submissionJsonPart } = loadedSchemas ?? (await loadSchemas());
        const payload = parseOrFail(
          submissionPayloadSchema,
          {
            ...input.payload,
            documents: input.documents.length
              ? input.documents.map(({ clientId, file }) => ({ clientId, name: file.name, size: file.size, type: file.type }))
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
          headers: { 'Idempotency-Key': input.idempotencyKey, ...(input.honeypot ? { [honeypotHeader]: input.honeypot } : {}) },
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

    /** POST /api/telemetry/tracking: one field-change event. */
    async track(input: TrackInput): Promise<void> {
      const path = endpoints.tracking;
      const { trackingRequestSchema } = loadedSchemas ?? (await loadSchemas());
      const json = parseOrFail(
        trackingRequestSchema,
        { formType: input.formType, fieldKey: trackingFieldKey(input.fieldKey), fieldValue: input.fieldValue },
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
