import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** url: an http(s) address whose host has a dot. */
export const url = defineRule({
  type: 'url',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text) => {
      let valid = false;
      try {
        const parsed = new URL(text);
        valid = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.');
      } catch {
        valid = false;
      }
      return valid ? null : messageOf(catalogue.validation.url, undefined, rule.message);
    }),
  references: none,
  configProblems: none,
});
