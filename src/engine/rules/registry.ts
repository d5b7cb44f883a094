import type { z } from 'zod';
import type { RuleDefinition, RuleReference } from './rule-definition';
import { between } from './types/between';
import { characterSetRestriction } from './types/character-set-restriction';
import { conditionalRequired } from './types/conditional-required';
import { email } from './types/email';
import { endDate } from './types/end-date';
import { integer } from './types/integer';
import { maxLength } from './types/max-length';
import { nestedRequiredIf } from './types/nested-required-if';
import { numeric } from './types/numeric';
import { preventFutureDate } from './types/prevent-future-date';
import { preventFutureShortDate } from './types/prevent-future-short-date';
import { range } from './types/range';
import { regularExpression } from './types/regular-expression';
import { requireOnePropertyToHaveAValue } from './types/require-one-property-to-have-a-value';
import { requireOnePropertyValTrue } from './types/require-one-property-val-true';
import { required } from './types/required';
import { requiredIf } from './types/required-if';
import { requiredIfOtherPropertyMatchesRegex } from './types/required-if-other-property-matches-regex';
import { requiredOnClientOnly } from './types/required-on-client-only';
import { url } from './types/url';
import { validDate } from './types/valid-date';

// Every rule type a field config can carry, one definition each (rules/types). The contract's
// rule schema, the compiler, the required marker, re-validation on other fields' changes and the
// config check all read this list: a new rule type is its file plus one line here.

/** The rule type definitions, in the order the contract's schema lists them. */
export const ruleDefinitions = [
  required,
  requiredOnClientOnly,
  conditionalRequired,
  maxLength,
  between,
  email,
  url,
  numeric,
  integer,
  range,
  characterSetRestriction,
  endDate,
  nestedRequiredIf,
  requiredIf,
  requiredIfOtherPropertyMatchesRegex,
  preventFutureDate,
  preventFutureShortDate,
  regularExpression,
  validDate,
  requireOnePropertyValTrue,
  requireOnePropertyToHaveAValue,
] as const;

type Definitions = typeof ruleDefinitions;
type SchemasOf<D extends readonly unknown[]> = { -readonly [K in keyof D]: D[K] extends { schema: infer S } ? S : never };

/** The settings schema of each rule type, as a tuple for the contract's discriminated union. */
export const ruleSchemas = ruleDefinitions.map((definition) => definition.schema) as unknown as SchemasOf<Definitions>;

/** Any rule's settings, as the definitions type them. */
type AnyRule = z.infer<Definitions[number]['schema']>;

const byType: ReadonlyMap<string, RuleDefinition> = new Map(
  ruleDefinitions.map((definition) => [definition.schema.shape.type.value, definition as unknown as RuleDefinition]),
);
if (byType.size !== ruleDefinitions.length) throw new Error('Two rule type definitions declare the same type');

/** The definition of a rule's type, or undefined for a type no definition declares. */
export function ruleDefinitionOf(type: string): RuleDefinition | undefined {
  return byType.get(type);
}

/** The other fields a rule reads (empty for an unknown type). */
export function ruleReferences(rule: AnyRule): RuleReference[] {
  return ruleDefinitionOf(rule.type)?.references(rule) ?? [];
}
