import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TrackingRequest } from '@/contract/api';
import type { FieldConfig } from '@/contract/model-config';
import { evaluateFieldState, type FieldState } from '@/engine/dependencies';
import type { FormModel, ModelStore } from '@/engine/models';
import type { ValidationContext } from '@/engine/rules/context';
import { readsOtherModel, type FormEngine } from './engine';

/** What an afterChangeHook receives after the claimant changed its field. */
interface AfterChangeEvent {
  readonly clientId: string;
  readonly key: string;
  /** The stored value (after empty-string-to-null and unmasking). */
  readonly value: unknown;
  readonly engine: FormEngine;
}

/** A named hook a field config can ask for with props.afterChangeHook. */
export type AfterChangeHook = (event: AfterChangeEvent) => void;

/** Sends one tracking event (usually `useTrackingSender()`). */
export type TrackFn = (event: TrackingRequest) => void;

/** Everything the fields need beyond their own config. */
interface FormEngineSettings {
  readonly engine: FormEngine;
  /** The character whitelist (null until fetched or when the server has none). */
  readonly whitelist: ReadonlySet<string> | null;
  /** The moment rules measure "today" from; the clock when absent. */
  readonly now: Date | undefined;
  /** Tracking sender; text fields with enableTrackingFeature stay silent without one. */
  readonly track: TrackFn | undefined;
  readonly afterChangeHooks: Readonly<Record<string, AfterChangeHook>>;
}

const EngineContext = createContext<FormEngineSettings | null>(null);
const NO_HOOKS: Readonly<Record<string, AfterChangeHook>> = {};

/** Props of FormEngineProvider. */
export interface FormEngineProviderProps {
  engine: FormEngine;
  whitelist?: ReadonlySet<string> | null;
  now?: Date;
  track?: TrackFn;
  afterChangeHooks?: Readonly<Record<string, AfterChangeHook>>;
  children: ReactNode;
}

/** Makes the engine and its settings available to every ModelFields below. */
export function FormEngineProvider({
  engine,
  whitelist = null,
  now,
  track,
  afterChangeHooks = NO_HOOKS,
  children,
}: FormEngineProviderProps) {
  const value = useMemo(() => ({ engine, whitelist, now, track, afterChangeHooks }), [engine, whitelist, now, track, afterChangeHooks]);
  return <EngineContext value={value}>{children}</EngineContext>;
}

/** The engine and settings of the nearest FormEngineProvider. */
export function useFormEngine(): FormEngineSettings {
  const settings = useContext(EngineContext);
  if (!settings) throw new Error('useFormEngine must be used inside a FormEngineProvider');
  return settings;
}

/** The whole store, re-rendering on every change (blocks that list records use this). */
export function useModelStore(): ModelStore {
  const { engine } = useFormEngine();
  return useSyncExternalStore(engine.subscribe, engine.getStore, engine.getStore);
}

/** One model, re-rendering when it changes (and only then: edits of other models pass by). */
export function useModel(clientId: string): FormModel | undefined {
  const { engine } = useFormEngine();
  const subscribe = useMemo(() => (listener: () => void) => engine.subscribeModel(clientId, listener), [engine, clientId]);
  const read = useMemo(() => () => engine.model(clientId), [engine, clientId]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The validation context rules run in: every model, the whitelist and the clock. */
export function validationContextOf(settings: Pick<FormEngineSettings, 'engine' | 'whitelist' | 'now'>): ValidationContext {
  return { models: settings.engine.models(), whitelist: settings.whitelist, now: settings.now };
}

const FREE: FieldState = { hidden: false, disabled: false, reset: null, maskName: undefined };

function sameState(a: FieldState, b: FieldState): boolean {
  const sameReset = a.reset === b.reset || (a.reset !== null && b.reset !== null && Object.is(a.reset.value, b.reset.value));
  return a.hidden === b.hidden && a.disabled === b.disabled && a.maskName === b.maskName && sameReset;
}

/** A snapshot reader that only answers a new FieldState object when the state really changed,
 *  so a keystroke elsewhere does not re-render this field. */
function fieldStateReader(engine: FormEngine, clientId: string, field: FieldConfig): () => FieldState {
  let seen: ModelStore | null = null;
  let state = FREE;
  return () => {
    const store = engine.getStore();
    if (store === seen) return state;
    seen = store;
    const model = engine.model(clientId);
    const next = model ? evaluateFieldState(field, model, { models: engine.models() }) : FREE;
    if (!sameState(next, state)) state = next;
    return state;
  };
}

const NEVER = () => () => {};

/** The changes that can move a field's state: none without dependencies (its mask is fixed),
 *  its own model's when every dependency reads that model, any change otherwise. */
function fieldStateSubscription(engine: FormEngine, clientId: string, field: FieldConfig): (listener: () => void) => () => void {
  const dependencies = field.props?.dependencies ?? [];
  if (dependencies.length === 0) return NEVER;
  const mapping = engine.model(clientId)?.metadata.dtoMapping;
  if (mapping !== undefined && !dependencies.some((dependency) => readsOtherModel(dependency, mapping))) {
    return (listener) => engine.subscribeModel(clientId, listener);
  }
  return engine.subscribe;
}

/** What a field's dependencies decide right now (hidden, disabled, reset, mask). */
export function useFieldState(clientId: string, field: FieldConfig): FieldState {
  const { engine } = useFormEngine();
  const subscribe = useMemo(() => fieldStateSubscription(engine, clientId, field), [engine, clientId, field]);
  const read = useMemo(() => fieldStateReader(engine, clientId, field), [engine, clientId, field]);
  return useSyncExternalStore(subscribe, read, read);
}
