import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_SUBMITTING, PROBLEM_OCCURRED, SUBMISSION_FAILED } from '@/contract/messages';
import type { ApiClient } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';
import type { SubmitVariables } from '@/lib/api/mutations';
import { authorizeMutation, submitMutation, trackingMutation } from '@/lib/api/mutations';
import type { StubServer } from './support/stub-server';
import { startStubServer } from './support/stub-server';
import { expectApiError, model, payload } from './support/fixtures';

// The mutations take the CSRF token from the query cache, fetching it once; without a token they
// refuse and send nothing; a refused token is fetched afresh and the call sent once more, and an
// authorize that succeeds (the server then replaces the session id) drops the cached token.

let server: StubServer;
let client: ApiClient;
let queryClient: QueryClient;

beforeAll(async () => {
  server = await startStubServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  client = createApiClient({ baseUrl: server.origin });
  queryClient = new QueryClient();
  server.on('GET /api/csrf', (_r, n) => ({ status: 200, body: { requestHeaderName: 'X-XSRF', requestToken: `token-${n + 1}` } }));
  server.on('POST /api/forms/standard', { status: 200, body: { referenceCodeForm: 'STD-7K3Q-9XWM' } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const posts = () => server.received.filter((r) => r.method === 'POST');
const csrfGets = () => server.received.filter((r) => r.url === '/api/csrf').length;
const variables: SubmitVariables = { formType: 'Standard', payload, documents: [], idempotencyKey: 'key-1' };
const submit = (vars: SubmitVariables = variables) => new MutationObserver(queryClient, submitMutation(queryClient, client)).mutate(vars);

describe('submitMutation', () => {
  it('fetches the CSRF token once and sends it with every submit', async () => {
    await expect(submit()).resolves.toMatchObject({ status: 200, referenceCodeForm: 'STD-7K3Q-9XWM' });
    await submit();
    expect(csrfGets()).toBe(1);
    expect(posts().map((r) => r.headers['x-xsrf'])).toEqual(['token-1', 'token-1']);
  });

  it('refuses to submit when the server answers 403 for the token, and sends nothing', async () => {
    server.on('GET /api/csrf', { status: 403 });
    await expectApiError(submit(), { kind: 'no-csrf-token', userMessage: SUBMISSION_FAILED });
    expect(posts()).toHaveLength(0);
  });

  it('refuses to submit when the token cannot be fetched, and sends nothing', async () => {
    server.on('GET /api/csrf', { status: 404 });
    await expectApiError(submit(), { kind: 'no-csrf-token', userMessage: SUBMISSION_FAILED });
    expect(posts()).toHaveLength(0);
  });

  it('sends once more with a fresh token when the server refuses the token (the session id changed)', async () => {
    server.on('POST /api/forms/standard', (_r, n) => (n === 0 ? { status: 403 } : { status: 200, body: { referenceCodeForm: 'STD-1' } }));
    await expect(submit()).resolves.toMatchObject({ referenceCodeForm: 'STD-1' });
    expect(posts().map((r) => r.headers['x-xsrf'])).toEqual(['token-1', 'token-2']);
    expect(posts().map((r) => r.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
  });

  it('gives up after the fresh token is refused too', async () => {
    server.on('POST /api/forms/standard', { status: 403 });
    await expectApiError(submit(), { status: 403, userMessage: SUBMISSION_FAILED });
    expect(posts()).toHaveLength(2);
  });

  it("sends the caller's idempotency key, so a retry of the same claim carries the same one", async () => {
    server.on('POST /api/forms/standard', (_r, n) => (n === 0 ? { status: 502 } : { status: 200, body: { referenceCodeForm: 'STD-1' } }));
    await expectApiError(submit(), { status: 502 });
    await submit();
    expect(posts().map((r) => r.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
  });

  it('does not retry by itself', async () => {
    server.on('POST /api/forms/standard', { status: 503 });
    await expectApiError(submit(), { status: 503 });
    expect(posts()).toHaveLength(1);
  });

  it('rejects a second submit while the first is in flight, sending one claim', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST /api/forms/standard', async () => {
      await held;
      return { status: 200, body: { referenceCodeForm: 'STD-1' } };
    });
    const first = submit();
    const second = submit();
    await expectApiError(second, { kind: 'already-submitting', userMessage: ALREADY_SUBMITTING });
    release();
    await expect(first).resolves.toMatchObject({ referenceCodeForm: 'STD-1' });
    expect(posts()).toHaveLength(1);
  });
});

describe('authorizeMutation and trackingMutation', () => {
  it('authorize sends the cached token and resolves with a 401 failed result', async () => {
    server.on('POST /api/forms/standard/authorize', { status: 401, body: { authorized: false, error: 'Wrong claim ID or PIN' } });
    const observer = new MutationObserver(queryClient, authorizeMutation(queryClient, client));
    const result = await observer.mutate({
      formType: 'Standard',
      modelKey: 'credentials',
      credentials: model('credentials-1', {}, 'credentials'),
      reCaptchaResponse: null,
    });
    expect(result).toMatchObject({ status: 401, authorized: false, error: 'Wrong claim ID or PIN' });
    expect(posts()[0]?.headers['x-xsrf']).toBe('token-1');
  });

  it("authorize that succeeds drops the token: the next call fetches the new session id's one", async () => {
    server.on('POST /api/forms/standard/authorize', {
      status: 200,
      body: { authorized: true, error: null, captcha: null, prepopulatedData: [] },
    });
    const observer = new MutationObserver(queryClient, authorizeMutation(queryClient, client));
    await observer.mutate({
      formType: 'Standard',
      modelKey: 'credentials',
      credentials: model('credentials-1', {}, 'credentials'),
      reCaptchaResponse: null,
    });
    await submit();
    expect(posts().map((r) => r.headers['x-xsrf'])).toEqual(['token-1', 'token-2']);
  });

  it('authorize refuses without a token', async () => {
    server.on('GET /api/csrf', { status: 403 });
    const observer = new MutationObserver(queryClient, authorizeMutation(queryClient, client));
    await expectApiError(
      observer.mutate({ formType: 'Standard', modelKey: 'credentials', credentials: model('credentials-1'), reCaptchaResponse: null }),
      { kind: 'no-csrf-token', userMessage: PROBLEM_OCCURRED },
    );
    expect(posts()).toHaveLength(0);
  });

  it('tracking sends the cached token, and refuses without one', async () => {
    server.on('POST /api/telemetry/tracking', { status: 204 });
    const observer = new MutationObserver(queryClient, trackingMutation(queryClient, client));
    await observer.mutate({ formType: 'Automotive', fieldKey: 'Vin', fieldValue: '1HGCM82633A004352' });
    expect(posts()[0]?.headers['x-xsrf']).toBe('token-1');
    expect(JSON.parse(posts()[0]!.body.toString('utf8'))).toEqual({
      formType: 'Automotive',
      fieldKey: 'Vin',
      fieldValue: '1HGCM82633A004352',
    });

    queryClient.clear();
    server.on('GET /api/csrf', { status: 403 });
    await expectApiError(observer.mutate({ formType: 'Automotive', fieldKey: 'Vin', fieldValue: 'x' }), { kind: 'no-csrf-token' });
    expect(posts()).toHaveLength(1);
  });
});
