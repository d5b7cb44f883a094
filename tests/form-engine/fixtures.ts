import { modelConfigSchema, type ModelConfig, type ModelConfigInput } from '@/contract/model-config';
import { createModel, type FormModel } from '@/engine/models';
import type { ValidationContext } from '@/engine/rules/context';

type FieldInput = ModelConfigInput['fields'][number];

/** A parsed config for tests: Standard/claimantInfo unless the metadata says otherwise. */
export function config(fields: FieldInput[], metadata: Record<string, unknown> = {}): ModelConfig {
  return modelConfigSchema.parse({
    metadataHash: 'hash-1',
    metadata: { dtoMapping: 'claimantInfo', formType: 'Standard', ...metadata },
    fields,
  });
}

/** A model of a config with some field values set directly (not as edits). */
export function modelOf(
  modelConfig: ModelConfig,
  values: Record<string, unknown> = {},
  claimTransactionId: string | null = null,
): FormModel {
  const model = createModel(modelConfig, { claimTransactionId });
  return { ...model, fields: { ...model.fields, ...values } };
}

/** A validation context over some models, with a whitelist of printable ASCII by default. */
export function contextOf(models: FormModel[], overrides: Partial<ValidationContext> = {}): ValidationContext {
  const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
  return { models, whitelist: new Set(ascii), now: new Date('2024-06-15T19:00:00Z'), ...overrides };
}
