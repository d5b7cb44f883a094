import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of an `abaRoutingNumber` rule (its check is in rules/types/aba-routing-number.ts). */
export const abaRoutingNumberParameters = z.object({ type: z.literal('abaRoutingNumber'), message: ruleMessage });
