import { createContext, useContext } from 'react';
import { createFormHookContexts } from '@tanstack/react-form';
import type { ModelConfig } from '@/contract/model-config';

// The TanStack Form contexts of the field registry, and the model a field belongs to. Kept apart
// from form-hook.ts so the field components can import them without an import cycle.

/** TanStack Form's field and form contexts for the field registry. */
export const { fieldContext, formContext, useFieldContext } = createFormHookContexts();

/** The model a group of fields edits. */
interface ModelFieldsScope {
  readonly clientId: string;
  readonly config: ModelConfig;
}

/** A field's answer as the engine's store holds it, and the claimant's edit of it. The store is
 *  the one owner of answers; TanStack Form keeps only what the claimant did (touched, blurred,
 *  dirty) and the errors its validators found. */
export interface FieldBinding {
  readonly value: unknown;
  change(value: unknown): void;
}

/** The binding of the field being rendered, provided by ModelFields around each widget. */
export const FieldBindingContext = createContext<FieldBinding | null>(null);

/** The current field's answer and edit. */
export function useFieldBinding(): FieldBinding {
  const binding = useContext(FieldBindingContext);
  if (!binding) throw new Error('Field components must be rendered by ModelFields');
  return binding;
}

/** The model scope provided by ModelFields. */
export const ModelFieldsContext = createContext<ModelFieldsScope | null>(null);

/** The model the current field belongs to. */
export function useModelFieldsScope(): ModelFieldsScope {
  const scope = useContext(ModelFieldsContext);
  if (!scope) throw new Error('Field components must be rendered by ModelFields');
  return scope;
}

/** The id of a field's control (or group), unique per model: what error summary links point at. */
export function fieldControlId(clientId: string, key: string): string {
  return `${clientId}-${key}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
