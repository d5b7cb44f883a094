import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

const INTEGER = /^[+-]?\d+$/;

/** integer: a whole number (commas ignored). */
export const integer = defineRule({
  type: 'integer',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text) => (INTEGER.test(text.replace(/,/g, '')) ? null : messageOf(catalogue.validation.integer, undefined, rule.message))),
  references: none,
  configProblems: none,
});
