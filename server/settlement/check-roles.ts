// Checks the field roles of a forms file: the roles the app acts on name one field each, on a
// model that holds one record, a PayPal election is complete and can choose PayPal, and a form
// whose page authorizes has its claim ID and PIN in its credentials model. A form that passes
// here is one whose signature date, PayPal election and sign-in the app and the server can find.
import {
  credentialRoles,
  fieldsWithRole,
  payPalElectionRoles,
  payPalOptionValue,
  singleFieldRoles,
  type FieldRole,
} from '../../src/contract/field-roles';
import type { FormType } from '../../src/contract/form-type-names';
import type { ModelConfig } from '../../src/contract/model-config';
import type { PageLayout } from '../../src/contract/page-layouts';
import { isSingleInstance, mappingNameOf, sameMapping } from '../../src/engine/models';
import { offersPayPal } from './check-payment-methods';
import type { JsonFile } from './json-file';
import type { PackageProblem } from './problems';
import { writtenKey } from './written-keys';

/** Checks the roles of one form's models against each other and against its pages. */
export function checkRoles(
  file: JsonFile,
  formType: FormType,
  pages: readonly PageLayout[] | null,
  parsed: readonly { config: ModelConfig; index: number }[],
  problems: PackageProblem[],
): void {
  const configs = parsed.map((entry) => entry.config);
  const pathOf = (config: ModelConfig, key: string): PropertyKey[] => {
    const entry = parsed.find((candidate) => candidate.config === config)!;
    return ['models', entry.index, 'fields', config.fields.findIndex((field) => field.key === key), 'role'];
  };
  for (const role of singleFieldRoles) {
    const [first, ...others] = fieldsWithRole(configs, formType, role);
    if (!first) continue;
    // A second model of the same mapping is a duplicate model, which the engine reports.
    const duplicateModel = (config: ModelConfig) =>
      config !== first.config && sameMapping(config.metadata.dtoMapping, first.config.metadata.dtoMapping);
    for (const other of others.filter((candidate) => !duplicateModel(candidate.config)))
      problems.push(
        file.problemAt(
          pathOf(other.config, other.key),
          `role "${role}" is also the field "${writtenKey(first.config.fields.find((field) => field.key === first.key)!)}" of "${mappingNameOf(first.config.metadata)}"'s: one field of a form may have it`,
        ),
      );
    if (!isSingleInstance(first.config.metadata))
      problems.push(
        file.problemAt(
          pathOf(first.config, first.key),
          `role "${role}" needs a model that holds one record, and "${mappingNameOf(first.config.metadata)}" is a list`,
        ),
      );
  }

  const election = fieldsWithRole(configs, formType, 'paymentElection')[0];
  const payPalPage = pages?.findIndex((page) => page.sections.some((section) => section.kind === 'paypal')) ?? -1;
  // A form whose payment section offers no PayPal method has no PayPal login to start.
  if (election && offersPayPal(pages)) {
    const field = election.config.fields.find((candidate) => candidate.key === election.key)!;
    if (!field.props?.options?.some((option) => option.value === payPalOptionValue))
      problems.push(
        file.problemAt(
          pathOf(election.config, election.key),
          `a paymentElection field needs an option with the value "${payPalOptionValue}", which starts the PayPal login`,
        ),
      );
    if (pages && payPalPage < 0)
      problems.push(
        file.problemAt(
          pathOf(election.config, election.key),
          'a paymentElection field needs a page with a { "kind": "paypal" } section, where the PayPal login is',
        ),
      );
  }
  if (pages && payPalPage >= 0) {
    const sectionIndex = pages[payPalPage]!.sections.findIndex((section) => section.kind === 'paypal');
    const missing = payPalElectionRoles.filter((role) => fieldsWithRole(configs, formType, role).length === 0);
    if (missing.length > 0)
      problems.push(
        file.problemAt(
          ['pages', payPalPage, 'sections', sectionIndex, 'kind'],
          `the PayPal block needs fields with the roles ${missing.map((role) => `"${role}"`).join(', ')} (add "role" to those fields)`,
        ),
      );
  }
}

/** Warns of a form whose claimants could never reach their case file: no field of it has the role
 *  `email` (no confirmation, no sign-in code is mailed) and it has no sign-in by claim ID and PIN
 *  (no credentials roles). Its claims are still filed; only what comes after is out of reach. */
export function checkCaseFileReach(
  file: JsonFile,
  formType: FormType,
  parsed: readonly { config: ModelConfig }[],
  warnings: PackageProblem[],
): void {
  if (formType === 'Lookup') return;
  const configs = parsed.map((entry) => entry.config);
  if (configs.length === 0 || fieldsWithRole(configs, formType, 'email').length > 0) return;
  if (credentialRoles.every((role) => fieldsWithRole(configs, formType, role).length > 0)) return;
  warnings.push(
    file.problemAt(
      [],
      `no field of the ${formType} form has the role "email" and it has no claim ID and PIN sign-in: its claimants get no confirmation mail and cannot sign in to their case file (add "role": "email" to the claimant's email field)`,
    ),
  );
}

/** True when some form of the package has a paymentElection field. */
export function hasPaymentElection(forms: readonly { formType: FormType; parsed: readonly { config: ModelConfig }[] }[]): boolean {
  return forms.some(
    (form) =>
      fieldsWithRole(
        form.parsed.map((entry) => entry.config),
        form.formType,
        'paymentElection',
      ).length > 0,
  );
}

/** A role the server takes a field to have although the package does not declare it. */
export interface AssumedRole {
  /** The index of the field's model in the forms file. */
  readonly index: number;
  /** The field's parsed (camelCase) key. */
  readonly key: string;
  readonly role: FieldRole;
}

/** Checks the sign-in of a form: the roles claimId and pin sit on the credentials model, and a
 *  form whose page authorizes has exactly one field with each there. A package from before these
 *  roles that declares neither, and keys its fields ClaimId and Pin (in any case), gets them
 *  assumed with a warning; the roles it returns are those assumed. */
export function checkCredentialRoles(
  file: JsonFile,
  formType: FormType,
  pages: readonly PageLayout[] | null,
  parsed: readonly { config: ModelConfig; index: number }[],
  problems: PackageProblem[],
  warnings: PackageProblem[],
): AssumedRole[] {
  const isCredentials = (config: ModelConfig) => sameMapping(config.metadata.dtoMapping, 'credentials');
  const fieldPath = (entry: { config: ModelConfig; index: number }, key: string, ...rest: PropertyKey[]): PropertyKey[] => [
    'models',
    entry.index,
    'fields',
    entry.config.fields.findIndex((field) => field.key === key),
    ...rest,
  ];
  const roleList = credentialRoles.map((role) => `"${role}"`).join(' and ');
  for (const entry of parsed) {
    if (entry.config.metadata.formType !== formType || isCredentials(entry.config)) continue;
    for (const field of entry.config.fields)
      if (field.role && (credentialRoles as readonly FieldRole[]).includes(field.role))
        problems.push(
          file.problemAt(
            fieldPath(entry, field.key, 'role'),
            `role "${field.role}" belongs on a field of the credentials model (DtoMapping "credentials"), which authorize sends, and "${mappingNameOf(entry.config.metadata)}" is another model`,
          ),
        );
  }

  const authorizeAt = pages?.findIndex((page) => page.action === 'authorize') ?? -1;
  if (authorizeAt < 0) return [];
  const credentials = parsed.find((entry) => entry.config.metadata.formType === formType && isCredentials(entry.config));
  if (!credentials) {
    problems.push(
      file.problemAt(
        ['pages', authorizeAt, 'action'],
        `the page authorizes, but the form has no credentials model (DtoMapping "credentials") with the fields of the roles ${roleList}`,
      ),
    );
    return [];
  }
  const { config } = credentials;
  const model = `the credentials model "${mappingNameOf(config.metadata)}"`;
  const declared = credentialRoles.filter((role) => config.fields.some((field) => field.role === role));
  if (declared.length === credentialRoles.length) return [];
  if (declared.length > 0) {
    for (const role of credentialRoles.filter((candidate) => !declared.includes(candidate)))
      problems.push(
        file.problemAt(
          ['models', credentials.index, 'fields'],
          `${model} has no field with the role "${role}": a form whose page authorizes (pages[${authorizeAt}]) needs one field with each of the roles ${roleList} (add "role": "${role}" to that field)`,
        ),
      );
    return [];
  }
  // A package from before the roles: its fields keep the contract's keys, whose role is plain.
  const legacy = credentialRoles.map((role) => ({
    role,
    field: config.fields.find((field) => field.role === undefined && field.key.toLowerCase() === role.toLowerCase()),
  }));
  if (legacy.some(({ field }) => !field)) {
    problems.push(
      file.problemAt(
        ['models', credentials.index, 'fields'],
        `${model} has no fields with the roles ${roleList}, which a form whose page authorizes (pages[${authorizeAt}]) signs in with: add "role": "claimId" to the field of the claim ID and "role": "pin" to the field of the PIN`,
      ),
    );
    return [];
  }
  const keys = legacy.map(({ field }) => `"${writtenKey(field!)}"`).join(' and ');
  warnings.push(
    file.problemAt(
      ['models', credentials.index, 'fields'],
      `${model} declares no roles ${roleList}: the fields ${keys} are taken for the claim ID and PIN by their keys (add "role": "claimId" and "role": "pin" to them; see settlements/README.md, "Package formats")`,
    ),
  );
  return legacy.map(({ role, field }) => ({ index: credentials.index, key: field!.key, role }));
}
