import type { z } from 'zod';
import type { CsrfToken } from '@/contract/api';
import type { CallNameOf, callSchemas } from '@/contract/call-schemas';
import { endpoints } from '@/contract/endpoints';
import { ALLOWED_CHARACTERS_FAILED, PROBLEM_OCCURRED, REQUEST_FAILED } from '@/contract/messages';
import { csrfAnswer } from './csrf-answer';
import type { AnswerSchema } from './http';

// The GET calls of the contract's table (src/contract/calls.ts), one row each, under the call's
// name. The table gives the path (src/contract/endpoints.ts fills in a call's parameters) and
// names the answer's schema, which loads with ./schemas on the first call; the row adds the
// catalogue message of a failure, whether a 403 means "none" (the method answers null), what the
// method returns of the answer, the query key, and how long an answer stays fresh.
// client.ts builds a method of every row and queries.ts its queryOptions.

/** A GET call of the table that answers JSON. */
export type TableGetCall = {
  [K in CallNameOf<'GET'>]: (typeof callSchemas)[K]['answer'] extends { kind: 'json' } ? K : never;
}[CallNameOf<'GET'>];

/** The answer a GET call of the table is checked against, once parsed. */
type TableAnswer<N extends TableGetCall> = (typeof callSchemas)[N]['answer'] extends { schema: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** The answer schema of a call of the table: loaded with ./schemas, on the first call. */
interface LazySchema<A> {
  readonly answerOf: TableGetCall;
  /** The answer's type, carried for the row's other facts (no value at run time). */
  readonly answer?: A;
}

/** One GET call. P: its parameters; A: the checked answer; R: what the method returns of it;
 *  N: whether a status means "none" (a 403, or a 401 for a call made only when signed in). */
export interface GetCall<P extends unknown[], A, R, N extends boolean> {
  readonly path: string | ((...params: P) => string);
  /** Checked against before the method returns: the table's, loaded with ./schemas, or a
   *  hand-written check for a call that must not wait for the schemas. */
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

/** The parameters of a call's path (the query values, in the table's order). */
type PathParams<N extends TableGetCall> = (typeof endpoints)[N] extends (...params: infer P) => string ? P : [];

/** What a row says beyond the table: its path and schema come from the table. */
type RowFacts<P extends unknown[], A, R, N extends boolean> = Omit<
  GetCall<P, A, R, N>,
  'path' | 'schema' | 'noneOn403' | 'noneOn401' | 'none'
> & {
  noneOn403?: N;
  noneOn401?: N;
};

/** Declares the row of the table's call `name`: its path from the table (src/contract/endpoints.ts
 *  fills in the parameters), its answer's schema from the table's other half, loaded later. */
function get<C extends TableGetCall, A = TableAnswer<C>, R = A, N extends boolean = false>(
  name: C,
  row: RowFacts<PathParams<C>, A, R, N>,
  schema: LazySchema<A> | AnswerSchema<A> = { answerOf: name },
): GetCall<PathParams<C>, A, R, N> {
  const path = endpoints[name] as string | ((...params: PathParams<C>) => string);
  return { ...row, path, schema, noneOn403: row.noneOn403 ?? false, noneOn401: row.noneOn401 ?? false };
}

/** Every GET call, by the name of its call in the table (and of its client method). */
export const getCalls = {
  csrf: get<'csrf', CsrfToken, CsrfToken, true>(
    'csrf',
    { failureMessage: PROBLEM_OCCURRED, noneOn403: true, key: ['api', 'csrf'] },
    // Checked by hand: this call runs on every first page, before anything loads the schemas.
    csrfAnswer,
  ),
  /** Deadlines, either style: rechecked every few minutes, so an administrator's change reaches
   *  open sessions. */
  deadlines: get('deadlines', {
    failureMessage: PROBLEM_OCCURRED,
    key: ['api', 'deadlines'],
    staleTime: 5 * 60_000,
  }),
  /** The allowed characters; null: no whitelist. */
  charactersWhitelist: get('charactersWhitelist', {
    failureMessage: ALLOWED_CHARACTERS_FAILED,
    noneOn403: true,
    pick: (answer) => answer.allowedCharacters,
    key: ['api', 'characters-whitelist'],
  }),
  /** Captcha provider and site key. */
  captcha: get('captcha', {
    failureMessage: PROBLEM_OCCURRED,
    key: ['api', 'captcha'],
  }),
  payPalSettings: get('payPalSettings', {
    failureMessage: PROBLEM_OCCURRED,
    key: ['api', 'paypal-settings'],
  }),
  /** The model configs of every form; null: no config. */
  formsConfig: get('formsConfig', {
    failureMessage: REQUEST_FAILED,
    noneOn403: true,
    key: ['api', 'forms-config'],
  }),
  /** The wizard's pages of each form the settlement offers. */
  formPages: get('formPages', {
    failureMessage: REQUEST_FAILED,
    key: ['api', 'form-pages'],
  }),
  /** Today's signature date (MM/dd/yyyy) for a culture: refreshed after a while, so it follows
   *  midnight. */
  signatureDate: get('signatureDate', {
    failureMessage: REQUEST_FAILED,
    pick: (answer) => answer.signatureDate,
    key: ['api', 'signature-date'],
    staleTime: 15 * 60_000,
  }),
  /** Enabled cultures, code to name; null when the server answers 403. */
  cultures: get('cultures', {
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: true,
    key: ['api', 'cultures'],
  }),
  /** The copy of one culture. The contract leaves this failure's message to a generic handler;
   *  "reload and try again" is the catalogue's message for missing data. */
  cultureContent: get('cultureContent', {
    failureMessage: REQUEST_FAILED,
    key: ['api', 'culture-content'],
  }),
  /** The signed-in claimant's case file; null when no one is signed in (401). Stale after half a
   *  minute: a claimant who comes back to the page sees where the claim stands now. */
  caseFile: get('caseFile', {
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
