// The settlement the server runs, in the one shape every route reads (`ctx.settlement`): built
// once from a checked package (parse-package.ts) and never re-read while serving.
import type { PageLayout } from '../../src/contract/page-layouts';
import { createHash } from 'node:crypto';
import type { CultureContent, DeadlineKey, DeadlinesResponse, PayPalSettings } from '../../src/contract/api';
import { deadlineKeys } from '../../src/contract/api';
import { fieldWithRole } from '../../src/contract/field-roles';
import type { FormType } from '../../src/contract/form-type-names';
import type { ModelConfig, ModelConfigInput } from '../../src/contract/model-config';
import { mappingNameOf } from '../../src/engine/models';
import type { DeadlinesFile, SettlementFile } from './package-schema';
import { claimantMessageParameters } from '../claimant-messages';
import type { PackageProblem } from './problems';

/** A deadline-passed answer keeps each key's own date format: these are the same day, 01/15/2020
 *  23:59:59, in each format a package may use. */
const passedDates: readonly [shape: RegExp, date: string][] = [
  [/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AaPp][Mm]$/, '01/15/2020 11:59:59 PM'],
  [/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, '2020-01-15T23:59'],
  [/^\d{4}-\d{2}-\d{2}T/, '2020-01-15T23:59:59'],
  [/^\d{2}\/\d{2}\/\d{4}$/, '01/15/2020'],
  [/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, '01/15/2020 23:59'],
  [/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/, '01/15/2020 23:59:59'],
];

/** The same moment in the past, in the format of `date`. */
function passedDateLike(date: string): string {
  return passedDates.find(([shape]) => shape.test(date.trim()))?.[1] ?? '01/15/2020 11:59:59 PM';
}

/** The keys (parsed, camelCase) of a form's sign-in fields: those with the roles claimId and pin. */
interface CredentialKeys {
  readonly claimId: string;
  readonly pin: string;
}

/** The claim ID and PIN keys a form without a credentials model reads its authorize request by:
 *  no page of it signs in, so no role names them, and the call keeps the keys it always had. */
const contractCredentialKeys: CredentialKeys = { claimId: 'claimId', pin: 'pin' };

/** Values of this deployment that copy may name in braces: `{maxSize}`, the largest document. */
interface ContentValues {
  readonly maxSize: string;
}

/** Everything settlement-specific the server serves, checked. */
export interface Settlement {
  /** The package folder it was read from. */
  readonly dir: string;
  /** settlement.json as parsed (case, theme, captcha, PayPal, banner, contact ...). */
  readonly info: Omit<SettlementFile, '$schema'>;
  /** deadlines.json as parsed. */
  readonly deadlines: Omit<DeadlinesFile, '$schema'>;
  /** The form types the package offers (a forms file each), in contract order. */
  readonly formTypes: readonly FormType[];
  /** The model configs exactly as GET /api/forms/config serves them (the files' own spelling, each
   *  with its metadataHash): the response body only, never read by the server itself. */
  readonly modelConfigs: readonly ModelConfigInput[];
  /** The wizard's pages of each offered form type, as GET /api/forms/pages serves them. */
  readonly pages: Readonly<Partial<Record<FormType, readonly PageLayout[]>>>;
  /** The same configs parsed by the engine (camelCase): the one shape every server check reads. */
  readonly configs: readonly ModelConfig[];
  /** Copy per culture, key to text, with {settlement.*} references already filled in. */
  readonly copy: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** claimants.csv, when the package has one (absolute path). */
  readonly claimantsFile: string | null;
  /** What the check warned about (built-in copy in use): logged at start, never a failure. */
  readonly warnings: readonly PackageProblem[];

  /** True when `value` names an enabled culture. */
  isCulture(value: unknown): value is string;
  /** The copy of one culture as GET /api/culture/content answers it, deployment values filled in. */
  content(culture: string, values?: ContentValues): CultureContent;
  /** GET /api/deadlines in the CMS style (default) or the legacy style, with `passed` keys moved into the past. */
  deadlinesAnswer(style: 'cms' | 'legacy', passed: ReadonlySet<DeadlineKey>): DeadlinesResponse;
  /** Today in the signature zone as MM/dd/yyyy. */
  signatureDate(now?: Date): string;
  /** The dtoMappings a form type has a model for. */
  mappingsOf(formType: FormType): Set<string>;
  /** Keys a prepopulated item may carry for a form type and mapping (its fields' prepopulatedDataKey). */
  prepopulatedKeysOf(formType: FormType, mapping: string): Set<string>;
  /** The parsed config of one model, if the form has it. */
  modelConfigOf(formType: FormType, mapping: string): ModelConfig | undefined;
  /** The model a page section names: sections name models by the package's mapping name (the
   *  dtoMapping when the package gives none), while payloads keep them by dtoMapping. */
  sectionConfigOf(formType: FormType, sectionMapping: string): ModelConfig | undefined;
  /** True when the form has a credentials model, so its submit needs an authorize in the session first. */
  needsAuthorization(formType: FormType): boolean;
  /** The keys of the form's claim ID and PIN fields, found by role (the check assumes the roles of
   *  an older package's ClaimId and Pin). A form without a credentials model has no sign-in
   *  fields to find, and its authorize call reads claimId and pin; a credentials model without
   *  the roles (on a form no page of which authorizes) gives undefined. */
  credentialKeysOf(formType: FormType): CredentialKeys | undefined;
  /** The PayPal settings GET /api/banking/paypal-settings answers. */
  payPalSettings(): PayPalSettings;
}

/** The metadataHash of a model: changes whenever its metadata or fields change. */
export function metadataHashOf(metadata: unknown, fields: unknown): string {
  return createHash('sha256').update(JSON.stringify({ metadata, fields })).digest('hex').slice(0, 16);
}

/** What createSettlement needs: the checked parts of a package. */
interface SettlementParts {
  dir: string;
  info: Omit<SettlementFile, '$schema'>;
  deadlines: Omit<DeadlinesFile, '$schema'>;
  formTypes: readonly FormType[];
  pages: Partial<Record<FormType, readonly PageLayout[]>>;
  modelConfigs: readonly ModelConfigInput[];
  configs: readonly ModelConfig[];
  copy: Record<string, Record<string, string>>;
  claimantsFile: string | null;
  warnings: readonly PackageProblem[];
}

/** Builds the Settlement of checked parts. */
export function createSettlement(parts: SettlementParts): Settlement {
  const { info, deadlines, configs } = parts;
  const contentCache = new Map<string, CultureContent>();
  // Parsed metadata keys are camelCase whichever way the file wrote them.
  const configOf = (formType: FormType, mapping: string) =>
    configs.find((c) => c.metadata.formType === formType && c.metadata.dtoMapping === mapping);
  const cultures = Object.keys(info.cultures);

  const redirectFor = (culture: string, key: DeadlineKey): string | null => deadlines.deadlines[key].redirects?.[culture] ?? null;

  return Object.freeze({
    ...parts,
    isCulture(value: unknown): value is string {
      return typeof value === 'string' && Object.hasOwn(info.cultures, value);
    },
    content(culture: string, values: ContentValues = { maxSize: '25 MB' }): CultureContent {
      const cacheKey = `${culture}\u0000${values.maxSize}`;
      const cached = contentCache.get(cacheKey);
      if (cached) return cached;
      const copy = parts.copy[culture] ?? {};
      // The server's own messages stay on the server: the app never shows them by key.
      const content = Object.entries(copy)
        .filter(([key]) => !claimantMessageParameters.has(key))
        .map(([key, value]) => ({ key, value: value.split('{maxSize}').join(values.maxSize) }));
      contentCache.set(cacheKey, content);
      return content;
    },
    deadlinesAnswer(style: 'cms' | 'legacy', passed: ReadonlySet<DeadlineKey>): DeadlinesResponse {
      const dateOf = (key: DeadlineKey) => {
        const date = deadlines.deadlines[key].date;
        return passed.has(key) ? passedDateLike(date) : date;
      };
      if (style === 'legacy') {
        return {
          deadlines: Object.fromEntries(
            deadlineKeys.map((key) => [key, { deadline: dateOf(key), timeZone: deadlines.timeZone, redirectUrl: redirectFor('en', key) }]),
          ),
        };
      }
      const others = cultures.filter((culture) => culture !== 'en');
      return {
        en: {
          projectTimeZone: deadlines.timeZone,
          deadlines: Object.fromEntries(
            deadlineKeys.map((key) => [key, { deadlineDateTime: dateOf(key), redirectUrl: redirectFor('en', key) }]),
          ),
        },
        ...Object.fromEntries(
          others.map((culture) => [
            culture,
            { deadlines: Object.fromEntries(deadlineKeys.map((key) => [key, { redirectUrl: redirectFor(culture, key) }])) },
          ]),
        ),
      };
    },
    signatureDate(now: Date = new Date()): string {
      const dateParts = new Intl.DateTimeFormat('en-US', {
        timeZone: info.signatureTimeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(now);
      const part = (type: string) => dateParts.find((p) => p.type === type)?.value ?? '';
      return `${part('month')}/${part('day')}/${part('year')}`;
    },
    mappingsOf(formType: FormType): Set<string> {
      return new Set(configs.filter((c) => c.metadata.formType === formType).map((c) => c.metadata.dtoMapping));
    },
    prepopulatedKeysOf(formType: FormType, mapping: string): Set<string> {
      const config = configOf(formType, mapping);
      return new Set((config?.fields ?? []).map((f) => f.prepopulatedDataKey).filter((k): k is string => Boolean(k)));
    },
    modelConfigOf: configOf,
    sectionConfigOf(formType: FormType, sectionMapping: string): ModelConfig | undefined {
      return configs.find((c) => c.metadata.formType === formType && mappingNameOf(c.metadata) === sectionMapping);
    },
    needsAuthorization(formType: FormType): boolean {
      return configOf(formType, 'credentials') !== undefined;
    },
    credentialKeysOf(formType: FormType): CredentialKeys | undefined {
      if (!configOf(formType, 'credentials')) return contractCredentialKeys;
      const claimId = fieldWithRole(configs, formType, 'claimId');
      const pin = fieldWithRole(configs, formType, 'pin');
      return claimId && pin ? { claimId: claimId.key, pin: pin.key } : undefined;
    },
    payPalSettings(): PayPalSettings {
      return { ...info.payPal };
    },
  });
}
