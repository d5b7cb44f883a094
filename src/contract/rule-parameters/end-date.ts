import { z } from 'zod';
import { fieldRef, otherModel, ruleMessage } from '../rule-schema-parts';

/** The settings of a `endDate` rule (its check is in rules/types/end-date.ts). */
export const endDateParameters = z.object({
  type: z.literal('endDate'),
  startField: fieldRef,
  model: otherModel,
  allowEqual: z.boolean().optional(),
  message: ruleMessage,
});
