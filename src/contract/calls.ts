// The claimant's API, one row a call: its method, its path (a `:name` stands for a parameter) and
// the names of its query parameters. What each call takes and answers is the other half of its row,
// in ./call-schemas.ts under the same name: this half is all the client's entry script needs (it
// builds its requests from these paths through ./endpoints.ts), while the schemas load after the
// first paint. From the two halves the server registers and types each route
// (server/http/serve.ts), the client takes each GET's path and answer schema
// (src/lib/api/get-calls.ts), the tests list the calls they try on every one, and
// `npm run calls:docs` writes the table of docs/contract.md §Calls.

/** Every call of the claimant's API, by name: its method and path, and after a `?` the names of
 *  its query parameters (joined by `&`, in the order the client's methods take them). Written as
 *  one string a call, as the docs show it, so the table costs the entry script what a list of
 *  paths would. */
export const calls = {
  csrf: 'GET /api/csrf',
  sessionTimeout: 'POST /api/session-timeout',
  tracking: 'POST /api/telemetry/tracking',
  deadlines: 'GET /api/deadlines',
  charactersWhitelist: 'GET /api/characters-whitelist',
  captcha: 'GET /api/captcha',
  payPalSettings: 'GET /api/banking/paypal-settings',
  formsConfig: 'GET /api/forms/config',
  formPages: 'GET /api/forms/pages',
  signatureDate: 'GET /api/signature-date?culture',
  submit: 'POST /api/forms/:formType',
  authorize: 'POST /api/forms/:formType/authorize',
  cultures: 'GET /api/cultures',
  cultureContent: 'GET /api/culture/content?culture',
  setLanguage: 'GET /api/culture/set-language?culture',
  caseCode: 'POST /api/case/code',
  caseSignIn: 'POST /api/case/sign-in',
  caseFile: 'GET /api/case',
  caseSignOut: 'POST /api/case/sign-out',
  caseCure: 'POST /api/case/cure',
  caseAppeal: 'POST /api/case/appeal',
  caseAddress: 'POST /api/case/address',
  casePayout: 'POST /api/case/payout',
  caseAmend: 'POST /api/case/amend',
  caseClaim: 'GET /api/case/claim',
  caseDocument: 'GET /api/case/documents/:clientId',
  drafts: 'POST /api/drafts',
  draft: 'GET /api/drafts/:token',
  draftDocument: 'GET /api/drafts/:token/documents/:index',
} as const satisfies Record<string, `${'GET' | 'POST'} /api/${string}`>;

/** The name of a call. */
export type CallName = keyof typeof calls;

/** The name of a call of one method. */
export type CallNameOf<M extends 'GET' | 'POST'> = { [K in CallName]: (typeof calls)[K] extends `${M} ${string}` ? K : never }[CallName];

/** One call of the table, read. */
interface Call {
  readonly method: 'GET' | 'POST';
  /** The path; a `:name` stands for a parameter. */
  readonly path: string;
  /** The names of its query parameters. */
  readonly query: readonly string[];
}

/** The call of a name, read from its row. */
export function callOf(name: CallName): Call {
  const [method, target = ''] = calls[name].split(' ') as ['GET' | 'POST', string];
  const [path = '', query] = target.split('?');
  return { method, path, query: query ? query.split('&') : [] };
}

/** The path of a call with its parameters filled in (each one URL-encoded). */
export function callPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
