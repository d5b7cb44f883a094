import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { parseNumber } from '../../values';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** numeric: a number (thousands separators allowed). */
export const numeric = defineRule({
  type: 'numeric',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text) => (parseNumber(text) === null ? messageOf(catalogue.validation.numeric, undefined, rule.message) : null)),
  references: none,
  configProblems: none,
});
