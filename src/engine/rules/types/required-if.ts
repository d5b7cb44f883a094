import { catalogue } from '@/contract/copy-catalogue';
import { z } from 'zod';
import { conditionValue, fieldRef, otherModel, ruleMessage } from '@/contract/rule-schema-parts';
import { messageOf } from '../../messages';
import { conditionHolds, isMissing } from '../checks';
import { defineRule, none } from '../rule-definition';

/** requiredIf: required when another field equals a value (null: when it is empty). */
export const requiredIf = defineRule({
  schema: z.object({ type: z.literal('requiredIf'), field: fieldRef, model: otherModel, value: conditionValue, message: ruleMessage }),
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
