import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayloadModel } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { PROBLEM_OCCURRED, REQUEST_FAILED, SUBMISSION_FAILED } from '@/contract/messages';
import type { ModelConfig } from '@/contract/model-config';
import { submittingFormTypes, type FormType, type SubmittingFormType } from '@/contract/form-type-names';
import type { ApiClient, SubmitInput } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';
import { submitMutation } from '@/lib/api/mutations';
import { toWhitelist } from '@/engine/rules/context';
import { checkSubmission } from '@/engine/submission-check';
import {
  captchaConfigQuery,
  csrfQuery,
  cultureContentQuery,
  culturesQuery,
  deadlinesQuery,
  formsConfigQuery,
  payPalSettingsQuery,
  signatureDateQuery,
  whitelistQuery,
} from '@/lib/api/queries';
import type { UploadProgress } from '@/lib/api/transport';
import { xhrTransport } from '@/lib/api/transport';
import type { RunningServer } from '@server/http/listen';
import { startServer } from '@server/http/listen';
import { sampleClaim, sampleCredentials, withFields } from '../support/sample-claim';
import { CookieJar, jarFetchTransport, nodeXhr } from './support/node-browser';
import { expectApiError } from './support/fixtures';

// Every call of the calls table, made by the real client against the real reference server over
// HTTP (port 0, a temporary data folder). A cookie jar and an XMLHttpRequest stand-in over
// node:http play the browser's part, so the multipart submit reports real upload progress.

const captchaToken = 'test-pass-abcdefgh12';
// The sample claims are filed by this claimant: her credentials authorize Automotive and DocumentsUpload.
const demoCredentials = sampleCredentials;

let server: RunningServer;
let dataDir: string;
let configs: ModelConfig[];

/** A browser session: its own cookies, its own client. */
function session() {
  const jar = new CookieJar();
  const client = createApiClient({ baseUrl: server.url, transport: jarFetchTransport(jar), uploadTransport: xhrTransport(nodeXhr(jar)) });
  return { jar, client };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'claims-api-client-'));
  // An empty build: these tests call the API only, and a missing folder makes the static file
  // handler warn at every request that reaches it.
  const distDir = join(dataDir, 'dist');
  await mkdir(distDir);
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir });
  configs = (await session().client.formsConfig()) ?? [];
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A client model for a config, fields null unless given (camelCase keys, as the app sends them). */
function modelFor(formType: FormType, mapping: string, clientId: string, fields: Record<string, unknown> = {}): PayloadModel {
  const config = configs.find((c) => c.metadata.formType === formType && c.metadata.dtoMapping === mapping);
  if (!config) throw new Error(`The demo has no ${formType} ${mapping} config`);
  return {
    clientId,
    id: null,
    metadataHash: config.metadataHash,
    metadata: config.metadata,
    fields: { ...Object.fromEntries(config.fields.map((f) => [f.key, null])), ...fields },
  };
}

function pdf(name: string, kilobytes: number): File {
  return new File(['%PDF-1.4\n', 'x'.repeat(kilobytes * 1024)], name, { type: 'application/pdf' });
}

/** A complete, valid claim of a form type (the server's sample claim) with one document under
 *  this test's own document id; claimDetails overrides replace single answers. */
function claim(
  formType: SubmittingFormType,
  overrides: { claimDetails?: Record<string, unknown>; file?: File; key?: string; reCaptchaResponse?: string | null } = {},
) {
  const docId = `documentContexts-${formType.slice(0, 3).toLowerCase()}00001`;
  const file = overrides.file ?? pdf('receipt.pdf', 300);
  const sample = sampleClaim(formType, [{ clientId: docId, name: file.name, size: file.size, type: file.type }]);
  const { documents: _announced, ...payload } = sample;
  const input: Omit<SubmitInput, 'csrf'> = {
    formType,
    idempotencyKey: overrides.key ?? `key-${formType}-${Math.random().toString(36).slice(2, 12)}`,
    documents: [{ clientId: docId, file }],
    payload: {
      ...payload,
      reCaptchaResponse: overrides.reCaptchaResponse === undefined ? captchaToken : overrides.reCaptchaResponse,
      claimDetails: overrides.claimDetails ? withFields(payload.claimDetails, overrides.claimDetails) : payload.claimDetails,
    },
  };
  return input;
}

describe('the sample claims the submit tests send', () => {
  const modelCounts = { Standard: 5, Automotive: 6, DocumentsUpload: 3 } as const;

  it.each(submittingFormTypes)("a %s sample passes the form's rules against the served configs", async (formType) => {
    const allowed = await session().client.charactersWhitelist();
    expect(allowed).toEqual(expect.any(String));
    const whitelist = toWhitelist(allowed ?? '');
    const document = { clientId: 'documentContexts-check0001', name: 'receipt.pdf', size: 1024, type: 'application/pdf' };
    const check = checkSubmission(sampleClaim(formType, [document]), configs, formType, {
      whitelist,
      filesByClientId: { [document.clientId]: [document] },
    });
    expect(check.problems).toEqual([]);
    expect(check.errors).toEqual({});
    expect(check.models).toHaveLength(modelCounts[formType]);
  });
});

describe('the GET calls', () => {
  let client: ApiClient;
  beforeEach(() => {
    client = session().client;
  });

  it('csrf answers the header name and a token, and sets the session cookie', async () => {
    const { jar, client: fresh } = session();
    const token = await fresh.csrf();
    expect(token).toEqual({ requestHeaderName: expect.any(String), requestToken: expect.stringMatching(/.{20,}/) });
    expect(jar.header()).toMatch(/=/);
  });

  it('deadlines answer every deadline key', async () => {
    const deadlines = await client.deadlines();
    const keys = 'en' in deadlines ? Object.keys(deadlines.en.deadlines) : Object.keys(deadlines.deadlines);
    expect(keys).toEqual(
      expect.arrayContaining([
        'globalDeadline',
        'claimFilingDeadline',
        'automotiveFilingDeadline',
        'lookupFilingDeadline',
        'documentsUploadFilingDeadline',
      ]),
    );
  });

  it('characters-whitelist answers the allowed characters', async () => {
    expect(await client.charactersWhitelist()).toEqual(expect.stringContaining('a'));
  });

  it('captcha answers the offline test provider with its site key', async () => {
    await expect(client.captcha()).resolves.toEqual({ provider: 'test', siteKey: 'test-site-key' });
  });

  it('paypal-settings answer the five fields', async () => {
    expect(Object.keys(await client.payPalSettings()).sort()).toEqual([
      'authCodeExpiration',
      'clientId',
      'enabled',
      'invalidPayPalVerification',
      'loginUrl',
    ]);
  });

  it('forms/config answers model configs for all four form types', async () => {
    const answer = await client.formsConfig();
    expect(new Set(answer?.map((c) => c.metadata.formType))).toEqual(new Set(['Standard', 'Lookup', 'Automotive', 'DocumentsUpload']));
  });

  it('signature-date answers MM/dd/yyyy for each culture; an unknown culture fails with the request message', async () => {
    await expect(client.signatureDate('en')).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(client.signatureDate('es')).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectApiError(client.signatureDate('xx'), { kind: 'status', status: 400, userMessage: REQUEST_FAILED });
  });

  it('cultures answer English and Spanish', async () => {
    await expect(client.cultures()).resolves.toMatchObject({ en: expect.any(String), es: expect.any(String) });
  });

  it('culture/content answers the copy of a culture; an unknown culture fails with the request message', async () => {
    const en = await client.cultureContent('en');
    const es = await client.cultureContent('es');
    expect(en.length).toBeGreaterThan(10);
    expect(es.map((e) => e.key)).toEqual(expect.arrayContaining(en.map((e) => e.key).slice(0, 5)));
    await expectApiError(client.cultureContent('xx'), { kind: 'status', status: 404, userMessage: REQUEST_FAILED });
  });

  it('every query option resolves through a query client', async () => {
    const queryClient = new QueryClient();
    const results = await Promise.all([
      queryClient.fetchQuery(csrfQuery(client)),
      queryClient.fetchQuery(deadlinesQuery(client)),
      queryClient.fetchQuery(whitelistQuery(client)),
      queryClient.fetchQuery(captchaConfigQuery(client)),
      queryClient.fetchQuery(payPalSettingsQuery(client)),
      queryClient.fetchQuery(formsConfigQuery(client)),
      queryClient.fetchQuery(signatureDateQuery('en', client)),
      queryClient.fetchQuery(culturesQuery(client)),
      queryClient.fetchQuery(cultureContentQuery('es', client)),
    ]);
    for (const result of results) expect(result).not.toBeNull();
    queryClient.clear();
  });
});

describe('authorize', () => {
  const credentials = (formType: FormType, fields: Record<string, unknown>) =>
    modelFor(formType, 'credentials', 'credentials-abcd1234', fields);

  it("demo credentials authorize with the claimant's prepopulated data", async () => {
    const { client } = session();
    const result = await client.authorize({
      formType: 'Lookup',
      modelKey: 'credentials',
      credentials: credentials('Lookup', demoCredentials),
      reCaptchaResponse: captchaToken,
      csrf: await client.csrf(),
    });
    expect(result).toMatchObject({ status: 200, authorized: true, error: null });
    expect(result.prepopulatedData[0]?.fields).toMatchObject({ ClaimStatus: 'Received' });
  });

  it("a wrong PIN is a 401 failed result with the server's message", async () => {
    const { client } = session();
    const result = await client.authorize({
      formType: 'Lookup',
      modelKey: 'credentials',
      credentials: credentials('Lookup', { claimId: demoCredentials.claimId, pin: '0000' }),
      reCaptchaResponse: captchaToken,
      csrf: await client.csrf(),
    });
    expect(result).toMatchObject({ status: 401, authorized: false, error: expect.stringMatching(/\S/) });
  });

  it('a missing captcha token is a 400 failed result naming the captcha', async () => {
    const { client } = session();
    const result = await client.authorize({
      formType: 'Automotive',
      modelKey: 'credentials',
      credentials: credentials('Automotive', demoCredentials),
      reCaptchaResponse: null,
      csrf: await client.csrf(),
    });
    expect(result).toMatchObject({ status: 400, authorized: false, error: 'Invalid recaptcha value' });
  });

  it('a token from another session is refused (403) with the problem message', async () => {
    const { client } = session();
    const stranger = await session().client.csrf();
    await expectApiError(
      client.authorize({
        formType: 'Lookup',
        modelKey: 'credentials',
        credentials: credentials('Lookup', demoCredentials),
        reCaptchaResponse: captchaToken,
        csrf: stranger,
      }),
      { kind: 'status', status: 403, userMessage: PROBLEM_OCCURRED, endpoint: `POST ${endpoints.authorize('Lookup')}` },
    );
  });
});

describe('tracking', () => {
  it('accepts a field event', async () => {
    const { client } = session();
    await expect(
      client.track({ formType: 'Standard', fieldKey: 'emailAddress', fieldValue: 'dana@example.com', csrf: await client.csrf() }),
    ).resolves.toBeUndefined();
  });

  it('an over-long value is refused with the problem message', async () => {
    const { client } = session();
    await expectApiError(
      client.track({ formType: 'Standard', fieldKey: 'problemDescription', fieldValue: 'x'.repeat(5000), csrf: await client.csrf() }),
      {
        kind: 'status',
        status: 400,
        userMessage: PROBLEM_OCCURRED,
      },
    );
  });
});

describe('submit', () => {
  it('stores a Standard claim with its document, reporting upload progress to the last byte', async () => {
    const { client } = session();
    const progress: UploadProgress[] = [];
    const result = await client.submit({ ...claim('Standard'), csrf: await client.csrf(), onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({
      status: 200,
      referenceCodeForm: expect.stringMatching(/\S/),
      error: null,
      nonMatchingPaymentElection: false,
    });
    expect(progress.length).toBeGreaterThan(2);
    const last = progress.at(-1)!;
    expect(last.loaded).toBe(last.total);
    expect(last.total).toBeGreaterThan(300 * 1024);
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b));
  });

  it('a retry with the same idempotency key answers the same reference code; other answers under it are refused', async () => {
    const { client } = session();
    const csrf = await client.csrf();
    const input = claim('Standard', { key: 'retry-key-0001' });
    const first = await client.submit({ ...input, csrf });
    const retry = await client.submit({ ...input, csrf });
    expect(retry.referenceCodeForm).toBe(first.referenceCodeForm);
    const changed = claim('Standard', { key: 'retry-key-0001', claimDetails: { productModel: 'BW-300' } });
    await expectApiError(client.submit({ ...changed, csrf }), { kind: 'status', status: 422, userMessage: SUBMISSION_FAILED });
  });

  it('a PayPal election with an unverified account is a 400 result with nonMatchingPaymentElection', async () => {
    const { client } = session();
    const input = claim('Standard', {
      claimDetails: {
        paymentMethod: 'PayPal',
        payPalEmailAddress: 'someone.else@example.com',
        confirmPayPalEmailAddress: 'someone.else@example.com',
        checkPayeeName: null,
      },
    });
    await expect(client.submit({ ...input, csrf: await client.csrf() })).resolves.toMatchObject({
      status: 400,
      nonMatchingPaymentElection: true,
      referenceCodeForm: null,
    });
  });

  it("a missing captcha token is a 400 result carrying the server's error", async () => {
    const { client } = session();
    await expect(client.submit({ ...claim('Standard', { reCaptchaResponse: null }), csrf: await client.csrf() })).resolves.toMatchObject({
      status: 400,
      error: 'Invalid recaptcha value',
      referenceCodeForm: null,
    });
  });

  it('a file that is not what its name says is a 400 result naming the file', async () => {
    const { client } = session();
    const fake = new File(['MZ not really a pdf'], 'fake.pdf', { type: 'application/pdf' });
    const result = await client.submit({ ...claim('Standard', { file: fake }), csrf: await client.csrf() });
    expect(result).toMatchObject({ status: 400, referenceCodeForm: null, error: expect.stringContaining('fake.pdf') });
  });

  it('documents-upload before authorizing is refused (401) with the submission message', async () => {
    const { client } = session();
    await expectApiError(client.submit({ ...claim('DocumentsUpload'), csrf: await client.csrf() }), {
      kind: 'status',
      status: 401,
      userMessage: SUBMISSION_FAILED,
    });
  });

  it('documents-upload and automotive succeed after authorizing in the same session', async () => {
    const { client } = session();
    for (const formType of ['DocumentsUpload', 'Automotive'] as const) {
      const before = await client.csrf();
      const authorized = await client.authorize({
        formType,
        modelKey: 'credentials',
        credentials: modelFor(formType, 'credentials', 'credentials-abcd1234', demoCredentials),
        reCaptchaResponse: captchaToken,
        csrf: before,
      });
      expect(authorized.authorized).toBe(true);
      // Authorizing replaces the session id, and with it the token.
      const csrf = await client.csrf();
      expect(csrf?.requestToken).not.toBe(before?.requestToken);
      await expect(client.submit({ ...claim(formType), csrf })).resolves.toMatchObject({
        status: 200,
        referenceCodeForm: expect.stringMatching(/\S/),
      });
    }
  });

  it('without the session cookie the server refuses the token (403) with the submission message', async () => {
    const { jar, client } = session();
    const csrf = await client.csrf();
    jar.clear();
    await expectApiError(client.submit({ ...claim('Standard'), csrf }), { kind: 'status', status: 403, userMessage: SUBMISSION_FAILED });
  });

  it('the submit mutation fetches the token itself and stores the claim', async () => {
    const { client } = session();
    const queryClient = new QueryClient();
    const result = await new MutationObserver(queryClient, submitMutation(queryClient, client)).mutate(claim('Standard'));
    expect(result).toMatchObject({ status: 200, referenceCodeForm: expect.stringMatching(/\S/) });
    queryClient.clear();
  });
});

describe('contract mismatches from the real server', () => {
  it('the client logs nothing for any answer of the reference server', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { client } = session();
    await Promise.all([client.deadlines(), client.formsConfig(), client.cultureContent('en'), client.payPalSettings()]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
