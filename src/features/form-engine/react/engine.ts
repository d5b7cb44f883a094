import type { Dependency, FieldConfig, ModelConfig } from '@/contract/model-config';
import { fileSiblingFields, widgetOf } from '@/contract/widgets';
import { applyDependencyResets } from '@/engine/dependencies';
import type { MessageDescriptor } from '@/engine/message-descriptors';
import type { CopyText } from '@/contract/copy-catalogue';
import {
  allModels,
  configOf,
  fieldIndex,
  findModel,
  FormEngineError,
  modelKey,
  replaceModel,
  sameMapping,
  setFileField,
  updateField,
  type FileLike,
  type FormModel,
  type ModelStore,
} from '@/engine/models';
import { createListeners, createStore, type Listeners } from '@/lib/store';

// The one place the React layer keeps form models: a small external store around the pure
// engine's immutable ModelStore. Widgets write through it, components read it with
// useSyncExternalStore, and blocks (multi-record manager, wizard) replace it with the pure
// functions (addDraft, saveDraft, applyPrepopulatedData ...) through `update`. After every change
// the dependency resets of every model are applied, so a field hidden by a change in another
// model is reset too. Nothing here touches the DOM or React.
//
// A keystroke is a change too, so its cost must not grow with the page: subscribeModel tells
// only the listeners of the models a change replaced, and the resets of a model are worked out
// again only when it or a model its dependencies read has changed.

/** A field error found by validateAll, ready for an error summary once translated. */
export interface FieldErrorItem {
  /** Id of the control (or group) the summary link focuses. */
  readonly fieldId: string;
  readonly clientId: string;
  readonly key: string;
  readonly descriptor: MessageDescriptor;
  /** What the error is about when it belongs to no one field (a table's caption): the summary
   *  names it, as it names a field's label. */
  readonly label?: CopyText;
}

/** What a mounted ModelFields registers so a page can validate every field it shows. */
interface RegisteredFields {
  validate(): FieldErrorItem[];
}

/** The last claimant edit: which field of which model. */
interface FieldEdit {
  readonly clientId: string;
  readonly key: string;
}

/** The form models of a session and the fields on screen. */
export interface FormEngine {
  /** The current store (a new object after every change). */
  getStore(): ModelStore;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` after a change that replaced, added or removed the model with this client
   *  id (after the `subscribe` listeners); returns the unsubscribe function. */
  subscribeModel(clientId: string, listener: () => void): () => void;
  /** Replaces the store with the updater's result, then applies dependency resets. */
  update(updater: (store: ModelStore) => ModelStore): void;
  /** A claimant's edit: empty string to null, ever-dirty marking, dependency resets. */
  editField(clientId: string, key: string, value: unknown): void;
  /** Puts exactly one chosen file into a file field (name, size and type go to the siblings). */
  setFile(clientId: string, key: string, files: readonly FileLike[]): void;
  /** Empties a file field and its name, size and type (the file input's remove button). */
  clearFile(clientId: string, key: string): void;
  /** The model with this client id, draft or saved. */
  model(clientId: string): FormModel | undefined;
  /** The config of a model in the store. */
  configOf(model: FormModel): ModelConfig;
  /** Every model (saved first), the same array until the store changes. */
  models(): readonly FormModel[];
  /** The field the last editField/setFile/clearFile changed; null after other updates. */
  lastEdit(): FieldEdit | null;
  /** Registers the fields of a mounted ModelFields for validateAll; returns the unregister function. */
  register(fields: RegisteredFields): () => void;
  /** Validates every registered field and returns the errors in page order. */
  validateAll(): FieldErrorItem[];
}

/** Whether a config's fields have dependencies, and the other models' mappings they read. */
interface DependencyShape {
  readonly any: boolean;
  readonly otherMappings: readonly string[];
}

const dependencyShapes = new WeakMap<ModelConfig, DependencyShape>();

/** True when a dependency reads a field of another model than its own (`dependency.model`
 *  names another mapping). */
export function readsOtherModel(dependency: Pick<Dependency, 'model'>, ownMapping: string): boolean {
  return dependency.model !== undefined && !sameMapping(dependency.model, ownMapping);
}

function dependencyShape(config: ModelConfig): DependencyShape {
  let shape = dependencyShapes.get(config);
  if (!shape) {
    const all = config.fields.flatMap((field: FieldConfig) => field.props?.dependencies ?? []);
    const own = config.metadata.dtoMapping;
    const otherMappings = new Set(all.flatMap((dependency) => (readsOtherModel(dependency, own) ? [dependency.model!] : [])));
    shape = { any: all.length > 0, otherMappings: [...otherMappings] };
    dependencyShapes.set(config, shape);
  }
  return shape;
}

// The resets of a model are a pure function of its config, the model and the models of the
// other mappings its dependencies name (what resolveModel chooses from). They are kept per model
// version with those models, so a change elsewhere (a keystroke in another model) costs a
// comparison instead of evaluating every dependency again.
const settledResets = new WeakMap<
  FormModel,
  { readonly config: ModelConfig; readonly reads: readonly FormModel[]; readonly settled: FormModel }
>();

function sameModels(a: readonly FormModel[], b: readonly FormModel[]): boolean {
  return a.length === b.length && a.every((model, index) => model === b[index]);
}

function resetsOf(model: FormModel, config: ModelConfig, models: readonly FormModel[]): FormModel {
  if (model.metadata.dtoMapping !== config.metadata.dtoMapping) return applyDependencyResets(model, config, { models });
  const { otherMappings } = dependencyShape(config);
  const reads =
    otherMappings.length === 0
      ? []
      : models.filter(
          (other) =>
            other.metadata.formType === model.metadata.formType &&
            otherMappings.some((mapping) => sameMapping(mapping, other.metadata.dtoMapping)),
        );
  const known = settledResets.get(model);
  if (known && known.config === config && sameModels(known.reads, reads)) return known.settled;
  const settled = applyDependencyResets(model, config, { models });
  settledResets.set(model, { config, reads, settled });
  return settled;
}

/** Applies the dependency resets of every model; a reset in one model can change what another
 *  model's dependencies see, so this repeats (a few passes at most) until nothing changes. */
function applyAllResets(store: ModelStore): ModelStore {
  let current = store;
  for (let pass = 0; pass < 4; pass += 1) {
    let changed = false;
    let models = allModels(current);
    for (const model of models) {
      const config = current.configs[modelKey(model.metadata)];
      if (!config || !dependencyShape(config).any) continue;
      const next = resetsOf(model, config, models);
      if (next !== model) {
        current = replaceModel(current, next);
        models = allModels(current);
        changed = true;
      }
    }
    if (!changed) return current;
  }
  return current;
}

/** Sorts items by where their controls sit in the document (config order when not rendered). */
function inPageOrder(items: FieldErrorItem[]): FieldErrorItem[] {
  if (typeof document === 'undefined') return items;
  const positioned = items.map((item, index) => ({ item, index, node: document.getElementById(item.fieldId) }));
  positioned.sort((a, b) => {
    if (a.node && b.node && a.node !== b.node) {
      return a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    }
    return a.index - b.index;
  });
  return positioned.map(({ item }) => item);
}

/** Creates the engine around a store (usually `createModelStore(parseModelConfigs(raw))`). */
export function createFormEngine(initial: ModelStore): FormEngine {
  const current = createStore(applyAllResets(initial));
  let models: readonly FormModel[] = allModels(current.getState());
  let edit: FieldEdit | null = null;
  const modelListeners = new Map<string, Listeners>();
  const registered = new Set<RegisteredFields>();

  /** Client ids of the models that differ between two model lists (replaced, added or removed). */
  const changedIds = (before: readonly FormModel[], after: readonly FormModel[]): string[] => {
    const previous = new Map(before.map((model) => [model.clientId, model]));
    const changed: string[] = [];
    for (const model of after) {
      if (previous.get(model.clientId) !== model) changed.push(model.clientId);
      previous.delete(model.clientId);
    }
    return [...changed, ...previous.keys()];
  };

  const commit = (next: ModelStore, by: FieldEdit | null) => {
    const settled = applyAllResets(next);
    if (settled === current.getState()) return;
    const before = models;
    models = allModels(settled);
    edit = by;
    const keyed = modelListeners.size > 0 ? changedIds(before, models).flatMap((id) => modelListeners.get(id) ?? []) : [];
    current.setState(settled);
    for (const listeners of keyed) listeners.notify();
  };

  const found = (clientId: string) => {
    const hit = findModel(current.getState(), clientId);
    if (!hit) throw new FormEngineError(`No model with client id ${clientId}`);
    return hit.model;
  };

  return {
    getStore: current.getState,
    subscribe: current.subscribe,
    subscribeModel(clientId, listener) {
      let set = modelListeners.get(clientId);
      if (!set) modelListeners.set(clientId, (set = createListeners()));
      const unsubscribe = set.subscribe(listener);
      return () => {
        unsubscribe();
        if (set.size === 0 && modelListeners.get(clientId) === set) modelListeners.delete(clientId);
      };
    },
    update(updater) {
      commit(updater(current.getState()), null);
    },
    editField(clientId, key, value) {
      commit(updateField(current.getState(), clientId, key, value), { clientId, key });
    },
    setFile(clientId, key, files) {
      const model = found(clientId);
      const store = current.getState();
      commit(replaceModel(store, setFileField(model, configOf(store, model), key, files)), { clientId, key });
    },
    clearFile(clientId, key) {
      const model = found(clientId);
      const store = current.getState();
      const field = fieldIndex(configOf(store, model)).get(key);
      if (!field || widgetOf(field).valueKind !== 'file')
        throw new FormEngineError(`Model ${modelKey(model.metadata)}, field "${key}": not a file field`);
      const fields: Record<string, unknown> = { ...model.fields, [key]: null };
      for (const sibling of fileSiblingFields) fields[sibling] = null;
      commit(replaceModel(store, { ...model, fields, everDirty: { ...model.everDirty, [key]: true } }), { clientId, key });
    },
    model: (clientId) => findModel(current.getState(), clientId)?.model,
    configOf: (model) => configOf(current.getState(), model),
    models: () => models,
    lastEdit: () => edit,
    register(fields) {
      registered.add(fields);
      return () => registered.delete(fields);
    },
    validateAll() {
      return inPageOrder([...registered].flatMap((fields) => fields.validate()));
    },
  };
}
