import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { referencedValue } from '../../references';
import { hasValue } from '../../values';
import { defineRule, none } from '../rule-definition';

/** RequireOnePropertyToHaveAValue: at least one of the listed fields has a value. */
export const requireOnePropertyToHaveAValue = defineRule({
  type: 'RequireOnePropertyToHaveAValue',
  presence: true,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) => (input) => {
    const values = rule.fields.map((name) => referencedValue(input.model, name, rule.model, input.context));
    return values.some(hasValue) ? null : messageOf(catalogue.validation.requireOnePropertyToHaveAValue, undefined, rule.message);
  },
  references: (rule) => rule.fields.map((field) => ({ field, model: rule.model, role: 'fields' })),
  configProblems: none,
});
