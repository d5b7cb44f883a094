import type { ValidationRule, ValidationRuleType } from '@/contract/model-config';
import { dayNumber, formatShortDate, instantInZone, parseExact, parseUserDate, todayInZone } from '../dates';
import { messageOf, messages, type MessageDescriptor } from '../messages';
import { referencedValue } from '../references';
import { asText, hasValue, isEmptyValue, looseEquals, parseNumber } from '../values';
import type { RuleInput, ValidationSide } from './context';

// Every rule of contract.md §Validation, compiled once per config so regular expressions and date bounds
// are built when the config loads rather than on each keystroke. A rule answers a message
// descriptor or null. Rules that are not about presence pass on an empty value ("emptied fields
// pass optional rules"), and no rule throws on any JSON value.

/** A rule ready to run. */
export interface CompiledRule {
  readonly type: ValidationRuleType;
  /** Whether the rule makes an empty value an error (the required family). */
  readonly presence: boolean;
  /** Whether the rule is skipped on this side. */
  skipsOn(side: ValidationSide): boolean;
  check(input: RuleInput): MessageDescriptor | null;
}

type RuleOf<T extends ValidationRuleType> = Extract<ValidationRule, { type: T }>;
type Check = (input: RuleInput) => MessageDescriptor | null;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const INTEGER = /^[+-]?\d+$/;

function optional(check: (text: string, input: RuleInput) => MessageDescriptor | null): Check {
  return (input) => {
    if (isEmptyValue(input.value)) return null;
    const text = asText(input.value);
    return text === null ? null : check(text.trim(), input);
  };
}

function isMissing(input: RuleInput): boolean {
  // A checkbox is a yes/no question: required means it must be ticked.
  if (input.field.widget === 'checkbox') return !looseEquals(input.value, true);
  return isEmptyValue(input.value);
}

function compileRegex(pattern: string, anchored: boolean): RegExp {
  return new RegExp(anchored ? `^(?:${pattern})$` : pattern);
}

function conditionHolds(
  input: RuleInput,
  condition: { field: string; model?: string | undefined; operator: 'IsEqualTo' | 'IsNotEqualTo'; value: unknown },
): boolean {
  const other = referencedValue(input.model, condition.field, condition.model, input.context);
  const equal = condition.value === null ? isEmptyValue(other) : looseEquals(other, condition.value);
  return condition.operator === 'IsEqualTo' ? equal : !equal;
}


const compilers: { [T in ValidationRuleType]: (rule: RuleOf<T>) => Check } = {
  required: (rule) => (input) => (isMissing(input) ? messageOf(messages.required, undefined, rule.message) : null),
  requiredOnClientOnly: (rule) => (input) => (isMissing(input) ? messageOf(messages.required, undefined, rule.message) : null),
  conditionalRequired: (rule) => (input) => {
    if (!isMissing(input)) return null;
    const other = referencedValue(input.model, rule.field, rule.model, input.context);
    return hasValue(other) ? messageOf(messages.conditionalRequired, undefined, rule.message) : null;
  },
  maxLength: (rule) =>
    optional((_, input) => {
      const text = asText(input.value) ?? '';
      return text.length > rule.max ? messageOf(messages.maxLength, { max: rule.max }, rule.message) : null;
    }),
  between: (rule) =>
    optional((text) => {
      const number = parseNumber(text);
      const inside = number !== null && number >= rule.min && number <= rule.max;
      return inside ? null : messageOf(messages.between, { min: rule.min, max: rule.max }, rule.message);
    }),
  email: (rule) => optional((text) => (EMAIL.test(text) ? null : messageOf(messages.email, undefined, rule.message))),
  url: (rule) =>
    optional((text) => {
      let valid = false;
      try {
        const url = new URL(text);
        valid = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        valid = false;
      }
      return valid ? null : messageOf(messages.url, undefined, rule.message);
    }),
  numeric: (rule) => optional((text) => (parseNumber(text) === null ? messageOf(messages.numeric, undefined, rule.message) : null)),
  integer: (rule) =>
    optional((text) => (INTEGER.test(text.replace(/,/g, '')) ? null : messageOf(messages.integer, undefined, rule.message))),
  range: (rule) => {
    if (rule.valueType === 'date') {
      const min = parseUserDate(String(rule.min));
      const max = parseUserDate(String(rule.max));
      const params = { min: min ? formatShortDate(min) : String(rule.min), max: max ? formatShortDate(max) : String(rule.max) };
      return optional((text) => {
        if (!min || !max) return null;
        const date = parseUserDate(text);
        const day = date ? dayNumber(date) : null;
        const inside = day !== null && day >= dayNumber(min) && day <= dayNumber(max);
        return inside ? null : messageOf(messages.dateBetween, params, rule.message);
      });
    }
    const min = parseNumber(rule.min);
    const max = parseNumber(rule.max);
    return optional((text) => {
      if (min === null || max === null) return null;
      const number = parseNumber(text);
      const inside = number !== null && number >= min && number <= max;
      return inside ? null : messageOf(messages.numberBetween, { min, max }, rule.message);
    });
  },
  characterSetRestriction: (rule) =>
    optional((_, input) => {
      const whitelist = input.context.whitelist;
      if (!whitelist) return messageOf(messages.allowedCharactersUnavailable);
      const text = asText(input.value) ?? '';
      const disallowed: string[] = [];
      for (const char of text) if (!whitelist.has(char) && !disallowed.includes(char)) disallowed.push(char);
      return disallowed.length === 0
        ? null
        : messageOf(messages.restrictedCharacters, { characters: disallowed.join(' ') }, rule.message);
    }),
  endDate: (rule) =>
    optional((text, input) => {
      const end = parseUserDate(text);
      const start = parseUserDate(asText(referencedValue(input.model, rule.startField, rule.model, input.context)));
      if (!end || !start) return null;
      const endDay = dayNumber(end);
      const startDay = dayNumber(start);
      if (endDay > startDay || (rule.allowEqual && endDay === startDay)) return null;
      const entry = rule.allowEqual ? messages.endDateOnOrAfter : messages.endDateAfter;
      return messageOf(entry, { start: formatShortDate(start) }, rule.message);
    }),
  nestedRequiredIf: (rule) => (input) => {
    if (!isMissing(input)) return null;
    const results = rule.conditions.map((condition) => conditionHolds(input, condition));
    const applies = rule.logic === 'Or' ? results.some(Boolean) : results.every(Boolean);
    return applies ? messageOf(messages.conditionalRequired, undefined, rule.message) : null;
  },
  requiredIf: (rule) => (input) => {
    if (!isMissing(input)) return null;
    const applies = conditionHolds(input, { field: rule.field, model: rule.model, operator: 'IsEqualTo', value: rule.value });
    return applies ? messageOf(messages.conditionalRequired, undefined, rule.message) : null;
  },
  requiredIfOtherPropertyMatchesRegex: (rule) => {
    // Regex.IsMatch semantics: the pattern may match anywhere unless it anchors itself.
    const pattern = compileRegex(rule.pattern, false);
    return (input) => {
      if (!isMissing(input)) return null;
      const other = asText(referencedValue(input.model, rule.field, rule.model, input.context)) ?? '';
      return pattern.test(other) ? messageOf(messages.conditionalRequired, undefined, rule.message) : null;
    };
  },
  preventFutureDate: (rule) =>
    optional((text, input) => {
      const date = parseUserDate(text);
      if (!date) return null;
      // Without a time the value is a whole day: it is in the future when it is after today.
      const future = date.hasTime ? instantInZone(date) > input.now.getTime() : dayNumber(date) > todayInZone(input.now);
      return future ? messageOf(messages.preventFutureDate, undefined, rule.message) : null;
    }),
  preventFutureShortDate: (rule) =>
    optional((text, input) => {
      const date = parseUserDate(text);
      return date && dayNumber(date) > todayInZone(input.now) ? messageOf(messages.preventFutureShortDate, undefined, rule.message) : null;
    }),
  regularExpression: (rule) => {
    // RegularExpressionAttribute semantics: the whole value must match.
    const pattern = compileRegex(rule.pattern, true);
    return optional((_, input) => (pattern.test(asText(input.value) ?? '') ? null : messageOf(messages.regex, undefined, rule.message)));
  },
  validDate: (rule) => {
    const formats = rule.formats.split(',').map((format) => format.trim()).filter(Boolean);
    const params = { format: formats[0] ?? '' };
    return optional((text) => (parseExact(text, formats) ? null : messageOf(messages.validDate, params, rule.message)));
  },
  requireOnePropertyValTrue: (rule) => (input) => {
    const values = rule.fields.map((name) => referencedValue(input.model, name, rule.model, input.context));
    return values.some((value) => looseEquals(value, true)) ? null : messageOf(messages.requireOneTrue, undefined, rule.message);
  },
  RequireOnePropertyToHaveAValue: (rule) => (input) => {
    const values = rule.fields.map((name) => referencedValue(input.model, name, rule.model, input.context));
    return values.some(hasValue) ? null : messageOf(messages.requireOneValue, undefined, rule.message);
  },
};

const PRESENCE: ReadonlySet<ValidationRuleType> = new Set([
  'required',
  'requiredOnClientOnly',
  'conditionalRequired',
  'nestedRequiredIf',
  'requiredIf',
  'requiredIfOtherPropertyMatchesRegex',
  'requireOnePropertyValTrue',
  'RequireOnePropertyToHaveAValue',
]);

/** Compiles one rule. Throws (a developer error) only for a rule the config check would have
 *  rejected: an unknown type or a regular expression that does not compile. */
export function compileRule(rule: ValidationRule): CompiledRule {
  const compiler = compilers[rule.type] as ((rule: ValidationRule) => Check) | undefined;
  if (!compiler) throw new Error(`Unknown validation type "${String((rule as { type: unknown }).type)}"`);
  const check = compiler(rule);
  return {
    type: rule.type,
    presence: PRESENCE.has(rule.type),
    skipsOn: (side) => side === 'server' && rule.type === 'requiredOnClientOnly',
    check,
  };
}
