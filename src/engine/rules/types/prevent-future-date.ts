import { catalogue } from '@/contract/copy-catalogue';
import { dayNumber, instantInZone, parseUserDate, todayInZone } from '../../dates';
import { messageOf } from '../../message-descriptors';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** preventFutureDate: a date (and time, when given) not after now. */
export const preventFutureDate = defineRule({
  type: 'preventFutureDate',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text, input) => {
      const date = parseUserDate(text);
      if (!date) return null;
      // Without a time the value is a whole day: it is in the future when it is after today.
      const future = date.hasTime ? instantInZone(date) > input.now.getTime() : dayNumber(date) > todayInZone(input.now);
      return future ? messageOf(catalogue.validation.preventFutureDate, undefined, rule.message) : null;
    }),
  references: none,
  configProblems: none,
});
