import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `email` rule (its check is in rules/types/email.ts). */
export const emailParameters = z.object({ type: z.literal('email'), message: ruleMessage });
