import type { ZodType } from 'zod';
import {
  authorizeRequestSchema,
  authorizeResponseSchema,
  captchaConfigSchema,
  csrfResponseSchema,
  cultureContentResponseSchema,
  culturesResponseSchema,
  deadlinesResponseSchema,
  draftResponseSchema,
  formsConfigResponseSchema,
  payPalSettingsSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
  signatureDateResponseSchema,
  submissionPayloadSchema,
  submitResponseSchema,
  trackingRequestSchema,
  whitelistResponseSchema,
} from './api';
import type { CallName } from './calls';
import {
  caseActionResponseSchema,
  caseAddressSchema,
  caseAppealSchema,
  caseClaimSchema,
  caseCodeRequestSchema,
  caseCureSchema,
  caseFileSchema,
  casePayoutSchema,
  caseSignInRequestSchema,
  caseSignInResponseSchema,
} from './case-file';
import { formPagesResponseSchema } from './page-layouts';

// The other half of each row of the calls table (./calls.ts): how the call is made, its method,
// what it takes and what it answers, by the same name. Typed by the table's names, so a call
// added there does not compile until it is given its half here. The client loads this half with
// its other schemas (src/lib/api/schemas.ts), after the first paint; the server registers each
// route at its method and types its answer.

/** What a call takes beyond its query: nothing, a JSON body, or a multipart body (its JSON part
 *  checked by the schema when one is given). */
export type CallRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly schema: ZodType | null }
  | { readonly kind: 'multipart'; readonly schema: ZodType | null };

/** What a call answers: JSON of a schema (a refusal may be `{ error }` instead), no body (204, or
 *  202 for a request that is only taken in), or a document's bytes. */
export type CallAnswer = { readonly kind: 'json'; readonly schema: ZodType } | { readonly kind: 'none' } | { readonly kind: 'document' };

const none = { kind: 'none' } as const;
const document = { kind: 'document' } as const;
const json = <S extends ZodType | null>(schema: S) => ({ kind: 'json', schema }) as const;
const multipart = <S extends ZodType | null>(schema: S) => ({ kind: 'multipart', schema }) as const;
const answers = <S extends ZodType>(schema: S) => ({ kind: 'json', schema }) as const;

/** A GET call: it takes nothing beyond its query. */
const get = <A extends CallAnswer>(answer: A) => ({ method: 'GET', request: none, answer }) as const;

/** A POST call (every one needs the session's CSRF token). */
const post = <R extends CallRequest, A extends CallAnswer>(request: R, answer: A) => ({ method: 'POST', request, answer }) as const;

/** The method, request and answer of every call of the table. */
export const callSchemas = {
  csrf: get(answers(csrfResponseSchema)),
  sessionTimeout: post(json(null), none),
  tracking: post(json(trackingRequestSchema), none),
  deadlines: get(answers(deadlinesResponseSchema)),
  charactersWhitelist: get(answers(whitelistResponseSchema)),
  captcha: get(answers(captchaConfigSchema)),
  payPalSettings: get(answers(payPalSettingsSchema)),
  formsConfig: get(answers(formsConfigResponseSchema)),
  formPages: get(answers(formPagesResponseSchema)),
  signatureDate: get(answers(signatureDateResponseSchema)),
  submit: post(multipart(submissionPayloadSchema), answers(submitResponseSchema)),
  authorize: post(json(authorizeRequestSchema), answers(authorizeResponseSchema)),
  cultures: get(answers(culturesResponseSchema)),
  cultureContent: get(answers(cultureContentResponseSchema)),
  setLanguage: get(none),
  caseCode: post(json(caseCodeRequestSchema), none),
  caseSignIn: post(json(caseSignInRequestSchema), answers(caseSignInResponseSchema)),
  caseFile: get(answers(caseFileSchema)),
  caseSignOut: post(none, none),
  caseCure: post(multipart(caseCureSchema), answers(caseActionResponseSchema)),
  caseAppeal: post(multipart(caseAppealSchema), answers(caseActionResponseSchema)),
  caseAddress: post(json(caseAddressSchema), answers(caseActionResponseSchema)),
  casePayout: post(json(casePayoutSchema), answers(caseActionResponseSchema)),
  caseAmend: post(multipart(submissionPayloadSchema), answers(submitResponseSchema)),
  caseClaim: get(answers(caseClaimSchema)),
  caseDocument: get(document),
  drafts: post(multipart(saveDraftRequestSchema), answers(saveDraftResponseSchema)),
  draft: get(answers(draftResponseSchema)),
  draftDocument: get(document),
} as const satisfies {
  readonly [K in CallName]: { readonly method: 'GET' | 'POST'; readonly request: CallRequest; readonly answer: CallAnswer };
};

/** The name of a call of one method. */
export type CallNameOf<M extends 'GET' | 'POST'> = {
  [K in CallName]: (typeof callSchemas)[K]['method'] extends M ? K : never;
}[CallName];
