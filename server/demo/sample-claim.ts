// A complete, valid Standard claim of the demo settlement as the client sends it, for the
// server's tests and benchmark: camelCase fields, the configs' metadata hashes, one document
// model per file.
import type { PayloadModel, SubmissionPayload } from '../../src/contract/api';
import type { FormType } from '../../src/contract/form-types';
import { demoModelConfigs } from './model-configs';

/** A model as the client sends it: camelCase metadata and fields, and its config's metadataHash. */
export function sampleModel(formType: FormType, dtoMapping: string, clientId: string, fields: Record<string, unknown>): PayloadModel {
  const config = demoModelConfigs.find((c) => c.metadata.FormType === formType && c.metadata.DtoMapping === dtoMapping);
  return { clientId, id: null, metadataHash: config?.metadataHash ?? 'no-such-config', metadata: { dtoMapping, formType }, claimTransactionId: null, fields };
}

/** A document announced in a sample claim. */
export interface SampleDocument {
  clientId: string;
  name: string;
  size: number;
  type: string;
}

/** A Standard claim by the demo claimant Dana Whitfield, paid by check, with these documents. */
export function sampleStandardClaim(documents: readonly SampleDocument[], overrides: Partial<SubmissionPayload> = {}): SubmissionPayload {
  const m = (mapping: string, clientId: string, fields: Record<string, unknown>) => sampleModel('Standard', mapping, clientId, fields);
  return {
    reCaptchaResponse: 'test-pass-ABCDEFGH12345678',
    userPreferredCulture: 'en',
    captchaRawValue: null,
    documents: documents.length ? documents.map(({ clientId, name, size, type }) => ({ clientId, name, size, type })) : null,
    signature: m('signature', 'signature-a1b2c3d4', { signatureText: 'Dana Whitfield', attestation: true, signatureDate: '03/14/2025' }),
    claimantInfo: m('claimantInfo', 'claimantInfo-e5f6g7h8', {
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
    claimDetails: m('claimDetails', 'claimDetails-i9j0k1l2', {
      productType: 'Dishwasher',
      productModel: 'BW-200',
      purchaseDate: '06/15/2022',
      purchaseAmount: '649.99',
      quantity: '1',
      purchaseLocation: 'InStore',
      retailer: 'BrightMart',
      orderConfirmationUrl: null,
      experiencedLeak: true,
      experiencedControlFailure: false,
      experiencedOther: false,
      problemDescription: 'Water leaked under the door after six months.',
      paymentMethod: 'Check',
      payPalEmailAddress: null,
      confirmPayPalEmailAddress: null,
      payPalAuthCode: null,
      checkPayeeName: 'Dana Whitfield',
    }),
    prepopulatedData: [],
    documentContexts: documents.map((d) =>
      m('documentContexts', d.clientId, { documentType: 'Receipt', documentDescription: null, file: null, name: d.name, size: d.size, type: d.type }),
    ),
    claimTransactions: [m('claimTransactions', 'claimTransactions-m3n4o5p6', { transactionDate: '06/15/2022', transactionAmount: '650', storeName: 'BrightMart' })],
    ...overrides,
  };
}
