import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { asText } from '../../values';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** maxLength: at most `max` characters (untrimmed). */
export const maxLength = defineRule({
  type: 'maxLength',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((_, input) => {
      const text = asText(input.value) ?? '';
      return text.length > rule.max ? messageOf(catalogue.validation.maxLength, { max: rule.max }, rule.message) : null;
    }),
  references: none,
  configProblems: none,
});
