import { z } from 'zod';
import { fieldRef, otherModel, ruleMessage } from '../rule-schema-parts';

/** The settings of a `RequireOnePropertyToHaveAValue` rule (its check is in rules/types/require-one-property-to-have-a-value.ts). */
export const requireOnePropertyToHaveAValueParameters = z.object({
  type: z.literal('RequireOnePropertyToHaveAValue'),
  fields: z.array(fieldRef).min(1),
  model: otherModel,
  message: ruleMessage,
});
