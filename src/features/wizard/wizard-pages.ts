import { pageCopy, sectionCopy, sharedCopy, validationCopy } from '@/contract/copy-keys';
import type { FormType } from '@/contract/form-types';
import type { WidgetCopy } from '@/features/form-engine/react/copy';

// Every wizard page as a small declarative description (decisions.md §Pages): which blocks and which
// model fields, by dtoMapping and field key, in what order, and what its main button does.
// Labels, hints and rules never appear here: they come from the server's model configs, and
// the page copy (heading, introduction, title) from shell/pages.ts.

/** One block of a page. `legend` and `heading` are copy keys. */
export type WizardSection =
  /** Fields of one model (by dtoMapping) in a fieldset; every field of the config when `keys` is absent. */
  | { readonly kind: 'fields'; readonly mapping: string; readonly keys?: readonly string[]; readonly legend: string }
  /** The name group (first name, middle initial, last name). */
  | { readonly kind: 'name'; readonly mapping: string }
  /** The mailing address group. */
  | { readonly kind: 'address'; readonly mapping: string; readonly international: boolean; readonly secondLine: boolean }
  /** A multi-row table of a list mapping, with its caption, the name of each row, and the message
   *  that names what to add when too few rows are saved (gets {min}). */
  | { readonly kind: 'table'; readonly mapping: string; readonly caption: WidgetCopy; readonly rowLabel: WidgetCopy; readonly minimumMessage: WidgetCopy }
  /** The multi-record manager of a document-context mapping, with its uploaded records. */
  | { readonly kind: 'records'; readonly mapping: string; readonly required: boolean; readonly heading: string }
  /** PayPal's login button and the invalid-verification message. */
  | { readonly kind: 'paypal' }
  /** Every answered page of the form with Change links. */
  | { readonly kind: 'summary' }
  /** The values an authorize answer brought (Lookup's result, who documents are uploaded for). */
  | { readonly kind: 'prepopulated'; readonly heading: string }
  /** The reference code of the submitted claim, under the page's own heading and introduction
   *  when they differ from the claim confirmation's. */
  | { readonly kind: 'confirmation'; readonly heading?: WidgetCopy; readonly intro?: WidgetCopy };

/** What a page's main button does. */
export type WizardAction =
  /** Validate the page, then go to the next page (or back to the summary after a Change link). */
  | 'next'
  /** Validate the credentials, authorize with the server, apply prepopulated data, go on. */
  | 'authorize'
  /** Validate, send the claim, keep the reference code, go to the confirmation. */
  | 'submit'
  /** The last page: no main button. */
  | 'none';

/** When a page is skipped: an answer of one of the form's saved models compared with a value
 *  (tolerant of '0' and 0, 'true' and true). An unanswered field never skips a page. */
export interface SkipCondition {
  /** The mapping name of the model that holds the answer (one saved model of the form). */
  readonly mapping: string;
  /** The field key (camelCase). */
  readonly field: string;
  readonly operator: 'IsEqualTo' | 'IsNotEqualTo';
  readonly value: string | number | boolean;
}

/** A wizard page. */
export interface WizardPageDescription {
  readonly formType: FormType;
  readonly sections: readonly WizardSection[];
  readonly action: WizardAction;
  /** Whether the Back button shows (never on a form's first page or after submitting). */
  readonly back: boolean;
  /** Next and Back jump over the page, and the summary leaves it out, while this holds. */
  readonly skipWhen?: SkipCondition;
}

/** Where the Change links of the summary come back to: the page path carries `?returnTo=summary`. */
export const RETURN_TO_SUMMARY = 'summary';

const contactKeys = ['emailAddress', 'confirmEmailAddress', 'phoneNumber', 'confirmPhoneNumber', 'internationalPhone'] as const;
const paymentKeys = ['paymentMethod', 'payPalEmailAddress', 'confirmPayPalEmailAddress', 'payPalAuthCode', 'checkPayeeName'] as const;

function claimantInfo(formType: FormType, back: boolean): WizardPageDescription {
  return {
    formType,
    action: 'next',
    back,
    sections: [
      { kind: 'name', mapping: 'claimantInfo' },
      { kind: 'address', mapping: 'claimantInfo', international: true, secondLine: true },
      { kind: 'fields', mapping: 'claimantInfo', keys: contactKeys, legend: sectionCopy.contactInformation },
    ],
  };
}

function paymentElection(formType: FormType): WizardPageDescription {
  return {
    formType,
    action: 'next',
    back: true,
    sections: [{ kind: 'fields', mapping: 'claimDetails', keys: paymentKeys, legend: sectionCopy.paymentMethod }, { kind: 'paypal' }],
  };
}

function supportingDocuments(formType: FormType, required: boolean): WizardPageDescription {
  return {
    formType,
    action: 'next',
    back: true,
    sections: [{ kind: 'records', mapping: 'documentContexts', required, heading: sectionCopy.documents }],
  };
}

function claimSummary(formType: FormType): WizardPageDescription {
  return {
    formType,
    action: 'submit',
    back: true,
    sections: [{ kind: 'summary' }, { kind: 'fields', mapping: 'signature', keys: ['signatureText', 'attestation'], legend: sectionCopy.signature }],
  };
}

function confirmation(formType: FormType): WizardPageDescription {
  return { formType, action: 'none', back: false, sections: [{ kind: 'confirmation' }] };
}

function credentialsPage(formType: FormType): WizardPageDescription {
  return { formType, action: 'authorize', back: false, sections: [{ kind: 'fields', mapping: 'credentials', legend: sectionCopy.credentials }] };
}

/** Every wizard page, by the path of its page node (the page orders of contract.md §Routes). */
export const wizardPages: Readonly<Record<string, WizardPageDescription>> = {
  '/standard/claimant-info': claimantInfo('Standard', false),
  '/standard/claim-details': {
    formType: 'Standard',
    action: 'next',
    back: true,
    sections: [
      {
        kind: 'fields',
        mapping: 'claimDetails',
        keys: [
          'productType',
          'productModel',
          'purchaseDate',
          'purchaseAmount',
          'quantity',
          'purchaseLocation',
          'retailer',
          'orderConfirmationUrl',
          'experiencedLeak',
          'experiencedControlFailure',
          'experiencedOther',
          'problemDescription',
        ],
        legend: sectionCopy.purchaseDetails,
      },
      {
        kind: 'table',
        mapping: 'claimTransactions',
        caption: { key: sectionCopy.transactions, defaultText: 'Your purchases' },
        rowLabel: { key: sharedCopy.transactionRow, defaultText: 'Purchase {number}' },
        minimumMessage: { key: validationCopy.minimumPurchases, defaultText: 'Add {min} or more purchases' },
      },
    ],
  },
  '/standard/payment-election': paymentElection('Standard'),
  '/standard/supporting-documents': supportingDocuments('Standard', true),
  '/standard/claim-summary': claimSummary('Standard'),
  '/standard/confirmation': confirmation('Standard'),

  '/automotive': credentialsPage('Automotive'),
  '/automotive/claimant-info': claimantInfo('Automotive', true),
  '/automotive/claim-details': {
    formType: 'Automotive',
    action: 'next',
    back: true,
    sections: [
      {
        kind: 'fields',
        mapping: 'claimDetails',
        keys: ['vin', 'vehicleMake', 'vehicleModelYear', 'vehiclePurchaseDate', 'vehiclePurchasePrice', 'engineSizeLiters'],
        legend: sectionCopy.vehicle,
      },
      { kind: 'fields', mapping: 'claimDetails', keys: ['ownershipStartDate', 'ownershipEndDate', 'repairVisitCount'], legend: sectionCopy.ownership },
      {
        kind: 'table',
        mapping: 'ClaimTransactions',
        caption: { key: sectionCopy.repairs, defaultText: 'Your repairs' },
        rowLabel: { key: sharedCopy.repairRow, defaultText: 'Repair {number}' },
        minimumMessage: { key: validationCopy.minimumRepairs, defaultText: 'Add {min} or more repairs' },
      },
    ],
  },
  '/automotive/payment-election': paymentElection('Automotive'),
  // Repair invoices are what an Automotive claim documents: with no repairs reported there is
  // nothing to upload, so the page is skipped.
  '/automotive/supporting-documents': {
    ...supportingDocuments('Automotive', false),
    skipWhen: { mapping: 'claimDetails', field: 'repairVisitCount', operator: 'IsEqualTo', value: 0 },
  },
  '/automotive/claim-summary': claimSummary('Automotive'),
  '/automotive/confirmation': confirmation('Automotive'),

  '/lookup': {
    formType: 'Lookup',
    action: 'authorize',
    back: false,
    sections: [
      { kind: 'fields', mapping: 'credentials', legend: sectionCopy.credentials },
      { kind: 'prepopulated', heading: 'Page_Lookup_ResultHeading' },
    ],
  },

  '/': credentialsPage('DocumentsUpload'),
  '/documents-upload/supporting-documents': {
    formType: 'DocumentsUpload',
    action: 'submit',
    back: true,
    sections: [
      { kind: 'prepopulated', heading: 'Page_Lookup_ResultHeading' },
      { kind: 'records', mapping: 'DocumentContexts', required: true, heading: sectionCopy.documents },
    ],
  },
  // Documents, not a claim: the block carries this page's own heading and introduction.
  '/documents-upload/confirmation': {
    formType: 'DocumentsUpload',
    action: 'none',
    back: false,
    sections: [
      {
        kind: 'confirmation',
        heading: { key: pageCopy.documentsUploadConfirmationHeading, defaultText: 'Thank you, we received your documents' },
        intro: { key: pageCopy.documentsUploadConfirmationIntro, defaultText: 'Your reference code is {referenceCode}. Keep it for your records.' },
      },
    ],
  },
};

/** The description of a page node's path; a path without one is a developer error. */
export function wizardPageFor(path: string): WizardPageDescription {
  const page = wizardPages[path];
  if (!page) throw new Error(`No wizard page is described for '${path}'.`);
  return page;
}
