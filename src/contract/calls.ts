import type { ZodType } from 'zod';
import type * as Api from './api';
import type * as CaseFile from './case-file';
import type { formPagesResponseSchema } from './page-layouts';

// The claimant's API, one row a call: its method, its path (a `:name` stands for a parameter),
// what it takes and what it answers. The schemas are named, not imported: the client's entry
// script reads this table for its paths, and its schemas load later, by these names, with
// src/lib/api/schemas.ts. From this table the server registers and types each route
// (server/http/serve.ts), the client takes each GET's path and schema (src/lib/api/get-calls.ts),
// the tests list the calls they try on every one, and `npm run calls:docs` writes the table of
// docs/contract.md §Calls.

/** The contract's schemas a call can name, by their exported names. */
type ContractSchemas = typeof Api & typeof CaseFile & { formPagesResponseSchema: typeof formPagesResponseSchema };

/** The name of a contract schema. */
export type SchemaName = { [K in keyof ContractSchemas]: ContractSchemas[K] extends ZodType ? K : never }[keyof ContractSchemas];

/** The contract schema of a name. */
export type SchemaOf<N extends SchemaName> = ContractSchemas[N];

/** What a call takes: nothing, query parameters, a JSON body checked by a schema, or a multipart
 *  body (its JSON part checked by the schema when one is named). */
export type CallRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'query'; readonly names: readonly string[] }
  | { readonly kind: 'json'; readonly schema: SchemaName | null }
  | { readonly kind: 'multipart'; readonly schema: SchemaName | null };

/** What a call answers: JSON of a schema (a refusal may be `{ error }` instead), no body (204,
 *  or 202 for a request that is only taken in), or a document's bytes. */
export type CallAnswer = { readonly kind: 'json'; readonly schema: SchemaName } | { readonly kind: 'none' } | { readonly kind: 'document' };

/** One call of the table. */
export interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: CallRequest;
  readonly answer: CallAnswer;
}

const none = { kind: 'none' } as const;
const query = (...names: string[]) => ({ kind: 'query', names }) as const;
const json = <N extends SchemaName | null>(schema: N) => ({ kind: 'json', schema }) as const;
const multipart = <N extends SchemaName | null>(schema: N) => ({ kind: 'multipart', schema }) as const;
const answers = <N extends SchemaName>(schema: N) => ({ kind: 'json', schema }) as const;
const document = { kind: 'document' } as const;

/** A call of method M that takes R and answers A. */
interface CallOf<M extends Call['method'], R extends CallRequest, A extends CallAnswer> extends Call {
  readonly method: M;
  readonly request: R;
  readonly answer: A;
}

/** A GET call. */
function get<A extends CallAnswer, R extends CallRequest = typeof none>(path: string, answer: A, request?: R): CallOf<'GET', R, A> {
  return { method: 'GET', path, request: request ?? (none as R), answer };
}

/** A POST call (every one needs the session's CSRF token). */
function post<R extends CallRequest, A extends CallAnswer>(path: string, request: R, answer: A): CallOf<'POST', R, A> {
  return { method: 'POST', path, request, answer };
}

/** Every call of the claimant's API, by name. */
export const calls = {
  csrf: get('/api/csrf', answers('csrfResponseSchema')),
  sessionTimeout: post('/api/session-timeout', json(null), none),
  tracking: post('/api/telemetry/tracking', json('trackingRequestSchema'), none),
  deadlines: get('/api/deadlines', answers('deadlinesResponseSchema')),
  charactersWhitelist: get('/api/characters-whitelist', answers('whitelistResponseSchema')),
  captcha: get('/api/captcha', answers('captchaConfigSchema')),
  payPalSettings: get('/api/banking/paypal-settings', answers('payPalSettingsSchema')),
  formsConfig: get('/api/forms/config', answers('formsConfigResponseSchema')),
  formPages: get('/api/forms/pages', answers('formPagesResponseSchema')),
  signatureDate: get('/api/signature-date', answers('signatureDateResponseSchema'), query('culture')),
  submit: post('/api/forms/:formType', multipart('submissionPayloadSchema'), answers('submitResponseSchema')),
  authorize: post('/api/forms/:formType/authorize', json('authorizeRequestSchema'), answers('authorizeResponseSchema')),
  cultures: get('/api/cultures', answers('culturesResponseSchema')),
  cultureContent: get('/api/culture/content', answers('cultureContentResponseSchema'), query('culture')),
  setLanguage: get('/api/culture/set-language', none, query('culture')),
  caseCode: post('/api/case/code', json('caseCodeRequestSchema'), none),
  caseSignIn: post('/api/case/sign-in', json('caseSignInRequestSchema'), answers('caseSignInResponseSchema')),
  caseFile: get('/api/case', answers('caseFileSchema')),
  caseSignOut: post('/api/case/sign-out', none, none),
  caseCure: post('/api/case/cure', multipart('caseCureSchema'), answers('caseActionResponseSchema')),
  caseAppeal: post('/api/case/appeal', multipart('caseAppealSchema'), answers('caseActionResponseSchema')),
  caseAddress: post('/api/case/address', json('caseAddressSchema'), answers('caseActionResponseSchema')),
  casePayout: post('/api/case/payout', json('casePayoutSchema'), answers('caseActionResponseSchema')),
  caseAmend: post('/api/case/amend', multipart('submissionPayloadSchema'), answers('submitResponseSchema')),
  caseClaim: get('/api/case/claim', answers('caseClaimSchema')),
  caseDocument: get('/api/case/documents/:clientId', document),
  drafts: post('/api/drafts', multipart('saveDraftRequestSchema'), answers('saveDraftResponseSchema')),
  draft: get('/api/drafts/:token', answers('draftResponseSchema')),
  draftDocument: get('/api/drafts/:token/documents/:index', document),
} as const satisfies Record<string, Call>;

/** The name of a call. */
export type CallName = keyof typeof calls;

/** The path of a call with its parameters filled in (each one URL-encoded). */
export function callPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
