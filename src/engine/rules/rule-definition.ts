import type { z } from 'zod';
import type { MessageDescriptor } from '../messages';
import type { RuleInput } from './context';

// A rule type is one object holding every fact about it, so a new rule type is one file in
// rules/types plus its line in rules/registry.ts. Every fact is required: a definition that
// leaves one out does not compile.

/** A field a rule reads besides its own: the field, the model it lives in (the rule's own model
 *  when undefined) and which setting of the rule names it, for config problems. */
export interface RuleReference {
  readonly field: string;
  readonly model: string | undefined;
  readonly role: string;
}

/** A compiled rule's check: a message when the value breaks the rule, else null. */
export type RuleCheck = (input: RuleInput) => MessageDescriptor | null;

/** The zod schema of one rule type's settings, discriminated by its literal `type`. */
export type RuleSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/** Every fact about one rule type. */
export interface RuleDefinition<S extends RuleSchema = RuleSchema> {
  /** The settings a config writes for it (its `type` literal names the rule type). */
  readonly schema: S;
  /** Whether it makes an empty value an error (the required family); others pass empty values. */
  readonly presence: boolean;
  /** Whether a field carrying it shows the required marker (and aria-required). */
  readonly marksRequired: boolean;
  /** Whether only the browser enforces it (the server's re-check skips it). */
  readonly clientOnly: boolean;
  /** Builds the check once per config (patterns and bounds are prepared here, not per keystroke). */
  compile(rule: z.infer<S>): RuleCheck;
  /** The other fields it reads; a field with such a rule re-validates when they change. */
  references(rule: z.infer<S>): RuleReference[];
  /** Problems of its settings the schema cannot see (bad pattern, min above max), without the
   *  `rule "type":` prefix the config check adds. */
  configProblems(rule: z.infer<S>): string[];
}

/** Declares a rule type; the identity function that checks every fact is present and typed. */
export function defineRule<S extends RuleSchema>(definition: RuleDefinition<S>): RuleDefinition<S> {
  return definition;
}

/** No other fields read / no setting problems: for rule types without either. */
export const none = (): never[] => [];
