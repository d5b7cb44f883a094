import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `integer` rule (its check is in rules/types/integer.ts). */
export const integerParameters = z.object({ type: z.literal('integer'), message: ruleMessage });
