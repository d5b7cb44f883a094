import { z } from 'zod';
import { fieldRef, otherModel, ruleMessage } from '../rule-schema-parts';

/** The settings of a `confirms` rule (its check is in rules/types/confirms.ts). */
export const confirmsParameters = z.object({
  type: z.literal('confirms'),
  field: fieldRef.describe('The field this one repeats (an email address, a phone number).'),
  model: otherModel,
  message: ruleMessage,
});
