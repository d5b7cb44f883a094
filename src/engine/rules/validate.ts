import { catalogue } from '@/contract/copy-catalogue';
import type { FieldConfig, ModelConfig } from '@/contract/model-config';
import { evaluateFieldState } from '../dependencies';
import { getMask } from '../masks';
import { dedupeMessages, messageOf, type MessageDescriptor } from '../message-descriptors';
import type { FormModel } from '../models';
import { asText, isEmptyValue } from '../values';
import type { ValidateOptions, ValidationContext } from './context';
import { compileRule, type CompiledRule } from './rules';

// Validation of a whole model or one field, identical on the client and the server. A field that
// its dependencies hide or disable is not validated: the claimant cannot reach it, and its value
// has been reset. Errors come back per field, every message in config order without repeats;
// the widget decides whether to show the first (text field, checkbox) or all (text area).

/** A field's compiled rules. */
interface FieldValidator {
  readonly field: FieldConfig;
  readonly rules: readonly CompiledRule[];
}

/** The compiled rules of every field of a model config. */
interface ModelValidator {
  readonly config: ModelConfig;
  readonly fields: ReadonlyMap<string, FieldValidator>;
}

/** Error messages per field key; fields without errors are absent. */
export type FieldErrors = Record<string, MessageDescriptor[]>;

const cache = new WeakMap<ModelConfig, ModelValidator>();

/** Compiles a config's rules once (cached per config object). */
export function compileModelValidator(config: ModelConfig): ModelValidator {
  const cached = cache.get(config);
  if (cached) return cached;
  const fields = new Map<string, FieldValidator>();
  for (const field of config.fields) fields.set(field.key, { field, rules: (field.validations ?? []).map(compileRule) });
  const validator = { config, fields };
  cache.set(config, validator);
  return validator;
}

function contextWith(model: FormModel, context: ValidationContext): ValidationContext {
  // Cross-model rules must read the version of this model being validated, not a stale copy.
  const present = context.models.some((candidate) => candidate.clientId === model.clientId);
  const models = present
    ? context.models.map((candidate) => (candidate.clientId === model.clientId ? model : candidate))
    : [...context.models, model];
  return { ...context, models };
}

function runField(
  validator: FieldValidator,
  model: FormModel,
  context: ValidationContext,
  options: ValidateOptions,
  now: Date,
): MessageDescriptor[] {
  const { field } = validator;
  const state = evaluateFieldState(field, model, context);
  if (state.hidden || state.disabled) return [];
  const value = model.fields[field.key];
  const found: MessageDescriptor[] = [];
  for (const rule of validator.rules) {
    if (rule.skipsOn(options.side)) continue;
    const message = rule.check({ value, field, model, context, now });
    if (message) found.push(message);
  }
  if (state.maskName && !isEmptyValue(value)) {
    // The masked input keeps placeholders, so an unfinished value ("(123) 4") can reach the model.
    const mask = getMask(state.maskName);
    const text = asText(value);
    if (text !== null && !mask.isComplete(text)) {
      found.push(messageOf(catalogue.validation.maskIncomplete, { format: mask.hint }));
    }
  }
  return dedupeMessages(found);
}

/** Validates every field of a model; returns the messages of the fields in error. */
export function validateModel(model: FormModel, config: ModelConfig, context: ValidationContext, options: ValidateOptions): FieldErrors {
  const validator = compileModelValidator(config);
  const now = context.now ?? new Date();
  const withModel = contextWith(model, context);
  const errors: FieldErrors = {};
  for (const [key, fieldValidator] of validator.fields) {
    const found = runField(fieldValidator, model, withModel, options, now);
    if (found.length > 0) errors[key] = found;
  }
  return errors;
}

/** Validates one field of a model (what a widget runs on blur); an unknown key has no errors. */
export function validateField(
  model: FormModel,
  config: ModelConfig,
  key: string,
  context: ValidationContext,
  options: ValidateOptions,
): MessageDescriptor[] {
  const fieldValidator = compileModelValidator(config).fields.get(key);
  if (!fieldValidator) return [];
  return runField(fieldValidator, model, contextWith(model, context), options, context.now ?? new Date());
}

/** True when no field has an error. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
