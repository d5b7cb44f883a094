import { camelCaseKey } from '@/contract/camel-case-key';
import type { Dependency, ValidationRule } from '@/contract/model-config';
import type { SectionOf } from '@/contract/page-layouts';
import type { PaymentMethodOf } from '@/contract/payment-methods';
import type { MethodInput } from './method-definition';
import { paymentMethodOf } from './registry';

// A payment section's methods become rules and dependencies on the package's own fields when the
// package loads: each field of a method is shown, required and checked only while its method is
// the one chosen. The served configs carry them, so the app's checks on Next and the server's
// re-check on submit are the engine's one validation, with nothing of the methods' own to run.

/** What a method adds to one of its fields. */
interface FieldAdditions {
  readonly rules: readonly ValidationRule[];
  readonly dependency: Dependency;
}

/** The keys a method's declaration binds, by input name, as parsed configs write them. */
export function boundKeysOf(method: PaymentMethodOf): Record<string, string> {
  const bound: Record<string, string> = {};
  for (const [input, key] of Object.entries(method.fields as Record<string, string | undefined>))
    if (key !== undefined) bound[input] = camelCaseKey(key);
  return bound;
}

/** The inputs of a method's definition, by name. */
export function inputsOf(method: PaymentMethodOf): [string, MethodInput<never>][] {
  return Object.entries(paymentMethodOf(method.method).inputs as Record<string, MethodInput<never>>);
}

/** What each method of a payment section adds to its fields, by field key (camelCase). */
export function paymentFieldAdditions(section: SectionOf<'payment'>): Map<string, FieldAdditions> {
  const election = camelCaseKey(section.election);
  const additions = new Map<string, FieldAdditions>();
  for (const method of section.methods) {
    const keys = boundKeysOf(method);
    for (const [input, definition] of inputsOf(method)) {
      const key = keys[input];
      if (key === undefined) continue;
      const rules: ValidationRule[] = [
        ...(definition.required ? [{ type: 'requiredIf' as const, field: election, value: method.option }] : []),
        ...definition.rules(keys as never),
      ];
      additions.set(key, { rules, dependency: { field: election, operator: 'IsEqualTo', value: method.option, effect: 'hide' } });
    }
  }
  return additions;
}

/** What withAdditions needs of a field: a parsed config's or a served one's. */
interface FieldLike {
  readonly key: string;
  readonly validations?: readonly unknown[] | undefined;
  readonly props?: { readonly dependencies?: readonly unknown[] | undefined } | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The field with its method's rules and dependency, each added only when the package did not
 *  already write it (a package may spell out what its method implies), and no dependency added
 *  to a field that already depends on the election (PayPal's login code resets instead of hiding). */
export function withAdditions<F extends FieldLike>(field: F, additions: FieldAdditions | undefined): F {
  if (!additions) return field;
  const validations = [...(field.validations ?? [])];
  for (const rule of additions.rules) if (!validations.some((written) => same(written, rule))) validations.push(rule);
  const dependencies = [...(field.props?.dependencies ?? [])];
  const onElection = dependencies.some(
    (written) => camelCaseKey(String((written as { field?: unknown }).field ?? '')) === additions.dependency.field,
  );
  if (!onElection) dependencies.push(additions.dependency);
  return { ...field, validations, props: { ...field.props, dependencies } };
}
