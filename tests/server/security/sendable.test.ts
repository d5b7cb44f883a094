// The server re-checks everything the app could have sent, and nothing else: a claim holding a
// value no widget yields, an option no select offers, a value in a field its dependencies hide,
// fewer records than a table's minimum, or fields and models the form does not have is refused
// with 400 and the submission error, and nothing of it is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayloadModel, SubmissionPayload } from '@/contract/api';
import { SUBMISSION_FAILED } from '@/contract/messages';
import { countClaims } from '@server/db/claims';
import { claimForm, model, pdf, standardPayload, submitClaim } from '../support/claims';
import { Browser, startTestServer, storedDocuments, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ captchaProvider: 'test' });
});
afterAll(async () => {
  await server?.cleanup();
});

const doc = pdf('documentContexts-doc00001', 'receipt.pdf');

function withFields(payload: SubmissionPayload, slot: 'claimDetails' | 'claimantInfo', fields: Record<string, unknown>): SubmissionPayload {
  const current = payload[slot]!;
  return { ...payload, [slot]: { ...current, fields: { ...current.fields, ...fields } } };
}

const cases: [string, (payload: SubmissionPayload) => SubmissionPayload][] = [
  ['an option no select offers (paymentMethod "Bitcoin")', (p) => withFields(p, 'claimDetails', { paymentMethod: 'Bitcoin' })],
  ['a product model no select offers', (p) => withFields(p, 'claimDetails', { productModel: 'BW-999' })],
  ['a number where the widget yields text', (p) => withFields(p, 'claimantInfo', { firstName: 42 })],
  ['an array where the widget yields text', (p) => withFields(p, 'claimantInfo', { lastName: ['Whitfield'] })],
  ['an object where the widget yields text', (p) => withFields(p, 'claimantInfo', { mailingCity: { $ne: null } })],
  ['text where a checkbox yields true or false', (p) => withFields(p, 'claimDetails', { experiencedLeak: 'yes' })],
  ['a value in a field its dependencies hide', (p) => withFields(p, 'claimantInfo', { mailingPostalCodeNonUS: 'SW1A 1AA' })],
  ['a PayPal email while paying by check', (p) => withFields(p, 'claimDetails', { payPalEmailAddress: 'someone@example.com' })],
  ['a masked value the mask cannot store', (p) => withFields(p, 'claimantInfo', { mailingPostalCode: '95814-12345678' })],
  ['an unknown field', (p) => withFields(p, 'claimDetails', { isAdmin: true })],
  ['a megabyte of junk in an unknown field', (p) => withFields(p, 'claimantInfo', { junk: 'x'.repeat(1_000_000) })],
  ['fewer transactions than the table’s minimum', (p) => ({ ...p, claimTransactions: [] })],
  ['no claimant information at all', (p) => ({ ...p, claimantInfo: null })],
  [
    'a model the form does not have',
    (p) => ({ ...p, credentials: model('Standard', 'credentials', 'credentials-zz000001', { claimId: 'BW-100200' }) }),
  ],
  [
    'a second claimant-info model in a list',
    (p) => ({ ...p, prepopulatedData: [{ ...(p.claimantInfo as PayloadModel), clientId: 'claimantInfo-x9' }] }),
  ],
];

async function send(payload: SubmissionPayload): Promise<Response> {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  return submitClaim(browser, 'standard', claimForm(payload, [doc]));
}

describe('a Standard claim', () => {
  it('is stored as the app sends it', async () => {
    expect((await send(standardPayload([doc]))).status).toBe(200);
  });

  it.each(cases)('is refused with %s, and nothing is stored', async (_name, mutate) => {
    const before = { claims: await countClaims(server.context.db), documents: await storedDocuments(server) };
    const response = await send(mutate(standardPayload([doc])));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    expect({ claims: await countClaims(server.context.db), documents: await storedDocuments(server) }).toEqual(before);
  });

  it('answers what the app cannot have sent with the submission error', async () => {
    const response = await send(withFields(standardPayload([doc]), 'claimDetails', { paymentMethod: 'Bitcoin' }));
    expect(((await response.json()) as { error: string }).error).toBe(SUBMISSION_FAILED);
  });
});
