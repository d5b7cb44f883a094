import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `required` rule (its check is in rules/types/required.ts). */
export const requiredParameters = z.object({ type: z.literal('required'), message: ruleMessage });
