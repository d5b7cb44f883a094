import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { api } from './client';
import { isRetryable } from './errors';

// Query options for every GET of the calls table, shared by route loaders (ensureQueryData) and
// components (useSuspenseQuery / useQuery). Settings, config and copy do not change while a
// claimant fills a form, so they are fetched once (per culture where they depend on it).

/** At most one retry, and only for failures a retry can fix (no answer, 5xx): never a 4xx. */
export function retryOnce(failureCount: number, error: Error): boolean {
  return failureCount < 1 && isRetryable(error);
}

/** Fetched once per page load. */
const once = { staleTime: Infinity, gcTime: Infinity, retry: retryOnce } as const;

/** Query keys, for invalidation and tests. */
export const apiKeys = {
  all: ['api'] as const,
  csrf: ['api', 'csrf'] as const,
  deadlines: ['api', 'deadlines'] as const,
  whitelist: ['api', 'characters-whitelist'] as const,
  captchaConfig: ['api', 'captcha'] as const,
  payPalSettings: ['api', 'paypal-settings'] as const,
  formsConfig: ['api', 'forms-config'] as const,
  formPages: ['api', 'form-pages'] as const,
  signatureDate: (culture: string) => ['api', 'signature-date', culture] as const,
  cultures: ['api', 'cultures'] as const,
  cultureContent: (culture: string) => ['api', 'culture-content', culture] as const,
};

/** The CSRF header name and token (null when the server answers 403). */
export function csrfQuery(client: ApiClient = api) {
  return queryOptions({ queryKey: apiKeys.csrf, queryFn: ({ signal }) => client.csrf(signal), ...once });
}

/** Deadlines: rechecked every few minutes, so an administrator's change reaches open sessions. */
export function deadlinesQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: apiKeys.deadlines,
    queryFn: ({ signal }) => client.deadlines(signal),
    ...once,
    staleTime: 5 * 60_000,
  });
}

/** The allowed characters (null: no whitelist). */
export function whitelistQuery(client: ApiClient = api) {
  return queryOptions({ queryKey: apiKeys.whitelist, queryFn: ({ signal }) => client.characterWhitelist(signal), ...once });
}

/** Captcha provider and site key. */
export function captchaConfigQuery(client: ApiClient = api) {
  return queryOptions({ queryKey: apiKeys.captchaConfig, queryFn: ({ signal }) => client.captchaConfig(signal), ...once });
}

/** PayPal settings. */
export function payPalSettingsQuery(client: ApiClient = api) {
  return queryOptions({ queryKey: apiKeys.payPalSettings, queryFn: ({ signal }) => client.payPalSettings(signal), ...once });
}

/** The model configs of every form (null: no config). */
export function formsConfigQuery(client: ApiClient = api) {
  return queryOptions({ queryKey: apiKeys.formsConfig, queryFn: ({ signal }) => client.formsConfig(signal), ...once });
}

/** The wizard's pages of each form the settlement offers. */
export function formPagesQuery(client: ApiClient = api) {
  return queryOptions({ queryKey: apiKeys.formPages, queryFn: ({ signal }) => client.formPages(signal), ...once });
}

/** Today's signature date for a culture: refreshed after a while, so it follows midnight. */
export function signatureDateQuery(culture: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: apiKeys.signatureDate(culture),
    queryFn: ({ signal }) => client.signatureDate(culture, signal),
    ...once,
    staleTime: 15 * 60_000,
  });
}

/** Enabled cultures, code to name (null when the server answers 403). */
export function culturesQuery(client: ApiClient = api) {
  return queryOptions({ queryKey: apiKeys.cultures, queryFn: ({ signal }) => client.cultures(signal), ...once });
}

/** The copy of one culture. */
export function cultureContentQuery(culture: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: apiKeys.cultureContent(culture),
    queryFn: ({ signal }) => client.cultureContent(culture, signal),
    ...once,
  });
}
