import { callPath, calls } from './calls';
import { assertFormType, formTypeSegment, submittingFormTypes, type FormType, type SubmittingFormType } from './form-type-names';

// The calls' paths (src/contract/calls.ts) as the two sides use them: the server registers a
// route at a pattern of `routePaths` (or of the table), the client sends each request to a path
// `endpoints` fills in.

/** The path (without a query) each call with parameters is served at. */
export const routePaths = {
  signatureDate: calls.signatureDate.path,
  submit: (formType: SubmittingFormType) =>
    callPath(calls.submit.path, { formType: formTypeSegment[assertFormType(formType, submittingFormTypes)] }),
  authorize: (formType: FormType) => callPath(calls.authorize.path, { formType: formTypeSegment[assertFormType(formType)] }),
  cultureContent: calls.cultureContent.path,
  drafts: calls.drafts.path,
  draft: calls.draft.path,
  draftDocument: calls.draftDocument.path,
} as const;

/** The path of each call, its parameters filled in, relative to the same origin. */
export const endpoints = {
  csrf: calls.csrf.path,
  sessionTimeout: calls.sessionTimeout.path,
  tracking: calls.tracking.path,
  deadlines: calls.deadlines.path,
  charactersWhitelist: calls.charactersWhitelist.path,
  captcha: calls.captcha.path,
  payPalSettings: calls.payPalSettings.path,
  formsConfig: calls.formsConfig.path,
  formPages: calls.formPages.path,
  signatureDate: (culture: string) => `${calls.signatureDate.path}?culture=${encodeURIComponent(culture)}`,
  submit: routePaths.submit,
  authorize: routePaths.authorize,
  cultures: calls.cultures.path,
  cultureContent: (culture: string) => `${calls.cultureContent.path}?culture=${encodeURIComponent(culture)}`,
  setLanguage: calls.setLanguage.path,
  caseCode: calls.caseCode.path,
  caseSignIn: calls.caseSignIn.path,
  caseSignOut: calls.caseSignOut.path,
  caseFile: calls.caseFile.path,
  caseCure: calls.caseCure.path,
  caseAppeal: calls.caseAppeal.path,
  caseAddress: calls.caseAddress.path,
  casePayout: calls.casePayout.path,
  caseAmend: calls.caseAmend.path,
  caseClaim: calls.caseClaim.path,
  caseDocument: (clientId: string) => callPath(calls.caseDocument.path, { clientId }),
  drafts: calls.drafts.path,
  draft: (token: string) => callPath(calls.draft.path, { token }),
  draftDocument: (token: string, index: number) => callPath(calls.draftDocument.path, { token, index }),
} as const;
