import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { conditionHolds, isMissing } from '../checks';
import { defineRule, none } from '../rule-definition';

/** requiredIf: required when another field equals a value (null: when it is empty). */
export const requiredIf = defineRule({
  type: 'requiredIf',
  presence: true,
  marksRequired: true,
  clientOnly: false,
  compile: (rule) => (input) => {
    if (!isMissing(input)) return null;
    const applies = conditionHolds(input, { field: rule.field, model: rule.model, operator: 'IsEqualTo', value: rule.value });
    return applies ? messageOf(catalogue.validation.conditionalRequired, undefined, rule.message) : null;
  },
  references: (rule) => [{ field: rule.field, model: rule.model, role: 'field' }],
  configProblems: none,
});
