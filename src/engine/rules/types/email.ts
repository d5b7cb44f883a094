import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** email: name@domain with at least one dot in the domain. */
export const email = defineRule({
  type: 'email',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) => optional((text) => (EMAIL.test(text) ? null : messageOf(catalogue.validation.email, undefined, rule.message))),
  references: none,
  configProblems: none,
});
