import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `requiredOnClientOnly` rule (its check is in rules/types/required-on-client-only.ts). */
export const requiredOnClientOnlyParameters = z.object({ type: z.literal('requiredOnClientOnly'), message: ruleMessage });
