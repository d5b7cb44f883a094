import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `between` rule (its check is in rules/types/between.ts). */
export const betweenParameters = z.object({ type: z.literal('between'), min: z.number(), max: z.number(), message: ruleMessage });
