import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `numeric` rule (its check is in rules/types/numeric.ts). */
export const numericParameters = z.object({ type: z.literal('numeric'), message: ruleMessage });
