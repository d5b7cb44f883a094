import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { isMissing } from '../checks';
import { defineRule, none } from '../rule-definition';

/** required: the field must be answered (a checkbox ticked). */
export const required = defineRule({
  type: 'required',
  presence: true,
  marksRequired: true,
  clientOnly: false,
  compile: (rule) => (input) => (isMissing(input) ? messageOf(catalogue.validation.required, undefined, rule.message) : null),
  references: none,
  configProblems: none,
});
