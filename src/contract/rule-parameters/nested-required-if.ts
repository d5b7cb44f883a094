import { z } from 'zod';
import { ruleConditionSchema, ruleMessage } from '../rule-schema-parts';

/** The settings of a `nestedRequiredIf` rule (its check is in rules/types/nested-required-if.ts). */
export const nestedRequiredIfParameters = z.object({
  type: z.literal('nestedRequiredIf'),
  conditions: z.array(ruleConditionSchema).min(1).max(2),
  logic: z.enum(['Or', 'And']).optional(),
  message: ruleMessage,
});
