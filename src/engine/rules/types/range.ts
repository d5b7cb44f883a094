import { catalogue } from '@/contract/copy-catalogue';
import { dayNumber, dayParam, parseUserDate } from '../../dates';
import { messageOf } from '../../message-descriptors';
import { parseNumber, showValue } from '../../values';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** range: a date or a number from min to max inclusive. */
export const range = defineRule({
  type: 'range',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) => {
    if (rule.valueType === 'date') {
      const min = parseUserDate(String(rule.min));
      const max = parseUserDate(String(rule.max));
      const params = { min: min ? dayParam(min) : String(rule.min), max: max ? dayParam(max) : String(rule.max) };
      return optional((text) => {
        if (!min || !max) return null;
        const date = parseUserDate(text);
        const day = date ? dayNumber(date) : null;
        const inside = day !== null && day >= dayNumber(min) && day <= dayNumber(max);
        return inside ? null : messageOf(catalogue.validation.dateBetween, params, rule.message);
      });
    }
    const min = parseNumber(rule.min);
    const max = parseNumber(rule.max);
    return optional((text) => {
      if (min === null || max === null) return null;
      const number = parseNumber(text);
      const inside = number !== null && number >= min && number <= max;
      return inside ? null : messageOf(catalogue.validation.numberBetween, { min, max }, rule.message);
    });
  },
  references: none,
  configProblems: (rule) => {
    const read =
      rule.valueType === 'date'
        ? (bound: string | number) => {
            const date = parseUserDate(String(bound));
            return date ? dayNumber(date) : null;
          }
        : parseNumber;
    const min = read(rule.min);
    const max = read(rule.max);
    const kind = rule.valueType === 'date' ? 'a date (M/d/yyyy)' : 'a number';
    const problems: string[] = [];
    if (min === null) problems.push(`min ${showValue(rule.min)} is not ${kind}`);
    if (max === null) problems.push(`max ${showValue(rule.max)} is not ${kind}`);
    if (min !== null && max !== null && min > max) problems.push(`min ${showValue(rule.min)} is after max ${showValue(rule.max)}`);
    return problems;
  },
});
