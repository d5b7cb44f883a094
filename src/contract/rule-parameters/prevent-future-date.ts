import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `preventFutureDate` rule (its check is in rules/types/prevent-future-date.ts). */
export const preventFutureDateParameters = z.object({ type: z.literal('preventFutureDate'), message: ruleMessage });
