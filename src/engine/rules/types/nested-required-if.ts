import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { conditionHolds, isMissing } from '../checks';
import { defineRule, none } from '../rule-definition';

/** nestedRequiredIf: required when one or two conditions on other fields hold (And by default). */
export const nestedRequiredIf = defineRule({
  type: 'nestedRequiredIf',
  presence: true,
  marksRequired: true,
  clientOnly: false,
  compile: (rule) => (input) => {
    if (!isMissing(input)) return null;
    const results = rule.conditions.map((condition) => conditionHolds(input, condition));
    const applies = rule.logic === 'Or' ? results.some(Boolean) : results.every(Boolean);
    return applies ? messageOf(catalogue.validation.conditionalRequired, undefined, rule.message) : null;
  },
  references: (rule) =>
    rule.conditions.map((condition, index) => ({ field: condition.field, model: condition.model, role: `condition ${index + 1}` })),
  configProblems: none,
});
