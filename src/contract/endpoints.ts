import { type CallName, callOf, callPath, calls } from './calls';
import { assertFormType, formTypeSegment, submittingFormTypes, type FormType, type SubmittingFormType } from './form-type-names';

// The calls' paths (src/contract/calls.ts) as the two sides use them: the server registers a
// route at a call's path pattern, or at the path `routePaths` gives a call of one form type; the
// client sends each request to the path `endpoints` gives, its parameters filled in.

/** The path each call with a form type in it is served at, per form type. */
export const routePaths = {
  submit: (formType: SubmittingFormType) =>
    callPath(callOf('submit').path, { formType: formTypeSegment[assertFormType(formType, submittingFormTypes)] }),
  authorize: (formType: FormType) => callPath(callOf('authorize').path, { formType: formTypeSegment[assertFormType(formType)] }),
} as const;

/** The path of a call that takes one query value, with it. */
const withQuery = (name: 'signatureDate' | 'cultureContent') => {
  const { path, query } = callOf(name);
  return (value: string) => `${path}?${query[0]}=${encodeURIComponent(value)}`;
};

/** The calls whose path takes parameters, each a function of them. */
const filledIn = {
  signatureDate: withQuery('signatureDate'),
  cultureContent: withQuery('cultureContent'),
  submit: routePaths.submit,
  authorize: routePaths.authorize,
  caseDocument: (clientId: string) => callPath(callOf('caseDocument').path, { clientId }),
  draft: (token: string) => callPath(callOf('draft').path, { token }),
  draftDocument: (token: string, index: number) => callPath(callOf('draftDocument').path, { token, index }),
};

/** The path of each call, relative to the same origin: a function of its parameters for a call
 *  that takes any. */
export const endpoints = {
  ...(Object.fromEntries(Object.keys(calls).map((name) => [name, callOf(name as CallName).path])) as Record<
    Exclude<CallName, keyof typeof filledIn>,
    string
  >),
  ...filledIn,
};
