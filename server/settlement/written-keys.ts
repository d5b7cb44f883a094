// Field keys as the package writes them. The engine turns every key into camelCase when it parses
// a config ("FirstName" becomes "firstName"); a problem should name the field as the administrator
// wrote it, so it can be found in the file by searching for it.
import type { FieldConfig, ModelConfig } from '../../src/contract/model-config';

const written = new WeakMap<FieldConfig, string>();

/** Notes the keys of `raw` (the model as the file has it) for the fields of its parsed `config`. */
export function rememberWrittenKeys(config: ModelConfig, raw: unknown): void {
  const fields =
    typeof raw === 'object' && raw !== null && Array.isArray((raw as { fields?: unknown }).fields)
      ? (raw as { fields: unknown[] }).fields
      : [];
  config.fields.forEach((field, index) => {
    const key = (fields[index] as { key?: unknown } | undefined)?.key;
    if (typeof key === 'string') written.set(field, key);
  });
}

/** The field's key as its file writes it (the parsed key when unknown). */
export function writtenKey(field: FieldConfig): string {
  return written.get(field) ?? field.key;
}
