import type { FieldConfig } from '@/contract/model-config';
import { ruleDefinitionOf } from './registry';

/** Whether a field shows the required marker: one of its rules marks it (the rule type's
 *  `marksRequired`); disableRequiredStyling turns it off. */
export function requiredMarker(field: FieldConfig): boolean {
  if (field.disableRequiredStyling) return false;
  return (field.validations ?? []).some((rule) => ruleDefinitionOf(rule.type)?.marksRequired === true);
}
