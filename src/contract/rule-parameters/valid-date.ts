import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `validDate` rule (its check is in rules/types/valid-date.ts). */
export const validDateParameters = z.object({
  type: z.literal('validDate'),
  formats: z.string().min(1).describe('comma-separated date formats'),
  message: ruleMessage,
});
