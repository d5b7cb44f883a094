import { assertFormType, formTypeSegment, submittingFormTypes, type FormType, type SubmittingFormType } from './form-type-names';

/** The path (without a query) each call is served at: the server registers its routes from
 *  these, the client builds its requests from `endpoints`, so the two cannot drift apart. */
export const routePaths = {
  signatureDate: '/api/signature-date',
  submit: (formType: SubmittingFormType) => `/api/forms/${formTypeSegment[assertFormType(formType, submittingFormTypes)]}`,
  authorize: (formType: FormType) => `/api/forms/${formTypeSegment[assertFormType(formType)]}/authorize`,
  cultureContent: '/api/culture/content',
  drafts: '/api/drafts',
  draft: '/api/drafts/:token',
  draftDocument: '/api/drafts/:token/documents/:index',
} as const;

/** Every path of the contract's calls table, relative to the same origin. */
export const endpoints = {
  csrf: '/api/csrf',
  sessionTimeout: '/api/session-timeout',
  tracking: '/api/telemetry/tracking',
  deadlines: '/api/deadlines',
  charactersWhitelist: '/api/characters-whitelist',
  captcha: '/api/captcha',
  payPalSettings: '/api/banking/paypal-settings',
  formsConfig: '/api/forms/config',
  /** The wizard's pages of each offered form (beyond the contract's calls: the settlement package's page layouts). */
  formPages: '/api/forms/pages',
  signatureDate: (culture: string) => `${routePaths.signatureDate}?culture=${encodeURIComponent(culture)}`,
  submit: routePaths.submit,
  authorize: routePaths.authorize,
  cultures: '/api/cultures',
  cultureContent: (culture: string) => `${routePaths.cultureContent}?culture=${encodeURIComponent(culture)}`,
  setLanguage: '/api/culture/set-language',
  /** The claimant's case file after filing (src/contract/case-file.ts; beyond the contract's calls). */
  caseCode: '/api/case/code',
  caseSignIn: '/api/case/sign-in',
  caseSignOut: '/api/case/sign-out',
  caseFile: '/api/case',
  caseCure: '/api/case/cure',
  caseAppeal: '/api/case/appeal',
  caseAddress: '/api/case/address',
  casePayout: '/api/case/payout',
  /** The whole claim again, as the submit call takes it (multipart), answered as a submit is. */
  caseAmend: '/api/case/amend',
  caseClaim: '/api/case/claim',
  caseDocument: (clientId: string) => `/api/case/documents/${encodeURIComponent(clientId)}`,
  /** Saves a draft to resume later (beyond the contract's calls, decisions.md §Drafts). */
  drafts: routePaths.drafts,
  draft: (token: string) => `/api/drafts/${encodeURIComponent(token)}`,
  draftDocument: (token: string, index: number) => `/api/drafts/${encodeURIComponent(token)}/documents/${index}`,
} as const;
