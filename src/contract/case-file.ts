import { z } from 'zod';
import { documentRefSchema, submissionPayloadSchema } from './api';

// The claimant's case file: the calls a claimant makes after filing, without an account. They sign
// in with the claim's reference code and a one-time code mailed to the claim's email (or, for a
// form that authorizes, the notice's claim ID and PIN), then read where the claim stands and act
// on it: cure a deficiency, appeal a denial. The server decides every state (server/case-file/);
// the claimant sees the states, their dates and the reasons written for them, never screening
// flags, scores or reviewers' notes.

/** The page of the case file (the header's "Check Claim Status" link; the mails link to it). */
export const caseFilePath = '/claim/status';

/** Where a claim stands, in the order a claim usually passes through them. */
export const caseStates = ['received', 'inReview', 'deficient', 'approved', 'denied', 'appealed', 'paid'] as const;

export type CaseState = (typeof caseStates)[number];

/** What a deficiency names for the claimant to fix: a field of one of the form's models (by its
 *  `dtoMapping` and field key), or a document field. */
export const deficiencyItemSchema = z.object({
  dtoMapping: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
});

export type DeficiencyItem = z.infer<typeof deficiencyItemSchema>;

/** POST /api/case/code: mail a one-time sign-in code to the claim's email. The answer is the
 *  same whether or not the reference code exists (202), so it tells a stranger nothing. */
export const caseCodeRequestSchema = z.object({
  referenceCode: z.string().min(1).max(40),
  culture: z.string().min(1).max(20),
});

export type CaseCodeRequest = z.infer<typeof caseCodeRequestSchema>;

/** POST /api/case/sign-in: the reference code with the mailed code, or the notice's claim ID and
 *  PIN. 200 `{ signedIn: true }`; 401 or 429 with the message to show. */
export const caseSignInRequestSchema = z.union([
  z.object({ referenceCode: z.string().min(1).max(40), code: z.string().min(1).max(40) }).strict(),
  z.object({ claimId: z.string().min(1).max(100), pin: z.string().min(1).max(100) }).strict(),
]);

export type CaseSignInRequest = z.infer<typeof caseSignInRequestSchema>;

export const caseSignInResponseSchema = z.object({
  signedIn: z.boolean(),
  error: z.string().nullable(),
});

export type CaseSignInResponse = z.infer<typeof caseSignInResponseSchema>;

/** One step of a claim's history, as the claimant sees it. `at` is an ISO instant. */
export const caseEventSchema = z.object({
  state: z.enum(caseStates),
  at: z.string(),
  /** The reason the administrator wrote for the claimant (a denial's, a deficiency's), if any. */
  reason: z.string().nullable(),
});

export type CaseEvent = z.infer<typeof caseEventSchema>;

/** GET /api/case: the signed-in claimant's case file (401 when not signed in). Instants are ISO. */
export const caseFileSchema = z.object({
  referenceCode: z.string(),
  formType: z.string(),
  state: z.enum(caseStates),
  /** Oldest first. */
  history: z.array(caseEventSchema),
  /** While deficient: what to fix and by when. */
  deficiency: z
    .object({
      /** Each item with its answer on file (null for a document item), to correct in place. */
      items: z.array(deficiencyItemSchema.extend({ kind: z.enum(['field', 'document']), value: z.unknown() })),
      reason: z.string(),
      cureBy: z.string(),
    })
    .nullable(),
  /** While denied: why, and until when an appeal is taken (null: no appeal left). */
  denial: z.object({ reason: z.string(), appealBy: z.string().nullable() }).nullable(),
  /** The claim's mailing address (the form's address block) with its answers on file, to change
   *  at /coa; null when the form asks for none. */
  address: z
    .object({
      dtoMapping: z.string(),
      fields: z.array(z.object({ key: z.string(), value: z.unknown() })),
    })
    .nullable(),
  /** How the claim is paid, to change at /claim/payout: the form's payment section (its model, legend,
   *  election field and the methods the case file offers, each by its option and fields), the
   *  method on file and the last four characters of its account, never the account itself; null
   *  when the form has no payment section. */
  payout: z
    .object({
      dtoMapping: z.string(),
      legend: z.string(),
      election: z.string(),
      methods: z.array(z.object({ option: z.string(), keys: z.array(z.string()) })),
      current: z.object({ option: z.string().nullable(), lastFour: z.string().nullable() }),
      /** The instant the method stops changing (ISO), or null while the package names none. */
      until: z.string().nullable(),
    })
    .nullable(),
  /** What the claimant may do now. */
  actions: z.object({
    cure: z.boolean(),
    appeal: z.boolean(),
    changeAddress: z.boolean(),
    changePayout: z.boolean(),
    amend: z.boolean(),
  }),
});

export type CaseFile = z.infer<typeof caseFileSchema>;

/** GET /api/case/claim: the claim as it stands, to reopen in the wizard for an amendment: its
 *  payload as filed or last amended (no PIN, no captcha token) and its documents, each fetched from
 *  GET /api/case/documents/<clientId>. */
export const caseClaimSchema = z.object({
  formType: z.string(),
  payload: submissionPayloadSchema,
  documents: z.array(documentRefSchema),
});

export type CaseClaim = z.infer<typeof caseClaimSchema>;

/** The name of the multipart part that carries the JSON of a cure or an appeal. Documents travel
 *  beside it as file parts: a cure's named by the document field's key it answers (one each), an
 *  appeal's by `appealDocumentPart`. */
export const caseJsonPart = 'payload';

/** The file part name of an appeal's n-th document (from 0): `document-1`, `document-2` ... */
export const appealDocumentPart = (index: number) => `document-${index + 1}`;

/** POST /api/case/cure (multipart): the corrected answers of the fields the deficiency names, and
 *  a document for each document item it names (its file part named by the item's key). Nothing
 *  else may change. */
export const caseCureSchema = z.object({
  answers: z.array(deficiencyItemSchema.extend({ value: z.unknown() })).max(100),
});

export type CaseCure = z.infer<typeof caseCureSchema>;

/** POST /api/case/appeal (multipart): the claimant's statement, with optional documents. */
export const caseAppealSchema = z.object({
  statement: z.string().trim().min(1).max(5000),
});

export type CaseAppeal = z.infer<typeof caseAppealSchema>;

/** POST /api/case/address (JSON): the whole new mailing address, every field of the address block
 *  (an empty string for a line left blank). The address it replaces is kept as a version. */
export const caseAddressSchema = z.object({
  answers: z
    .array(deficiencyItemSchema.extend({ value: z.unknown() }))
    .min(1)
    .max(20),
});

export type CaseAddress = z.infer<typeof caseAddressSchema>;

/** POST /api/case/payout (JSON): the new payment method, its election and every field of the
 *  chosen method (an empty string for an optional one left blank). The election it replaces is
 *  kept as a version. */
export const casePayoutSchema = caseAddressSchema;

export type CasePayout = z.infer<typeof casePayoutSchema>;

/** The answer of a cure, an appeal or a change of address or payment method: 200 with the case file as it now stands, or 400/409/429 with
 *  the message to show (answers kept on the page). */
export const caseActionResponseSchema = z.object({
  error: z.string().nullable(),
  caseFile: caseFileSchema.nullable(),
});

export type CaseActionResponse = z.infer<typeof caseActionResponseSchema>;
