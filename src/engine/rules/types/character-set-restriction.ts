import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { asText } from '../../values';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** characterSetRestriction: only characters of the settlement's whitelist; names the others. */
export const characterSetRestriction = defineRule({
  type: 'characterSetRestriction',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((_, input) => {
      const whitelist = input.context.whitelist;
      if (!whitelist) return messageOf(catalogue.validation.allowedCharactersUnavailable);
      const text = asText(input.value) ?? '';
      const disallowed: string[] = [];
      for (const char of text) if (!whitelist.has(char) && !disallowed.includes(char)) disallowed.push(char);
      return disallowed.length === 0
        ? null
        : messageOf(catalogue.validation.restrictedCharacters, { characters: disallowed.join(' ') }, rule.message);
    }),
  references: none,
  configProblems: none,
});
