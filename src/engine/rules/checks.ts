import { widgetOf } from '@/contract/widgets';
import type { MessageDescriptor } from '../message-descriptors';
import { referencedValue } from '../references';
import { asText, isEmptyValue, looseEquals } from '../values';
import type { RuleInput } from './context';
import type { RuleCheck } from './rule-definition';

// Building blocks the rule types share. Rules that are not about presence pass on an empty value
// ("emptied fields pass optional rules"), and no rule throws on any JSON value.

/** A check that passes empty values and otherwise looks at the trimmed text of the value. */
export function optional(check: (text: string, input: RuleInput) => MessageDescriptor | null): RuleCheck {
  return (input) => {
    if (isEmptyValue(input.value)) return null;
    const text = asText(input.value);
    return text === null ? null : check(text.trim(), input);
  };
}

/** Whether the field counts as unanswered for the required family. */
export function isMissing(input: RuleInput): boolean {
  // A yes/no question (a checkbox): required means it must be ticked.
  if (widgetOf(input.field).valueKind === 'boolean') return !looseEquals(input.value, true);
  return isEmptyValue(input.value);
}

/** A config pattern as a RegExp, whole-value when anchored. */
export function compileRegex(pattern: string, anchored: boolean): RegExp {
  return new RegExp(anchored ? `^(?:${pattern})$` : pattern);
}

/** Why a config pattern does not compile, or null when it does. */
export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Whether another field's value meets a condition; a null value compares against empty. */
export function conditionHolds(
  input: RuleInput,
  condition: { field: string; model?: string | undefined; operator: 'IsEqualTo' | 'IsNotEqualTo'; value: unknown },
): boolean {
  const other = referencedValue(input.model, condition.field, condition.model, input.context);
  const equal = condition.value === null ? isEmptyValue(other) : looseEquals(other, condition.value);
  return condition.operator === 'IsEqualTo' ? equal : !equal;
}
