// Complete, valid claims of the demo settlement package (settlements/demo) as the client sends
// them, one per submitting form type, for the server's tests, the client API tests and the
// benchmark: camelCase fields in the formats the widgets store (masks applied), the configs'
// metadata hashes, one document model per file. Each passes the server's re-check
// (checkSubmission) against the demo package's configs.
import type { PayloadModel, SubmissionPayload } from '../../src/contract/api';
import type { FormType, SubmittingFormType } from '../../src/contract/form-type-names';
import { loadSettlementFilesSync } from '../../server/settlement/load';

const demo = loadSettlementFilesSync();

/** A model as the client sends it: camelCase metadata and fields, and its config's metadataHash. */
export function sampleModel(formType: FormType, dtoMapping: string, clientId: string, fields: Record<string, unknown>): PayloadModel {
  const config = demo.modelConfigOf(formType, dtoMapping);
  return {
    clientId,
    id: null,
    metadataHash: config?.metadataHash ?? 'no-such-config',
    metadata: { dtoMapping, formType },
    claimTransactionId: null,
    fields,
  };
}

/** A copy of a sample model with some fields replaced (a claim that differs in a few answers). */
export function withFields(model: PayloadModel | null, fields: Record<string, unknown>): PayloadModel {
  if (!model) throw new Error('withFields: the sample claim has no such model');
  return { ...model, fields: { ...model.fields, ...fields } };
}

/** A document announced in a sample claim. */
interface SampleDocument {
  clientId: string;
  name: string;
  size: number;
  type: string;
}

/** The demo claimant the samples are filed by; her credentials unlock Automotive and DocumentsUpload. */
export const sampleCredentials = { claimId: 'BW-100200', pin: '4321' } as const;

function envelope(
  documents: readonly SampleDocument[],
): Pick<SubmissionPayload, 'reCaptchaResponse' | 'userPreferredCulture' | 'captchaRawValue' | 'documents'> {
  return {
    reCaptchaResponse: 'test-pass-ABCDEFGH12345678',
    userPreferredCulture: 'en',
    captchaRawValue: null,
    documents: documents.length ? documents.map(({ clientId, name, size, type }) => ({ clientId, name, size, type })) : null,
  };
}

function signature(formType: SubmittingFormType): PayloadModel {
  return sampleModel(formType, 'signature', 'signature-a1b2c3d4', {
    signatureText: 'Dana Whitfield',
    attestation: true,
    signatureDate: '03/14/2025',
  });
}

function credentials(formType: SubmittingFormType): PayloadModel {
  return sampleModel(formType, 'credentials', 'credentials-q7r8s9t0', { ...sampleCredentials });
}

function claimantInfo(formType: SubmittingFormType): PayloadModel {
  return sampleModel(formType, 'claimantInfo', 'claimantInfo-e5f6g7h8', {
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
  });
}

/** Payment by check, the election that needs no PayPal verification. */
const checkPayment = {
  paymentMethod: 'Check',
  payPalEmailAddress: null,
  confirmPayPalEmailAddress: null,
  payPalAuthCode: null,
  checkPayeeName: 'Dana Whitfield',
} as const;

function documentContexts(
  formType: SubmittingFormType,
  mapping: 'documentContexts' | 'DocumentContexts',
  documents: readonly SampleDocument[],
  documentType: string,
): PayloadModel[] {
  return documents.map((d) =>
    sampleModel(formType, mapping, d.clientId, {
      documentType,
      documentDescription: null,
      file: null,
      name: d.name,
      size: d.size,
      type: d.type,
    }),
  );
}

/** A Standard claim by the demo claimant Dana Whitfield, paid by check, with these documents. */
export function sampleStandardClaim(documents: readonly SampleDocument[], overrides: Partial<SubmissionPayload> = {}): SubmissionPayload {
  return {
    ...envelope(documents),
    signature: signature('Standard'),
    claimantInfo: claimantInfo('Standard'),
    credentials: null,
    claimDetails: sampleModel('Standard', 'claimDetails', 'claimDetails-i9j0k1l2', {
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
      ...checkPayment,
    }),
    prepopulatedData: [],
    documentContexts: documentContexts('Standard', 'documentContexts', documents, 'Receipt'),
    claimTransactions: [
      sampleModel('Standard', 'claimTransactions', 'claimTransactions-m3n4o5p6', {
        transactionDate: '06/15/2022',
        transactionAmount: '650',
        storeName: 'BrightMart',
      }),
    ],
    ...overrides,
  };
}

/** An Automotive claim by Dana Whitfield (sign in with sampleCredentials first), paid by check,
 *  one control-module repair with its repair row, and these documents (repair invoices). */
export function sampleAutomotiveClaim(documents: readonly SampleDocument[], overrides: Partial<SubmissionPayload> = {}): SubmissionPayload {
  return {
    ...envelope(documents),
    signature: signature('Automotive'),
    claimantInfo: claimantInfo('Automotive'),
    credentials: credentials('Automotive'),
    claimDetails: sampleModel('Automotive', 'claimDetails', 'claimDetails-u1v2w3x4', {
      vin: '1BWCM82633A004352',
      vehicleMake: 'Brightwater',
      vehicleModelYear: '2021',
      vehiclePurchaseDate: '04/02/2021',
      vehiclePurchasePrice: '28500',
      engineSizeLiters: '2.5',
      ownershipStartDate: '04/02/2021',
      ownershipEndDate: null,
      // One visit, so one repair row (the repair rows' minimum record count points here).
      repairVisitCount: '1',
      ...checkPayment,
    }),
    prepopulatedData: [],
    documentContexts: documentContexts('Automotive', 'documentContexts', documents, 'RepairInvoice'),
    claimTransactions: [
      sampleModel('Automotive', 'ClaimTransactions', 'claimTransactions-y5z6a7b8', {
        repairDate: '09/12/2023',
        repairCost: '1250.00',
        repairShop: 'Harbor Auto Service',
      }),
    ],
    ...overrides,
  };
}

/** A DocumentsUpload claim for Dana Whitfield (sign in with sampleCredentials first): her
 *  credentials, the name authorize prepopulates, and these documents (receipts). */
export function sampleDocumentsUploadClaim(
  documents: readonly SampleDocument[],
  overrides: Partial<SubmissionPayload> = {},
): SubmissionPayload {
  return {
    ...envelope(documents),
    signature: null,
    claimantInfo: null,
    credentials: credentials('DocumentsUpload'),
    claimDetails: null,
    prepopulatedData: [sampleModel('DocumentsUpload', 'prepopulatedData', 'prepopulatedData-c9d0e1f2', { claimantName: 'Dana Whitfield' })],
    documentContexts: documentContexts('DocumentsUpload', 'DocumentContexts', documents, 'Receipt'),
    claimTransactions: [],
    ...overrides,
  };
}

/** The sample claim of a submitting form type. */
export function sampleClaim(
  formType: SubmittingFormType,
  documents: readonly SampleDocument[],
  overrides: Partial<SubmissionPayload> = {},
): SubmissionPayload {
  if (formType === 'Automotive') return sampleAutomotiveClaim(documents, overrides);
  if (formType === 'DocumentsUpload') return sampleDocumentsUploadClaim(documents, overrides);
  return sampleStandardClaim(documents, overrides);
}
