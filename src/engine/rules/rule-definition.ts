import type { ValidationRule, ValidationRuleType } from '@/contract/model-config';
import type { MessageDescriptor } from '../message-descriptors';
import type { RuleInput } from './context';

// A rule type is two files: its settings schema in src/contract/rule-parameters (the validating half, which
// brings zod) and everything else about it in rules/types (the running half, free of zod, so the
// browser's engine loads no schema library). src/contract/rule-parameter-schemas.ts lists the schemas and so
// names the rule types; rules/registry.ts must hold a definition for each and for no other.
// Every fact of a definition is required: one that leaves a fact out does not compile.

/** A field a rule reads besides its own: the field, the model it lives in (the rule's own model
 *  when undefined) and which setting of the rule names it, for config problems. */
export interface RuleReference {
  readonly field: string;
  readonly model: string | undefined;
  readonly role: string;
}

/** A compiled rule's check: a message when the value breaks the rule, else null. */
export type RuleCheck = (input: RuleInput) => MessageDescriptor | null;

/** The settings of the rule type named `T`, as its schema in src/contract/rule-parameters parses them. */
type RuleSettings<T extends ValidationRuleType> = Extract<ValidationRule, { type: T }>;

/** Every fact about one rule type besides its settings schema. */
export interface RuleDefinition<T extends ValidationRuleType = ValidationRuleType> {
  /** The rule type's name, as configs write it in `type`. */
  readonly type: T;
  /** Whether it makes an empty value an error (the required family); others pass empty values. */
  readonly presence: boolean;
  /** Whether a field carrying it shows the required marker (and aria-required). */
  readonly marksRequired: boolean;
  /** Whether only the browser enforces it (the server's re-check skips it). */
  readonly clientOnly: boolean;
  /** Builds the check once per config (patterns and bounds are prepared here, not per keystroke). */
  readonly compile: (rule: RuleSettings<T>) => RuleCheck;
  /** The other fields it reads; a field with such a rule re-validates when they change. */
  readonly references: (rule: RuleSettings<T>) => RuleReference[];
  /** Problems of its settings the schema cannot see (bad pattern, min above max), without the
   *  `rule "type":` prefix the config check adds. */
  readonly configProblems: (rule: RuleSettings<T>) => string[];
}

/** Declares a rule type; the identity function that checks every fact is present and typed. */
export function defineRule<T extends ValidationRuleType>(definition: RuleDefinition<T>): RuleDefinition<T> {
  return definition;
}

/** No other fields read / no setting problems: for rule types without either. */
export const none = (): never[] => [];
