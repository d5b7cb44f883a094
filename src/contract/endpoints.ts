import { type CallName, callPath, calls } from './calls';
import { assertFormType, formTypeSegment, submittingFormTypes, type FormType, type SubmittingFormType } from './form-type-names';

// The calls' paths (src/contract/calls.ts) as the two sides use them: the server registers a
// route at a call's path pattern, or at the path `routePaths` gives a call of one form type; the
// client sends each request to the path `endpoints` gives, its parameters filled in.

/** The path each call with a form type in it is served at, per form type. */
export const routePaths = {
  submit: (formType: SubmittingFormType) =>
    callPath('submit', { formType: formTypeSegment[assertFormType(formType, submittingFormTypes)] }),
  authorize: (formType: FormType) => callPath('authorize', { formType: formTypeSegment[assertFormType(formType)] }),
} as const;

/** The calls whose path takes parameters, each a function of them. */
const filledIn = {
  signatureDate: (culture: string) => callPath('signatureDate', { culture }),
  cultureContent: (culture: string) => callPath('cultureContent', { culture }),
  submit: routePaths.submit,
  authorize: routePaths.authorize,
  caseDocument: (clientId: string) => callPath('caseDocument', { clientId }),
  draft: (token: string) => callPath('draft', { token }),
  draftDocument: (token: string, index: number) => callPath('draftDocument', { token, index }),
};

/** The path of each call, relative to the same origin (without its query): a function of its
 *  parameters for a call that takes any. */
export const endpoints = {
  ...(Object.fromEntries(Object.entries(calls).map(([name, row]) => [name, row.split('?')[0]])) as Record<
    Exclude<CallName, keyof typeof filledIn>,
    string
  >),
  ...filledIn,
};
