import { catalogue } from '@/contract/copy-catalogue';
import { dateFormatProblems } from '../../date-format';
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
  // The reader's own walk of each format: a token it does not know or a ";" between formats
  // would make a format no claimant's date matches.
  configProblems: (rule) => dateFormatProblems(rule.formats),
});
