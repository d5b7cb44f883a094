import { z } from 'zod';

// The zod pieces rule and dependency settings are made of. They import nothing but zod, so the
// rule types' settings schemas in src/contract/rule-parameters can use them while the contract
// builds its rule schema from those schemas.

/** A rule's optional custom message: a copy key. */
export const ruleMessage = z.string().min(1).optional().describe('localization key of a custom message');
/** The dtoMapping of the model a referenced field lives in (its own model when absent). */
export const otherModel = z.string().min(1).optional().describe('dtoMapping of the model the referenced field lives in');
/** The key of a referenced field. */
export const fieldRef = z.string().min(1);
/** A value a condition compares against. */
export const conditionValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One condition of nestedRequiredIf: null compares against empty / not empty. */
export const ruleConditionSchema = z.object({
  field: fieldRef,
  model: otherModel,
  operator: z.enum(['IsEqualTo', 'IsNotEqualTo']),
  value: conditionValue,
});
