// Packages from before fields declared roles (format 0, 23 to 25 November 2026). Then the site
// found the fields it acts on by their keys, and at first it also built each form's pages in
// itself. Such a package still loads: the fields keyed as the site then expected get those roles,
// a forms file without pages gets the pages the site had built in, and the check warns about both
// so the administrator can write them down (settlements/README.md, "Package formats").
import type { FieldRole } from '../../src/contract/field-roles';
import type { ModelConfig } from '../../src/contract/model-config';
import type { AssumedRole } from './check-roles';
import type { JsonFile } from './json-file';
import type { PackageProblem } from './problems';
import { writtenKey } from './written-keys';

/** The field keys (camelCase) the site acted on before roles, and the role each now names. The
 *  sign-in's ClaimId and Pin are assumed by checkCredentialRoles, for every format before 3. */
const rolesByFormat0Key: ReadonlyMap<string, FieldRole> = new Map([
  ['signaturedate', 'signatureDate'],
  ['paymentmethod', 'paymentElection'],
  ['paypalemailaddress', 'payPalEmail'],
  ['paypalauthcode', 'payPalAuthCode'],
  ['emailaddress', 'email'],
  ['phonenumber', 'phone'],
  ['internationalphone', 'phone'],
]);

/** What of format 0 a package relies on. */
interface Format0 {
  /** No field in any forms file declares a role: the fields are found by their keys. */
  readonly roles: boolean;
  /** No forms file lists its pages either: each gets the pages the site had built in. */
  readonly pages: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a package was written before roles (and before pages): settlement.json names no
 *  format, and no forms file has a field with a role (or a list of pages). */
export function format0Of(settlement: unknown, forms: readonly JsonFile[]): Format0 {
  if (isRecord(settlement) && settlement.formatVersion !== undefined) return { roles: false, pages: false };
  const values = forms.map((file) => file.value).filter(isRecord);
  const declaresRole = values.some(
    (value) =>
      Array.isArray(value.models) &&
      value.models.some(
        (model) =>
          isRecord(model) && Array.isArray(model.fields) && model.fields.some((field) => isRecord(field) && field.role !== undefined),
      ),
  );
  if (declaresRole) return { roles: false, pages: false };
  return { roles: true, pages: values.every((value) => value.pages === undefined) };
}

/** The roles a format-0 forms file's fields take by their keys, with one warning naming them. */
export function assumeFormat0Roles(
  file: JsonFile,
  parsed: readonly { config: ModelConfig; index: number }[],
  warnings: PackageProblem[],
): AssumedRole[] {
  const assumed: (AssumedRole & { written: string })[] = [];
  for (const { config, index } of parsed)
    for (const field of config.fields) {
      const role = rolesByFormat0Key.get(field.key.toLowerCase());
      if (role && field.role === undefined) assumed.push({ index, key: field.key, role, written: writtenKey(field) });
    }
  if (assumed.length > 0) {
    const list = assumed.map(({ written, role }) => `"${written}" as ${role}`).join(', ');
    warnings.push(
      file.problemAt(
        [],
        `no field declares a role (a package from before roles): the fields are taken by their keys, ${list} (add "role" to each and set "formatVersion" in settlement.json; see settlements/README.md, "Package formats")`,
      ),
    );
  }
  return assumed.map(({ index, key, role }) => ({ index, key, role }));
}

/** The warning on a forms file of format 0 that runs on the built-in pages. */
export const format0PagesWarning =
  'no "pages": the form runs on the pages the site had built in before packages listed them (copy them from settlements/demo/forms/ into this file to change them; see settlements/README.md, "Package formats")';
