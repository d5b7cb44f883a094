// Reading a claim's answers by mapping and field key, for the server's parts that look a claimant
// up in a stored or incoming claim (screening's identity, the mail's recipient). The payload keeps
// single models as one object and lists as an array, each with its answers under `fields`.
import type { SubmissionPayload } from '../../src/contract/api';
import { payloadKeyOf, type DtoMapping } from '../../src/contract/form-type-names';

type ModelAnswers = Record<string, unknown>;

/** The field answers of every model a mapping sent (one for single models, any for lists). */
export function modelsOf(payload: SubmissionPayload, mapping: string): ModelAnswers[] {
  const value = (payload as Record<string, unknown>)[payloadKeyOf(mapping as DtoMapping)];
  const models = Array.isArray(value) ? value : value ? [value] : [];
  return models.flatMap((m) => {
    const fields = (m as { fields?: unknown }).fields;
    return fields && typeof fields === 'object' ? [fields as ModelAnswers] : [];
  });
}

/** An answer as text: strings as they are, numbers written out, anything else empty. */
export const answerText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The first answer of `key` among the models of a mapping, trimmed; empty when none is given. */
export function firstAnswer(models: readonly ModelAnswers[], key: string): string {
  for (const fields of models) {
    const found = answerText(fields[key]).trim();
    if (found) return found;
  }
  return '';
}
