// What a text field is for, in the terms browsers and password managers understand (WCAG 1.3.5,
// Identify Input Purpose): the input type and the autofill token. It is read from what the
// field declares, never from one package's keys: its role, its rules and mask, the contract's field
// keys of the name and address groups.
import type { FieldRole } from '@/contract/field-roles';
import { addressKeys, nameKeys } from '@/contract/form-pages';
import type { FieldConfig } from '@/contract/model-config';

/** The input type and autofill token of a text field; each left out when nothing says it. */
interface InputPurpose {
  readonly type?: 'email' | 'tel';
  readonly autoComplete?: string;
}

/** Autofill tokens of the contract's name and address field keys. A middle initial has none:
 *  "additional-name" would fill a whole middle name into a one-letter field. */
const tokensByKey: Readonly<Record<string, string>> = {
  [nameKeys.first]: 'given-name',
  [nameKeys.last]: 'family-name',
  [addressKeys.streetLine1]: 'address-line1',
  [addressKeys.streetLine2]: 'address-line2',
  [addressKeys.city]: 'address-level2',
  [addressKeys.subDivision]: 'address-level1',
  [addressKeys.subDivisionNonUS]: 'address-level1',
  [addressKeys.postalCode]: 'postal-code',
  [addressKeys.postalCodeNonUS]: 'postal-code',
};

/** Autofill tokens of the sign-in's claim ID and PIN, by role: a password manager keeps them as
 *  the account's user name and password. */
const tokensByRole: Readonly<Partial<Record<FieldRole, string>>> = { claimId: 'username', pin: 'current-password' };

/** The input type and autofill token of a text field. */
export function inputPurpose(field: FieldConfig): InputPurpose {
  const rules = field.validations ?? [];
  if (field.role === 'email' || field.role === 'payPalEmail' || rules.some((rule) => rule.type === 'email'))
    return { type: 'email', autoComplete: 'email' };
  if (field.role === 'phone' || field.maskName === 'usPhone' || field.maskName === 'internationalPhone')
    return { type: 'tel', autoComplete: field.maskName === 'usPhone' ? 'tel-national' : 'tel' };
  const token = (field.role && tokensByRole[field.role]) ?? tokensByKey[field.key];
  return token ? { autoComplete: token } : {};
}
