import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `regularExpression` rule (its check is in rules/types/regular-expression.ts). */
export const regularExpressionParameters = z.object({ type: z.literal('regularExpression'), pattern: z.string(), message: ruleMessage });
