import type { FieldConfig, ValidationRuleType } from '@/contract/model-config';

// contract.md §Validation: the marker derives from required, requiredIf, nestedRequiredIf and
// requiredIfOtherPropertyMatchesRegex. requiredOnClientOnly is included too: the claimant has to
// fill the field in, so the marker (and aria-required) must say so, whichever side enforces it.
const MARKING_RULES: ReadonlySet<ValidationRuleType> = new Set([
  'required',
  'requiredOnClientOnly',
  'requiredIf',
  'nestedRequiredIf',
  'requiredIfOtherPropertyMatchesRegex',
]);

/** Whether a field shows the required marker; disableRequiredStyling turns it off. */
export function requiredMarker(field: FieldConfig): boolean {
  if (field.disableRequiredStyling) return false;
  return (field.validations ?? []).some((rule) => MARKING_RULES.has(rule.type));
}
