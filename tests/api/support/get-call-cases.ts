// The GET calls of the calls table as the API tests use them: the path, a good answer and what the
// client returns of it, an answer that breaks the contract, the failure message, and whether a 403
// means none. get-calls.test.ts checks each against a stub server and fails while a row of
// src/lib/api/get-calls.ts has no case here; queries.test.ts checks each row's caching with it.
import type { CaseFile } from '@/contract/case-file';
import { ALLOWED_CHARACTERS_FAILED, PROBLEM_OCCURRED, REQUEST_FAILED } from '@/contract/messages';
import type { ApiClient } from '@/lib/api/client';

/** One GET call: what the stub server answers and what the client makes of it. */
interface GetCase {
  name: string;
  path: string;
  call: (client: ApiClient) => Promise<unknown>;
  body: unknown;
  result: unknown;
  /** A body that breaks the contract, and an issue path the developer log must name. */
  wrongBody: unknown;
  wrongPath: string;
  failureMessage: string;
  /** True when 403 means "none" (the call resolves null). */
  noneOn403: boolean;
  /** True when 401 means "none": no one is signed in. */
  noneOn401?: boolean;
}

const caseFile = {
  referenceCode: 'STD-7K3Q-9XWM',
  formType: 'Standard',
  state: 'received',
  history: [{ state: 'received', at: '2026-11-28T17:00:00.000Z', reason: null }],
  deficiency: null,
  denial: null,
  address: null,
  payout: null,
  actions: { cure: false, appeal: false, changeAddress: false, changePayout: false, amend: false },
} satisfies CaseFile;

/** Every GET call of the table (src/lib/api/get-calls.ts), with a good and a wrong answer. */
export const getCases: GetCase[] = [
  {
    name: 'csrf',
    path: '/api/csrf',
    call: (c) => c.csrf(),
    body: { requestHeaderName: 'X-CSRF-Token', requestToken: 't' },
    result: { requestHeaderName: 'X-CSRF-Token', requestToken: 't' },
    wrongBody: { requestHeaderName: 'X-CSRF-Token' },
    wrongPath: 'requestToken',
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: true,
  },
  {
    name: 'deadlines',
    path: '/api/deadlines',
    call: (c) => c.deadlines(),
    body: { deadlines: { globalDeadline: { deadline: '12/31/2030', timeZone: 'Pacific' } } },
    result: { deadlines: { globalDeadline: { deadline: '12/31/2030', timeZone: 'Pacific' } } },
    wrongBody: { deadlines: { globalDeadline: { deadline: 5, timeZone: 'Pacific' } } },
    wrongPath: 'deadlines.globalDeadline.deadline',
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: false,
  },
  {
    name: 'characters-whitelist',
    path: '/api/characters-whitelist',
    call: (c) => c.charactersWhitelist(),
    body: { allowedCharacters: 'abc ' },
    result: 'abc ',
    wrongBody: { allowed: 'abc' },
    wrongPath: 'allowedCharacters',
    failureMessage: ALLOWED_CHARACTERS_FAILED,
    noneOn403: true,
  },
  {
    name: 'captcha',
    path: '/api/captcha',
    call: (c) => c.captcha(),
    body: { provider: 'test', siteKey: 'site-key' },
    result: { provider: 'test', siteKey: 'site-key' },
    wrongBody: { siteKey: 'site-key' },
    wrongPath: 'provider',
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: false,
  },
  {
    name: 'paypal-settings',
    path: '/api/banking/paypal-settings',
    call: (c) => c.payPalSettings(),
    body: {
      clientId: 'pp',
      enabled: true,
      loginUrl: 'https://paypal.example/login',
      invalidPayPalVerification: false,
      authCodeExpiration: 300,
    },
    result: {
      clientId: 'pp',
      enabled: true,
      loginUrl: 'https://paypal.example/login',
      invalidPayPalVerification: false,
      authCodeExpiration: 300,
    },
    wrongBody: { clientId: 'pp', enabled: 'yes', loginUrl: null, invalidPayPalVerification: false, authCodeExpiration: null },
    wrongPath: 'enabled',
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: false,
  },
  {
    name: 'forms/config',
    path: '/api/forms/config',
    call: (c) => c.formsConfig(),
    body: [
      {
        metadataHash: 'h1',
        metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard' },
        fields: [{ key: 'FirstName', widget: 'text' }],
      },
    ],
    result: [
      {
        metadataHash: 'h1',
        metadata: { dtoMapping: 'claimantInfo', formType: 'Standard' },
        fields: [{ key: 'firstName', widget: 'text' }],
      },
    ],
    wrongBody: [
      { metadataHash: 'h1', metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard' }, fields: [{ key: 'x', widget: 'slider' }] },
    ],
    wrongPath: '0.fields.0.widget',
    failureMessage: REQUEST_FAILED,
    noneOn403: true,
  },
  {
    name: 'forms/pages',
    path: '/api/forms/pages',
    call: (c) => c.formPages(),
    body: { forms: {} },
    result: { forms: {} },
    wrongBody: { forms: { Nope: [] } },
    wrongPath: 'forms',
    failureMessage: REQUEST_FAILED,
    noneOn403: false,
  },
  {
    name: 'signature-date',
    path: '/api/signature-date',
    call: (c) => c.signatureDate('es'),
    body: { signatureDate: '03/15/2026' },
    result: '03/15/2026',
    wrongBody: { signatureDate: '2026-03-15' },
    wrongPath: 'signatureDate',
    failureMessage: REQUEST_FAILED,
    noneOn403: false,
  },
  {
    name: 'cultures',
    path: '/api/cultures',
    call: (c) => c.cultures(),
    body: { en: 'English', es: 'Español' },
    result: { en: 'English', es: 'Español' },
    wrongBody: { en: 1 },
    wrongPath: 'en',
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: true,
  },
  {
    name: 'culture/content',
    path: '/api/culture/content',
    call: (c) => c.cultureContent('es'),
    body: [
      { key: 'Header_Title', value: 'Reclamaciones' },
      { key: 'Empty', value: null },
    ],
    result: [
      { key: 'Header_Title', value: 'Reclamaciones' },
      { key: 'Empty', value: null },
    ],
    wrongBody: [{ key: 'Header_Title' }],
    wrongPath: '0.value',
    failureMessage: REQUEST_FAILED,
    noneOn403: false,
  },
  {
    name: 'case',
    path: '/api/case',
    call: (c) => c.caseFile(),
    body: caseFile,
    result: caseFile,
    wrongBody: { ...caseFile, state: 'lost' },
    wrongPath: 'state',
    failureMessage: PROBLEM_OCCURRED,
    noneOn403: false,
    noneOn401: true,
  },
];
