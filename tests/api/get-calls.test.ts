import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBLEM_OCCURRED, REQUEST_FAILED } from '@/contract/messages';
import type { ApiClient } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';
import { getCalls } from '@/lib/api/get-calls';
import type { StubServer } from './support/stub-server';
import { startStubServer } from './support/stub-server';
import { expectApiError } from './support/fixtures';
import { getCases as cases } from './support/get-call-cases';

// Every GET of the calls table against a real local HTTP server answering chosen statuses: what
// each call returns, which statuses mean "none", and which catalogue message each failure carries.

let server: StubServer;
let client: ApiClient;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  server = await startStubServer();
  client = createApiClient({ baseUrl: server.origin });
});
afterAll(() => server.close());
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe.each(cases)('GET $path', (c) => {
  const endpoint = expect.stringContaining(`GET ${c.path}`);

  it('returns the parsed answer of a 200', async () => {
    server.on(`GET ${c.path}`, { status: 200, body: c.body });
    await expect(c.call(client)).resolves.toEqual(c.result);
  });

  it(c.noneOn403 ? 'treats 403 as none: null, no error' : 'fails on 403 with its catalogue message', async () => {
    server.on(`GET ${c.path}`, { status: 403 });
    if (c.noneOn403) await expect(c.call(client)).resolves.toBeNull();
    else await expectApiError(c.call(client), { kind: 'status', status: 403, userMessage: c.failureMessage, endpoint });
  });

  if (c.noneOn401) {
    it('treats 401 as none (no one signed in): null, no error', async () => {
      server.on(`GET ${c.path}`, { status: 401, body: { error: 'Sign in first' } });
      await expect(c.call(client)).resolves.toBeNull();
    });
  }

  it.each([400, 401, 404, 500, 503].filter((status) => !(status === 401 && c.noneOn401)))(
    'fails on %i with its catalogue message',
    async (status) => {
      server.on(`GET ${c.path}`, { status, body: { error: 'nope' } });
      await expectApiError(c.call(client), { kind: 'status', status, userMessage: c.failureMessage, endpoint });
    },
  );

  it('fails when the answer breaks the contract, and logs the endpoint and the issue paths', async () => {
    server.on(`GET ${c.path}`, { status: 200, body: c.wrongBody });
    await expectApiError(c.call(client), { kind: 'contract', status: 200, userMessage: c.failureMessage, endpoint });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [message, paths] = consoleError.mock.calls[0] as [string, string[]];
    expect(message).toContain(`GET ${c.path}`);
    expect(paths.some((line) => line.startsWith(`${c.wrongPath}:`))).toBe(true);
  });

  it('fails when a 200 is not JSON (e.g. an HTML page)', async () => {
    server.on(`GET ${c.path}`, { status: 200, raw: '<!doctype html><title>app</title>' });
    await expectApiError(c.call(client), { kind: 'contract', userMessage: c.failureMessage, endpoint });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`GET ${c.path}`));
  });

  it('fails when the connection drops without an answer', async () => {
    server.on(`GET ${c.path}`, 'destroy');
    await expectApiError(c.call(client), { kind: 'network', status: null, userMessage: c.failureMessage, endpoint });
  });
});

describe('the table of GET calls', () => {
  it('has a case above for every row, so a new call is checked like the others', () => {
    const paths = Object.values(getCalls).map((row) => (typeof row.path === 'string' ? row.path : row.path('en').split('?')[0]));
    expect(paths.sort()).toEqual(cases.map((c) => c.path).sort());
  });
});

describe('culture-dependent calls', () => {
  it('send the culture as the culture query value, encoded', async () => {
    server.on('GET /api/signature-date', { status: 200, body: { signatureDate: '03/15/2026' } });
    server.on('GET /api/culture/content', { status: 200, body: [] });
    await client.signatureDate('es-MX');
    await client.cultureContent('fr&x=1');
    const urls = server.received.slice(-2).map((r) => r.url);
    expect(urls).toEqual(['/api/signature-date?culture=es-MX', '/api/culture/content?culture=fr%26x%3D1']);
  });
});

describe('a GET', () => {
  it('sends no CSRF header and accepts JSON', async () => {
    server.on('GET /api/captcha', { status: 200, body: { provider: 'test', siteKey: null } });
    await client.captcha();
    const last = server.received.at(-1);
    expect(last?.headers['x-csrf-token']).toBeUndefined();
    expect(last?.headers.accept).toBe('application/json');
  });

  it('fails as aborted, not as a network failure, when the caller cancels it', async () => {
    server.on('GET /api/deadlines', () => new Promise(() => {}));
    const controller = new AbortController();
    const pending = client.deadlines(controller.signal);
    controller.abort();
    await expectApiError(pending, { kind: 'aborted', userMessage: PROBLEM_OCCURRED });
  });

  it('takes the abort signal after the culture of a call that takes one', async () => {
    server.on('GET /api/culture/content', () => new Promise(() => {}));
    const controller = new AbortController();
    const pending = client.cultureContent('es', controller.signal);
    controller.abort();
    await expectApiError(pending, { kind: 'aborted', userMessage: REQUEST_FAILED });
  });
});
