import type { PayloadModel, SubmissionPayload } from '@/contract/api';
import { placedModels } from '@/contract/payload-slots';
import { camelCaseKey } from '@/contract/camel-case-key';
import { payloadKeyOf, type FormType } from '@/contract/form-type-names';
import type { FieldConfig, ModelConfig, ModelMetadata } from '@/contract/model-config';
import { fileSiblingFields, widgetOf } from '@/contract/widgets';
import { evaluateFieldState } from './dependencies';
import { fixedAnswersOf } from './field-answers';
import { getMask } from './masks';
import { createModel, isSingleInstance, modelKey, sameMapping, type FormModel } from './models';
import { isEmptyValue, parseNumber } from './values';

// What the app can send, checked on the server with the engine's own code: a payload is sendable
// when every model is one of the form's configs, every field is one of the config's, every value
// is of the kind its widget yields (text, a checkbox's boolean, an offered option), fields their
// dependencies hide are empty, masked values are what the mask stores, list mappings hold between
// their minimum and the cap of records, and each single-instance mapping is there exactly once.
// The field rules themselves (required, maxLength, regularExpression, every rule of the registry)
// are run by submission-check.ts; together they accept exactly what the client could have sent.

/** The most characters any field may hold: the widgets put no limit of their own, so this only
 *  stops junk (a claimant's longest answer is a few thousand characters). */
const MAX_FIELD_CHARACTERS = 10_000;
/** The most records one list mapping may hold, when its config names no lower maximum. */
const MAX_RECORDS_PER_MAPPING = 200;

/** The minimum record count of a list config now: fixed, or the integer in another model's field. */
export function minimumRecordCountOf(metadata: ModelMetadata, formType: FormType, models: readonly FormModel[]): number {
  const minimum = metadata.minimumRecordCount;
  if (minimum === undefined) return 0;
  if (typeof minimum === 'number') return minimum;
  const source = models.find((model) => model.metadata.formType === formType && sameMapping(model.metadata.dtoMapping, minimum.model));
  const value = parseNumber(source?.fields[camelCaseKey(minimum.field)]);
  return value === null ? 0 : Math.max(0, Math.floor(value));
}

/** Why a value is not one its widget can yield, or null when it is. */
function valueProblem(field: FieldConfig, value: unknown): string | null {
  if (value === null) return null;
  switch (widgetOf(field).valueKind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `a ${field.widget} holds true or false`;
    case 'file':
      // The file travels as a multipart part; the model carries null in its place.
      return 'a file field travels as null';
    case 'choice': {
      if (typeof value !== 'string') return `a ${field.widget} holds text`;
      // A hybrid radio with a text option holds the typed text: any string.
      const answers = fixedAnswersOf(field) as string[] | null;
      return answers === null || answers.includes(value) ? null : `${JSON.stringify(value)} is not an option`;
    }
    case 'text':
      if (typeof value !== 'string') return 'the widget yields text';
      return value === '' ? 'an emptied field holds null' : null;
  }
}

/** Why a masked value is not one the mask stores, or null. */
function maskProblem(maskName: string | undefined, value: unknown): string | null {
  if (!maskName || typeof value !== 'string') return null;
  const mask = getMask(maskName);
  if (mask.maxLength !== null && mask.unmask(value).length > mask.maxLength) return `longer than the ${maskName} mask allows`;
  return mask.toStored(mask.format(value)) === value ? null : `not a value the ${maskName} mask stores`;
}

/** Everything about a payload the app could not have sent, for the log; empty when it could. */
export function unsendableProblems(payload: SubmissionPayload, configs: readonly ModelConfig[], formType: FormType): string[] {
  const problems: string[] = [];
  const formConfigs = configs.filter((config) => config.metadata.formType === formType);
  const rebuilt: Array<{ model: FormModel; config: ModelConfig; sent: PayloadModel }> = [];
  for (const { slot, model: sent } of placedModels(payload)) {
    const config = formConfigs.find((candidate) => sameMapping(payloadKeyOf(candidate.metadata.dtoMapping), slot));
    if (!config) {
      problems.push(`${slot}: ${formType} has no such model`);
      continue;
    }
    const known = new Set(config.fields.map((field) => field.key));
    if (config.fields.some((field) => widgetOf(field).valueKind === 'file')) for (const sibling of fileSiblingFields) known.add(sibling);
    const unknown = Object.keys(sent.fields).filter((key) => !known.has(key));
    if (unknown.length > 0) problems.push(`${sent.clientId}: unknown fields ${unknown.slice(0, 5).join(', ')}`);
    const base = createModel(config, { clientId: sent.clientId });
    const fields: Record<string, unknown> = { ...base.fields };
    for (const key of Object.keys(fields)) if (Object.hasOwn(sent.fields, key)) fields[key] = sent.fields[key];
    rebuilt.push({
      config,
      sent,
      model: { ...base, clientId: sent.clientId, claimTransactionId: sent.claimTransactionId ?? null, fields },
    });
  }

  const context = { models: rebuilt.map(({ model }) => model) };
  for (const { model, config } of rebuilt) {
    for (const field of config.fields) {
      const value = model.fields[field.key];
      const where = `${model.clientId}.${field.key}`;
      const typeIssue = valueProblem(field, value);
      if (typeIssue) {
        problems.push(`${where}: ${typeIssue}`);
        continue;
      }
      if (typeof value === 'string' && value.length > MAX_FIELD_CHARACTERS)
        problems.push(`${where}: over ${MAX_FIELD_CHARACTERS} characters`);
      const state = evaluateFieldState(field, model, context);
      // An unfulfilled hide or reset dependency has the app reset the field (to null, or the
      // dependency's reset value) and keep it so: a hidden field is empty.
      const reset = state.reset;
      if (reset && !Object.is(value, reset.value) && !(isEmptyValue(value) && isEmptyValue(reset.value))) {
        problems.push(`${where}: holds a value its dependencies ${state.hidden ? 'hide' : 'reset'}`);
      }
      if (widgetOf(field).masked) {
        const masked = maskProblem(state.maskName, value);
        if (masked) problems.push(`${where}: ${masked}`);
      }
    }
    for (const sibling of fileSiblingFields) {
      const value = model.fields[sibling];
      if (value !== undefined && value !== null && typeof value !== (sibling === 'size' ? 'number' : 'string')) {
        problems.push(`${model.clientId}.${sibling}: not a file ${sibling}`);
      }
    }
  }

  for (const config of formConfigs) {
    const count = rebuilt.filter(({ config: owner }) => modelKey(owner.metadata) === modelKey(config.metadata)).length;
    const name = modelKey(config.metadata);
    if (isSingleInstance(config.metadata)) {
      if (count !== 1) problems.push(`${name}: ${count} models where the form has exactly one`);
      continue;
    }
    const minimum = minimumRecordCountOf(config.metadata, formType, context.models);
    if (count < minimum) problems.push(`${name}: ${count} records, fewer than the minimum ${minimum}`);
    if (count > MAX_RECORDS_PER_MAPPING) problems.push(`${name}: ${count} records, more than ${MAX_RECORDS_PER_MAPPING}`);
  }
  return problems;
}
