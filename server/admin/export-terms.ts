// The export in the package's own terms: each answer column is named after the form type, the
// model's own name (its mappingName, else its dtoMapping) and the field's key, so two form types
// never share a column even when their models fill the same part of the claim; and the fields
// that hold dates are found from the model configs (a date widget or mask, the signature date
// role), so their typed text gets an ISO 8601 column beside it; a field with the role pin is
// a secret and has no column.
import type { ModelConfig } from '../../src/contract/model-config';

/** What the export knows of one model of a form. */
interface ModelTerms {
  /** The model's own name in the package. */
  readonly name: string;
  /** Its place among the form's models, for the column order. */
  readonly index: number;
  /** Its field keys (lower case) by their place in the config, for the column order. */
  readonly fieldOrder: ReadonlyMap<string, number>;
  /** Its fields that hold dates (keys in lower case). */
  readonly dateFields: ReadonlySet<string>;
  /** Its fields that hold a secret, never exported: the PIN of a sign-in (keys in lower case). */
  readonly secretFields: ReadonlySet<string>;
}

/** The package's terms the export names and reads answers by. */
export interface ExportTerms {
  /** The package's form types, in its order. */
  readonly formTypes: readonly string[];
  /** The model of a form filling a part of the claim (a payload key), when the package has it. */
  model(formType: string, mapping: string): ModelTerms | undefined;
}

/** A field whose answer is a date: a date widget or mask, or the signature date the server fills. */
function holdsDate(field: ModelConfig['fields'][number]): boolean {
  return field.widget === 'date' || field.maskName === 'date' || field.role === 'signatureDate';
}

/** The export terms of a package's parsed model configs. */
export function exportTerms(configs: readonly ModelConfig[], formTypes: readonly string[]): ExportTerms {
  const models = new Map<string, ModelTerms>();
  const perForm = new Map<string, number>();
  for (const config of configs) {
    const { formType, dtoMapping, mappingName } = config.metadata;
    const index = perForm.get(formType) ?? 0;
    perForm.set(formType, index + 1);
    models.set(`${formType}\u0000${dtoMapping.toLowerCase()}`, {
      name: mappingName ?? dtoMapping,
      index,
      fieldOrder: new Map(config.fields.map((f, i) => [f.key.toLowerCase(), i])),
      dateFields: new Set(config.fields.filter(holdsDate).map((f) => f.key.toLowerCase())),
      secretFields: new Set(config.fields.filter((f) => f.role === 'pin').map((f) => f.key.toLowerCase())),
    });
  }
  return {
    formTypes,
    // Payload keys are the dtoMapping in the app's spelling, which may differ in case from the file's.
    model: (formType, mapping) => models.get(`${formType}\u0000${mapping.toLowerCase()}`),
  };
}

/** The column of an answer: `<formType>.<model>.<field>`, or `<formType>.<model>.<n>.<field>` for
 *  the n-th record of a list (from 1). */
export function answerColumn(formType: string, model: string, record: number | null, field: string): string {
  return record === null ? `${formType}.${model}.${field}` : `${formType}.${model}.${record}.${field}`;
}

/** The column beside a date answer's that holds it in ISO 8601. */
export function isoColumn(column: string): string {
  return `${column} (ISO)`;
}

/** A date as claimants type it, month first as the package's date format writes it (3/7/2023,
 *  04/18/2019), or already in ISO 8601 (2021-06-15), as YYYY-MM-DD; null for text that is no
 *  such date (it stays in the typed column only). */
export function isoDate(text: string): string | null {
  const typed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 02/30 over into March: only a day that exists comes back unchanged.
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}
