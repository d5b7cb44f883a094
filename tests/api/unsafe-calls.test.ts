import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { submissionJsonPart } from '@/contract/api';
import { ALREADY_SUBMITTING, PROBLEM_OCCURRED, SUBMISSION_FAILED } from '@/contract/messages';
import type { ApiClient, SubmitInput } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';
import type { StubServer } from './support/stub-server';
import { parseMultipart, startStubServer } from './support/stub-server';
import { expectApiError, model, payload, token } from './support/fixtures';

// The three unsafe calls (submit, authorize, tracking) against a real local HTTP server: CSRF
// header or refusal, bodies on the wire, failed results versus errors, and no double submission.

let server: StubServer;
let client: ApiClient;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  server = await startStubServer();
});
afterAll(() => server.close());
beforeEach(() => {
  // A fresh client per test: the double-submission guard is per client.
  client = createApiClient({ baseUrl: server.origin });
  server.reset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const receipt = new File(['%PDF-1.4 receipt bytes'], 'receipt.pdf', { type: 'application/pdf' });

function submitInput(overrides: Partial<SubmitInput> = {}): SubmitInput {
  return {
    formType: 'Standard',
    payload,
    documents: [{ clientId: 'documentContexts-doc00001', file: receipt }],
    idempotencyKey: 'key-1',
    csrf: token,
    ...overrides,
  };
}

describe('POST /api/forms/<type> (submit)', () => {
  it('sends the JSON part first, then one file part per document named by its clientId', async () => {
    server.on('POST /api/forms/standard', { status: 200, body: { referenceCodeForm: 'STD-7K3Q-9XWM' } });
    const result = await client.submit(submitInput());
    expect(result).toEqual({ status: 200, referenceCodeForm: 'STD-7K3Q-9XWM', error: null, nonMatchingPaymentElection: false });

    const [request] = server.received;
    expect(request?.headers['x-csrf-token']).toBe('token-123');
    expect(request?.headers['idempotency-key']).toBe('key-1');
    const parts = parseMultipart(request!);
    expect(parts.map((p) => p.name)).toEqual([submissionJsonPart, 'documentContexts-doc00001']);
    expect(JSON.parse(parts[0]!.data.toString('utf8'))).toEqual({
      ...payload,
      documents: [{ clientId: 'documentContexts-doc00001', name: 'receipt.pdf', size: receipt.size, type: 'application/pdf' }],
    });
    expect(parts[1]).toMatchObject({ filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(parts[1]!.data.toString('utf8')).toBe('%PDF-1.4 receipt bytes');
  });

  it("sends an amendment to the case file's call, its kept documents announced without their bytes", async () => {
    server.on('POST /api/case/amend', { status: 200, body: { referenceCodeForm: 'STD-7K3Q-9XWM' } });
    const statement = new File(['%PDF-1.4 a new statement'], 'statement.pdf', { type: 'application/pdf' });
    const kept = [{ clientId: 'documentContexts-doc00001', file: receipt }];
    const result = await client.submit(
      submitInput({ amend: true, documents: [{ clientId: 'documentContexts-doc00002', file: statement }], keptDocuments: kept }),
    );
    expect(result).toMatchObject({ status: 200, referenceCodeForm: 'STD-7K3Q-9XWM' });
    const parts = parseMultipart(server.received[0]!);
    expect(parts.map((p) => p.name)).toEqual([submissionJsonPart, 'documentContexts-doc00002']);
    expect((JSON.parse(parts[0]!.data.toString('utf8')) as { documents: unknown }).documents).toEqual([
      { clientId: 'documentContexts-doc00002', name: 'statement.pdf', size: statement.size, type: 'application/pdf' },
      { clientId: 'documentContexts-doc00001', name: 'receipt.pdf', size: receipt.size, type: 'application/pdf' },
    ]);
    expect(server.received[0]!.body.includes(Buffer.from('receipt bytes'))).toBe(false);
    // Outside an amendment nothing is announced without its bytes.
    server.on('POST /api/forms/standard', { status: 200, body: { referenceCodeForm: 'STD-1' } });
    await client.submit(submitInput({ keptDocuments: kept, documents: [] }));
    expect(JSON.parse(parseMultipart(server.received[1]!)[0]!.data.toString('utf8'))).toMatchObject({ documents: null });
  });

  it('sends documents null when there are none', async () => {
    server.on('POST /api/forms/documents-upload', { status: 200, body: { referenceCodeForm: 'DOC-1' } });
    await client.submit(submitInput({ formType: 'DocumentsUpload', documents: [] }));
    const parts = parseMultipart(server.received[0]!);
    expect(parts).toHaveLength(1);
    expect(JSON.parse(parts[0]!.data.toString('utf8')).documents).toBeNull();
  });

  it("goes to the form type's path", async () => {
    server.on('POST /api/forms/automotive', { status: 200, body: { referenceCodeForm: 'AUT-1' } });
    await expect(client.submit(submitInput({ formType: 'Automotive' }))).resolves.toMatchObject({ referenceCodeForm: 'AUT-1' });
  });

  it('returns a 400 as a failed result carrying the server fields', async () => {
    server.on('POST /api/forms/standard', {
      status: 400,
      body: { nonMatchingPaymentElection: true, error: 'PayPal account does not match' },
    });
    await expect(client.submit(submitInput())).resolves.toEqual({
      status: 400,
      nonMatchingPaymentElection: true,
      error: 'PayPal account does not match',
      referenceCodeForm: null,
    });
  });

  // A duplicate the settlement refuses (409) and too many claims from one place (429) tell the
  // claimant why, and the answers stay for a later try.
  it.each([409, 429])("returns a %i as a failed result carrying the server's message", async (status) => {
    const error = 'Too many claims have been sent from here in a short time.';
    server.on('POST /api/forms/standard', { status, body: { error } });
    await expect(client.submit(submitInput())).resolves.toMatchObject({ status, error, referenceCodeForm: null });
  });

  it.each([401, 403, 404, 413, 500, 502])('fails on %i with the submission message', async (status) => {
    server.on('POST /api/forms/standard', { status, body: { error: 'x' } });
    await expectApiError(client.submit(submitInput()), {
      kind: 'status',
      status,
      userMessage: SUBMISSION_FAILED,
      endpoint: 'POST /api/forms/standard',
    });
  });

  it('fails with the submission message when the connection drops', async () => {
    server.on('POST /api/forms/standard', 'destroy');
    await expectApiError(client.submit(submitInput()), { kind: 'network', userMessage: SUBMISSION_FAILED });
  });

  it('fails with the submission message when a 400 body breaks the contract', async () => {
    server.on('POST /api/forms/standard', { status: 400, body: { error: 42 } });
    await expectApiError(client.submit(submitInput()), { kind: 'contract', status: 400, userMessage: SUBMISSION_FAILED });
    expect(consoleError.mock.calls[0]?.[1]).toEqual([expect.stringMatching(/^error: /)]);
  });

  it('refuses to run without a CSRF token and sends nothing', async () => {
    server.on('POST /api/forms/standard', { status: 200, body: { referenceCodeForm: 'STD-1' } });
    await expectApiError(client.submit(submitInput({ csrf: null })), {
      kind: 'no-csrf-token',
      userMessage: SUBMISSION_FAILED,
      status: null,
    });
    expect(server.received).toHaveLength(0);
  });

  it('refuses a payload that breaks the contract, logs it and sends nothing', async () => {
    await expectApiError(client.submit(submitInput({ payload: { ...payload, userPreferredCulture: '' } })), {
      kind: 'contract',
      userMessage: SUBMISSION_FAILED,
    });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('submission payload'), [
      expect.stringMatching(/^userPreferredCulture: /),
    ]);
    expect(server.received).toHaveLength(0);
  });

  it('rejects a second submit while one is in flight with "Form is already submitting." and sends it nowhere', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST /api/forms/standard', async () => {
      await held;
      return { status: 200, body: { referenceCodeForm: 'STD-1' } };
    });
    const first = client.submit(submitInput());
    await expectApiError(client.submit(submitInput()), { kind: 'already-submitting', userMessage: ALREADY_SUBMITTING });
    release();
    await expect(first).resolves.toMatchObject({ referenceCodeForm: 'STD-1' });
    expect(server.received).toHaveLength(1);
    // Once the first has finished, the next submit goes through.
    await expect(client.submit(submitInput())).resolves.toMatchObject({ referenceCodeForm: 'STD-1' });
    expect(server.received).toHaveLength(2);
  });

  it('allows a new submit after one failed', async () => {
    server.on('POST /api/forms/standard', (_request, n) =>
      n === 0 ? { status: 500 } : { status: 200, body: { referenceCodeForm: 'STD-2' } },
    );
    await expectApiError(client.submit(submitInput()), { status: 500 });
    await expect(client.submit(submitInput())).resolves.toMatchObject({ referenceCodeForm: 'STD-2' });
  });
});

describe('POST /api/forms/<type>/authorize', () => {
  const credentials = model('credentials-abcd1234', { claimId: 'C-100', pin: '1234' }, 'credentials');
  const input = { formType: 'Lookup' as const, modelKey: 'credentials', credentials, reCaptchaResponse: 'captcha-token', csrf: token };

  it('sends the credentials model under the caller-given key with the captcha token, as JSON', async () => {
    server.on('POST /api/forms/lookup/authorize', {
      status: 200,
      body: { authorized: true, prepopulatedData: [{ metadata: { DtoMapping: 'prepopulatedData' }, fields: { FirstName: 'Ada' } }] },
    });
    const result = await client.authorize(input);
    expect(result).toEqual({
      status: 200,
      authorized: true,
      error: null,
      captcha: null,
      prepopulatedData: [{ metadata: { DtoMapping: 'prepopulatedData' }, fields: { FirstName: 'Ada' } }],
    });
    const [request] = server.received;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-csrf-token']).toBe('token-123');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({ reCaptchaResponse: 'captcha-token', credentials });
  });

  it('asks for the messages the server words itself in the culture the page shows', async () => {
    server.on('POST /api/forms/lookup/authorize', { status: 401, body: { authorized: false, error: 'Le code ne correspond pas.' } });
    vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
    try {
      await client.authorize(input);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(server.received[0]?.headers['accept-language']).toBe('fr');
  });

  it.each([400, 401])('returns a %i as a failed result carrying the server fields', async (status) => {
    server.on('POST /api/forms/lookup/authorize', { status, body: { authorized: false, error: 'The claim ID or PIN is wrong.' } });
    await expect(client.authorize(input)).resolves.toMatchObject({ status, authorized: false, error: 'The claim ID or PIN is wrong.' });
  });

  it('reads a 401 that only carries an error as not authorized', async () => {
    server.on('POST /api/forms/lookup/authorize', { status: 401, body: { error: 'Invalid recaptcha value' } });
    await expect(client.authorize(input)).resolves.toMatchObject({ authorized: false, error: 'Invalid recaptcha value' });
  });

  it('treats a failed status that claims authorized true as a contract break', async () => {
    server.on('POST /api/forms/lookup/authorize', { status: 401, body: { authorized: true } });
    await expectApiError(client.authorize(input), { kind: 'contract', userMessage: PROBLEM_OCCURRED });
  });

  it.each([403, 404, 500])('fails on %i with the problem message', async (status) => {
    server.on('POST /api/forms/lookup/authorize', { status });
    await expectApiError(client.authorize(input), {
      kind: 'status',
      status,
      userMessage: PROBLEM_OCCURRED,
      endpoint: 'POST /api/forms/lookup/authorize',
    });
  });

  it("goes to each form type's path", async () => {
    server.on('POST /api/forms/documents-upload/authorize', { status: 200, body: { authorized: true } });
    await expect(client.authorize({ ...input, formType: 'DocumentsUpload' })).resolves.toMatchObject({ authorized: true });
  });

  it('refuses to run without a CSRF token and sends nothing', async () => {
    await expectApiError(client.authorize({ ...input, csrf: undefined }), { kind: 'no-csrf-token', userMessage: PROBLEM_OCCURRED });
    expect(server.received).toHaveLength(0);
  });
});

describe('POST /api/telemetry/tracking', () => {
  const event = { formType: 'Standard' as const, fieldKey: 'EmailAddress', fieldValue: 'ada@example.com', csrf: token };

  it('sends the event as given with the CSRF header; a 204 is success', async () => {
    server.on('POST /api/telemetry/tracking', { status: 204 });
    await expect(client.track(event)).resolves.toBeUndefined();
    const [request] = server.received;
    expect(request?.headers['x-csrf-token']).toBe('token-123');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
      formType: 'Standard',
      fieldKey: 'EmailAddress',
      fieldValue: 'ada@example.com',
    });
  });

  it.each([400, 403, 500])('fails on %i with the problem message', async (status) => {
    server.on('POST /api/telemetry/tracking', { status });
    await expectApiError(client.track(event), { kind: 'status', status, userMessage: PROBLEM_OCCURRED });
  });

  it('refuses to run without a CSRF token and sends nothing', async () => {
    await expectApiError(client.track({ ...event, csrf: null }), { kind: 'no-csrf-token', userMessage: PROBLEM_OCCURRED });
    expect(server.received).toHaveLength(0);
  });
});
