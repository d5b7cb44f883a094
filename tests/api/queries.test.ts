import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import type { ApiClient } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';
import { ApiError, isRetryable } from '@/lib/api/errors';
import { type GetCallName, getCalls } from '@/lib/api/get-calls';
import {
  callQuery,
  captchaConfigQuery,
  csrfQuery,
  cultureContentQuery,
  culturesQuery,
  deadlinesQuery,
  formsConfigQuery,
  payPalSettingsQuery,
  retryOnce,
  signatureDateQuery,
  whitelistQuery,
} from '@/lib/api/queries';
import type { StubServer } from './support/stub-server';
import { startStubServer } from './support/stub-server';
import { expectApiError } from './support/fixtures';
import { getCases } from './support/get-call-cases';

// Query options against a real local server: how often each GET is actually sent (staleness,
// one fetch per culture) and when a failure is retried (at most once, never for a 4xx).

let server: StubServer;
let client: ApiClient;
let queryClient: QueryClient;

beforeAll(async () => {
  server = await startStubServer();
  client = createApiClient({ baseUrl: server.origin });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  // A bare client: the options alone must carry staleness and retry, whatever the app's defaults.
  queryClient = new QueryClient();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const count = (key: string) => server.received.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key).length;

describe('retryOnce', () => {
  const error = (kind: ApiError['kind'], status: number | null = null) =>
    new ApiError({ kind, status, userMessage: PROBLEM_OCCURRED, endpoint: 'GET /api/x' });

  it.each([
    ['a network failure', error('network'), true],
    ['a 500', error('status', 500), true],
    ['a 503', error('status', 503), true],
    ['a 400', error('status', 400), false],
    ['a 404', error('status', 404), false],
    ['a 429', error('status', 429), false],
    ['a contract mismatch', error('contract', 200), false],
    ['an aborted call', error('aborted'), false],
    ['a refused call', error('no-csrf-token'), false],
    ['an error that is not an ApiError', new Error('bug'), false],
  ])('retries %s once: %s', (_name, e, retryable) => {
    expect(isRetryable(e)).toBe(retryable);
    expect(retryOnce(0, e)).toBe(retryable);
    expect(retryOnce(1, e)).toBe(false);
  });
});

describe('retries through the query client', () => {
  const fetchDeadlines = () => queryClient.fetchQuery({ ...deadlinesQuery(client), retryDelay: 0 });
  const deadlines = { deadlines: { globalDeadline: { deadline: '12/31/2030', timeZone: 'Pacific' } } };

  it('retries a 503 once and succeeds', async () => {
    server.on('GET /api/deadlines', (_r, n) => (n === 0 ? { status: 503 } : { status: 200, body: deadlines }));
    await expect(fetchDeadlines()).resolves.toEqual(deadlines);
    expect(count('GET /api/deadlines')).toBe(2);
  });

  it('gives up after one retry', async () => {
    server.on('GET /api/deadlines', { status: 500 });
    await expectApiError(fetchDeadlines(), { status: 500, userMessage: PROBLEM_OCCURRED });
    expect(count('GET /api/deadlines')).toBe(2);
  });

  it('retries a dropped connection once', async () => {
    server.on('GET /api/deadlines', 'destroy');
    await expectApiError(fetchDeadlines(), { kind: 'network' });
    expect(count('GET /api/deadlines')).toBe(2);
  });

  it.each([400, 404, 429])('never retries a %i', async (status) => {
    server.on('GET /api/deadlines', { status });
    await expectApiError(fetchDeadlines(), { status });
    expect(count('GET /api/deadlines')).toBe(1);
  });

  it('never retries an answer that breaks the contract', async () => {
    server.on('GET /api/deadlines', { status: 200, body: { nope: true } });
    await expectApiError(fetchDeadlines(), { kind: 'contract' });
    expect(count('GET /api/deadlines')).toBe(1);
  });
});

describe('staleness', () => {
  beforeEach(() => {
    server.on('GET /api/csrf', { status: 200, body: { requestHeaderName: 'X-CSRF-Token', requestToken: 't' } });
    server.on('GET /api/characters-whitelist', { status: 200, body: { allowedCharacters: 'abc' } });
    server.on('GET /api/captcha', { status: 200, body: { provider: 'test', siteKey: 'k' } });
    server.on('GET /api/banking/paypal-settings', {
      status: 200,
      body: { clientId: null, enabled: false, loginUrl: null, invalidPayPalVerification: false, authCodeExpiration: null },
    });
    server.on('GET /api/forms/config', { status: 200, body: [] });
    server.on('GET /api/cultures', { status: 200, body: { en: 'English' } });
    server.on('GET /api/culture/content', (request) => ({
      status: 200,
      body: [{ key: 'Culture', value: request.url.split('=')[1] ?? '' }],
    }));
    server.on('GET /api/signature-date', { status: 200, body: { signatureDate: '03/15/2026' } });
  });

  /** Asks for a query the way loaders and components do: fetch, fetch again, ensure. */
  async function askThrice<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
    await queryClient.fetchQuery(options);
    await queryClient.fetchQuery(options);
    await queryClient.ensureQueryData(options);
  }

  it.each([
    ['GET /api/csrf', () => askThrice(csrfQuery(client))],
    ['GET /api/characters-whitelist', () => askThrice(whitelistQuery(client))],
    ['GET /api/captcha', () => askThrice(captchaConfigQuery(client))],
    ['GET /api/banking/paypal-settings', () => askThrice(payPalSettingsQuery(client))],
    ['GET /api/forms/config', () => askThrice(formsConfigQuery(client))],
    ['GET /api/cultures', () => askThrice(culturesQuery(client))],
  ] as const)('%s is fetched once, however often a loader asks', async (key, ask) => {
    await ask();
    expect(count(key)).toBe(1);
  });

  it.each(Object.keys(getCalls) as GetCallName[])(
    'every call of the table (%s) is fetched once however often it is asked for',
    async (name) => {
      const row = getCalls[name];
      const path = typeof row.path === 'string' ? row.path : row.path('en').split('?')[0];
      const known = getCases.find((c) => c.path === path);
      expect(known, `tests/api/support/get-call-cases.ts has a case for ${path}`).toBeDefined();
      server.on(`GET ${path}`, { status: 200, body: known?.body });
      const options = (callQuery as (client: ApiClient, name: GetCallName, ...params: string[]) => FetchQueryOptions)(
        client,
        name,
        ...(typeof row.path === 'string' ? [] : ['en']),
      );
      await askThrice(options);
      expect(count(`GET ${path}`)).toBe(1);
    },
  );

  it('culture content is fetched once per culture', async () => {
    await expect(queryClient.fetchQuery(cultureContentQuery('en', client))).resolves.toEqual([{ key: 'Culture', value: 'en' }]);
    await queryClient.fetchQuery(cultureContentQuery('en', client));
    await expect(queryClient.fetchQuery(cultureContentQuery('es', client))).resolves.toEqual([{ key: 'Culture', value: 'es' }]);
    await queryClient.fetchQuery(cultureContentQuery('es', client));
    expect(count('GET /api/culture/content')).toBe(2);
  });

  it('the signature date is cached per culture', async () => {
    await queryClient.fetchQuery(signatureDateQuery('en', client));
    await queryClient.fetchQuery(signatureDateQuery('en', client));
    await queryClient.fetchQuery(signatureDateQuery('es', client));
    expect(count('GET /api/signature-date')).toBe(2);
  });

  it('a 403 "none" is cached as null, not retried as an error', async () => {
    server.on('GET /api/forms/config', { status: 403 });
    await expect(queryClient.fetchQuery(formsConfigQuery(client))).resolves.toBeNull();
    await expect(queryClient.fetchQuery(formsConfigQuery(client))).resolves.toBeNull();
    expect(count('GET /api/forms/config')).toBe(1);
  });
});
