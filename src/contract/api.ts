import { z } from 'zod';
import { formTypeSchema } from './form-types';
import { modelConfigSchema } from './model-config';

// Request and response shapes of every call in the contract's calls table (contract.md §Calls). Where the
// contract says "not shown", the shape is the one decisions.md §Calls settles; each such choice is marked.

/** GET /api/csrf */
export const csrfResponseSchema = z.object({
  requestHeaderName: z.string().min(1),
  requestToken: z.string().min(1),
});
/** CSRF header name and token. */
export type CsrfToken = z.infer<typeof csrfResponseSchema>;

/** The 13 Windows-style zone names deadlines may be given in (contract.md §Data). */
export const deadlineZones = [
  'Pacific',
  'Mountain',
  'Central',
  'Eastern',
  'Atlantic',
  'Newfoundland',
  'Alaskan',
  'Hawaii-Aleutian',
  'Aleutian',
  'Yukon',
  'Arizona',
  'Indiana (East)',
  'Saskatchewan',
] as const;

/** The deadline keys of contract.md §Data. */
export const deadlineKeys = [
  'globalDeadline',
  'claimFilingDeadline',
  'automotiveFilingDeadline',
  'lookupFilingDeadline',
  'documentsUploadFilingDeadline',
] as const;
/** One deadline key. */
export type DeadlineKey = (typeof deadlineKeys)[number];

// Zones and date strings are validated where they are interpreted (features/deadlines), so a
// bad zone there names the deadline it belongs to; here they are only required to be strings.
const cmsEnglishDeadline = z.object({ deadlineDateTime: z.string().min(1), redirectUrl: z.string().nullish() });
const cmsOtherDeadline = z.object({ redirectUrl: z.string().nullish() });

/** GET /api/deadlines, CMS style: a map per language; English carries the zone and dates. */
export const cmsDeadlinesSchema = z
  .object({
    en: z.object({
      projectTimeZone: z.string().min(1),
      deadlines: z.record(z.string(), cmsEnglishDeadline),
    }),
  })
  .catchall(z.object({ deadlines: z.record(z.string(), cmsOtherDeadline) }));

/** GET /api/deadlines, legacy style: deadline date and zone per key. */
export const legacyDeadlinesSchema = z.object({
  deadlines: z.record(
    z.string(),
    z.object({ deadline: z.string().min(1), timeZone: z.string().min(1), redirectUrl: z.string().nullish() }),
  ),
});

/** GET /api/deadlines: either style. */
export const deadlinesResponseSchema = z.union([cmsDeadlinesSchema, legacyDeadlinesSchema]);
/** The deadlines answer, either style. */
export type DeadlinesResponse = z.infer<typeof deadlinesResponseSchema>;

/** GET /api/characters-whitelist (403 means no whitelist). */
export const whitelistResponseSchema = z.object({ allowedCharacters: z.string() });

/** GET /api/captcha. provider names Google reCAPTCHA, the local `test` stand-in, or else hCaptcha;
 *  no site key means captcha is disabled. */
export const captchaConfigSchema = z.object({
  provider: z.string(),
  siteKey: z.string().nullish(),
});
/** Captcha settings. */
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** GET /api/banking/paypal-settings: the five fields the contract lists (shape settled in decisions.md §Calls). */
export const payPalSettingsSchema = z.object({
  clientId: z.string().nullable(),
  enabled: z.boolean(),
  loginUrl: z.string().nullable(),
  invalidPayPalVerification: z.boolean(),
  authCodeExpiration: z.number().nullable(),
});
/** PayPal settings. */
export type PayPalSettings = z.infer<typeof payPalSettingsSchema>;

/** GET /api/forms/config (403 returns nothing). */
export const formsConfigResponseSchema = z.array(modelConfigSchema);

/** GET /api/signature-date?culture=: `{ signatureDate: 'MM/dd/yyyy' }` (settled in decisions.md §Calls). */
export const signatureDateResponseSchema = z.object({
  signatureDate: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'signatureDate must be MM/dd/yyyy'),
});

/** GET /api/cultures: enabled cultures, code to display name (403 ignored). */
export const culturesResponseSchema = z.record(z.string(), z.string());

/** GET /api/culture/content?culture=: a list of key and value. */
export const cultureContentResponseSchema = z.array(z.object({ key: z.string(), value: z.string().nullable() }));
/** Localized copy, as a list. */
export type CultureContent = z.infer<typeof cultureContentResponseSchema>;

/** POST /api/telemetry/tracking (answer not shown: 204, no body). */
export const trackingRequestSchema = z.object({
  formType: formTypeSchema,
  fieldKey: z.string().min(1),
  fieldValue: z.string(),
});
/** A tracking event. */
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

/** A client form model as it travels in a payload. */
export const payloadModelSchema = z.object({
  clientId: z.string().min(1),
  id: z.string().nullable(),
  metadataHash: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  claimTransactionId: z.string().nullish(),
  fields: z.record(z.string(), z.unknown()),
});
/** A form model in a payload. */
export type PayloadModel = z.infer<typeof payloadModelSchema>;

/** A document announced in the payload; its bytes travel as a multipart file part whose field
 *  name is the owning document-context model's clientId. */
export const documentRefSchema = z.object({
  clientId: z.string().min(1),
  name: z.string().min(1),
  size: z.number().int().min(0),
  type: z.string(),
});

/** The JSON part of a submission (contract.md §Data). */
export const submissionPayloadSchema = z.object({
  reCaptchaResponse: z.string().nullable(),
  userPreferredCulture: z.string().min(1, 'culture is required'),
  captchaRawValue: z.string().nullable(),
  documents: z.array(documentRefSchema).nullable(),
  signature: payloadModelSchema.nullable(),
  claimantInfo: payloadModelSchema.nullable(),
  credentials: payloadModelSchema.nullable(),
  claimDetails: payloadModelSchema.nullable(),
  prepopulatedData: z.array(payloadModelSchema),
  documentContexts: z.array(payloadModelSchema),
  claimTransactions: z.array(payloadModelSchema),
});
/** The JSON part of a submission. */
export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;

/** Name of the multipart part that carries the submission JSON. */
export const submissionJsonPart = 'payload';

/** POST /api/forms/{standard,automotive,documents-upload}: 200 body, and the 400 body. */
export const submitResponseSchema = z.object({
  nonMatchingPaymentElection: z.boolean().default(false),
  error: z.string().nullable().default(null),
  referenceCodeForm: z.string().nullable().default(null),
});
/** The submit answer. */
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** POST /api/forms/<type>/authorize: the credentials model under a caller-given key, plus the captcha token. */
export const authorizeRequestSchema = z.object({ reCaptchaResponse: z.string().nullable() }).catchall(payloadModelSchema);
/** The authorize request body. */
export type AuthorizeRequest = z.infer<typeof authorizeRequestSchema>;

/** One prepopulated item: PascalCase names that map to camelCase model fields. */
export const prepopulatedItemSchema = z.object({
  metadata: z.record(z.string(), z.unknown()),
  fields: z.record(z.string(), z.unknown()),
});

/** The authorize answer: success body, and the 400/401 body. */
export const authorizeResponseSchema = z.object({
  authorized: z.boolean(),
  error: z.string().nullable().default(null),
  captcha: z.string().nullable().default(null),
  prepopulatedData: z.array(prepopulatedItemSchema).default([]),
});
/** The authorize answer. */
export type AuthorizeResponse = z.infer<typeof authorizeResponseSchema>;

/** A model as a saved draft keeps it: a payload model, and the fields the claimant has touched. */
const draftModelSchema = payloadModelSchema.extend({
  clientId: z.string().min(1).max(100),
  everDirty: z.record(z.string().max(200), z.literal(true)),
});

/** A draft's answers as the client holds them: its saved models and the records being edited. */
export const draftAnswersSchema = z.object({ saved: z.array(draftModelSchema), drafts: z.array(draftModelSchema) });
/** A draft's answers. */
export type DraftAnswers = z.infer<typeof draftAnswersSchema>;

/** The JSON part of POST /api/drafts (beyond the contract, decisions.md §Drafts); each document
 *  travels as a file part named by its document-context model's clientId, as in a submit. */
export const saveDraftRequestSchema = z.object({
  formType: formTypeSchema,
  culture: z.string().min(1).max(35),
  /** Where the resume link goes. */
  email: z.string().min(3).max(254),
  /** The page segment the claimant was on. */
  page: z.string().max(100),
  /** The token of the draft this one replaces (the claimant resumed it), or null. */
  resumeToken: z.string().max(100).nullable(),
  answers: draftAnswersSchema,
});
/** The JSON part of a draft's save. */
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/** POST /api/drafts: the answer; nothing of the draft itself, only when it expires. */
export const saveDraftResponseSchema = z.object({
  saved: z.boolean(),
  expiresAt: z.string().nullable().default(null),
  error: z.string().nullable().default(null),
});
/** A draft's save answer. */
export type SaveDraftResponse = z.infer<typeof saveDraftResponseSchema>;

/** GET /api/drafts/{token}: what a saved draft restores. */
export const draftResponseSchema = z.object({
  formType: formTypeSchema,
  culture: z.string(),
  page: z.string(),
  answers: draftAnswersSchema,
  /** The draft's documents, each fetched by its index from the draft's documents path. */
  documents: z.array(
    z.object({ index: z.number().int().min(1), clientId: z.string(), name: z.string(), size: z.number(), type: z.string() }),
  ),
  expiresAt: z.string(),
});
/** A saved draft. */
export type DraftResponse = z.infer<typeof draftResponseSchema>;
