import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `preventFutureShortDate` rule (its check is in rules/types/prevent-future-short-date.ts). */
export const preventFutureShortDateParameters = z.object({ type: z.literal('preventFutureShortDate'), message: ruleMessage });
