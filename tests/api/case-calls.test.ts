import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appealDocumentPart, caseJsonPart, type CaseFile } from '@/contract/case-file';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import type { ApiClient } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';
import { caseCureMutation, caseSignInMutation, caseSignOutMutation } from '@/lib/api/case-mutations';
import { apiKeys } from '@/lib/api/queries';
import type { StubServer } from './support/stub-server';
import { parseMultipart, startStubServer } from './support/stub-server';
import { expectApiError, token } from './support/fixtures';

// The case file's unsafe calls against a real local HTTP server: the CSRF header, the bodies on
// the wire (a cure's documents named by their item's key, an appeal's numbered), the refusals
// that carry the server's message, and what a sign-in and a sign-out do to the cache.

let server: StubServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startStubServer();
});
afterAll(() => server.close());
beforeEach(() => {
  client = createApiClient({ baseUrl: server.origin });
  server.reset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const caseFile: CaseFile = {
  referenceCode: 'STD-7K3Q-9XWM',
  formType: 'Standard',
  state: 'inReview',
  history: [
    { state: 'received', at: '2026-11-28T17:00:00.000Z', reason: null },
    { state: 'inReview', at: '2026-11-28T18:00:00.000Z', reason: null },
  ],
  deficiency: null,
  denial: null,
  address: null,
  payout: null,
  actions: { cure: false, appeal: false, changeAddress: false, changePayout: false, amend: false },
};

const pdf = (name: string) => new File(['%PDF-1.4 ', name], name, { type: 'application/pdf' });

describe('POST /api/case/code', () => {
  it('sends the reference code and culture with the CSRF header; 202 is no refusal', async () => {
    server.on('POST /api/case/code', { status: 202, body: {} });
    await expect(client.caseCode({ referenceCode: 'STD-7K3Q-9XWM', culture: 'es', csrf: token })).resolves.toEqual({
      error: null,
      status: 202,
    });
    const [request] = server.received;
    expect(request?.headers['x-csrf-token']).toBe('token-123');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({ referenceCode: 'STD-7K3Q-9XWM', culture: 'es' });
  });

  it('passes on a 429 refusal with its message', async () => {
    server.on('POST /api/case/code', { status: 429, body: { error: 'Too many tries. Try again in 15 minutes.' } });
    await expect(client.caseCode({ referenceCode: 'X', culture: 'en', csrf: token })).resolves.toEqual({
      error: 'Too many tries. Try again in 15 minutes.',
      status: 429,
    });
  });

  it('sends nothing without a CSRF token', async () => {
    await expectApiError(client.caseCode({ referenceCode: 'X', culture: 'en', csrf: null }), {
      kind: 'no-csrf-token',
      userMessage: PROBLEM_OCCURRED,
    });
    expect(server.received).toHaveLength(0);
  });
});

describe('POST /api/case/sign-in', () => {
  it('returns a 401 refusal with its message, and fails a 500 with the retry message', async () => {
    server.on('POST /api/case/sign-in', (_request, n) =>
      n === 0 ? { status: 401, body: { signedIn: false, error: 'That code is not right.' } } : { status: 500 },
    );
    const credentials = { referenceCode: 'STD-7K3Q-9XWM', code: 'K7Q3-9XWM' };
    await expect(client.caseSignIn({ credentials, csrf: token })).resolves.toEqual({
      signedIn: false,
      error: 'That code is not right.',
      status: 401,
    });
    await expectApiError(client.caseSignIn({ credentials, csrf: token }), { kind: 'status', status: 500, userMessage: PROBLEM_OCCURRED });
  });

  it('drops the cached CSRF token after signing in (the session id changed) and reads the case file afresh', async () => {
    server.on('POST /api/case/sign-in', { status: 200, body: { signedIn: true, error: null } });
    server.on('GET /api/case', { status: 200, body: caseFile });
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKeys.csrf, token);
    queryClient.setQueryData(apiKeys.caseFile, null);
    const options = caseSignInMutation(queryClient, client);
    const result = await options.mutationFn!({ claimId: 'BW-100200', pin: '4321' }, undefined as never);
    await options.onSuccess!(result, { claimId: 'BW-100200', pin: '4321' }, undefined, undefined as never);
    expect(queryClient.getQueryData(apiKeys.csrf)).toBeUndefined();
    expect(JSON.parse(server.received[0]!.body.toString('utf8'))).toEqual({ claimId: 'BW-100200', pin: '4321' });
  });
});

describe('POST /api/case/sign-out', () => {
  it('forgets the case file', async () => {
    server.on('POST /api/case/sign-out', { status: 204 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKeys.csrf, token);
    queryClient.setQueryData(apiKeys.caseFile, caseFile);
    const options = caseSignOutMutation(queryClient, client);
    await options.mutationFn!(undefined, undefined as never);
    await options.onSuccess!(undefined, undefined, undefined, undefined as never);
    expect(queryClient.getQueryData(apiKeys.caseFile)).toBeNull();
  });
});

describe('POST /api/case/cure and /api/case/appeal', () => {
  it('sends a cure as the JSON part, then each document named by its item key, and keeps the new case file', async () => {
    server.on('POST /api/case/cure', { status: 200, body: { error: null, caseFile } });
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKeys.csrf, token);
    const options = caseCureMutation(queryClient, client);
    const variables = {
      payload: { answers: [{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1', value: '12 Quay Street' }] },
      documents: [{ key: 'file', file: pdf('receipt.pdf') }],
    };
    const result = await options.mutationFn!(variables, undefined as never);
    expect(result).toEqual({ error: null, caseFile, status: 200 });
    await options.onSuccess!(result, variables, undefined, undefined as never);
    expect(queryClient.getQueryData(apiKeys.caseFile)).toEqual(caseFile);
    const parts = parseMultipart(server.received[0]!);
    expect(parts.map((part) => part.name)).toEqual([caseJsonPart, 'file']);
    expect(JSON.parse(parts[0]!.data.toString('utf8'))).toEqual(variables.payload);
    expect(parts[1]).toMatchObject({ filename: 'receipt.pdf', contentType: 'application/pdf' });
  });

  it('numbers an appeal’s documents, and returns a 409 refusal’s message without a case file', async () => {
    server.on('POST /api/case/appeal', { status: 409, body: { error: 'The time to appeal has passed.' } });
    const result = await client.caseAppeal({
      payload: { statement: 'My receipt is attached.' },
      documents: [pdf('a.pdf'), pdf('b.pdf')],
      csrf: token,
    });
    expect(result).toEqual({ error: 'The time to appeal has passed.', caseFile: null, status: 409 });
    const parts = parseMultipart(server.received[0]!);
    expect(parts.map((part) => part.name)).toEqual([caseJsonPart, appealDocumentPart(0), appealDocumentPart(1)]);
  });

  it('returns the message of a cure refused because the sign-in has ended (401)', async () => {
    server.on('POST /api/case/cure', {
      status: 401,
      body: { error: 'You are not signed in to a claim. Please sign in again.', caseFile: null },
    });
    const result = await client.caseCure({ payload: { answers: [] }, documents: [], csrf: token });
    expect(result).toEqual({ error: 'You are not signed in to a claim. Please sign in again.', caseFile: null, status: 401 });
  });

  it('refuses to send an empty statement (the contract’s own check)', async () => {
    await expectApiError(client.caseAppeal({ payload: { statement: '  ' }, documents: [], csrf: token }), {
      kind: 'contract',
      userMessage: PROBLEM_OCCURRED,
    });
    expect(server.received).toHaveLength(0);
  });
});
