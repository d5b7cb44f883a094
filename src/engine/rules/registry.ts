import type { ValidationRule, ValidationRuleType } from '@/contract/model-config';
import type { RuleDefinition, RuleReference } from './rule-definition';
import { abaRoutingNumber } from './types/aba-routing-number';
import { between } from './types/between';
import { characterSetRestriction } from './types/character-set-restriction';
import { conditionalRequired } from './types/conditional-required';
import { confirms } from './types/confirms';
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

// Every rule type a field config can carry, one definition each (rules/types), by name. The
// compiler, the required marker, re-validation on other fields' changes and the config check all
// read it. The names are those of the settings schemas (src/contract/rule-parameter-schemas.ts): a rule type
// whose definition is missing here, or a definition without a schema, does not compile.

/** The definition of each rule type, by the name configs write in `type`. */
const ruleDefinitions: { readonly [T in ValidationRuleType]: RuleDefinition<T> } = {
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
  RequireOnePropertyToHaveAValue: requireOnePropertyToHaveAValue,
  confirms,
  abaRoutingNumber,
};

/** The definition of a rule's type, or undefined for a type no definition declares. */
export function ruleDefinitionOf(type: string): RuleDefinition | undefined {
  return Object.hasOwn(ruleDefinitions, type) ? (ruleDefinitions[type as ValidationRuleType] as RuleDefinition) : undefined;
}

/** The other fields a rule reads (empty for an unknown type). */
export function ruleReferences(rule: ValidationRule): RuleReference[] {
  return ruleDefinitionOf(rule.type)?.references(rule) ?? [];
}
