import { catalogue } from '@/contract/copy-catalogue';
import { z } from 'zod';
import { ruleMessage } from '@/contract/rule-schema-parts';
import { messageOf } from '../../messages';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

const INTEGER = /^[+-]?\d+$/;

/** integer: a whole number (commas ignored). */
export const integer = defineRule({
  schema: z.object({ type: z.literal('integer'), message: ruleMessage }),
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text) => (INTEGER.test(text.replace(/,/g, '')) ? null : messageOf(catalogue.validation.integer, undefined, rule.message))),
  references: none,
  configProblems: none,
});
