import type { FieldConfig } from '@/contract/model-config';
import type { FormModel } from '../models';
import type { ModelContext } from '../references';

/** Everything a rule may look at beyond its own field: every model (for cross-model rules), the
 *  character whitelist and the current time. The same shape is built on the client and the server. */
export interface ValidationContext extends ModelContext {
  /** Characters allowed by GET /api/characters-whitelist; null when it could not be fetched. */
  readonly whitelist: ReadonlySet<string> | null;
  /** The moment "today" and "the future" are measured from; defaults to the clock. */
  readonly now?: Date;
}

/** Which side is validating: the server skips requiredOnClientOnly. */
export type ValidationSide = 'client' | 'server';

/** Options of a validation run. */
export interface ValidateOptions {
  readonly side: ValidationSide;
}

/** What one rule sees when it checks a value. */
export interface RuleInput {
  readonly value: unknown;
  readonly field: FieldConfig;
  readonly model: FormModel;
  readonly context: ValidationContext;
  readonly now: Date;
}

/** The whitelist set of an allowedCharacters string, by code point. */
export function toWhitelist(allowedCharacters: string): ReadonlySet<string> {
  return new Set(Array.from(allowedCharacters));
}
