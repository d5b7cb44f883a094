import type { QueryClient } from '@tanstack/react-query';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import { certainInitialCulture, resolveInitialCulture } from '@/features/localization/resolve-culture';
import { sanitizeQueryText } from '@/features/routing/query';
import type { ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { captchaConfigQuery, cultureContentQuery, culturesQuery, csrfQuery, deadlinesQuery, payPalSettingsQuery } from '@/lib/api/queries';
import { deadlineSettingsOf } from '@/features/routing/guards';

/** One start-up call that failed: which, what to tell the claimant, and the error for the log. */
interface StartupFailure {
  readonly call: string;
  readonly message: string;
  readonly error: unknown;
}

/** The outcome of start-up: failures that stop the site, and failures it can run without. */
interface StartupResult {
  /** Deadlines, cultures or copy: the guards cannot run without them. */
  readonly fatal: readonly StartupFailure[];
  /** CSRF, captcha, PayPal: the site shows, the actions that need them say what went wrong. */
  readonly notices: readonly StartupFailure[];
}

/** Where the first address points, for picking the copy to fetch before mount. */
interface StartupLocation {
  /** The raw `culture` query value, if any. */
  readonly queryCulture: string | null;
  readonly hostname: string;
}

/** How start-up reaches the API: the browser's client by default; the server renders a page with
 *  its own in-process client and leaves the CSRF token to the browser, whose cookie it belongs to. */
interface StartupOptions {
  readonly client?: ApiClient;
  /** Whether to fetch the CSRF token (true by default). */
  readonly csrf?: boolean;
}

/** The catalogue message of a failure (contract.md §Errors); anything that is not an API error is a problem. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : PROBLEM_OCCURRED;
}

/**
 * Start-up of contract.md §Behaviour: every call runs in parallel (the copy right after the cultures it
 * depends on), each failure is logged and sorted by whether the site can show without it. A CSRF
 * 403 is no failure: the client answers null for it.
 */
export async function startUp(queryClient: QueryClient, location: StartupLocation, options: StartupOptions = {}): Promise<StartupResult> {
  const { client } = options;
  const copy = async () => {
    const queryCulture = location.queryCulture === null ? null : sanitizeQueryText(location.queryCulture);
    // Usually the culture is English whatever the list says; its copy is then fetched beside the
    // list rather than one round trip after it.
    const certain = certainInitialCulture(queryCulture, location.hostname);
    const early = certain === null ? null : queryClient.ensureQueryData(cultureContentQuery(certain, client));
    early?.catch(() => undefined); // awaited below; a failure is reported there
    const enabledCultures = (await queryClient.ensureQueryData(culturesQuery(client))) ?? {};
    const culture = resolveInitialCulture({ queryCulture, hostname: location.hostname, enabledCultures });
    await (early && culture === certain ? early : queryClient.ensureQueryData(cultureContentQuery(culture, client)));
  };
  const calls: readonly { call: string; fatal: boolean; run: () => Promise<unknown> }[] = [
    ...(options.csrf === false ? [] : [{ call: 'GET /api/csrf', fatal: false, run: () => queryClient.ensureQueryData(csrfQuery(client)) }]),
    // A deadline setting that cannot be read must fail loudly now, not on the first form page.
    {
      call: 'GET /api/deadlines',
      fatal: true,
      run: async () => deadlineSettingsOf(await queryClient.ensureQueryData(deadlinesQuery(client))),
    },
    { call: 'GET /api/cultures and /api/culture/content', fatal: true, run: copy },
    { call: 'GET /api/captcha', fatal: false, run: () => queryClient.ensureQueryData(captchaConfigQuery(client)) },
    { call: 'GET /api/banking/paypal-settings', fatal: false, run: () => queryClient.ensureQueryData(payPalSettingsQuery(client)) },
  ];
  const results = await Promise.allSettled(calls.map((entry) => entry.run()));
  const fatal: StartupFailure[] = [];
  const notices: StartupFailure[] = [];
  results.forEach((result, index) => {
    const entry = calls[index];
    if (result.status === 'fulfilled' || !entry) return;
    console.error(`Start-up call ${entry.call} failed`, result.reason);
    (entry.fatal ? fatal : notices).push({ call: entry.call, message: failureMessage(result.reason), error: result.reason });
  });
  return { fatal, notices };
}
