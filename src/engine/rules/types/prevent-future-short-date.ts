import { catalogue } from '@/contract/copy-catalogue';
import { dayNumber, parseUserDate, todayInZone } from '../../dates';
import { messageOf } from '../../message-descriptors';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** preventFutureShortDate: a day not after today. */
export const preventFutureShortDate = defineRule({
  type: 'preventFutureShortDate',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text, input) => {
      const date = parseUserDate(text);
      return date && dayNumber(date) > todayInZone(input.now)
        ? messageOf(catalogue.validation.preventFutureShortDate, undefined, rule.message)
        : null;
    }),
  references: none,
  configProblems: none,
});
