// A claim of a form that authorizes is tied to the claim ID its session authorized: a body that
// names another claim ID, none, or no credentials at all is refused and nothing is stored; the
// stored claim carries the session's claim ID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionPayload } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { countClaims, findClaimByReference } from '@server/db/claims';
import { sampleAutomotiveClaim, sampleDocumentsUploadClaim } from '../../support/sample-claim';
import { claimForm, model, pdf, submitClaim, type TestDocument } from '../support/claims';
import { Browser, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ captchaProvider: 'test' });
});
afterAll(async () => {
  await server?.cleanup();
});

type Form = 'Automotive' | 'DocumentsUpload';
const segment = { Automotive: 'automotive', DocumentsUpload: 'documents-upload' } as const;

async function authorizedAs(formType: Form): Promise<Browser> {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  const response = await browser.postJson(endpoints.authorize(formType), {
    reCaptchaResponse: 'test-pass-ABCDEFGH',
    credentials: model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }),
  });
  expect(response.status).toBe(200);
  return browser;
}

function claim(formType: Form, doc: TestDocument, credentials: SubmissionPayload['credentials'] | 'keep'): SubmissionPayload {
  const announced = [{ clientId: doc.clientId, name: doc.name, size: doc.bytes.length, type: doc.type }];
  const payload = formType === 'Automotive' ? sampleAutomotiveClaim(announced) : sampleDocumentsUploadClaim(announced);
  return credentials === 'keep' ? payload : { ...payload, credentials };
}

const docFor = (formType: Form) =>
  pdf(formType === 'Automotive' ? 'documentContexts-doc00001' : 'DocumentContexts-doc00001', 'invoice.pdf');

describe.each(['Automotive', 'DocumentsUpload'] as const)('%s, authorized as BW-100200', (formType) => {
  const refusals: [string, (fields: Record<string, unknown>) => SubmissionPayload['credentials']][] = [
    ['another claim ID', () => model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100300', pin: null })],
    ['no claim ID', () => model(formType, 'credentials', 'credentials-q7r8s9t0', { pin: null })],
    ['a claim ID that is not text', () => model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId: ['BW-100300'], pin: null })],
    ['credentials: null', () => null],
    [
      'the right claim ID beside another spelling of the key naming another',
      () => model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', ClaimId: 'BW-100300', pin: null }),
    ],
  ];

  it.each(refusals)('refuses a claim with %s and stores nothing', async (_name, credentials) => {
    const browser = await authorizedAs(formType);
    const doc = docFor(formType);
    const before = await countClaims(server.context.db);
    const response = await submitClaim(browser, segment[formType], claimForm(claim(formType, doc, credentials({})), [doc]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('The claim ID in this claim is not the one you signed in with.');
    expect(await countClaims(server.context.db)).toBe(before);
  });

  it('stores the session’s claim ID when the claim names it in another case', async () => {
    const browser = await authorizedAs(formType);
    const doc = docFor(formType);
    const credentials = model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId: 'bw-100200', pin: '4321' });
    const response = await submitClaim(browser, segment[formType], claimForm(claim(formType, doc, credentials), [doc]));
    expect(response.status).toBe(200);
    const { referenceCodeForm } = (await response.json()) as { referenceCodeForm: string };
    const stored = await findClaimByReference(server.context.db, referenceCodeForm);
    expect((stored!.payload as { credentials: { fields: { claimId: unknown } } }).credentials.fields.claimId).toBe('BW-100200');
  });
});

describe('a hidden field filled from the claimant’s record', () => {
  it.each([
    ['another name', { claimantName: 'Mallory Forger' }],
    ['another name under a second spelling of the key', { claimantName: 'Dana Whitfield', ClaimantName: 'Mallory Forger' }],
    ['no name', {}],
  ])('is stored as the record has it when the client sends %s', async (_name, fields) => {
    const browser = await authorizedAs('DocumentsUpload');
    const doc = docFor('DocumentsUpload');
    const payload = claim('DocumentsUpload', doc, 'keep');
    const prepopulated = model('DocumentsUpload', 'prepopulatedData', 'prepopulatedData-c9d0e1f2', fields);
    const response = await submitClaim(browser, 'documents-upload', claimForm({ ...payload, prepopulatedData: [prepopulated] }, [doc]));
    expect(response.status).toBe(200);
    const { referenceCodeForm } = (await response.json()) as { referenceCodeForm: string };
    const stored = await findClaimByReference(server.context.db, referenceCodeForm);
    const kept = (stored!.payload as SubmissionPayload).prepopulatedData;
    expect(kept.map((item) => item.fields)).toEqual([{ claimantName: 'Dana Whitfield' }]);
    expect(JSON.stringify(stored!.payload)).not.toContain('Mallory');
  });
});
