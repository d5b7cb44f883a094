import type { ValidationRule, ValidationRuleType } from '@/contract/model-config';
import type { MessageDescriptor } from '../message-descriptors';
import type { RuleInput, ValidationSide } from './context';
import { ruleDefinitionOf } from './registry';

// Every rule is compiled once per config so regular expressions and date bounds are built when
// the config loads rather than on each keystroke. What each rule type checks lives in its
// definition (rules/types); a compiled rule answers a message descriptor or null.

/** A rule ready to run. */
export interface CompiledRule {
  readonly type: ValidationRuleType;
  /** Whether the rule makes an empty value an error (the required family). */
  readonly presence: boolean;
  /** Whether the rule is skipped on this side. */
  skipsOn(side: ValidationSide): boolean;
  check(input: RuleInput): MessageDescriptor | null;
}

/** Compiles one rule. Throws (a developer error) only for a rule the config check would have
 *  rejected: an unknown type or a regular expression that does not compile. */
export function compileRule(rule: ValidationRule): CompiledRule {
  const definition = ruleDefinitionOf(rule.type);
  if (!definition) throw new Error(`Unknown validation type "${String((rule as { type: unknown }).type)}"`);
  const check = definition.compile(rule);
  return {
    type: rule.type,
    presence: definition.presence,
    skipsOn: (side) => side === 'server' && definition.clientOnly,
    check,
  };
}
