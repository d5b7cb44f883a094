import type { z } from 'zod';
import type { prepopulatedItemSchema } from '@/contract/api';
import { payloadKeyOf, singleInstanceMappings, type DtoMapping, type FormType } from '@/contract/form-type-names';
import { camelCaseKey } from '@/contract/camel-case-key';
import type { FieldConfig, ModelConfig, ModelMetadata } from '@/contract/model-config';
import { fileSiblingFields, widgetOf } from '@/contract/widgets';
import { isEmptyValue, looseEquals, normalizeLoose } from './values';

// Form models are plain data and every change returns a new object, so the React layer can keep
// them in TanStack Form or any store, the server can rebuild them from a payload, and tests can
// compare them with toEqual. No function here touches the DOM.

/** What a file field needs from a browser File (so the server and tests can use plain objects). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** A client form model (contract.md §Data). */
export interface FormModel {
  /** Prefix plus 8 random characters; also the multipart part name of the model's file. */
  readonly clientId: string;
  readonly id: string | null;
  readonly metadataHash: string;
  /** Server metadata with camelCased keys. */
  readonly metadata: ModelMetadata;
  /** The clientId of the parent transaction this model belongs to, if any. */
  readonly claimTransactionId: string | null;
  /** Field values keyed camelCase. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Keys of fields the claimant has edited at least once (prepopulation leaves them alone). */
  readonly everDirty: Readonly<Record<string, true>>;
}

/** Drafts being edited and saved models, with the configs they come from. */
export interface ModelStore {
  /** Configs by model key (`formType/mappingName`). */
  readonly configs: Readonly<Record<string, ModelConfig>>;
  readonly drafts: readonly FormModel[];
  readonly saved: readonly FormModel[];
}

/** A developer error in how the engine is used (a wrong field, a second file, ...). */
export class FormEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormEngineError';
  }
}

/** One item of an authorize answer's prepopulatedData. */
type PrepopulatedItem = z.infer<typeof prepopulatedItemSchema>;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Number of random characters after a client id's prefix (contract.md §Constants). */
const CLIENT_ID_LENGTH = 8;

/** Where client ids get their random bytes: crypto.getRandomValues, unless withClientIdSeed runs. */
let randomBytes = (length: number): Uint8Array => crypto.getRandomValues(new Uint8Array(length));

/** Runs `make` with client ids drawn from a generator seeded by `seed` (itself random), so a page
 *  rendered on the server and the same page hydrated in the browser give their models the same ids. */
export function withClientIdSeed<T>(seed: string, make: () => T): T {
  // mulberry32 over a hash of the seed: small, and the same in both places.
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const previous = randomBytes;
  randomBytes = (length) => Uint8Array.from({ length }, () => next() & 0xff);
  try {
    return make();
  } finally {
    randomBytes = previous;
  }
}

/** A client id: the prefix, a dash and 8 random letters or digits from crypto.getRandomValues. */
export function createClientId(prefix: string): string {
  let suffix = '';
  // Bytes at or above 248 are rejected so every character is equally likely (248 = 4 * 62).
  while (suffix.length < CLIENT_ID_LENGTH) {
    const bytes = randomBytes(16);
    for (const byte of bytes) {
      if (byte < 248 && suffix.length < CLIENT_ID_LENGTH) suffix += ID_ALPHABET[byte % 62];
    }
  }
  return `${prefix}-${suffix}`;
}

/** The name a model is saved under: metadata.mappingName, else its dtoMapping. */
export function mappingNameOf(metadata: Pick<ModelMetadata, 'dtoMapping' | 'mappingName'>): string {
  return metadata.mappingName ?? metadata.dtoMapping;
}

/** The key that identifies a saved model: form type plus mapping name. */
export function modelKey(metadata: Pick<ModelMetadata, 'formType' | 'dtoMapping' | 'mappingName'>): string {
  return `${metadata.formType}/${mappingNameOf(metadata)}`;
}

/** True when a mapping holds exactly one model per form. */
export function isSingleInstance(metadata: Pick<ModelMetadata, 'dtoMapping' | 'isSingleInstance'>): boolean {
  return metadata.isSingleInstance ?? singleInstanceMappings.includes(metadata.dtoMapping);
}

/** The saved models of a form of one dtoMapping kind, whatever mapping names the package gave them. */
export function savedModelsOfKind(store: ModelStore, formType: FormType, dtoMapping: DtoMapping): FormModel[] {
  return store.saved.filter((model) => model.metadata.formType === formType && sameMapping(model.metadata.dtoMapping, dtoMapping));
}

/** Same mapping, ignoring the PascalCase spellings of the list mappings. */
export function sameMapping(a: string, b: string): boolean {
  const key = (value: string) => {
    const known = (['DocumentContexts', 'ClaimTransactions'] as const).find((name) => name === value);
    return (known ? payloadKeyOf(known) : value).toLowerCase();
  };
  return key(a) === key(b);
}

/** True for the document-context mappings (whose models carry the uploaded files). */
export function isDocumentContext(mapping: DtoMapping | string): boolean {
  return sameMapping(mapping, 'documentContexts');
}

const fieldIndexCache = new WeakMap<ModelConfig, ReadonlyMap<string, FieldConfig>>();

/** The field configs of a model config by key (cached per config object). */
export function fieldIndex(config: ModelConfig): ReadonlyMap<string, FieldConfig> {
  let index = fieldIndexCache.get(config);
  if (!index) {
    index = new Map(config.fields.map((field) => [field.key, field]));
    fieldIndexCache.set(config, index);
  }
  return index;
}

/** The value a field starts with: its default, yes/no fields false unless the default is a boolean,
 *  file fields empty. */
export function initialFieldValue(field: FieldConfig): unknown {
  switch (widgetOf(field).valueKind) {
    case 'boolean':
      return typeof field.defaultValue === 'boolean' ? field.defaultValue : false;
    case 'file':
      return null;
    case 'text':
    case 'choice':
      return normaliseFieldValue(field, field.defaultValue ?? null);
  }
}

/** Field update rule of contract.md §Behaviour: an empty string becomes null; yes/no fields hold booleans. */
export function normaliseFieldValue(field: FieldConfig | undefined, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (field && widgetOf(field).valueKind === 'boolean') {
    const loose = normalizeLoose(value);
    return typeof loose === 'boolean' ? loose : value;
  }
  return value;
}

/** Options for a new model. */
interface CreateModelOptions {
  id?: string | null;
  claimTransactionId?: string | null;
  clientIdPrefix?: string;
  /** The model's client id when it has one already (a model the server rebuilds from a payload):
   *  no new id is drawn. */
  clientId?: string;
}

/** A fresh model from a parsed config: every field at its initial value, nothing ever-dirty. The
 *  sibling fields of a file field (name, size, type) exist even when the config omits them. */
export function createModel(config: ModelConfig, options: CreateModelOptions = {}): FormModel {
  const fields: Record<string, unknown> = {};
  for (const field of config.fields) {
    fields[field.key] = initialFieldValue(field);
    if (widgetOf(field).valueKind === 'file') {
      for (const sibling of fileSiblingFields) if (!(sibling in fields)) fields[sibling] = null;
    }
  }
  return {
    clientId: options.clientId ?? createClientId(options.clientIdPrefix ?? config.metadata.dtoMapping),
    id: options.id ?? null,
    metadataHash: config.metadataHash,
    metadata: config.metadata,
    claimTransactionId: options.claimTransactionId ?? null,
    fields,
    everDirty: {},
  };
}

/** Sets a field as the claimant does: empty string to null, and marks the field ever-dirty. */
export function setFieldValue(model: FormModel, config: ModelConfig, key: string, value: unknown): FormModel {
  const field = fieldIndex(config).get(key);
  if (!field) throw new FormEngineError(`Model ${modelKey(model.metadata)} has no field "${key}"`);
  return {
    ...model,
    fields: { ...model.fields, [key]: normaliseFieldValue(field, value) },
    everDirty: model.everDirty[key] ? model.everDirty : { ...model.everDirty, [key]: true },
  };
}

/** Puts the one chosen file into a file field and its name, size and type into the sibling
 *  fields ('unknown' when the browser gives no type). Clearing and several files are developer
 *  errors (contract.md §Errors): the file input offers exactly one file and no way to clear it. */
export function setFileField(model: FormModel, config: ModelConfig, key: string, files: readonly FileLike[]): FormModel {
  const field = fieldIndex(config).get(key);
  const where = `Model ${modelKey(model.metadata)}, field "${key}"`;
  if (!field) throw new FormEngineError(`Model ${modelKey(model.metadata)} has no field "${key}"`);
  if (widgetOf(field).valueKind !== 'file') throw new FormEngineError(`${where}: not a file field`);
  if (files.length === 0) throw new FormEngineError(`${where}: clearing a file field is not supported`);
  if (files.length > 1) throw new FormEngineError(`${where}: only one file per input is supported, got ${files.length}`);
  const file = files[0]!;
  return {
    ...model,
    fields: {
      ...model.fields,
      [key]: [file],
      name: file.name,
      size: file.size,
      type: file.type === '' ? 'unknown' : file.type,
    },
    everDirty: { ...model.everDirty, [key]: true, name: true, size: true, type: true },
  };
}

/** The files held by a model's file fields, with the field each came from. */
export function filesOf(model: FormModel, config: ModelConfig): Array<{ field: string; file: FileLike }> {
  const found: Array<{ field: string; file: FileLike }> = [];
  for (const field of config.fields) {
    if (widgetOf(field).valueKind !== 'file') continue;
    const value = model.fields[field.key];
    if (!Array.isArray(value)) continue;
    for (const file of value) {
      if (isFileLike(file)) found.push({ field: field.key, file });
    }
  }
  return found;
}

/** True for a browser File or any object with a string name, a numeric size and a string type. */
export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.name === 'string' && typeof candidate.size === 'number' && typeof candidate.type === 'string';
}

/** A store from parsed configs: each single-instance mapping starts with one saved model (the
 *  wizard edits it in place); list mappings start empty until a record is added. */
export function createModelStore(configs: readonly ModelConfig[]): ModelStore {
  const byKey: Record<string, ModelConfig> = {};
  const saved: FormModel[] = [];
  for (const config of configs) {
    const key = modelKey(config.metadata);
    byKey[key] = config;
    if (isSingleInstance(config.metadata)) saved.push(createModel(config));
  }
  return { configs: byKey, drafts: [], saved };
}

/** The store as it was first built: every model re-initialised (session expiry, after submit). */
export function resetModelStore(store: ModelStore): ModelStore {
  return createModelStore(Object.values(store.configs));
}

/** The config of a model in the store. */
export function configOf(store: ModelStore, model: Pick<FormModel, 'metadata'>): ModelConfig {
  const config = store.configs[modelKey(model.metadata)];
  if (!config) throw new FormEngineError(`No model config for ${modelKey(model.metadata)}`);
  return config;
}

/** The config stored under a form type and mapping name. */
export function findConfig(store: ModelStore, formType: FormType, mappingName: string): ModelConfig | undefined {
  return store.configs[`${formType}/${mappingName}`];
}

/** Saved models of a form type and mapping name. */
export function savedModels(store: ModelStore, formType: FormType, mappingName: string): FormModel[] {
  return store.saved.filter((model) => model.metadata.formType === formType && mappingNameOf(model.metadata) === mappingName);
}

/** Drafts of a form type and mapping name. */
export function draftModels(store: ModelStore, formType: FormType, mappingName: string): FormModel[] {
  return store.drafts.filter((model) => model.metadata.formType === formType && mappingNameOf(model.metadata) === mappingName);
}

/** Every model in the store, saved first: what cross-model rules look through. */
export function allModels(store: ModelStore): FormModel[] {
  return [...store.saved, ...store.drafts];
}

/** A model by client id, with whether it is a draft or saved. */
export function findModel(store: ModelStore, clientId: string): { model: FormModel; state: 'draft' | 'saved' } | undefined {
  const saved = store.saved.find((model) => model.clientId === clientId);
  if (saved) return { model: saved, state: 'saved' };
  const draft = store.drafts.find((model) => model.clientId === clientId);
  return draft ? { model: draft, state: 'draft' } : undefined;
}

/** Starts a draft for a form type and mapping name (a new record, optionally under a parent transaction). */
export function addDraft(
  store: ModelStore,
  formType: FormType,
  mappingName: string,
  options: CreateModelOptions = {},
): { store: ModelStore; draft: FormModel } {
  const config = findConfig(store, formType, mappingName);
  if (!config) throw new FormEngineError(`No model config for ${formType}/${mappingName}`);
  const draft = createModel(config, options);
  return { store: { ...store, drafts: [...store.drafts, draft] }, draft };
}

/** Replaces a model (draft or saved) with a new version of itself, found by client id. */
export function replaceModel(store: ModelStore, next: FormModel): ModelStore {
  const swap = (list: readonly FormModel[]) => list.map((model) => (model.clientId === next.clientId ? next : model));
  if (store.saved.some((model) => model.clientId === next.clientId)) return { ...store, saved: swap(store.saved) };
  if (store.drafts.some((model) => model.clientId === next.clientId)) return { ...store, drafts: swap(store.drafts) };
  throw new FormEngineError(`No model with client id ${next.clientId}`);
}

/** Applies a claimant's edit to a model in the store. */
export function updateField(store: ModelStore, clientId: string, key: string, value: unknown): ModelStore {
  const found = findModel(store, clientId);
  if (!found) throw new FormEngineError(`No model with client id ${clientId}`);
  return replaceModel(store, setFieldValue(found.model, configOf(store, found.model), key, value));
}

/** Moves a draft to the saved models; a single-instance mapping keeps only the newest. */
export function saveDraft(store: ModelStore, clientId: string): ModelStore {
  const draft = store.drafts.find((model) => model.clientId === clientId);
  if (!draft) throw new FormEngineError(`No draft with client id ${clientId}`);
  const key = modelKey(draft.metadata);
  const saved = isSingleInstance(draft.metadata) ? store.saved.filter((model) => modelKey(model.metadata) !== key) : store.saved;
  return { ...store, drafts: store.drafts.filter((model) => model !== draft), saved: [...saved, draft] };
}

/** Drops a draft (Cancel). */
export function discardDraft(store: ModelStore, clientId: string): ModelStore {
  return { ...store, drafts: store.drafts.filter((model) => model.clientId !== clientId) };
}

/** Deletes a model from either list, with the records that belong to it as a parent transaction. */
export function removeModel(store: ModelStore, clientId: string): ModelStore {
  const keep = (model: FormModel) => model.clientId !== clientId && model.claimTransactionId !== clientId;
  return { ...store, drafts: store.drafts.filter(keep), saved: store.saved.filter(keep) };
}

function camelCaseRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [camelCaseKey(key), value]));
}

/** Whether prepopulation may write a field: never-edited and empty or at its default, unless the
 *  field's overrideEverDirtyFieldConstraint says to write regardless. */
function canPrepopulate(model: FormModel, field: FieldConfig): boolean {
  if (field.overrideEverDirtyFieldConstraint) return true;
  if (model.everDirty[field.key]) return false;
  const current = model.fields[field.key];
  return isEmptyValue(current) || looseEquals(current, initialFieldValue(field));
}

function metadataMatches(wanted: Readonly<Record<string, unknown>> | undefined, actual: Readonly<Record<string, unknown>>): boolean {
  if (!wanted) return true;
  return Object.entries(camelCaseRecord(wanted)).every(([key, value]) => looseEquals(actual[key], value));
}

/** Applies an authorize answer's prepopulatedData (contract.md §Data and §Behaviour). Item names are
 *  PascalCase and map to camelCase. A field with a prepopulatedDataKey reads that key from any
 *  item (narrowed by its prepopulatedMetadata); other fields read their own key from items whose
 *  metadata names the model's dtoMapping. Items mapped to `prepopulatedData` are also kept as
 *  saved models, since the submission sends them back. */
export function applyPrepopulatedData(store: ModelStore, items: readonly PrepopulatedItem[]): ModelStore {
  const normalised = items.map((item) => ({ metadata: camelCaseRecord(item.metadata), fields: camelCaseRecord(item.fields) }));
  const apply = (model: FormModel): FormModel => {
    const config = store.configs[modelKey(model.metadata)];
    if (!config) return model;
    let fields: Record<string, unknown> | null = null;
    for (const field of config.fields) {
      if (widgetOf(field).valueKind === 'file' || !canPrepopulate(model, field)) continue;
      const source = field.prepopulatedDataKey ? camelCaseKey(field.prepopulatedDataKey) : field.key;
      for (const item of normalised) {
        if (item.metadata.formType !== undefined && item.metadata.formType !== model.metadata.formType) continue;
        if (!(source in item.fields)) continue;
        const targeted = field.prepopulatedDataKey
          ? metadataMatches(field.props?.prepopulatedMetadata, item.metadata)
          : typeof item.metadata.dtoMapping === 'string' && sameMapping(item.metadata.dtoMapping, model.metadata.dtoMapping);
        if (!targeted) continue;
        fields ??= { ...model.fields };
        fields[field.key] = normaliseFieldValue(field, item.fields[source]);
        written.add(`${model.clientId}/${field.key}`);
      }
    }
    return fields ? { ...model, fields } : model;
  };
  const written = new Set<string>();
  const kept: FormModel[] = [];
  for (const item of normalised) {
    if (item.metadata.dtoMapping !== 'prepopulatedData') continue;
    const formType = item.metadata.formType;
    const config = Object.values(store.configs).find(
      (candidate) =>
        candidate.metadata.dtoMapping === 'prepopulatedData' && (formType === undefined || candidate.metadata.formType === formType),
    );
    if (!config) continue;
    const id = typeof item.fields.id === 'string' ? item.fields.id : null;
    const base = createModel(config, { id });
    kept.push({ ...base, fields: { ...base.fields, ...item.fields } });
  }
  // A second authorization replaces the prepopulated models of the first rather than adding to them.
  const replaced = new Set(kept.map((model) => modelKey(model.metadata)));
  const filled = {
    ...store,
    saved: [...store.saved.filter((model) => !replaced.has(modelKey(model.metadata))).map(apply), ...kept],
    drafts: store.drafts.map(apply),
  };
  return written.size > 0 ? withPrepopulatedConfirmations(filled, written) : filled;
}

/** The model a confirms rule of `model` reads: its own, or the form's model of the rule's
 *  dtoMapping (a single-instance one, as the fields prepopulation fills are). */
function confirmedModel(store: ModelStore, model: FormModel, mapping: string | undefined): FormModel | undefined {
  if (mapping === undefined || sameMapping(mapping, model.metadata.dtoMapping)) return model;
  return store.saved.find(
    (other) => other.metadata.formType === model.metadata.formType && sameMapping(other.metadata.dtoMapping, mapping),
  );
}

/** Fills each confirm field (a field with a `confirms` rule) whose confirmed field prepopulation
 *  just wrote (`written`: clientId/key) with the same value, unless the claimant already answered
 *  it: the claimant did not give that value, so there is nothing to type again (WCAG 2.2, 3.3.7). */
function withPrepopulatedConfirmations(store: ModelStore, written: ReadonlySet<string>): ModelStore {
  let current = store;
  for (const model of allModels(store)) {
    const config = store.configs[modelKey(model.metadata)];
    if (!config) continue;
    let fields: Record<string, unknown> | null = null;
    for (const field of config.fields) {
      const rule = field.validations?.find((candidate) => candidate.type === 'confirms');
      if (!rule || !canPrepopulate(model, field)) continue;
      const source = confirmedModel(current, model, rule.model);
      const key = camelCaseKey(rule.field);
      if (!source || !written.has(`${source.clientId}/${key}`)) continue;
      fields ??= { ...model.fields };
      fields[field.key] = normaliseFieldValue(field, source.fields[key]);
    }
    if (fields) current = replaceModel(current, { ...model, fields });
  }
  return current;
}
