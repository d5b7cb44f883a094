import { z } from 'zod';
import { fieldRef, otherModel, ruleMessage } from '../rule-schema-parts';

/** The settings of a `conditionalRequired` rule (its check is in rules/types/conditional-required.ts). */
export const conditionalRequiredParameters = z.object({
  type: z.literal('conditionalRequired'),
  field: fieldRef,
  model: otherModel,
  message: ruleMessage,
});
