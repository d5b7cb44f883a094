import { z } from 'zod';
import { ruleMessage } from '../rule-schema-parts';

/** The settings of a `characterSetRestriction` rule (its check is in rules/types/character-set-restriction.ts). */
export const characterSetRestrictionParameters = z.object({ type: z.literal('characterSetRestriction'), message: ruleMessage });
