import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `url` rule (its check is in rules/types/url.ts). */
export const urlParameters = z.object({ type: z.literal('url'), message: ruleMessage });
