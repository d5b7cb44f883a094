import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { isMissing } from '../checks';
import { defineRule, none } from '../rule-definition';

/** requiredOnClientOnly: required in the browser only. It still marks the field: the claimant has
 *  to fill it in, whichever side enforces it. */
export const requiredOnClientOnly = defineRule({
  type: 'requiredOnClientOnly',
  presence: true,
  marksRequired: true,
  clientOnly: true,
  compile: (rule) => (input) => (isMissing(input) ? messageOf(catalogue.validation.required, undefined, rule.message) : null),
  references: none,
  configProblems: none,
});
