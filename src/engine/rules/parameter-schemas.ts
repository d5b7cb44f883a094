import { abaRoutingNumberParameters } from './parameters/aba-routing-number';
import { betweenParameters } from './parameters/between';
import { characterSetRestrictionParameters } from './parameters/character-set-restriction';
import { conditionalRequiredParameters } from './parameters/conditional-required';
import { confirmsParameters } from './parameters/confirms';
import { emailParameters } from './parameters/email';
import { endDateParameters } from './parameters/end-date';
import { integerParameters } from './parameters/integer';
import { maxLengthParameters } from './parameters/max-length';
import { nestedRequiredIfParameters } from './parameters/nested-required-if';
import { numericParameters } from './parameters/numeric';
import { preventFutureDateParameters } from './parameters/prevent-future-date';
import { preventFutureShortDateParameters } from './parameters/prevent-future-short-date';
import { rangeParameters } from './parameters/range';
import { regularExpressionParameters } from './parameters/regular-expression';
import { requireOnePropertyToHaveAValueParameters } from './parameters/require-one-property-to-have-a-value';
import { requireOnePropertyValTrueParameters } from './parameters/require-one-property-val-true';
import { requiredParameters } from './parameters/required';
import { requiredIfParameters } from './parameters/required-if';
import { requiredIfOtherPropertyMatchesRegexParameters } from './parameters/required-if-other-property-matches-regex';
import { requiredOnClientOnlyParameters } from './parameters/required-on-client-only';
import { urlParameters } from './parameters/url';
import { validDateParameters } from './parameters/valid-date';

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
