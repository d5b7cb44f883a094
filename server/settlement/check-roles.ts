// Checks the field roles of a forms file: the roles the app acts on name one field each, on a
// model that holds one record, and a PayPal election is complete and can choose PayPal. A form
// that passes here is one whose signature date and PayPal election the app can find.
import { fieldsWithRole, payPalElectionRoles, payPalOptionValue, singleFieldRoles } from '../../src/contract/field-roles';
import type { FormType } from '../../src/contract/form-type-names';
import type { ModelConfig } from '../../src/contract/model-config';
import type { PageLayout } from '../../src/contract/page-layouts';
import { isSingleInstance, mappingNameOf } from '../../src/engine/models';
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
    for (const other of others)
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
  if (election) {
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
