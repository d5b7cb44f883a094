import type { z } from 'zod';
import type { CsrfToken } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { ALLOWED_CHARACTERS_FAILED, PROBLEM_OCCURRED, REQUEST_FAILED } from '@/contract/messages';
import { csrfAnswer } from './csrf-answer';
import type { AnswerSchema } from './http';
import type * as Schemas from './schemas';

// The GET calls of the contract's calls table (contract.md §Calls), one row each: the path (from
// src/contract/endpoints.ts; a function of the call's parameters when it takes any), the schema of
// the answer (from src/contract/api.ts, by its name in ./schemas, which loads on the first call),
// the catalogue message of a failure, whether a 403 means "none" (the method answers null), what
// the method returns of the answer, the query key, and how long an answer stays fresh.
// client.ts builds a method of every row and queries.ts its queryOptions.

/** The name of a schema in ./schemas. */
type SchemaName = { [K in keyof typeof Schemas]: (typeof Schemas)[K] extends z.ZodType ? K : never }[keyof typeof Schemas];

/** A schema of ./schemas by name: loaded with that module, on the first call. */
interface LazySchema<A> {
  readonly lazy: SchemaName;
  /** The answer's type, carried for the row's other facts (no value at run time). */
  readonly answer?: A;
}

/** The schema of ./schemas called `name`, loaded on demand. */
function lazy<K extends SchemaName>(name: K): LazySchema<z.output<(typeof Schemas)[K]>> {
  return { lazy: name };
}

/** One GET call. P: its parameters; A: the checked answer; R: what the method returns of it;
 *  N: whether a status means "none" (a 403, or a 401 for a call made only when signed in). */
export interface GetCall<P extends unknown[], A, R, N extends boolean> {
  readonly path: string | ((...params: P) => string);
  /** Checked against before the method returns: by name in ./schemas, or a hand-written check for
   *  a call that must not wait for the schemas. */
  readonly schema: LazySchema<A> | AnswerSchema<A>;
  /** The catalogue message of any failure. */
  readonly failureMessage: string;
  /** A 403 means the server has none: the method answers null. */
  readonly noneOn403: boolean;
  /** A 401 means the claimant is not signed in: the method answers null. */
  readonly noneOn401: boolean;
  /** Whether the method may answer null (no value at run time). */
  readonly none?: N;
  /** What the method returns of the answer (the whole answer when left out). */
  readonly pick?: (answer: A) => R;
  /** The query key (the parameters follow it). */
  readonly key: readonly string[];
  /** How long an answer is fresh; never stale when left out (fetched once per page load). */
  readonly staleTime?: number;
}

/** Declares one row with its types. */
function get<P extends unknown[] = [], A = unknown, R = A, N extends boolean = false>(
  row: Omit<GetCall<P, A, R, N>, 'noneOn403' | 'noneOn401' | 'none'> & { noneOn403?: N; noneOn401?: N },
): GetCall<P, A, R, N> {
  return { ...row, noneOn403: row.noneOn403 ?? false, noneOn401: row.noneOn401 ?? false };
}

/** Every GET call, by the name of its client method. */
export const getCalls = {
  csrf: get<[], CsrfToken, CsrfToken, true>({
    path: endpoints.csrf,
    // Checked by hand: this call runs on every first page, before anything loads the schemas.
    schema: csrfAnswer,
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: true,
    key: ['api', 'csrf'],
  }),
  /** Deadlines, either style: rechecked every few minutes, so an administrator's change reaches
   *  open sessions. */
  deadlines: get({
    path: endpoints.deadlines,
    schema: lazy('deadlinesResponseSchema'),
    failureMessage: PROBLEM_OCCURRED,
    key: ['api', 'deadlines'],
    staleTime: 5 * 60_000,
  }),
  /** The allowed characters; null: no whitelist. */
  characterWhitelist: get({
    path: endpoints.charactersWhitelist,
    schema: lazy('whitelistResponseSchema'),
    failureMessage: ALLOWED_CHARACTERS_FAILED,
    noneOn403: true,
    pick: (answer) => answer.allowedCharacters,
    key: ['api', 'characters-whitelist'],
  }),
  /** Captcha provider and site key. */
  captchaConfig: get({
    path: endpoints.captcha,
    schema: lazy('captchaConfigSchema'),
    failureMessage: PROBLEM_OCCURRED,
    key: ['api', 'captcha'],
  }),
  payPalSettings: get({
    path: endpoints.payPalSettings,
    schema: lazy('payPalSettingsSchema'),
    failureMessage: PROBLEM_OCCURRED,
    key: ['api', 'paypal-settings'],
  }),
  /** The model configs of every form; null: no config. */
  formsConfig: get({
    path: endpoints.formsConfig,
    schema: lazy('formsConfigResponseSchema'),
    failureMessage: REQUEST_FAILED,
    noneOn403: true,
    key: ['api', 'forms-config'],
  }),
  /** The wizard's pages of each form the settlement offers. */
  formPages: get({
    path: endpoints.formPages,
    schema: lazy('formPagesResponseSchema'),
    failureMessage: REQUEST_FAILED,
    key: ['api', 'form-pages'],
  }),
  /** Today's signature date (MM/dd/yyyy) for a culture: refreshed after a while, so it follows
   *  midnight. */
  signatureDate: get({
    path: endpoints.signatureDate,
    schema: lazy('signatureDateResponseSchema'),
    failureMessage: REQUEST_FAILED,
    pick: (answer) => answer.signatureDate,
    key: ['api', 'signature-date'],
    staleTime: 15 * 60_000,
  }),
  /** Enabled cultures, code to name; null when the server answers 403. */
  cultures: get({
    path: endpoints.cultures,
    schema: lazy('culturesResponseSchema'),
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: true,
    key: ['api', 'cultures'],
  }),
  /** The copy of one culture. The contract leaves this failure's message to a generic handler;
   *  "reload and try again" is the catalogue's message for missing data. */
  cultureContent: get({
    path: endpoints.cultureContent,
    schema: lazy('cultureContentResponseSchema'),
    failureMessage: REQUEST_FAILED,
    key: ['api', 'culture-content'],
  }),
  /** The signed-in claimant's case file; null when no one is signed in (401). Stale after half a
   *  minute: a claimant who comes back to the page sees where the claim stands now. */
  caseFile: get({
    path: endpoints.caseFile,
    schema: lazy('caseFileSchema'),
    failureMessage: PROBLEM_OCCURRED,
    noneOn401: true,
    key: ['api', 'case-file'],
    staleTime: 30_000,
  }),
};

/** The name of a GET call (and of its client method). */
export type GetCallName = keyof typeof getCalls;

type Row<K extends GetCallName> = (typeof getCalls)[K];
/** The parameters of a GET call (the culture, for the calls that take one). */
export type GetCallParams<K extends GetCallName> = Row<K> extends GetCall<infer P, infer _A, infer _R, infer _N> ? P : never;
/** What a GET call's method resolves with. */
export type GetCallResult<K extends GetCallName> =
  Row<K> extends GetCall<infer _P, infer _A, infer R, infer N> ? R | (N extends true ? null : never) : never;
