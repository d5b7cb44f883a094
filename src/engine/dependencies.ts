import type { Dependency, FieldConfig, ModelConfig } from '@/contract/model-config';
import type { MaskName } from '@/contract/field-kinds';
import { widgetOf } from '@/contract/widgets';
import { fieldIndex, type FormModel } from './models';
import { referencedValue, type ModelContext } from './references';
import { hasValue, isEmptyValue, looseEquals } from './values';

// Field dependencies (contract.md §Behaviour). By default a field whose dependency is unfulfilled is
// hidden and reset to null (or the dependency's resetValue). Other effects disable the field,
// only reset it, or switch its mask while the dependency holds. A select can instead be disabled
// when any dependency is unfulfilled or when all are fulfilled (props.disableWhen).

/** What the dependencies of a field decide right now. */
export interface FieldState {
  readonly hidden: boolean;
  readonly disabled: boolean;
  /** The value the field must be reset to, when a hide or reset dependency is unfulfilled. */
  readonly reset: { readonly value: unknown } | null;
  /** The mask in force: a fulfilled mask dependency's, else the field's own. */
  readonly maskName: MaskName | undefined;
}

/** Whether one dependency holds. A missing value with IsEqualTo means "has a value"; a null
 *  value compares against empty (IsEqualTo) or not empty (IsNotEqualTo). */
function isDependencyFulfilled(dependency: Dependency, model: FormModel, context: ModelContext): boolean {
  const other = referencedValue(model, dependency.field, dependency.model, context);
  switch (dependency.operator) {
    case 'HasValue':
      return hasValue(other);
    case 'IsEmpty':
      return !hasValue(other);
    case 'IsNotEqualTo':
      if (dependency.value === undefined) return !hasValue(other);
      return dependency.value === null ? !isEmptyValue(other) : !looseEquals(other, dependency.value);
    case 'IsEqualTo':
    default:
      if (dependency.value === undefined) return hasValue(other);
      return dependency.value === null ? isEmptyValue(other) : looseEquals(other, dependency.value);
  }
}

const FREE: FieldState = { hidden: false, disabled: false, reset: null, maskName: undefined };

/** The state a field's dependencies put it in. */
export function evaluateFieldState(field: FieldConfig, model: FormModel, context: ModelContext): FieldState {
  const dependencies = field.props?.dependencies ?? [];
  if (dependencies.length === 0) return field.maskName ? { ...FREE, maskName: field.maskName } : FREE;
  const fulfilled = dependencies.map((dependency) => isDependencyFulfilled(dependency, model, context));
  const disableWhen = widgetOf(field).disableWhen ? field.props?.disableWhen : undefined;
  if (disableWhen) {
    const disabled = disableWhen === 'unfulfilled' ? fulfilled.includes(false) : fulfilled.every(Boolean);
    return { ...FREE, disabled, maskName: field.maskName };
  }
  let hidden = false;
  let disabled = false;
  let reset: FieldState['reset'] = null;
  let maskName = field.maskName;
  dependencies.forEach((dependency, index) => {
    const holds = fulfilled[index]!;
    if (dependency.effect === 'mask') {
      if (holds && dependency.maskName) maskName = dependency.maskName;
      return;
    }
    if (holds) return;
    if (dependency.effect === 'disable') disabled = true;
    else {
      if (dependency.effect === 'hide') hidden = true;
      reset ??= { value: dependency.resetValue ?? null };
    }
  });
  return { hidden, disabled, reset, maskName };
}

/** Writes the reset values dependencies call for. Resets can fulfil or break other dependencies
 *  (a hidden select emptied hides the field that depends on it), so this repeats until nothing
 *  changes; the pass limit guards against a config whose dependencies chase each other. Not an
 *  edit by the claimant: ever-dirty marks are left alone. */
export function applyDependencyResets(model: FormModel, config: ModelConfig, context: ModelContext): FormModel {
  let current = model;
  const index = fieldIndex(config);
  for (let pass = 0; pass <= index.size; pass += 1) {
    const others = { models: context.models.map((candidate) => (candidate.clientId === current.clientId ? current : candidate)) };
    let changed: Record<string, unknown> | null = null;
    for (const field of config.fields) {
      const state = evaluateFieldState(field, current, others);
      if (!state.reset) continue;
      const value = current.fields[field.key];
      if (Object.is(value, state.reset.value) || (isEmptyValue(value) && isEmptyValue(state.reset.value))) continue;
      changed ??= { ...current.fields };
      changed[field.key] = state.reset.value;
    }
    if (!changed) return current;
    current = { ...current, fields: changed };
  }
  return current;
}
