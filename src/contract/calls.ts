// The claimant's API, one row a call, in two halves under the call's name. This half says where
// each call is: its path (a `:name` stands for a parameter) and after a `?` the names of its query
// parameters (joined by `&`, in the order the client's methods take them). It is all the client's
// entry script needs, and costs it what a list of paths would. The other half, ./call-schemas.ts,
// says how a call is made: its method, what it takes and what it answers, with their schemas,
// which the client loads after the first paint. From the two the server registers and types each
// route (server/http/serve.ts), the client takes each GET's path and answer schema
// (src/lib/api/get-calls.ts), the tests list the calls they try on every one, and
// `npm run calls:docs` writes the table of docs/contract.md §Calls.

/** Every call of the claimant's API, by name: where it is. */
export const calls = {
  csrf: '/api/csrf',
  sessionTimeout: '/api/session-timeout',
  tracking: '/api/telemetry/tracking',
  deadlines: '/api/deadlines',
  charactersWhitelist: '/api/characters-whitelist',
  captcha: '/api/captcha',
  payPalSettings: '/api/banking/paypal-settings',
  formsConfig: '/api/forms/config',
  formPages: '/api/forms/pages',
  signatureDate: '/api/signature-date?culture',
  submit: '/api/forms/:formType',
  authorize: '/api/forms/:formType/authorize',
  cultures: '/api/cultures',
  cultureContent: '/api/culture/content?culture',
  setLanguage: '/api/culture/set-language?culture',
  caseCode: '/api/case/code',
  caseSignIn: '/api/case/sign-in',
  caseFile: '/api/case',
  caseSignOut: '/api/case/sign-out',
  caseCure: '/api/case/cure',
  caseAppeal: '/api/case/appeal',
  caseAddress: '/api/case/address',
  casePayout: '/api/case/payout',
  caseAmend: '/api/case/amend',
  caseClaim: '/api/case/claim',
  caseDocument: '/api/case/documents/:clientId',
  drafts: '/api/drafts',
  draft: '/api/drafts/:token',
  draftDocument: '/api/drafts/:token/documents/:index',
} as const satisfies Record<string, `/api/${string}`>;

/** The name of a call. */
export type CallName = keyof typeof calls;

/** Where a call is, read from its row. */
interface CallPlace {
  /** The path; a `:name` stands for a parameter. */
  readonly path: string;
  /** The names of its query parameters. */
  readonly query: readonly string[];
}

/** Where the call of a name is. */
export function callOf(name: CallName): CallPlace {
  const [path = '', query] = calls[name].split('?');
  return { path, query: query ? query.split('&') : [] };
}

/** The path of a call with its parameters filled in, each URL-encoded: the path's (`:name`) and
 *  its query's. */
export function callPath(name: CallName, params: Readonly<Record<string, string | number>> = {}): string {
  const value = (key: string) => encodeURIComponent(String(params[key]));
  return calls[name].replace(/:(\w+)|([?&])(\w+)/g, (_, param?: string, separator?: string, query?: string) =>
    param ? value(param) : `${separator}${query}=${value(query ?? '')}`,
  );
}
