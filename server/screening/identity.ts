// Which answers of a claim identify its claimant, found the way the package declares them: fields
// with an identity role (email, phone, payoutAccount, payPalEmail), and the name and mailing
// address by the keys of the name and address blocks its pages show. No package's own field
// keys appear here.
import type { SubmissionPayload } from '../../src/contract/api';
import type { FormType } from '../../src/contract/form-type-names';
import { addressKeys, nameKeys } from '../../src/contract/form-pages';
import type { FieldRole } from '../../src/contract/field-roles';
import { widgetOf } from '../../src/contract/widgets';
import { answerText as text, firstAnswer, modelsOf } from '../claims/payload-answers';
import type { Settlement } from '../settlement/settlement';
import { addressKey, emailKey, foldText, nameKey, nameParts, payoutKey, phoneKey, postalKey } from './normalize';

/** A claim's identity, normalised (see normalize.ts); empty strings and lists where not given. */
export interface ClaimIdentity {
  name: string;
  /** The folded first name, for comparing names part by part. */
  firstName: string;
  /** The folded last name, for finding near duplicates among claimants of one name. */
  lastName: string;
  /** The generational suffix ("jr", "sr", "iii"), apart from the name: it tells people apart. */
  suffix: string;
  address: string;
  /** The postal code of the address, for finding near duplicates among neighbours. */
  postal: string;
  emails: string[];
  phones: string[];
  payoutAccounts: string[];
}

/** Roles whose fields hold an identity value, and the list each value joins. */
const roleTargets: Partial<Record<FieldRole, 'emails' | 'phones' | 'payoutAccounts'>> = {
  email: 'emails',
  phone: 'phones',
  payoutAccount: 'payoutAccounts',
  payPalEmail: 'payoutAccounts',
};

/** The mappings of a form whose pages show a section of `kind` (name or address). */
function sectionMappings(settlement: Settlement, formType: FormType, kind: 'name' | 'address'): string[] {
  const mappings = new Set<string>();
  for (const page of settlement.pages[formType] ?? []) {
    for (const section of page.sections) {
      if (section.kind !== kind) continue;
      const config = settlement.sectionConfigOf(formType, section.mapping);
      if (config) mappings.add(config.metadata.dtoMapping);
    }
  }
  return [...mappings];
}

/** The normalised identity of a claim of `formType`. */
export function claimIdentity(settlement: Settlement, formType: FormType, payload: SubmissionPayload): ClaimIdentity {
  const identity: ClaimIdentity = {
    name: '',
    firstName: '',
    lastName: '',
    suffix: '',
    address: '',
    postal: '',
    emails: [],
    phones: [],
    payoutAccounts: [],
  };
  for (const mapping of sectionMappings(settlement, formType, 'name')) {
    const models = modelsOf(payload, mapping);
    const first = firstAnswer(models, nameKeys.first);
    const last = firstAnswer(models, nameKeys.last);
    const name = nameKey(first, last);
    if (name) {
      const parts = nameParts(first, last);
      identity.name = name;
      identity.firstName = parts.first;
      identity.lastName = parts.last;
      identity.suffix = parts.suffix;
      break;
    }
  }
  for (const mapping of sectionMappings(settlement, formType, 'address')) {
    const models = modelsOf(payload, mapping);
    const country = firstAnswer(models, addressKeys.country);
    const postalCode = firstAnswer(models, addressKeys.postalCode) || firstAnswer(models, addressKeys.postalCodeNonUS);
    const address = addressKey({
      street1: firstAnswer(models, addressKeys.streetLine1),
      street2: firstAnswer(models, addressKeys.streetLine2),
      city: firstAnswer(models, addressKeys.city),
      subdivision: firstAnswer(models, addressKeys.subDivision) || firstAnswer(models, addressKeys.subDivisionNonUS),
      postalCode,
      country,
    });
    if (address) {
      identity.address = address;
      identity.postal = postalKey(postalCode, country);
      break;
    }
  }
  const seen = { emails: new Set<string>(), phones: new Set<string>(), payoutAccounts: new Set<string>() };
  for (const config of settlement.configs) {
    if (config.metadata.formType !== formType) continue;
    const roled = config.fields.filter((f) => f.role && roleTargets[f.role]);
    if (roled.length === 0) continue;
    const models = modelsOf(payload, config.metadata.dtoMapping);
    for (const field of roled) {
      const target = roleTargets[field.role!]!;
      const normalise = target === 'emails' ? emailKey : target === 'phones' ? phoneKey : payoutKey;
      for (const fields of models) {
        const key = normalise(text(fields[field.key]));
        if (key && !seen[target].has(key)) {
          seen[target].add(key);
          identity[target].push(key);
        }
      }
    }
  }
  return identity;
}

/** The answers of a claim apart from who filed it (name, address, contact details, payout
 *  accounts, the signature model) folded: claims a script files with varied names but the same
 *  story give the same text. A field that repeats a role field's answer (a "confirm your email"
 *  field) counts as that field and is left out too, and so does an answer with the claimant's
 *  last name in it. In free text without a mask, each number counts as "a number": a script that
 *  numbers its copies of one story ("... after 3 days", "... after 4 days") still files one
 *  story. `identity` is the claim's, when the caller has it already. */
export function answersShape(
  settlement: Settlement,
  formType: FormType,
  payload: SubmissionPayload,
  identity: ClaimIdentity = claimIdentity(settlement, formType, payload),
): string {
  const skip = new Set<string>([...Object.values(nameKeys), ...Object.values(addressKeys)]);
  // Answers that name the claimant (a check's payee, a typed signature) vary with the name too.
  const nameWords = identity.lastName.split(' ').filter((w) => w.length > 1);
  const parts: string[] = [];
  for (const config of settlement.configs) {
    if (config.metadata.formType !== formType || config.metadata.dtoMapping === 'signature') continue;
    const roled = config.fields.filter((f) => f.role).map((f) => f.key);
    const typed = new Set(config.fields.filter((f) => widgetOf(f).freeText && !f.maskName).map((f) => f.key));
    for (const [i, fields] of modelsOf(payload, config.metadata.dtoMapping).entries()) {
      const repeated = new Set(roled.map((key) => foldText(text(fields[key]))).filter(Boolean));
      for (const key of Object.keys(fields).sort()) {
        if (skip.has(key) || roled.includes(key)) continue;
        const value = fields[key];
        const folded = typeof value === 'string' ? foldText(value) : JSON.stringify(value ?? null);
        if (typeof value === 'string' && (repeated.has(folded) || nameWords.some((word) => folded.split(' ').includes(word)))) continue;
        parts.push(`${config.metadata.dtoMapping}.${i}.${key}=${typed.has(key) ? folded.replace(/\p{N}+/gu, '#') : folded}`);
      }
    }
  }
  return parts.join('\n');
}
