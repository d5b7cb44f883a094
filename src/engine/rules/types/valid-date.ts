import { catalogue } from '@/contract/copy-catalogue';
import { parseExact } from '../../dates';
import { messageOf } from '../../message-descriptors';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** validDate: a date in one of the listed formats. */
export const validDate = defineRule({
  type: 'validDate',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) => {
    const formats = rule.formats
      .split(',')
      .map((format) => format.trim())
      .filter(Boolean);
    const params = { format: formats[0] ?? '' };
    return optional((text) => (parseExact(text, formats) ? null : messageOf(catalogue.validation.validDate, params, rule.message)));
  },
  references: none,
  configProblems: none,
});
