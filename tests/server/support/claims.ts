import { createHash, randomBytes } from 'node:crypto';
import type { PayloadModel, SubmissionPayload } from '@/contract/api';
import type { FormType } from '@/contract/form-types';
import { demoModelConfigs } from '@server/demo/model-configs';
import type { Browser } from './server';

/** A model as the client sends it: camelCase metadata and fields, and its config's metadataHash. */
export function model(formType: FormType, dtoMapping: string, clientId: string, fields: Record<string, unknown>): PayloadModel {
  const config = demoModelConfigs.find((c) => c.metadata.FormType === formType && c.metadata.DtoMapping === dtoMapping);
  return { clientId, id: null, metadataHash: config?.metadataHash ?? 'no-such-config', metadata: { dtoMapping, formType }, claimTransactionId: null, fields };
}

/** A document to upload: bytes that look like its type. */
export interface TestDocument {
  clientId: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A small PDF-looking document. */
export function pdf(clientId: string, name: string, size = 4096): TestDocument {
  return { clientId, name, type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]) };
}

/** A small PNG-looking document. */
export function png(clientId: string, name: string, size = 2048): TestDocument {
  return { clientId, name, type: 'image/png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]) };
}

/** SHA-256 of a document's bytes, hex. */
export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A complete Standard claim as the demo configs describe it, with one document model per file. */
export function standardPayload(documents: readonly TestDocument[], overrides: Partial<SubmissionPayload> = {}): SubmissionPayload {
  return {
    reCaptchaResponse: 'test-pass-ABCDEFGH12345678',
    userPreferredCulture: 'en',
    captchaRawValue: null,
    documents: documents.length ? documents.map((d) => ({ clientId: d.clientId, name: d.name, size: d.bytes.length, type: d.type })) : null,
    signature: model('Standard', 'signature', 'signature-a1b2c3d4', { signatureText: 'Dana Whitfield', attestation: true, signatureDate: '03/14/2025' }),
    claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', {
      firstName: 'Dana',
      middleInitial: 'R',
      lastName: 'Whitfield',
      mailingStreetLine1: '1200 Harbor Way',
      mailingStreetLine2: null,
      mailingCity: 'Sacramento',
      mailingSubDivision: 'CA',
      mailingPostalCode: '95814',
      mailingSubDivisionNonUS: null,
      mailingPostalCodeNonUS: null,
      mailingCountry: 'US',
      emailAddress: 'dana.whitfield@example.com',
      confirmEmailAddress: 'dana.whitfield@example.com',
      phoneNumber: '(916) 555-0187',
      confirmPhoneNumber: '(916) 555-0187',
      internationalPhone: null,
    }),
    credentials: null,
    claimDetails: model('Standard', 'claimDetails', 'claimDetails-i9j0k1l2', {
      productType: 'Dishwasher',
      productModel: 'BW-200',
      purchaseDate: '06/15/2022',
      purchaseAmount: '649.99',
      quantity: '1',
      purchaseLocation: 'InStore',
      retailer: 'BrightMart',
      experiencedLeak: true,
      problemDescription: 'Water leaked under the door after six months.',
      paymentMethod: 'Check',
      payPalEmailAddress: null,
      confirmPayPalEmailAddress: null,
      payPalAuthCode: null,
      checkPayeeName: 'Dana Whitfield',
    }),
    prepopulatedData: [],
    documentContexts: documents.map((d) =>
      model('Standard', 'documentContexts', d.clientId, { documentType: 'Receipt', documentDescription: null, file: null, name: d.name, size: d.bytes.length, type: d.type }),
    ),
    claimTransactions: [model('Standard', 'claimTransactions', 'claimTransactions-m3n4o5p6', { transactionDate: '06/15/2022', transactionAmount: '650', storeName: 'BrightMart' })],
    ...overrides,
  };
}

/** The multipart body of a submission: the JSON part first, then one file part per document. */
export function claimForm(payload: unknown, documents: readonly Pick<TestDocument, 'clientId' | 'name' | 'type' | 'bytes'>[]): FormData {
  const form = new FormData();
  form.append('payload', typeof payload === 'string' ? payload : JSON.stringify(payload));
  for (const d of documents) form.append(d.clientId, new Blob([new Uint8Array(d.bytes)], { type: d.type }), d.name);
  return form;
}

/** POSTs a claim as the client does (CSRF header, Idempotency-Key when given). */
export function submitClaim(browser: Browser, segment: string, form: FormData, idempotencyKey?: string): Promise<Response> {
  return browser.fetch(`/api/forms/${segment}`, {
    method: 'POST',
    body: form,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}
