// The {parameters} the app fills into a rule's message. A rule's custom `message` (a copy key of
// the package) replaces the app's message for that rule, so it may use the same parameters and no
// others: an unknown one would reach claimants as written ("{minimum}").
import { catalogue, type CopyEntry } from '../../src/contract/copy-catalogue';
import type { ValidationRuleType } from '../../src/contract/model-config';

const v = catalogue.validation;

/** The app's messages each rule type may show (every rule type must be listed). */
const messagesOfRule: { readonly [T in ValidationRuleType]: readonly CopyEntry<string>[] } = {
  required: [v.required],
  requiredOnClientOnly: [v.required],
  conditionalRequired: [v.conditionalRequired],
  maxLength: [v.maxLength],
  between: [v.between],
  email: [v.email],
  url: [v.url],
  abaRoutingNumber: [v.abaRoutingNumber],
  numeric: [v.numeric],
  integer: [v.integer],
  range: [v.dateBetween, v.numberBetween],
  characterSetRestriction: [v.restrictedCharacters],
  endDate: [v.endDate, v.endDateAllowEqual],
  nestedRequiredIf: [v.conditionalRequired],
  requiredIf: [v.conditionalRequired],
  requiredIfOtherPropertyMatchesRegex: [v.conditionalRequired],
  preventFutureDate: [v.preventFutureDate],
  preventFutureShortDate: [v.preventFutureShortDate],
  regularExpression: [v.regexInvalidValue],
  validDate: [v.validDate],
  requireOnePropertyValTrue: [v.requireOnePropertyValTrue],
  RequireOnePropertyToHaveAValue: [v.requireOnePropertyToHaveAValue],
  confirms: [v.confirmEmailMismatch, v.confirmPhoneMismatch],
};

/** The parameters a custom message of a rule of `type` may use. */
export function ruleMessageParams(type: ValidationRuleType): readonly string[] {
  return [...new Set(messagesOfRule[type].flatMap((entry) => entry.params))];
}
