import { catalogue } from '@/contract/copy-catalogue';
import type { ComponentProps } from 'react';
import { Button } from '@ui/button';
import { cn } from '@ui/cn';
import type { FieldConfig } from '@/contract/model-config';
import { widgetOf } from '@/contract/widgets';
import { displayRowOverflow } from '@/contract/display-limits';
import { evaluateFieldState } from '@/engine/dependencies';
import { allModels, configOf, fieldIndex, findModel, FormEngineError, modelKey, type FormModel } from '@/engine/models';
import { useModelStore } from '../react/engine-context';
import { useTranslators } from '../react/translate';
import { displayValue } from './display-value';

/** Props of DisplayRow. */
export interface DisplayRowProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The record to show, by client id (draft or saved). */
  recordClientId: string;
  /** The field keys to show, in order; every field except hidden ones when absent. */
  keys?: readonly string[];
  /** Names the record in the buttons' accessible names ("Edit" + "Purchase 2"); the first
   *  value shown when absent. */
  recordLabel?: string;
  /** Shows an Edit button that calls this with the record's client id. */
  onEdit?: (clientId: string) => void;
  /** Shows a Delete button that calls this with the record's client id. */
  onDelete?: (clientId: string) => void;
  /** What a screen reader hears for an empty value (shown as a dash); Shared_NotProvided when absent. */
  notProvidedText?: string;
}

function shownFields(
  config: { fields: readonly FieldConfig[] },
  index: ReadonlyMap<string, FieldConfig>,
  keys: readonly string[] | undefined,
  where: string,
): FieldConfig[] {
  if (!keys) return config.fields.filter((field) => widgetOf(field).seen);
  return keys.map((key) => {
    const field = index.get(key);
    if (!field) throw new FormEngineError(`${where}: the model has no field "${key}"`);
    return field;
  });
}

/** The read-only values of one record with optional Edit and Delete buttons. A missing client
 *  id, a record that does not exist and more fields than fit (11 beside buttons, else 12) are
 *  developer errors. Fields their dependencies hide are left out: they hold no answer. */
export function DisplayRow({ recordClientId, keys, recordLabel, onEdit, onDelete, notProvidedText, className, ...props }: DisplayRowProps) {
  const translators = useTranslators();
  const store = useModelStore();
  if (!recordClientId) throw new FormEngineError('Display row needs a recordClientId');
  const model = findModel(store, recordClientId)?.model;
  if (!model) throw new FormEngineError(`Display row: no record with client id "${recordClientId}"`);
  const config = configOf(store, model);
  const where = `Display row for ${modelKey(model.metadata)}`;
  const fields = shownFields(config, fieldIndex(config), keys, where);
  const hasActions = Boolean(onEdit || onDelete);
  // The settlement check refuses pages that would ask for more (the same limits and sentence).
  const overflow = displayRowOverflow(fields.length, hasActions);
  if (overflow) throw new FormEngineError(`${where}: ${overflow}`);
  return (
    <DisplayRowView
      model={model}
      fields={fields}
      recordLabel={recordLabel}
      onEdit={onEdit}
      onDelete={onDelete}
      notProvidedText={notProvidedText ?? translators.copy(catalogue.shared.notProvided)}
      className={className}
      {...props}
    />
  );
}

interface DisplayRowViewProps extends Omit<DisplayRowProps, 'recordClientId' | 'keys' | 'notProvidedText'> {
  model: FormModel;
  fields: readonly FieldConfig[];
  notProvidedText: string;
}

function DisplayRowView({ model, fields, recordLabel, onEdit, onDelete, notProvidedText, className, ...props }: DisplayRowViewProps) {
  const translators = useTranslators();
  const store = useModelStore();
  const context = { models: allModels(store) };
  const items = fields.flatMap((field) => {
    const state = evaluateFieldState(field, model, context);
    if (state.hidden) return [];
    return [{ key: field.key, label: translators.key(field.label ?? field.key), value: displayValue(field, model, state, translators) }];
  });
  const name = recordLabel ?? items.find((item) => item.value !== null)?.value ?? '';
  return (
    <div
      data-slot="display-row"
      data-record={model.clientId}
      className={cn('flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between', className)}
      {...props}
    >
      <dl
        data-slot="display-row-values"
        className="m-0 grid min-w-0 flex-1 grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-x-6 gap-y-3"
      >
        {items.map((item) => (
          <div key={item.key} data-slot="display-row-item" className="min-w-0">
            <dt className="text-sm font-semibold">{item.label}</dt>
            <dd className="m-0 break-words whitespace-pre-line">
              {item.value ?? (
                <>
                  <span aria-hidden="true">&mdash;</span>
                  <span className="sr-only">{notProvidedText}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {(onEdit || onDelete) && (
        <div data-slot="display-row-actions" className="flex shrink-0 flex-wrap gap-2">
          {onEdit && (
            <Button variant="secondary" size="sm" icon="pen" onClick={() => onEdit(model.clientId)}>
              {translators.copy(catalogue.button.edit)}
              {name && (
                <>
                  {/* The space sits outside the hidden span: accessible-name rules trim it inside. */}{' '}
                  <span className="sr-only">{name}</span>
                </>
              )}
            </Button>
          )}
          {onDelete && (
            <Button variant="secondary" size="sm" icon="trash" onClick={() => onDelete(model.clientId)}>
              {translators.copy(catalogue.button.delete)}
              {name && (
                <>
                  {/* The space sits outside the hidden span: accessible-name rules trim it inside. */}{' '}
                  <span className="sr-only">{name}</span>
                </>
              )}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
