import { camelCaseKey } from '@/contract/camel-case-key';
import type { FieldConfig } from '@/contract/model-config';
import { ruleDefinitionOf } from './registry';

/** Whether a field must always be answered by its rules alone (disableRequiredStyling aside):
 *  one of its rules marks it (the rule type's `marksRequired`), or it is required once another
 *  field of its model has a value (`conditionalRequired`) and that field must always be answered.
 *  The second is how a confirm field ("Confirm email", with its `confirms` rule) of an always
 *  required field is written: it can never be left empty, so it carries the marker too. */
function alwaysRequired(field: FieldConfig, fields: readonly FieldConfig[], seen: Set<string>): boolean {
  const rules = field.validations ?? [];
  if (rules.some((rule) => ruleDefinitionOf(rule.type)?.marksRequired === true)) return true;
  seen.add(field.key);
  return rules.some((rule) => {
    if (rule.type !== 'conditionalRequired' || rule.model !== undefined) return false;
    const key = camelCaseKey(rule.field);
    if (seen.has(key)) return false;
    const other = fields.find((candidate) => candidate.key === key);
    return other !== undefined && alwaysRequired(other, fields, seen);
  });
}

/** Whether a field shows the required marker: its rules make it one the claimant must always
 *  answer (see alwaysRequired; `fields` are its model's fields, which a rule may depend on);
 *  disableRequiredStyling turns it off. */
export function requiredMarker(field: FieldConfig, fields: readonly FieldConfig[] = []): boolean {
  if (field.disableRequiredStyling) return false;
  return alwaysRequired(field, fields, new Set());
}
