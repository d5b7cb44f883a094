import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `range` rule (its check is in rules/types/range.ts). */
export const rangeParameters = z.object({
  type: z.literal('range'),
  valueType: z.enum(['date', 'number']),
  min: z.union([z.string(), z.number()]),
  max: z.union([z.string(), z.number()]),
  message: ruleMessage,
});
