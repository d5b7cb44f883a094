import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type Ref,
  type RefObject,
} from 'react';
import { cn } from '@ui/cn';
import type { FieldConfig, ModelConfig } from '@/contract/model-config';
import { widgetOf } from '@/contract/widgets';
import { dedupeMessages, type MessageDescriptor } from '@/engine/message-descriptors';
import { fieldIndex, FormEngineError, modelKey, type FileLike, type FormModel } from '@/engine/models';
import { prefillField } from '@/engine/prefill';
import { fieldSchema } from '@/engine/rules/standard-schema';
import { ruleReferences } from '@/engine/rules/registry';
import { trackingPayload } from '@/engine/tracking';
import { useFieldState, useFormEngine, validationContextOf } from './engine-context';
import type { FieldErrorItem, FormEngine } from './engine';
import { FieldBindingContext, fieldControlId, ModelFieldsContext, type FieldBinding } from './form-context';
import { deferWhilePressed, watchPointerPresses } from './after-pointer-press';
import { useAppForm, widgetComponents } from './form-hook';

// ModelFields renders the fields of one model (all of them in config order, or the keys a page
// asks for), each with a small TanStack form of its own. Answers have one owner, the engine's
// store: a widget reads its answer from the store and an edit goes straight into it (empty
// string to null, ever-dirty, dependency resets), so resets, prepopulation and edits made by
// other blocks reach the widgets with nothing to copy back. TanStack Form holds what the
// claimant did with the field (touched, blurred, dirty) and what its validators found: the pure
// rule engine, through its Standard Schema bridge, on blur (and in validateAll), reading the
// answer from the store. Errors stay descriptors until a widget shows them.

/** What a ModelFields exposes through its ref. */
export interface ModelFieldsHandle {
  /** Validates every field shown (as a failed Next or Submit does) and returns the errors
   *  each field shows: the first of most widgets, all of a text area. */
  validateAll(): FieldErrorItem[];
}

/** Props of ModelFields. */
interface ModelFieldsProps {
  /** The model to edit, by client id (a saved single-instance model or a draft). */
  clientId: string;
  /** The field keys to show, in this order; every field of the config when absent. */
  keys?: readonly string[];
  ref?: Ref<ModelFieldsHandle>;
  className?: string;
}

/** True when a field's errors or state can change because another field changed. */
function readsOtherFields(field: FieldConfig): boolean {
  // A rule that reads other fields re-runs when the store changes.
  return (field.validations ?? []).some((rule) => ruleReferences(rule).length > 0) || (field.props?.dependencies?.length ?? 0) > 0;
}

function pickFields(config: ModelConfig, keys: readonly string[] | undefined): FieldConfig[] {
  if (!keys) return [...config.fields];
  const index = fieldIndex(config);
  return keys.map((key) => {
    const field = index.get(key);
    if (!field) throw new FormEngineError(`Model ${modelKey(config.metadata)} has no field "${key}"`);
    return field;
  });
}

function descriptorsOf(errors: readonly unknown[]): MessageDescriptor[] {
  const found = errors
    .map((error) => (typeof error === 'object' && error !== null ? (error as { descriptor?: MessageDescriptor }).descriptor : undefined))
    .filter((descriptor): descriptor is MessageDescriptor => descriptor !== undefined);
  return dedupeMessages(found);
}

// The form's own value for the field is never read or written: the answer lives in the store.
function useFieldAppForm(key: string) {
  const [defaultValues] = useState<Record<string, unknown>>(() => ({ [key]: null }));
  return useAppForm({ defaultValues });
}

type FieldAppForm = ReturnType<typeof useFieldAppForm>;

/** The TanStack form of each mounted field, by key. */
type FieldForms = Map<string, FieldAppForm>;

/** The fields of one model, validated by its config's rules and bound to the engine's store. */
export function ModelFields({ clientId, keys, ref, className }: ModelFieldsProps) {
  const { engine } = useFormEngine();
  const subscribe = useCallback((listener: () => void) => engine.subscribeModel(clientId, listener), [engine, clientId]);
  const exists = useSyncExternalStore(
    subscribe,
    () => engine.model(clientId) !== undefined,
    () => engine.model(clientId) !== undefined,
  );
  if (!exists) throw new FormEngineError(`No model with client id ${clientId}`);
  // Keyed by model: editing another record starts a new TanStack form, with no errors carried over.
  return <BoundModelFields key={clientId} clientId={clientId} keys={keys} ref={ref} className={className} />;
}

function BoundModelFields({ clientId, keys, ref, className }: ModelFieldsProps) {
  const { engine } = useFormEngine();
  const [initial] = useState(() => engine.model(clientId) as FormModel);
  const config = engine.configOf(initial);
  // Keyed by the content of `keys`, so a caller's new array with the same keys changes nothing.
  const keyList = keys?.join('\u0000');
  const fields = useMemo(
    () => pickFields(config, keyList === undefined ? undefined : keyList.split('\u0000').filter(Boolean)),
    [config, keyList],
  );
  // One small TanStack form per field rather than one for the model: TanStack recomputes every
  // field of a form on each change, so with one form a keystroke cost grew with the page.
  const [forms] = useState<FieldForms>(() => new Map());
  // Fields checked by validateAll: their rules follow other fields from then on, until a
  // dependency hides them (they come back as new).
  const validated = useRef(new Set<string>());
  const forget = useCallback((key: string) => validated.current.delete(key), []);
  // True while validateAll runs: its checks happen now, whatever the pointer is doing.
  const checkingAll = useRef(false);
  useEffect(() => watchPointerPresses(), []);

  useEffect(() => {
    // A rule that reads another field re-runs when the store changes, once its field has been
    // validated: its shown error then follows the other field. The field being edited is left
    // alone: its own errors wait for its blur. Rules may read other models, so these fields
    // follow every change of the store.
    const linked = fields.filter(readsOtherFields);
    if (linked.length === 0) return undefined;
    return engine.subscribe(() => {
      const edit = engine.lastEdit();
      for (const field of linked) {
        if (edit && edit.clientId === clientId && edit.key === field.key) continue;
        const form = forms.get(field.key);
        const meta = form?.getFieldMeta(field.key);
        if (form && meta && (meta.isBlurred || meta.errors.length > 0 || validated.current.has(field.key)))
          void form.validateField(field.key, 'blur');
      }
    });
  }, [engine, clientId, fields, forms]);

  const validate = useCallback((): FieldErrorItem[] => {
    checkingAll.current = true;
    try {
      return fields.flatMap((field) => {
        validated.current.add(field.key);
        const form = forms.get(field.key);
        void form?.validateField(field.key, 'submit');
        const descriptors = descriptorsOf(form?.getFieldMeta(field.key)?.errors ?? []);
        const shown = widgetOf(field).errorsShown === 'all' ? descriptors : descriptors.slice(0, 1);
        const fieldId = fieldControlId(clientId, field.key);
        return shown.map((descriptor) => ({ fieldId, clientId, key: field.key, descriptor }));
      });
    } finally {
      checkingAll.current = false;
    }
  }, [fields, forms, clientId]);

  useEffect(() => engine.register({ validate }), [engine, validate]);
  useImperativeHandle(ref, () => ({ validateAll: validate }), [validate]);

  const scope = useMemo(() => ({ clientId, config }), [clientId, config]);
  // Each field is positioned (without offsets, z-index or a stacking context, so nothing moves
  // or overlaps differently): Chromium then paints, pre-paints and hit-tests every field as a
  // unit it can reuse, and a keystroke repaints one field instead of walking the whole page.
  return (
    <ModelFieldsContext value={scope}>
      <div data-slot="model-fields" className={cn('flex flex-col gap-6 [&>*]:relative', className)}>
        {fields.map((field) => (
          <ModelFieldSlot
            key={field.key}
            forms={forms}
            validated={validated}
            checkingAll={checkingAll}
            clientId={clientId}
            modelConfig={config}
            config={field}
            fallback={initial}
            onHidden={forget}
          />
        ))}
      </div>
    </ModelFieldsContext>
  );
}

interface ModelFieldSlotProps {
  /** Where the field registers its TanStack form for the model's sync and validation. */
  forms: FieldForms;
  /** Fields a validateAll has checked: from then on every blur checks them. */
  validated: RefObject<Set<string>>;
  /** True while validateAll runs. */
  checkingAll: RefObject<boolean>;
  clientId: string;
  modelConfig: ModelConfig;
  config: FieldConfig;
  /** The model as first rendered, for a blur that lands after the model was removed. */
  fallback: FormModel;
  /** Called when a dependency hides the field. */
  onHidden: (key: string) => void;
}

/** The answer a field shows: the store's, or the model's as first rendered once the model is gone
 *  (a blur can land after its record was removed). */
function useStoredAnswer(engine: FormEngine, clientId: string, key: string, fallback: FormModel): unknown {
  const subscribe = useCallback((listener: () => void) => engine.subscribeModel(clientId, listener), [engine, clientId]);
  const read = () => (engine.model(clientId) ?? fallback).fields[key];
  return useSyncExternalStore(subscribe, read, read);
}

/** One field: its TanStack field with the rule engine as onBlur validator, the store write on
 *  change, the afterChangeHook, tracking on blur, and the widget unless a dependency hides it. */
function ModelFieldSlot({ forms, validated, checkingAll, clientId, modelConfig, config, fallback, onHidden }: ModelFieldSlotProps) {
  const settings = useFormEngine();
  const { engine, whitelist, now, track, afterChangeHooks } = settings;
  const state = useFieldState(clientId, config);
  const key = config.key;
  const form = useFieldAppForm(key);
  const value = useStoredAnswer(engine, clientId, key, fallback);
  // Registered before the model's sync effect first runs (layout effects come first).
  useLayoutEffect(() => {
    forms.set(key, form);
    return () => {
      if (forms.get(key) === form) forms.delete(key);
    };
  }, [forms, key, form]);
  const hookName = config.props?.afterChangeHook;
  const hook = hookName ? afterChangeHooks[hookName] : undefined;
  if (hookName && !hook) {
    throw new FormEngineError(`Model ${modelKey(modelConfig.metadata)}, field "${key}": afterChangeHook "${hookName}" is not registered`);
  }
  const lastTracked = useRef<string | null>(null);

  const schema = useMemo(
    () =>
      fieldSchema(modelConfig, key, () => ({
        model: engine.model(clientId) ?? fallback,
        context: validationContextOf({ engine, whitelist, now }),
      })),
    [modelConfig, key, engine, clientId, fallback, whitelist, now],
  );

  // Touched on change, errors on blur: a field the claimant has only passed through (never edited,
  // showing nothing, never checked by Next) has nothing to say when it loses focus; a just-opened
  // record's first field would otherwise greet the claimant with "required" as they move on. And
  // while a pointer press is under way the check waits for the click (see after-pointer-press.ts).
  const validators = useMemo(
    () => ({
      onBlur: ({ fieldApi }: { fieldApi: { state: { meta: { errors: readonly unknown[]; errorMap: { onBlur?: unknown } } } } }) => {
        const { meta } = fieldApi.state;
        const model = engine.model(clientId) ?? fallback;
        if (!checkingAll.current) {
          if (!model.everDirty[key] && meta.errors.length === 0 && !validated.current.has(key)) return undefined;
          if (deferWhilePressed(() => void form.validateField(key, 'blur'))) return meta.errorMap.onBlur;
        }
        const result = schema['~standard'].validate(model.fields[key]);
        return result instanceof Promise ? undefined : result.issues;
      },
    }),
    [schema, engine, clientId, fallback, validated, checkingAll, key, form],
  );

  // The claimant's edit: into the store, then the package's hook, then TanStack's meta (touched
  // and dirty, once: later keystrokes leave the form alone).
  const change = useCallback(
    (next: unknown) => {
      if (widgetOf(config).valueKind === 'file') {
        if (Array.isArray(next) && next.length > 0) engine.setFile(clientId, key, next as FileLike[]);
        else engine.clearFile(clientId, key);
      } else {
        engine.editField(clientId, key, next);
      }
      hook?.({ clientId, key, value: engine.model(clientId)?.fields[key] ?? null, engine });
      const meta = form.getFieldMeta(key);
      if (!meta?.isTouched || !meta.isDirty) form.setFieldMeta(key, (prev) => ({ ...prev, isTouched: true, isDirty: true }));
    },
    [config, engine, clientId, key, hook, form],
  );
  const binding = useMemo<FieldBinding>(() => ({ value, change }), [value, change]);

  const listeners = useMemo(
    () => ({
      onBlur: ({ fieldApi }: { fieldApi: { state: { meta: { isDirty: boolean; errors: readonly unknown[] } } } }) => {
        // Tracking follows a change by the claimant: tabbing through an untouched field is silent.
        if (!track || !fieldApi.state.meta.isDirty) return;
        const model = engine.model(clientId);
        if (!model) return;
        const payload = trackingPayload(model.metadata.formType, config, model.fields[key], fieldApi.state.meta.errors.length);
        // One event per distinct value: tabbing through an unchanged field sends nothing new.
        if (!payload || payload.fieldValue === lastTracked.current) return;
        lastTracked.current = payload.fieldValue;
        track(payload);
      },
    }),
    [config, engine, clientId, track, key],
  );

  // A field that asks again for an earlier answer starts with it once it is shown (before the
  // first paint, so the claimant never sees it empty); see src/engine/prefill.ts.
  const prefills = config.prefillFrom !== undefined;
  useLayoutEffect(() => {
    if (prefills && !state.hidden) engine.update((store) => prefillField(store, clientId, key));
  }, [prefills, state.hidden, engine, clientId, key]);

  useEffect(() => {
    // A field hidden by its dependencies starts afresh when it comes back: no stale errors.
    if (!state.hidden) return;
    onHidden(key);
    form.setFieldMeta(key, (prev) => (prev ? { ...prev, errorMap: {}, isTouched: false, isBlurred: false } : prev));
  }, [state.hidden, form, key, onHidden]);

  const Widget = widgetComponents[config.widget];
  return (
    <form.AppField name={key} validators={validators} listeners={listeners}>
      {() =>
        state.hidden ? null : (
          <FieldBindingContext value={binding}>
            <Widget config={config} state={state} />
          </FieldBindingContext>
        )
      }
    </form.AppField>
  );
}
