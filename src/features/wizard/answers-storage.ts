import { dtoMappings, formTypes, type DtoMapping, type FormType } from '@/contract/form-type-names';
import type { ModelConfig } from '@/contract/model-config';
import { fileSiblingFields, widgetOf } from '@/contract/widgets';
import {
  allModels,
  createModel,
  filesOf,
  initialFieldValue,
  isDocumentContext,
  isSingleInstance,
  modelKey,
  type FormModel,
  type ModelStore,
} from '@/engine/models';
import type { FormEngine } from '@/features/form-engine/react/engine';
import type { IdempotencyKeyStore } from '@/lib/api/idempotency';

// A claimant's in-progress answers survive a reload of the same tab (decisions.md §Answers, beyond the
// contract): every model, saved and draft, is kept as JSON in sessionStorage (never localStorage, so
// nothing outlives the tab) and put back when the wizard builds its store again.
//
// File contents are never kept: a File cannot be written to storage, and a claimant's documents
// do not belong there. A file field is kept as null (with its name, size and type siblings), and
// a document-context model that holds a file is left out altogether: a document record without
// its file is meaningless, so after a reload the claimant adds that document again, and the
// records manager's "at least one saved record" rule asks for it.
//
// A store with no answers in it (as built, or re-initialised after a submit or session expiry)
// removes the snapshot instead of writing one, so answers are never brought back after either.
// Nothing here throws into the page: a full or disabled storage only means answers will not
// survive a reload.

/** The sessionStorage key the answers are kept under. */
export const ANSWERS_STORAGE_KEY = 'claims-site:answers';
/** The sessionStorage key the Idempotency-Key of each form's pending submit is kept under. */
export const SUBMISSION_KEYS_STORAGE_KEY = 'claims-site:submission-keys';
/** The snapshot format; a snapshot of any other version is discarded. */
const ANSWERS_SNAPSHOT_VERSION = 1;
/** How long persistAnswers lets changes gather before it writes (a page hide writes at once). */
export const PERSIST_DELAY_MS = 250;

/** One model as it is kept: plain JSON, its metadata as the config had it. */
interface StoredModel {
  clientId: string;
  id: string | null;
  metadataHash: string;
  metadata: { formType: FormType; dtoMapping: DtoMapping; mappingName?: string; [key: string]: unknown };
  claimTransactionId: string | null;
  fields: Record<string, unknown>;
  everDirty: Record<string, true>;
}

/** What is kept under ANSWERS_STORAGE_KEY. */
interface Snapshot {
  version: typeof ANSWERS_SNAPSHOT_VERSION;
  saved: StoredModel[];
  drafts: StoredModel[];
}

// Storage is read back by hand-written guards rather than a schema library: the wizard's first
// page reads it, and what was kept came from JSON.parse, so every value is already JSON and only
// the shape needs checking.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isOneOf = <T extends string>(names: readonly T[], value: unknown): value is T => (names as readonly unknown[]).includes(value);

function isStoredModel(value: unknown): value is StoredModel {
  if (!isRecord(value)) return false;
  const { metadata, everDirty } = value;
  return (
    isFilledString(value.clientId) &&
    isStringOrNull(value.id) &&
    isFilledString(value.metadataHash) &&
    isRecord(metadata) &&
    isOneOf(formTypes, metadata.formType) &&
    isOneOf(dtoMappings, metadata.dtoMapping) &&
    (metadata.mappingName === undefined || typeof metadata.mappingName === 'string') &&
    isStringOrNull(value.claimTransactionId) &&
    isRecord(value.fields) &&
    isRecord(everDirty) &&
    Object.values(everDirty).every((mark) => mark === true)
  );
}

/** Whether a parsed storage value is a snapshot of this version, every model well formed. */
function isSnapshot(value: unknown): value is Snapshot {
  return (
    isRecord(value) &&
    value.version === ANSWERS_SNAPSHOT_VERSION &&
    Array.isArray(value.saved) &&
    value.saved.every(isStoredModel) &&
    Array.isArray(value.drafts) &&
    value.drafts.every(isStoredModel)
  );
}

function holdsFile(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  return Array.isArray(value) && value.some(holdsFile);
}

/** The model as it is kept, or null when it must not be kept (a document holding a file). */
function toStored(model: FormModel, config: ModelConfig): StoredModel | null {
  const files = filesOf(model, config);
  if (files.length > 0 && isDocumentContext(model.metadata.dtoMapping)) return null;
  const fields: Record<string, unknown> = { ...model.fields };
  for (const field of config.fields) {
    if (widgetOf(field).valueKind !== 'file') continue;
    if (files.some((entry) => entry.field === field.key)) for (const sibling of fileSiblingFields) fields[sibling] = null;
    fields[field.key] = null;
  }
  for (const [key, value] of Object.entries(fields)) if (holdsFile(value)) fields[key] = null;
  return {
    clientId: model.clientId,
    id: model.id,
    metadataHash: model.metadataHash,
    metadata: model.metadata,
    claimTransactionId: model.claimTransactionId,
    fields,
    everDirty: model.everDirty,
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** True when the store holds something the claimant would lose on a reload: an edit, a value
 *  that is not a field's initial one (prepopulated data), a saved id, or a record of a list
 *  mapping. A store as createModelStore or resetModelStore builds it holds none. */
export function hasAnswers(store: ModelStore): boolean {
  if (store.drafts.length > 0) return true;
  return store.saved.some((model) => {
    if (model.id !== null || Object.keys(model.everDirty).length > 0 || !isSingleInstance(model.metadata)) return true;
    const config = store.configs[modelKey(model.metadata)];
    return config ? config.fields.some((field) => !sameValue(model.fields[field.key] ?? null, initialFieldValue(field))) : false;
  });
}

function forget(storage: Storage): void {
  try {
    storage.removeItem(ANSWERS_STORAGE_KEY);
  } catch {
    // Storage that cannot even be cleared (disabled by the browser) holds nothing to bring back.
  }
}

/** Keeps every model of the store (saved and draft, never file contents) under one key; a store
 *  without answers removes the key instead. A full or unavailable storage is ignored. */
export function saveAnswers(storage: Storage, store: ModelStore): void {
  if (!hasAnswers(store)) {
    forget(storage);
    return;
  }
  const keep = (models: readonly FormModel[]) =>
    models.flatMap((model) => {
      const config = store.configs[modelKey(model.metadata)];
      const stored = config ? toStored(model, config) : null;
      return stored ? [stored] : [];
    });
  const snapshot: Snapshot = { version: ANSWERS_SNAPSHOT_VERSION, saved: keep(store.saved), drafts: keep(store.drafts) };
  try {
    storage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Usually QuotaExceededError. The previous snapshot is older than what is on screen, so it
    // goes too: a reload then starts afresh rather than from answers the claimant has changed.
    forget(storage);
  }
}

/** Saves the store in this tab's sessionStorage at once (where the browser has one). */
export function keepAnswersNow(store: ModelStore): void {
  try {
    if (typeof window !== 'undefined') saveAnswers(window.sessionStorage, store);
  } catch {
    // Storage the browser refuses keeps nothing, as everywhere else.
  }
}

function readSnapshot(storage: Storage): Snapshot | null {
  let text: string | null;
  try {
    text = storage.getItem(ANSWERS_STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (isSnapshot(parsed)) return parsed;
  forget(storage);
  return null;
}

/** A kept model as a store model, or null when its config is gone or changed (another hash). */
function toModel(stored: StoredModel, store: ModelStore): FormModel | null {
  const config = store.configs[modelKey(stored.metadata)];
  if (!config || config.metadataHash !== stored.metadataHash) return null;
  // The config's own metadata (the same for the same hash) and its initial values under the kept
  // ones, so every field the config names exists.
  return {
    clientId: stored.clientId,
    id: stored.id,
    metadataHash: config.metadataHash,
    metadata: config.metadata,
    claimTransactionId: stored.claimTransactionId,
    fields: { ...createModel(config).fields, ...stored.fields },
    everDirty: stored.everDirty,
  };
}

/** The store with the kept models put back: a kept single-instance model takes the place of the
 *  store's fresh one, records are added. Models whose config is gone or has another
 *  metadataHash are dropped, and so are records whose parent transaction was dropped. A
 *  malformed snapshot or one of another version is removed and the store returned as it is. */
export function restoreAnswers(storage: Storage, store: ModelStore): ModelStore {
  const snapshot = readSnapshot(storage);
  if (!snapshot) return store;
  const present = new Set(allModels(store).map((model) => model.clientId));
  const revive = (list: readonly StoredModel[]) =>
    list.flatMap((stored) => {
      if (present.has(stored.clientId)) return [];
      const model = toModel(stored, store);
      return model ? [model] : [];
    });
  const keptSaved = revive(snapshot.saved);
  const keptDrafts = revive(snapshot.drafts);
  if (keptSaved.length === 0 && keptDrafts.length === 0) return store;

  const singles = new Map<string, FormModel>();
  const records: FormModel[] = [];
  for (const model of keptSaved) {
    const key = modelKey(model.metadata);
    if (isSingleInstance(model.metadata) && !singles.has(key)) singles.set(key, model);
    else records.push(model);
  }
  const placed = new Set<string>();
  const saved = store.saved.map((model) => {
    const key = modelKey(model.metadata);
    const kept = isSingleInstance(model.metadata) && !placed.has(key) ? singles.get(key) : undefined;
    if (!kept) return model;
    placed.add(key);
    return kept;
  });
  for (const [key, model] of singles) if (!placed.has(key)) saved.push(model);
  saved.push(...records);
  const drafts = [...store.drafts, ...keptDrafts];

  const ids = new Set([...saved, ...drafts].map((model) => model.clientId));
  const attached = (model: FormModel) => model.claimTransactionId === null || ids.has(model.claimTransactionId);
  return { ...store, saved: saved.filter(attached), drafts: drafts.filter(attached) };
}

/** Forgets the kept answers and any pending submit's key (after a submit, at session expiry). */
export function clearAnswers(storage: Storage): void {
  forget(storage);
  try {
    storage.removeItem(SUBMISSION_KEYS_STORAGE_KEY);
  } catch {
    // As in forget: nothing can be brought back from a storage that refuses.
  }
}

/** Whether a parsed storage value maps form types to plausible Idempotency-Keys, and nothing else. */
function isSubmissionKeys(value: unknown): value is Partial<Record<FormType, string>> {
  return (
    isRecord(value) &&
    Object.entries(value).every(
      ([formType, key]) => isOneOf(formTypes, formType) && typeof key === 'string' && key.length >= 8 && key.length <= 200,
    )
  );
}

/** The Idempotency-Key of each form's pending submit, kept beside the answers: a claimant whose
 *  submit lost its answer and who reloads before retrying retries under the same key, so the
 *  claim the server may already hold is not stored twice. Cleared with the answers. */
export function submissionKeyStore(storage: Storage): IdempotencyKeyStore {
  const read = (): Partial<Record<string, string>> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(SUBMISSION_KEYS_STORAGE_KEY) ?? '{}');
      return isSubmissionKeys(parsed) ? parsed : {};
    } catch {
      return {};
    }
  };
  // Kept in memory too, so a storage that refuses still keeps the key for this page's life.
  const memory = new Map<string, string>();
  return {
    load: (formType) => read()[formType] ?? memory.get(formType) ?? null,
    save(formType, key) {
      const keys = read();
      if (key === null) {
        delete keys[formType];
        memory.delete(formType);
      } else {
        keys[formType] = key;
        memory.set(formType, key);
      }
      try {
        if (Object.keys(keys).length === 0) storage.removeItem(SUBMISSION_KEYS_STORAGE_KEY);
        else storage.setItem(SUBMISSION_KEYS_STORAGE_KEY, JSON.stringify(keys));
      } catch {
        // A full or disabled storage: the key lives in memory until the page goes.
      }
    },
  };
}

/** Options of persistAnswers. */
interface PersistAnswersOptions {
  /** How long changes gather before a write; PERSIST_DELAY_MS by default. */
  delayMs?: number;
  /** Where `pagehide` is heard; the window by default. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** Saves the engine's store after each change (at most once per delay, and at once when the page
 *  is hidden or unloaded); returns the function that stops it, writing any pending change. */
export function persistAnswers(engine: FormEngine, storage: Storage, options: PersistAnswersOptions = {}): () => void {
  const delayMs = options.delayMs ?? PERSIST_DELAY_MS;
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  let pending: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (pending === null) return;
    clearTimeout(pending);
    pending = null;
    // The store as it is now, not as it was when the change came: a reset since then writes nothing.
    saveAnswers(storage, engine.getStore());
  };
  const unsubscribe = engine.subscribe(() => {
    pending ??= setTimeout(flush, delayMs);
  });
  target?.addEventListener('pagehide', flush);

  return () => {
    unsubscribe();
    target?.removeEventListener('pagehide', flush);
    flush();
  };
}
