// The pages each form had when the site built them in, before a package listed its own (packages
// of 23 November 2026, format 0). A forms file of such a package has no "pages": it runs on
// these, which name the mapping names and copy keys those packages had to use.

import type { FormType } from '../../src/contract/form-type-names';

/** The built-in pages of format 0, as a forms file would list them. */
export const format0Pages: Readonly<Record<FormType, readonly unknown[]>> = {
  Standard: [
    {
      segment: 'claimant-info',
      title: 'Page_ClaimantInfo_Title',
      heading: 'Page_ClaimantInfo_Heading',
      intro: 'Page_ClaimantInfo_Intro',
      action: 'next',
      sections: [
        { kind: 'name', mapping: 'claimantInfo' },
        { kind: 'address', mapping: 'claimantInfo', international: true, secondLine: true },
        {
          kind: 'fields',
          mapping: 'claimantInfo',
          keys: ['emailAddress', 'confirmEmailAddress', 'phoneNumber', 'confirmPhoneNumber', 'internationalPhone'],
          legend: 'Section_ContactInformation',
        },
      ],
    },
    {
      segment: 'claim-details',
      title: 'Page_ClaimDetails_Title',
      heading: 'Page_ClaimDetails_Heading',
      intro: 'Page_ClaimDetails_Intro',
      action: 'next',
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
          legend: 'Section_PurchaseDetails',
        },
        {
          kind: 'table',
          mapping: 'claimTransactions',
          caption: 'Section_Transactions',
          rowLabel: 'Shared_Transaction_Row',
          minimumMessage: 'Validation_MinimumPurchases',
        },
      ],
    },
    {
      segment: 'payment-election',
      title: 'Page_PaymentElection_Title',
      heading: 'Page_PaymentElection_Heading',
      intro: 'Page_PaymentElection_Intro',
      action: 'next',
      sections: [
        {
          kind: 'fields',
          mapping: 'claimDetails',
          keys: ['paymentMethod', 'payPalEmailAddress', 'confirmPayPalEmailAddress', 'payPalAuthCode', 'checkPayeeName'],
          legend: 'Section_PaymentMethod',
        },
        { kind: 'paypal' },
      ],
    },
    {
      segment: 'supporting-documents',
      title: 'Page_SupportingDocuments_Title',
      heading: 'Page_SupportingDocuments_Heading',
      intro: 'Page_SupportingDocuments_Intro',
      action: 'next',
      sections: [{ kind: 'records', mapping: 'documentContexts', required: true, heading: 'Section_Documents' }],
    },
    {
      segment: 'claim-summary',
      title: 'Page_ClaimSummary_Title',
      heading: 'Page_ClaimSummary_Heading',
      intro: 'Page_ClaimSummary_Intro',
      action: 'submit',
      sections: [
        { kind: 'summary' },
        { kind: 'fields', mapping: 'signature', keys: ['signatureText', 'attestation'], legend: 'Section_Signature' },
      ],
    },
    {
      segment: 'confirmation',
      title: 'Page_Confirmation_Title',
      heading: 'Page_Confirmation_Heading',
      intro: 'Page_Confirmation_Intro',
      action: 'none',
      sections: [{ kind: 'confirmation' }],
    },
  ],
  Lookup: [
    {
      segment: '',
      title: 'Page_Lookup_Title',
      heading: 'Page_Lookup_Heading',
      intro: 'Page_Lookup_Intro',
      action: 'authorize',
      button: 'Shared_Button_FindClaim',
      sections: [
        { kind: 'fields', mapping: 'credentials', legend: 'Section_Credentials' },
        { kind: 'prepopulated', heading: 'Page_Lookup_ResultHeading' },
      ],
    },
  ],
  Automotive: [
    {
      segment: '',
      title: 'Page_AutomotiveStart_Title',
      heading: 'Page_AutomotiveStart_Heading',
      intro: 'Page_AutomotiveStart_Intro',
      action: 'authorize',
      sections: [{ kind: 'fields', mapping: 'credentials', legend: 'Section_Credentials' }],
    },
    {
      segment: 'claimant-info',
      title: 'Page_ClaimantInfo_Title',
      heading: 'Page_ClaimantInfo_Heading',
      intro: 'Page_ClaimantInfo_Intro',
      action: 'next',
      sections: [
        { kind: 'name', mapping: 'claimantInfo' },
        { kind: 'address', mapping: 'claimantInfo', international: true, secondLine: true },
        {
          kind: 'fields',
          mapping: 'claimantInfo',
          keys: ['emailAddress', 'confirmEmailAddress', 'phoneNumber', 'confirmPhoneNumber', 'internationalPhone'],
          legend: 'Section_ContactInformation',
        },
      ],
    },
    {
      segment: 'claim-details',
      title: 'Page_VehicleDetails_Title',
      heading: 'Page_VehicleDetails_Heading',
      intro: 'Page_VehicleDetails_Intro',
      action: 'next',
      sections: [
        {
          kind: 'fields',
          mapping: 'claimDetails',
          keys: ['vin', 'vehicleMake', 'vehicleModelYear', 'vehiclePurchaseDate', 'vehiclePurchasePrice', 'engineSizeLiters'],
          legend: 'Section_Vehicle',
        },
        {
          kind: 'fields',
          mapping: 'claimDetails',
          keys: ['ownershipStartDate', 'ownershipEndDate', 'repairVisitCount'],
          legend: 'Section_Ownership',
        },
        {
          kind: 'table',
          mapping: 'ClaimTransactions',
          caption: 'Section_Repairs',
          rowLabel: 'Shared_Repair_Row',
          minimumMessage: 'Validation_MinimumRepairs',
        },
      ],
    },
    {
      segment: 'payment-election',
      title: 'Page_PaymentElection_Title',
      heading: 'Page_PaymentElection_Heading',
      intro: 'Page_PaymentElection_Intro',
      action: 'next',
      sections: [
        {
          kind: 'fields',
          mapping: 'claimDetails',
          keys: ['paymentMethod', 'payPalEmailAddress', 'confirmPayPalEmailAddress', 'payPalAuthCode', 'checkPayeeName'],
          legend: 'Section_PaymentMethod',
        },
        { kind: 'paypal' },
      ],
    },
    {
      segment: 'supporting-documents',
      title: 'Page_SupportingDocuments_Title',
      heading: 'Page_SupportingDocuments_Heading',
      intro: 'Page_SupportingDocuments_Intro',
      action: 'next',
      skipWhen: { mapping: 'claimDetails', field: 'repairVisitCount', operator: 'IsEqualTo', value: 0 },
      sections: [{ kind: 'records', mapping: 'documentContexts', required: false, heading: 'Section_Documents' }],
    },
    {
      segment: 'claim-summary',
      title: 'Page_ClaimSummary_Title',
      heading: 'Page_ClaimSummary_Heading',
      intro: 'Page_ClaimSummary_Intro',
      action: 'submit',
      sections: [
        { kind: 'summary' },
        { kind: 'fields', mapping: 'signature', keys: ['signatureText', 'attestation'], legend: 'Section_Signature' },
      ],
    },
    {
      segment: 'confirmation',
      title: 'Page_Confirmation_Title',
      heading: 'Page_Confirmation_Heading',
      intro: 'Page_Confirmation_Intro',
      action: 'none',
      sections: [{ kind: 'confirmation' }],
    },
  ],
  DocumentsUpload: [
    {
      segment: '',
      title: 'Page_DocumentsUploadIntro_Title',
      heading: 'Page_DocumentsUploadIntro_Heading',
      intro: 'Page_DocumentsUploadIntro_Intro',
      action: 'authorize',
      sections: [{ kind: 'fields', mapping: 'credentials', legend: 'Section_Credentials' }],
    },
    {
      segment: 'supporting-documents',
      title: 'Page_DocumentsUploadDocuments_Title',
      heading: 'Page_DocumentsUploadDocuments_Heading',
      intro: 'Page_DocumentsUploadDocuments_Intro',
      action: 'submit',
      sections: [
        { kind: 'prepopulated', heading: 'Page_Lookup_ResultHeading' },
        { kind: 'records', mapping: 'DocumentContexts', required: true, heading: 'Section_Documents' },
      ],
    },
    {
      segment: 'confirmation',
      title: 'Page_DocumentsUploadConfirmation_Title',
      heading: 'Page_DocumentsUploadConfirmation_Heading',
      intro: 'Page_DocumentsUploadConfirmation_Intro',
      action: 'none',
      sections: [
        { kind: 'confirmation', heading: 'Page_DocumentsUploadConfirmation_Heading', intro: 'Page_DocumentsUploadConfirmation_Intro' },
      ],
    },
  ],
};
