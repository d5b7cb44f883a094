import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { referencedValue } from '../../references';
import { hasValue } from '../../values';
import { isMissing } from '../checks';
import { defineRule, none } from '../rule-definition';

/** conditionalRequired: required once another field has a value. No marker: it depends. */
export const conditionalRequired = defineRule({
  type: 'conditionalRequired',
  presence: true,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) => (input) => {
    if (!isMissing(input)) return null;
    const other = referencedValue(input.model, rule.field, rule.model, input.context);
    return hasValue(other) ? messageOf(catalogue.validation.conditionalRequired, undefined, rule.message) : null;
  },
  references: (rule) => [{ field: rule.field, model: rule.model, role: 'field' }],
  configProblems: none,
});
