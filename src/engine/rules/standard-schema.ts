import type { ModelConfig } from '@/contract/model-config';
import { renderMessage, type MessageDescriptor } from '../message-descriptors';
import { fieldIndex, normaliseFieldValue, type FormModel } from '../models';
import type { ValidateOptions, ValidationContext } from './context';
import { validateField } from './validate';

// A bridge to TanStack Form: a Standard Schema (v1) validator per field, so a field can be given
// `validators: { onBlur: fieldSchema(...) }` exactly like a zod schema. Each issue carries its
// descriptor next to the English message, so the widget still translates at display time.

/** A Standard Schema issue that also carries the engine's message descriptor. */
interface DescribedIssue {
  readonly message: string;
  readonly descriptor: MessageDescriptor;
}

/** The Standard Schema v1 shape (structurally identical to @standard-schema/spec). */
interface FieldSchema {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => { readonly value: unknown; readonly issues?: undefined } | { readonly issues: readonly DescribedIssue[] };
  };
}

/** What the validator reads at validation time: the live model and context. */
interface FieldSchemaSource {
  readonly model: FormModel;
  readonly context: ValidationContext;
}

/** A Standard Schema validator for one field, reading the current model and context through
 *  `source` so cross-field rules see the latest values. */
export function fieldSchema(
  config: ModelConfig,
  key: string,
  source: () => FieldSchemaSource,
  options: ValidateOptions = { side: 'client' },
): FieldSchema {
  const field = fieldIndex(config).get(key);
  return {
    '~standard': {
      version: 1,
      vendor: 'claims-form-engine',
      validate(value) {
        const { model, context } = source();
        const normalised = normaliseFieldValue(field, value);
        const candidate: FormModel = { ...model, fields: { ...model.fields, [key]: normalised } };
        const found = validateField(candidate, config, key, context, options);
        if (found.length === 0) return { value: normalised };
        return { issues: found.map((descriptor) => ({ message: renderMessage(descriptor), descriptor })) };
      },
    },
  };
}
