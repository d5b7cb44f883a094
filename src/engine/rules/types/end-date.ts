import { catalogue } from '@/contract/copy-catalogue';
import { dayNumber, dayParam, parseUserDate } from '../../dates';
import { messageOf } from '../../message-descriptors';
import { referencedValue } from '../../references';
import { asText } from '../../values';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** endDate: a date after (or, with allowEqual, on) the date of startField. */
export const endDate = defineRule({
  type: 'endDate',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text, input) => {
      const end = parseUserDate(text);
      const start = parseUserDate(asText(referencedValue(input.model, rule.startField, rule.model, input.context)));
      if (!end || !start) return null;
      const endDay = dayNumber(end);
      const startDay = dayNumber(start);
      if (endDay > startDay || (rule.allowEqual && endDay === startDay)) return null;
      const entry = rule.allowEqual ? catalogue.validation.endDateAllowEqual : catalogue.validation.endDate;
      return messageOf(entry, { start: dayParam(start) }, rule.message);
    }),
  references: (rule) => [{ field: rule.startField, model: rule.model, role: 'startField' }],
  configProblems: none,
});
