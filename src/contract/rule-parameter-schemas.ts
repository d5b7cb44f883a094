import { abaRoutingNumberParameters } from './rule-parameters/aba-routing-number';
import { betweenParameters } from './rule-parameters/between';
import { characterSetRestrictionParameters } from './rule-parameters/character-set-restriction';
import { conditionalRequiredParameters } from './rule-parameters/conditional-required';
import { confirmsParameters } from './rule-parameters/confirms';
import { emailParameters } from './rule-parameters/email';
import { endDateParameters } from './rule-parameters/end-date';
import { integerParameters } from './rule-parameters/integer';
import { maxLengthParameters } from './rule-parameters/max-length';
import { nestedRequiredIfParameters } from './rule-parameters/nested-required-if';
import { numericParameters } from './rule-parameters/numeric';
import { preventFutureDateParameters } from './rule-parameters/prevent-future-date';
import { preventFutureShortDateParameters } from './rule-parameters/prevent-future-short-date';
import { rangeParameters } from './rule-parameters/range';
import { regularExpressionParameters } from './rule-parameters/regular-expression';
import { requireOnePropertyToHaveAValueParameters } from './rule-parameters/require-one-property-to-have-a-value';
import { requireOnePropertyValTrueParameters } from './rule-parameters/require-one-property-val-true';
import { requiredParameters } from './rule-parameters/required';
import { requiredIfParameters } from './rule-parameters/required-if';
import { requiredIfOtherPropertyMatchesRegexParameters } from './rule-parameters/required-if-other-property-matches-regex';
import { requiredOnClientOnlyParameters } from './rule-parameters/required-on-client-only';
import { urlParameters } from './rule-parameters/url';
import { validDateParameters } from './rule-parameters/valid-date';

// The settings schema of every rule type (rules/parameters), for the contract's rule schema. It
// is the validating half of each rule type: the config check and the server read it, while the
// browser's engine runs configs the server already checked and needs only rules/registry.ts.
// The names listed here are the rule types: the registry must define a check for each.

/** The settings schema of each rule type, in the order the contract's schema lists them. */
export const ruleParameterSchemas = [
  requiredParameters,
  requiredOnClientOnlyParameters,
  conditionalRequiredParameters,
  maxLengthParameters,
  betweenParameters,
  emailParameters,
  urlParameters,
  numericParameters,
  integerParameters,
  rangeParameters,
  characterSetRestrictionParameters,
  endDateParameters,
  nestedRequiredIfParameters,
  requiredIfParameters,
  requiredIfOtherPropertyMatchesRegexParameters,
  preventFutureDateParameters,
  preventFutureShortDateParameters,
  regularExpressionParameters,
  validDateParameters,
  requireOnePropertyValTrueParameters,
  requireOnePropertyToHaveAValueParameters,
  confirmsParameters,
  abaRoutingNumberParameters,
] as const;
