import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `maxLength` rule (its check is in rules/types/max-length.ts). */
export const maxLengthParameters = z.object({ type: z.literal('maxLength'), max: z.number().int().positive(), message: ruleMessage });
