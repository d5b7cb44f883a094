import type { ZodType } from 'zod';
import * as api from './api';
import { type CallRequest, type CallAnswer, callSchemas } from './call-schemas';
import { type CallName, callOf, calls } from './calls';
import * as caseFile from './case-file';
import * as pageLayouts from './page-layouts';

// The table of docs/contract.md §Calls, written from the calls table (./calls.ts and
// ./call-schemas.ts) by `npm run calls:docs`; tests/contract/calls-docs.test.ts fails while the
// document's copy differs. The method, path, request and answer come from the table; what a call
// is for and what its refusals look like are the words below, one entry a call, so a call added to
// the table does not compile until it is described here.

/** What the table says of each call beyond its schemas. */
const words: { readonly [K in CallName]: { readonly sends?: string; readonly answers: string } } = {
  csrf: { answers: '`requestHeaderName`, `requestToken`; 403 is ignored' },
  sessionTimeout: { sends: 'any JSON, or nothing', answers: '204, logs out (declared, unused)' },
  tracking: { sends: 'sent by a text field with tracking on and no errors', answers: '204; 429 past the rate limit' },
  deadlines: { answers: 'deadlines (§Data), CMS or legacy style' },
  charactersWhitelist: { answers: '`allowedCharacters`; 403 means no whitelist' },
  captcha: { answers: '`provider`, `siteKey`' },
  payPalSettings: { answers: 'PayPal settings' },
  formsConfig: { answers: 'the model configs; 403 gives none' },
  formPages: {
    answers: "`forms`: the wizard's pages of each offered form type (this site's addition: the settlement package's page layouts)",
  },
  signatureDate: { answers: 'the signature date, MM/dd/yyyy' },
  submit: {
    sends: 'plus one file part per document; `:formType` is standard, automotive or documents-upload',
    answers: '200 with the submit answer; 400 with `nonMatchingPaymentElection` and `error`',
  },
  authorize: {
    sends: '`:formType` is standard, lookup, automotive or documents-upload',
    answers: '`authorized: true`; 400 or 401 with `error`',
  },
  cultures: { answers: 'enabled cultures; 403 ignored' },
  cultureContent: { answers: 'list of `key` and `value`' },
  setLanguage: { answers: '204 (declared, unused)' },
  caseCode: {
    answers:
      "202 whether or not the claim exists (a code is mailed); 400 or 429 with `error` (this site's addition, as are the case calls below)",
  },
  caseSignIn: {
    sends: '`referenceCode` and `code`, or `claimId` and `pin`',
    answers: '`signedIn: true` (the session id changes: the client drops its CSRF token); 401 or 429 with `signedIn: false` and `error`',
  },
  caseFile: { answers: 'the case file; 401 when no one is signed in' },
  caseSignOut: { answers: '204' },
  caseCure: {
    sends: 'plus one file part per document item, named by its key',
    answers: '200 with `caseFile`; 400, 409 or 429 with `error`',
  },
  caseAppeal: { sends: 'plus optional `document-1`, `document-2` ...', answers: 'as the cure' },
  caseAddress: { answers: 'as the cure' },
  casePayout: { answers: 'as the cure' },
  caseAmend: { sends: 'the whole claim again, as a submit sends it', answers: 'as a submit' },
  caseClaim: { answers: "the claim's answers and documents, to amend it; 401 when no one is signed in" },
  caseDocument: { answers: 'one document of the signed-in claim; 401 or 404 with `error`' },
  drafts: {
    sends: "plus one file part per document (beyond the contract's calls: decisions.md §Drafts)",
    answers: 'when the draft expires (its resume link is mailed); refusals with `saved: false` and `error`',
  },
  draft: { answers: 'what a saved draft restores; 404 or 410 with `error`' },
  draftDocument: { answers: 'one document of a saved draft; 404 or 410 with `error`' },
};

/** The exported name of each schema of the contract's modules. */
const schemaNames = new Map<unknown, string>();
// The first name wins: casePayoutSchema is another name of caseAddressSchema.
for (const module of [api, caseFile, pageLayouts])
  for (const [name, value] of Object.entries(module)) if (!schemaNames.has(value)) schemaNames.set(value, name);

/** The name of a schema, in backticks. */
function named(schema: ZodType): string {
  const name = schemaNames.get(schema);
  if (!name) throw new Error('A schema of the calls table is not exported by the contract.');
  return `\`${name}\``;
}

function sends(request: CallRequest): string {
  switch (request.kind) {
    case 'none':
      return '';
    case 'json':
      return request.schema ? `JSON ${named(request.schema)}` : '';
    case 'multipart':
      return request.schema ? `multipart: \`payload\` (JSON ${named(request.schema)})` : 'multipart';
  }
}

function answers(answer: CallAnswer, said: string): string {
  switch (answer.kind) {
    case 'json':
      return `${named(answer.schema)}: ${said}`;
    case 'none':
      return said;
    case 'document':
      return `the document's bytes: ${said}`;
  }
}

/** The lines that open and close the generated table in docs/contract.md. */
const tableMarkers = {
  start: '<!-- calls table: generated from src/contract/calls.ts and call-schemas.ts by `npm run calls:docs` -->',
  end: '<!-- end of the calls table -->',
} as const;

/** The calls table (Markdown). */
export function callsTable(): string {
  const rows = (Object.keys(calls) as CallName[]).map((name) => {
    const { path, query } = callOf(name);
    const { method, request, answer } = callSchemas[name];
    const target = `${method} ${path}${query.map((q, i) => `${i === 0 ? '?' : '&'}${q}=`).join('')}`;
    const said = words[name];
    const cells = [`\`${target}\``, [sends(request), said.sends].filter(Boolean).join('; '), answers(answer, said.answers)];
    if (cells.some((cell) => cell.includes('|'))) throw new Error(`The calls table row of ${name} may not contain "|".`);
    return `| ${cells.join(' | ')} |`;
  });
  return ['| call | sends | answers |', '|---|---|---|', ...rows].join('\n');
}

/** `document` with its calls table replaced by the one the table gives. */
export function withCallsTable(document: string): string {
  const start = document.indexOf(tableMarkers.start);
  const end = document.indexOf(tableMarkers.end);
  if (start === -1 || end < start) throw new Error(`docs/contract.md lacks the lines ${tableMarkers.start} and ${tableMarkers.end}.`);
  return `${document.slice(0, start + tableMarkers.start.length)}\n\n${callsTable()}\n\n${document.slice(end)}`;
}
