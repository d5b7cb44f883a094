import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { parseNumber } from '../../values';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** between: a number from min to max inclusive. */
export const between = defineRule({
  type: 'between',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text) => {
      const number = parseNumber(text);
      const inside = number !== null && number >= rule.min && number <= rule.max;
      return inside ? null : messageOf(catalogue.validation.between, { min: rule.min, max: rule.max }, rule.message);
    }),
  references: none,
  configProblems: (rule) => (rule.min > rule.max ? [`min ${rule.min} is greater than max ${rule.max}`] : []),
});
