import { modelConfigSchema, type ModelConfig, type ModelConfigInput } from '@/contract/model-config';
import { createModel, type FormModel } from '@/engine/models';
import type { ValidationContext } from '@/engine/rules/context';

/** One field as the server sends it. */
export type FieldInput = ModelConfigInput['fields'][number];

/** A parsed single-instance config (Standard/claimantInfo unless the metadata says otherwise). */
export function modelConfig(fields: FieldInput[], metadata: Record<string, unknown> = {}): ModelConfig {
  return modelConfigSchema.parse({
    metadataHash: 'hash-1',
    metadata: { dtoMapping: 'claimantInfo', formType: 'Standard', ...metadata },
    fields,
  });
}

/** A parsed config of the given mapping (Standard form unless the metadata says otherwise), with
 *  a hash of its own, so that several can share a store. */
export function mappedConfig(dtoMapping: string, fields: FieldInput[], metadata: Record<string, unknown> = {}): ModelConfig {
  return modelConfigSchema.parse({
    metadataHash: `hash-${dtoMapping}`,
    metadata: { dtoMapping, formType: 'Standard', ...metadata },
    fields,
  });
}

/** Printable ASCII: the character whitelist the tests run with. */
export const asciiWhitelist: ReadonlySet<string> = new Set(Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));

/** A model of a config with some field values set directly (not as edits). */
export function modelOf(config: ModelConfig, values: Record<string, unknown> = {}, claimTransactionId: string | null = null): FormModel {
  const model = createModel(config, { claimTransactionId });
  return { ...model, fields: { ...model.fields, ...values } };
}

/** A validation context over some models, with the ASCII whitelist by default. */
export function contextOf(models: FormModel[], overrides: Partial<ValidationContext> = {}): ValidationContext {
  return { models, whitelist: asciiWhitelist, now: new Date('2024-06-15T19:00:00Z'), ...overrides };
}
