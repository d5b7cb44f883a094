import { z } from 'zod';
import { fieldRef, otherModel, ruleMessage } from '../rule-schema-parts';

/** The settings of a `requireOnePropertyValTrue` rule (its check is in rules/types/require-one-property-val-true.ts). */
export const requireOnePropertyValTrueParameters = z.object({
  type: z.literal('requireOnePropertyValTrue'),
  fields: z.array(fieldRef).min(1),
  model: otherModel,
  message: ruleMessage,
});
