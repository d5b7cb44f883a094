import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBLEM_OCCURRED, REQUEST_FAILED } from '@/contract/messages';
import { startUp } from '@/features/startup/startup';
import { api } from '@/lib/api/client';
import { apiKeys } from '@/lib/api/queries';
import { demoSettlement } from '../support/demo-settlement';

const demoCultures = demoSettlement.info.cultures;
const demoContent = (culture: string) => demoSettlement.content(culture);

// Answers are put in the cache; anything left out is requested from a relative URL that Node
// cannot reach, which is how a failed call shows up here.
function queryClient(leaveOut: readonly string[] = []): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const answers: [readonly unknown[], unknown][] = [
    [apiKeys.csrf, { requestHeaderName: 'X-CSRF-TOKEN', requestToken: 'token' }],
    [apiKeys.deadlines, demoSettlement.deadlinesAnswer('cms', new Set())],
    [apiKeys.cultures, { ...demoCultures }],
    [apiKeys.cultureContent('es'), demoContent('es')],
    [apiKeys.captchaConfig, { provider: 'test', siteKey: 'test-site-key' }],
    [apiKeys.payPalSettings, demoSettlement.payPalSettings()],
  ];
  for (const [key, value] of answers) if (!leaveOut.includes(key.join('/'))) client.setQueryData(key, value);
  return client;
}

afterEach(() => vi.restoreAllMocks());

// The list of cultures still on the wire (a fetch in flight that the test answers), and a spy
// that counts requests for the English copy.
function culturesOnTheWire() {
  const client = queryClient(['api/cultures']);
  let answerCultures: (cultures: typeof demoCultures) => void = () => {};
  void client.prefetchQuery({
    queryKey: apiKeys.cultures,
    queryFn: () => new Promise<typeof demoCultures>((resolve) => (answerCultures = resolve)),
  });
  const englishCopy = vi.spyOn(api, 'cultureContent').mockImplementation(async () => demoContent('en'));
  return { client, answerCultures: (cultures: typeof demoCultures) => answerCultures(cultures), englishCopy };
}

describe('startUp', () => {
  it('loads everything, with the copy of the culture the query names', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await startUp(queryClient(), { queryCulture: 'es', hostname: 'localhost' });
    expect(result).toEqual({ fatal: [], notices: [] });
    expect(error).not.toHaveBeenCalled();
  });

  it('sanitises the culture value before resolving it: an unknown culture falls back to English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // English copy is not cached, so falling back to it is what fails here.
    const result = await startUp(queryClient(), { queryCulture: 'es<x>', hostname: 'localhost' });
    expect(result.fatal.map((failure) => [failure.call, failure.message])).toEqual([
      ['GET /api/cultures and /api/culture/content', REQUEST_FAILED],
    ]);
  });

  it('runs without CSRF, captcha or PayPal settings, logging each and keeping the contract message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await startUp(queryClient(['api/csrf', 'api/captcha', 'api/paypal-settings']), {
      queryCulture: 'es',
      hostname: 'localhost',
    });
    expect(result.fatal).toEqual([]);
    expect(result.notices.map((failure) => [failure.call, failure.message])).toEqual([
      ['GET /api/csrf', PROBLEM_OCCURRED],
      ['GET /api/captcha', PROBLEM_OCCURRED],
      ['GET /api/banking/paypal-settings', PROBLEM_OCCURRED],
    ]);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('asks for the English copy beside the list of cultures when nothing names another culture, and only once', async () => {
    const { client, answerCultures, englishCopy } = culturesOnTheWire();

    const starting = startUp(client, { queryCulture: null, hostname: 'localhost' });
    await vi.waitFor(() => expect(englishCopy).toHaveBeenCalledTimes(1));
    answerCultures({ ...demoCultures });
    expect(await starting).toEqual({ fatal: [], notices: [] });
    expect(englishCopy).toHaveBeenCalledTimes(1);
  });

  it('waits for the list of cultures before asking for copy when the query names a culture', async () => {
    const { client, answerCultures, englishCopy } = culturesOnTheWire();

    const starting = startUp(client, { queryCulture: 'es', hostname: 'localhost' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(englishCopy).not.toHaveBeenCalled();
    answerCultures({ ...demoCultures });
    expect(await starting).toEqual({ fatal: [], notices: [] });
    expect(englishCopy).not.toHaveBeenCalled();
  });

  it('stops on deadlines it cannot read, naming the cause in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = queryClient();
    client.setQueryData(apiKeys.deadlines, {
      en: { projectTimeZone: 'Pacific', deadlines: { globalDeadline: { deadlineDateTime: '31.12.2099' } } },
    });
    const result = await startUp(client, { queryCulture: null, hostname: 'es.claims.example' });
    expect(result.fatal.map((failure) => [failure.call, failure.message])).toEqual([['GET /api/deadlines', PROBLEM_OCCURRED]]);
    expect(error).toHaveBeenCalledWith(
      'Start-up call GET /api/deadlines failed',
      expect.objectContaining({ message: expect.stringContaining("unsupported date format '31.12.2099'") }),
    );
  });
});
