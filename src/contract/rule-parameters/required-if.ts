import { z } from 'zod';
import { conditionValue, fieldRef, otherModel, ruleMessage } from '../rule-schema-parts';

/** The settings of a `requiredIf` rule (its check is in rules/types/required-if.ts). */
export const requiredIfParameters = z.object({
  type: z.literal('requiredIf'),
  field: fieldRef,
  model: otherModel,
  value: conditionValue,
  message: ruleMessage,
});
