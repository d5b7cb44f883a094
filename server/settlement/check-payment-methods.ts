// Checks the payment sections of a forms file against the form's models: the election field
// chooses among the methods and nothing else, each method is offered once, each of its fields is
// there once with the role its definition asks for (payoutAccount for an account the claim is paid
// to: screening compares it and it is sealed at rest), and what a method relies on elsewhere in
// the form (a mailing address, the PayPal login) is there. A form that passes here is one whose
// election the app can show and the server can re-check with the methods' definitions.
import { camelCaseKey } from '../../src/contract/camel-case-key';
import type { FieldConfig, ModelConfig } from '../../src/contract/model-config';
import type { PageLayout, SectionOf } from '../../src/contract/page-layouts';
import { mappingNameOf } from '../../src/engine/models';
import { boundKeysOf, inputsOf } from '../../src/engine/payment-methods/election-rules';
import { paymentMethodOf } from '../../src/engine/payment-methods/registry';
import type { JsonFile } from './json-file';
import type { PackageProblem } from './problems';
import { writtenKey } from './written-keys';

/** Every payment section of a form's pages, with its place. */
export function paymentSectionsOf(pages: readonly PageLayout[] | null): { section: SectionOf<'payment'>; at: PropertyKey[] }[] {
  return (pages ?? []).flatMap((page, pageIndex) =>
    page.sections.flatMap((section, sectionIndex) =>
      section.kind === 'payment' ? [{ section, at: ['pages', pageIndex, 'sections', sectionIndex] }] : [],
    ),
  );
}

/** Checks each payment section of one form. Mappings and keys that do not exist are the page
 *  check's to report (the section names them as a fields section does). */
export function checkPaymentMethods(
  file: JsonFile,
  pages: readonly PageLayout[] | null,
  parsed: readonly { config: ModelConfig }[],
  problems: PackageProblem[],
): void {
  const has = (kind: string) => (pages ?? []).some((page) => page.sections.some((section) => section.kind === kind));
  for (const { section, at } of paymentSectionsOf(pages)) {
    const config = parsed.find((entry) => mappingNameOf(entry.config.metadata) === section.mapping)?.config;
    if (!config) continue;
    const fieldOf = (key: string) => config.fields.find((field) => field.key === camelCaseKey(key));
    const election = fieldOf(section.election);
    const options = (election?.props?.options ?? []).map((option) => option.value);
    if (election && election.role !== 'paymentElection')
      problems.push(
        file.problemAt([...at, 'election'], `the election field "${writtenKey(election)}" must declare "role": "paymentElection"`),
      );
    if (election && options.length === 0)
      problems.push(
        file.problemAt(
          [...at, 'election'],
          `the election field "${writtenKey(election)}" must be a radio or select with an option per method`,
        ),
      );
    const methods = new Set<string>();
    const chosenBy = new Set<string>();
    const bound = new Map<string, string>();
    section.methods.forEach((method, index) => {
      const path = [...at, 'methods', index];
      const definition = paymentMethodOf(method.method);
      if (methods.has(method.method)) problems.push(file.problemAt([...path, 'method'], `the method "${method.method}" is offered twice`));
      methods.add(method.method);
      if (chosenBy.has(method.option))
        problems.push(file.problemAt([...path, 'option'], `the option "${method.option}" already chooses another method`));
      chosenBy.add(method.option);
      if (election && options.length > 0 && !options.includes(method.option))
        problems.push(
          file.problemAt(
            [...path, 'option'],
            `"${method.option}" is not an option of the election field "${writtenKey(election)}" (its options: ${options.join(', ')})`,
          ),
        );
      const keys = boundKeysOf(method);
      for (const [input, { role }] of inputsOf(method)) {
        const key = keys[input];
        if (key === undefined) continue;
        const inputPath = [...path, 'fields', input];
        const other = bound.get(key);
        if (other) problems.push(file.problemAt(inputPath, `the field "${key}" is already ${other}: each answer needs a field of its own`));
        bound.set(key, `the ${input} of the ${method.method} method`);
        const field: FieldConfig | undefined = fieldOf(key);
        if (field && role && field.role !== role)
          problems.push(
            file.problemAt(
              inputPath,
              `the field "${writtenKey(field)}" (the ${input} of the ${method.method} method) must declare "role": "${role}"${
                role === 'payoutAccount' ? ', so screening compares it across claims and it is sealed at rest' : ''
              }`,
            ),
          );
      }
      if (definition.paysToAddress && !has('address'))
        problems.push(
          file.problemAt(
            [...path, 'method'],
            `the ${method.method} method pays to the mailing address: add an { "kind": "address" } section`,
          ),
        );
      if (definition.payPalLogin && !has('paypal'))
        problems.push(
          file.problemAt([...path, 'method'], `the ${method.method} method needs the PayPal login: add a { "kind": "paypal" } section`),
        );
    });
    if (election)
      for (const value of options.filter((candidate) => !chosenBy.has(candidate)))
        problems.push(
          file.problemAt(
            [...at, 'election'],
            `the option "${value}" of "${writtenKey(election)}" chooses no method: add a method with "option": "${value}", or remove the option`,
          ),
        );
  }
}

/** Whether a form's payment sections offer the PayPal login (a form without one is as before:
 *  its election needs the PayPal option). */
export function offersPayPal(pages: readonly PageLayout[] | null): boolean {
  const sections = paymentSectionsOf(pages);
  return (
    sections.length === 0 || sections.some(({ section }) => section.methods.some((method) => paymentMethodOf(method.method).payPalLogin))
  );
}
