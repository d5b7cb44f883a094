import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { referencedValue } from '../../references';
import { looseEquals } from '../../values';
import { defineRule, none } from '../rule-definition';

/** requireOnePropertyValTrue: at least one of the listed fields is true (a group of checkboxes). */
export const requireOnePropertyValTrue = defineRule({
  type: 'requireOnePropertyValTrue',
  presence: true,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) => (input) => {
    const values = rule.fields.map((name) => referencedValue(input.model, name, rule.model, input.context));
    return values.some((value) => looseEquals(value, true))
      ? null
      : messageOf(catalogue.validation.requireOnePropertyValTrue, undefined, rule.message);
  },
  references: (rule) => rule.fields.map((field) => ({ field, model: rule.model, role: 'fields' })),
  configProblems: none,
});
