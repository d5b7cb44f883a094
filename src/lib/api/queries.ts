import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { api } from './client';
import { isRetryable } from './errors';
import { type GetCall, type GetCallName, type GetCallParams, type GetCallResult, getCalls } from './get-calls';

// Query options for every GET of the calls table (get-calls.ts), shared by route loaders
// (ensureQueryData) and components (useSuspenseQuery / useQuery). Settings, config and copy do not
// change while a claimant fills a form, so they are fetched once (per culture where they depend on
// it) unless their row says how long an answer stays fresh.

/** At most one retry, and only for failures a retry can fix (no answer, 5xx): never a 4xx. */
export function retryOnce(failureCount: number, error: Error): boolean {
  return failureCount < 1 && isRetryable(error);
}

/** Fetched once per page load. */
const once = { staleTime: Infinity, gcTime: Infinity, retry: retryOnce } as const;

/** The query key of a call: its row's key, then its parameters. */
type CallKey<K extends GetCallName> = readonly [...(typeof getCalls)[K]['key'], ...GetCallParams<K>];

const rowOf = (name: GetCallName) => getCalls[name] as GetCall<unknown[], unknown, unknown, boolean>;

/** The query key of a GET call with its parameters. */
function callKey<K extends GetCallName>(name: K, ...params: GetCallParams<K>): CallKey<K> {
  return [...rowOf(name).key, ...params] as unknown as CallKey<K>;
}

/** The query options of a GET call with its parameters, asked through `client`. */
export function callQuery<K extends GetCallName>(client: ApiClient, name: K, ...params: GetCallParams<K>) {
  const row = rowOf(name);
  const method = client[name] as (...args: unknown[]) => Promise<GetCallResult<K>>;
  return queryOptions({
    queryKey: callKey(name, ...params),
    queryFn: ({ signal }) => method(...params, signal),
    ...once,
    ...(row.staleTime === undefined ? {} : { staleTime: row.staleTime }),
  });
}

/** Query keys, for invalidation and tests. */
export const apiKeys = {
  all: ['api'] as const,
  csrf: callKey('csrf'),
  deadlines: callKey('deadlines'),
  whitelist: callKey('charactersWhitelist'),
  captchaConfig: callKey('captcha'),
  payPalSettings: callKey('payPalSettings'),
  formsConfig: callKey('formsConfig'),
  formPages: callKey('formPages'),
  signatureDate: (culture: string) => callKey('signatureDate', culture),
  cultures: callKey('cultures'),
  cultureContent: (culture: string) => callKey('cultureContent', culture),
  caseFile: callKey('caseFile'),
};

// The calls' query options under the names the app's loaders and components use.

/** The CSRF header name and token (null when the server answers 403). */
export const csrfQuery = (client: ApiClient = api) => callQuery(client, 'csrf');
/** Deadlines, rechecked every few minutes. */
export const deadlinesQuery = (client: ApiClient = api) => callQuery(client, 'deadlines');
/** The allowed characters (null: no whitelist). */
export const whitelistQuery = (client: ApiClient = api) => callQuery(client, 'charactersWhitelist');
/** Captcha provider and site key. */
export const captchaConfigQuery = (client: ApiClient = api) => callQuery(client, 'captcha');
/** PayPal settings. */
export const payPalSettingsQuery = (client: ApiClient = api) => callQuery(client, 'payPalSettings');
/** The model configs of every form (null: no config). */
export const formsConfigQuery = (client: ApiClient = api) => callQuery(client, 'formsConfig');
/** The wizard's pages of each form the settlement offers. */
export const formPagesQuery = (client: ApiClient = api) => callQuery(client, 'formPages');
/** Today's signature date for a culture. */
export const signatureDateQuery = (culture: string, client: ApiClient = api) => callQuery(client, 'signatureDate', culture);
/** Enabled cultures, code to name (null when the server answers 403). */
export const culturesQuery = (client: ApiClient = api) => callQuery(client, 'cultures');
/** The copy of one culture. */
export const cultureContentQuery = (culture: string, client: ApiClient = api) => callQuery(client, 'cultureContent', culture);
/** The signed-in claimant's case file (null when no one is signed in). */
export const caseFileQuery = (client: ApiClient = api) => callQuery(client, 'caseFile');
