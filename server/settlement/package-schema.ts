// The files of a settlement package, as zod schemas: settlement.json, deadlines.json,
// forms/<form type>.json and copy/<culture>.json. The same schemas check a package at start and
// are written out as JSON Schema (settlements/schema/, `npm run settlement:schema`) so an editor
// can complete and check the files while an administrator types. Pure: no Node imports, so the
// package parser also runs where tests and stories load the demo package through Vite.
import { z } from 'zod';
import { deadlineKeys, deadlineZones, payPalSettingsSchema } from '../../src/contract/api';
import { allCopyEntries } from '../../src/contract/copy-catalogue';
import { copyKeyGroups } from '../../src/contract/copy-keys';
import { dtoMappings, formTypes } from '../../src/contract/form-type-names';
import { fieldConfigSchema } from '../../src/contract/model-config';
import { formPagesSchema } from '../../src/contract/page-layouts';
import { themeSettings } from '../../themes/registry';
import { claimantMessages } from '../claimant-messages';
import { caseFileSettingsSchema } from './case-file-settings';
import { privacySettingsSchema } from '../privacy/settings';
import { screeningSettingsSchema } from '../screening/settings';
import { currentFormatVersion } from './package-formats';
import type { CaptchaProviderSetting } from '../settings/setting-definitions';

/** Captcha providers a package may name (the same as CAPTCHA_PROVIDER). */
const packageCaptchaProviders = ['test', 'hcaptcha', 'recaptcha', 'none'] as const satisfies readonly CaptchaProviderSetting[];

/** A culture code: a language, optionally with region or script (`en`, `es`, `pt-BR`, `zh-Hant`). */
const cultureCodePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A Google tag id (G-ABC123XYZ): it is written into the page and a script address, so nothing else may pass. */
const analyticsTagPattern = /^[A-Z]{1,4}-[A-Z0-9]{4,20}$/;

/** True for a path on this site (`/deadline`) or an https address elsewhere. */
function isSitePathOrHttps(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** True for a path on this site or an http(s) address (what the deadline redirects accept). */
function isSitePathOrHttp(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** True when the runtime knows `zone` as an IANA time zone (America/Los_Angeles). */
function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const schemaRef = z
  .string()
  .optional()
  .describe("Path or URL of this file's JSON Schema, for editors (settlements/schema/...). Ignored by the server.");
const cultureCode = z.string().regex(cultureCodePattern, { error: 'not a culture code such as en, es or pt-BR' });
const nonEmpty = z.string().trim().min(1, { error: 'must not be empty' });

/** Names a contact entry may have: letters, digits and underscores. */
const contactName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'contact names are letters, digits and underscores' });

/** settlement.json: the case, the site's settings and the contact details copy may name. */
export const settlementFileSchema = z
  .strictObject({
    $schema: schemaRef,
    formatVersion: z
      .number()
      .int()
      .min(1)
      .max(currentFormatVersion, {
        error: `this package is for a newer server: this one reads package formats 1 to ${currentFormatVersion} (see settlements/README.md, "Package formats")`,
      })
      .optional()
      .describe(
        `The package format the files follow (1 to ${currentFormatVersion}; absent means 1). An older format still loads: what later formats added has a built-in default, and the check warns while it is used.`,
      ),
    caseName: nonEmpty.describe('The case name, e.g. "In re Brightwater Appliance Litigation". Copy names it as {settlement.caseName}.'),
    caseNumber: nonEmpty.describe('The case number as printed, e.g. "Case No. 3:24-cv-01234". Copy: {settlement.caseNumber}.'),
    settlementName: nonEmpty.describe("The settlement's name. Copy: {settlement.settlementName}."),
    projectSiteUrl: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), { error: 'must be an http(s) address' })
      .describe("The settlement's own website. Copy: {settlement.projectSiteUrl}."),
    theme: z
      .enum(themeSettings, { error: (issue) => `unknown theme ${JSON.stringify(issue.input)}: use one of ${themeSettings.join(', ')}` })
      .describe('The theme setting. The THEME environment variable, when set, wins.'),
    cultures: z
      .record(cultureCode, nonEmpty)
      .refine((cultures) => Object.hasOwn(cultures, 'en'), { error: 'must include "en": the site starts in English and falls back to it' })
      .describe('Enabled cultures, code to the name shown in the language menu (in that language). Each needs copy/<code>.json.'),
    allowedCharacters: z
      .string()
      .min(1, { error: 'must not be empty' })
      .describe('Every character claimants may type in fields with the characterSetRestriction rule.'),
    captcha: z
      .strictObject({
        provider: z
          .enum(packageCaptchaProviders)
          .describe('test (offline stand-in), hcaptcha, recaptcha or none. CAPTCHA_PROVIDER wins when set.'),
        siteKey: z.string().min(1).nullable().optional().describe("The provider's site key (public). The secret stays in CAPTCHA_SECRET."),
      })
      .describe('Captcha settings; the secret never goes into the package.'),
    payPal: payPalSettingsSchema
      .strict()
      .describe('The five PayPal settings GET /api/banking/paypal-settings answers. authCodeExpiration is in minutes.'),
    payPalAccountEmail: z
      .email({ error: 'must be an email address or null' })
      .nullable()
      .describe('The only PayPal account a PayPal election may name (the stand-in verification); null accepts any.'),
    signatureTimeZone: z
      .string()
      .refine(isIanaZone, { error: 'not an IANA time zone such as America/Los_Angeles' })
      .describe("IANA zone in which today's signature date is taken (GET /api/signature-date)."),
    banner: z.boolean().describe('Show the banner (copy Banner_Header, Banner_Copy, Banner_Close). BANNER wins when set.'),
    analyticsTagId: z
      .string()
      .regex(analyticsTagPattern, { error: 'must be a tag id such as G-ABC123XYZ, or null' })
      .nullable()
      .describe('Google tag id, or null for no analytics. ANALYTICS_TAG_ID wins when set.'),
    expiredRedirectUrl: z
      .string()
      .refine(isSitePathOrHttps, { error: 'must be a path on this site (/...) or an https:// address, or null' })
      .nullable()
      .describe('Where an expired session goes; null: the session-expired page. EXPIRED_REDIRECT_URL wins when set.'),
    contact: z
      .record(contactName, z.string())
      .describe('Contact details copy may name as {settlement.contact.<name>}, e.g. phone, email, mailStreet.'),
    screening: screeningSettingsSchema,
    caseFile: caseFileSettingsSchema,
    privacy: privacySettingsSchema,
  })
  .describe("A settlement package's settings: the case, the site and its contact details.");
/** settlement.json as parsed. */
export type SettlementFile = z.infer<typeof settlementFileSchema>;

const redirectTarget = z.string().refine(isSitePathOrHttp, { error: 'must be a path on this site (/...) or an http(s) address' });

/** One deadline of deadlines.json. */
const deadlineEntrySchema = z.strictObject({
  date: z
    .string()
    .describe(
      'When the deadline passes, in the zone of the file, in one of: MM/dd/yyyy hh:mm:ss a, yyyy-MM-ddTHH:mm:ss (no offset), MM/dd/yyyy, MM/dd/yyyy HH:mm, MM/dd/yyyy HH:mm:ss.',
    ),
  redirects: z
    .record(cultureCode, redirectTarget)
    .optional()
    .describe("Where claimants go once it has passed, per culture; a culture without one uses English's, then /deadline."),
  graceMinutes: z
    .int()
    .min(0)
    .max(10_080)
    .optional()
    .describe(
      'Minutes after the deadline during which a claimant who began before it (first opened a form page before the deadline) may still authorize and submit. Default 0: no grace.',
    ),
});

/** deadlines.json: the project zone and every deadline key. */
export const deadlinesFileSchema = z
  .strictObject({
    $schema: schemaRef,
    timeZone: z
      .enum(deadlineZones, { error: (issue) => `unknown time zone ${JSON.stringify(issue.input)}: use one of ${deadlineZones.join(', ')}` })
      .describe('The zone every deadline date is given in (Windows-style name).'),
    deadlines: z.strictObject(
      Object.fromEntries(deadlineKeys.map((key) => [key, deadlineEntrySchema])) as Record<
        (typeof deadlineKeys)[number],
        typeof deadlineEntrySchema
      >,
    ),
  })
  .describe("The settlement's deadlines: every key, its date and where claimants go once it has passed.");
/** deadlines.json as parsed. */
export type DeadlinesFile = z.infer<typeof deadlinesFileSchema>;

/** Model metadata as the package writes it: PascalCase, as GET /api/forms/config serves it. */
const packageMetadataSchema = z
  .object({
    DtoMapping: z.enum(dtoMappings).describe('Which part of the claim the model fills.'),
    FormType: z.enum(formTypes).describe('The form type; must match the file name.'),
    MappingName: z.string().optional(),
    IsSingleInstance: z.boolean().optional(),
    MinimumRecordCount: z
      .union([z.number().int().min(0), z.strictObject({ model: z.string(), field: z.string() })])
      .optional()
      .describe('Fewest records (a number, or the field of another model that holds it).'),
  })
  .catchall(z.unknown());

/** One model config of a forms file (its metadataHash is computed when the package loads). */
const packageModelSchema = z.strictObject({
  metadata: packageMetadataSchema,
  fields: z.array(fieldConfigSchema),
});

/** Only the envelope of a forms file; the models themselves are checked by the form engine. */
export const formsFileEnvelopeSchema = z.strictObject({ $schema: schemaRef, pages: z.unknown().optional(), models: z.array(z.unknown()) });

/** forms/<form type>.json, for the JSON Schema: the model configs of one form type. */
const formsFileSchema = z
  .strictObject({
    $schema: schemaRef,
    pages: formPagesSchema.describe("The wizard's pages of this form type, in order: what each shows and what its main button does."),
    models: z.array(packageModelSchema).describe('The model configs of this form type, in the order the form shows them.'),
  })
  .describe('The pages and model configs of one form type (file name: standard, lookup, automotive or documents-upload).');

const copyGroupOf = new Map<string, string>(
  Object.entries(copyKeyGroups).flatMap(([group, keys]) => Object.values(keys).map((key) => [key, group] as const)),
);

/** copy/<culture>.json: copy key to text. Every app copy key is listed (for completion, with its
 *  English default and parameters), then the server's optional messages; the configs' own keys (labels, hints, options, messages) come on top. */
export const copyFileSchema = z
  .object({
    $schema: schemaRef,
    ...Object.fromEntries(
      allCopyEntries.map(({ key, defaultText, params }) => [
        key,
        z
          .string()
          .optional()
          .describe(
            `App copy (${copyGroupOf.get(key) ?? 'shared'}). ${
              defaultText === null ? 'Required in every culture.' : `Optional (without it: "${defaultText}").`
            }${params.length > 0 ? ` Parameters: ${params.map((name) => `{${name}}`).join(', ')}.` : ''}`,
          ),
      ]),
    ),
    ...Object.fromEntries(
      Object.values(claimantMessages).map(({ key, englishText }) => [
        key,
        z.string().optional().describe(`A message of the server, optional (without it: "${englishText}").`),
      ]),
    ),
  })
  .catchall(z.string())
  .describe(
    'Every copy text of one culture: {name} parameters are filled in by the app, {settlement.caseName} and {settlement.contact.<name>} from settlement.json.',
  );

/** Every file schema, by the name its JSON Schema is written under. */
export const packageFileSchemas = {
  settlement: settlementFileSchema,
  deadlines: deadlinesFileSchema,
  forms: formsFileSchema,
  copy: copyFileSchema,
} as const;
