import { z } from 'zod';
import { fieldRef, otherModel, ruleMessage } from '../rule-schema-parts';

/** The settings of a `requiredIfOtherPropertyMatchesRegex` rule (its check is in rules/types/required-if-other-property-matches-regex.ts). */
export const requiredIfOtherPropertyMatchesRegexParameters = z.object({
  type: z.literal('requiredIfOtherPropertyMatchesRegex'),
  field: fieldRef,
  model: otherModel,
  pattern: z.string(),
  message: ruleMessage,
});
