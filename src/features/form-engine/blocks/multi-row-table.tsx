import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type FocusEvent, type Ref } from 'react';
import { Button } from '@ui/button';
import { cn } from '@ui/cn';
import { FieldError, RequiredMarker } from '@ui/field';
import type { FormType } from '@/contract/form-type-names';
import { camelCaseKey } from '@/contract/camel-case-key';
import type { FieldConfig, ModelMetadata } from '@/contract/model-config';
import { widgetOf } from '@/contract/widgets';
import { messageOf, type MessageDescriptor } from '@/engine/message-descriptors';
import {
  addDraft,
  allModels,
  draftModels,
  fieldIndex,
  findConfig,
  FormEngineError,
  modelKey,
  removeModel,
  saveDraft,
  savedModels,
  sameMapping,
  type FormModel,
  type ModelStore,
} from '@/engine/models';
import { requiredMarker } from '@/engine/rules/required-marker';
import { parseNumber } from '@/engine/values';
import { catalogue, type CopyText } from '@/contract/copy-catalogue';
import type { FieldErrorItem } from '../react/engine';
import { useFormEngine, useModelStore } from '../react/engine-context';
import { ModelFields, type ModelFieldsHandle } from '../react/model-fields';
import { useTranslators } from '../react/translate';
import { Announcer, useAnnouncer } from './announcer';
import { useFocusAfterRender } from './focus-after-render';
import { BlockValidationScope } from './validation-scope';

// Claim transactions as a table: one row per record, one cell per field. Rows start as drafts;
// leaving a row (focus moving outside it) validates its fields and, when they pass, promotes it
// to a saved record. The page's Next needs a minimum number of saved rows: fixed, or read from a
// field of another model (metadata minimumRecordCount), 0 when the config names none.

/** The minimum row count of a config: a number, or a field of another model that holds it. */
type MinimumRecordCount = NonNullable<ModelMetadata['minimumRecordCount']>;

/** The minimum as a number now: a fixed count, or the integer in the named model's field
 *  (0 when that field is empty or not a number). */
export function resolveMinimumRecordCount(store: ModelStore, formType: FormType, minimum: MinimumRecordCount | undefined): number {
  if (minimum === undefined) return 0;
  if (typeof minimum === 'number') return minimum;
  const source = allModels(store).find(
    (model) => model.metadata.formType === formType && sameMapping(model.metadata.dtoMapping, minimum.model),
  );
  const value = parseNumber(source?.fields[camelCaseKey(minimum.field)]);
  return value === null ? 0 : Math.max(0, Math.floor(value));
}

// The default message, built once so the validator that closes over it stays stable.
const minimumRowsMessage = messageOf(catalogue.validation.minimumRecordCount);

/** What a MultiRowTable exposes through its ref. */
interface MultiRowTableHandle {
  /** Validates the saved rows and the rows being filled in, checks the minimum, and returns the errors. */
  validate(): FieldErrorItem[];
}

/** Props of MultiRowTable. */
export interface MultiRowTableProps {
  formType: FormType;
  /** The list mapping of the rows (e.g. claimTransactions). */
  mappingName: string;
  /** The fields shown as columns, in order; every field except hidden ones when absent. */
  keys?: readonly string[];
  /** Overrides the config's metadata minimumRecordCount. */
  minimumRecordCount?: MinimumRecordCount;
  /** The table's caption; "Your purchases" (Section_Transactions) when absent. */
  caption?: CopyText;
  /** Names each row, with its {number}; "Row {number}" (Shared_Transaction_Row) when absent. */
  rowLabel?: CopyText;
  /** Message when fewer rows than the minimum are saved; gets {min}. Name what to add ("Add {min}
   *  or more repairs"): the page's error summary shows it after the caption. */
  minimumMessage?: MessageDescriptor;
  id?: string;
  ref?: Ref<MultiRowTableHandle>;
  className?: string;
}

function isDirty(model: FormModel): boolean {
  return Object.keys(model.everDirty).length > 0;
}

function columnsOf(
  fields: readonly FieldConfig[],
  keys: readonly string[] | undefined,
  index: ReadonlyMap<string, FieldConfig>,
  where: string,
): FieldConfig[] {
  if (!keys) return fields.filter((field) => widgetOf(field).seen);
  return keys.map((key) => {
    const field = index.get(key);
    if (!field) throw new FormEngineError(`${where}: the model has no field "${key}"`);
    return field;
  });
}

/** The rows of one list mapping as an editable table with add and delete buttons. */
export function MultiRowTable({
  formType,
  mappingName,
  keys,
  minimumRecordCount,
  caption = catalogue.section.transactions,
  rowLabel = catalogue.shared.transactionRow,
  minimumMessage = minimumRowsMessage,
  id: givenId,
  ref,
  className,
}: MultiRowTableProps) {
  const { engine } = useFormEngine();
  const store = useModelStore();
  const translators = useTranslators();
  const generated = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const id = givenId ?? `rows-${generated}`;
  const addId = `${id}-add`;
  const errorId = `${id}-error`;
  const { text: announcement, announce } = useAnnouncer();
  const focusLater = useFocusAfterRender();
  // Rows keep the order they were added in: a row promoted to saved stays where it is.
  const [order, setOrder] = useState<readonly string[]>([]);
  const [minimumShown, setMinimumShown] = useState(false);
  const cells = useRef(new Map<string, Map<string, ModelFieldsHandle>>());

  const config = findConfig(store, formType, mappingName);

  const rowsOf = useCallback(
    (current: ModelStore) => {
      const all = [...savedModels(current, formType, mappingName), ...draftModels(current, formType, mappingName)];
      const byId = new Map(all.map((model) => [model.clientId, model]));
      const known = order.flatMap((clientId) => byId.get(clientId) ?? []);
      const rest = all.filter((model) => !order.includes(model.clientId));
      return [...rest, ...known];
    },
    [formType, mappingName, order],
  );

  const validateRow = useCallback((clientId: string): FieldErrorItem[] => {
    const handles = cells.current.get(clientId);
    return handles ? [...handles.values()].flatMap((handle) => handle.validateAll()) : [];
  }, []);

  const validate = useCallback((): FieldErrorItem[] => {
    const current = engine.getStore();
    const rows = rowsOf(current);
    const isSaved = new Set(savedModels(current, formType, mappingName).map((model) => model.clientId));
    // An untouched row the claimant added but never filled in is not an error: it is not sent.
    const errors = rows.filter((row) => isSaved.has(row.clientId) || isDirty(row)).flatMap((row) => validateRow(row.clientId));
    const minimum = resolveMinimumRecordCount(
      current,
      formType,
      minimumRecordCount ?? findConfig(current, formType, mappingName)?.metadata.minimumRecordCount,
    );
    setMinimumShown(true);
    if (isSaved.size < minimum) {
      errors.push({
        fieldId: addId,
        clientId: '',
        key: mappingName,
        descriptor: { ...minimumMessage, params: { min: minimum } },
        label: caption,
      });
    }
    return errors;
  }, [engine, rowsOf, formType, mappingName, minimumRecordCount, validateRow, addId, minimumMessage, caption]);

  useEffect(() => engine.register({ validate }), [engine, validate]);
  useImperativeHandle(ref, () => ({ validate }), [validate]);

  if (!config) throw new FormEngineError(`MultiRowTable: no model config for ${formType}/${mappingName}`);
  const columns = columnsOf(config.fields, keys, fieldIndex(config), `MultiRowTable for ${modelKey(config.metadata)}`);
  const rows = rowsOf(store);
  const savedIds = new Set(savedModels(store, formType, mappingName).map((model) => model.clientId));
  const minimum = resolveMinimumRecordCount(store, formType, minimumRecordCount ?? config.metadata.minimumRecordCount);
  const minimumError =
    minimumShown && savedIds.size < minimum ? translators.message({ ...minimumMessage, params: { min: minimum } }) : null;
  const rowNumber = (clientId: string) => rows.findIndex((row) => row.clientId === clientId) + 1;

  const addRow = () => {
    let created = '';
    engine.update((current) => {
      const result = addDraft(current, formType, mappingName);
      created = result.draft.clientId;
      return result.store;
    });
    setOrder((previous) => [...previous, created]);
    focusLater(`${id}-row-${created}`);
  };

  const deleteRow = (clientId: string) => {
    const number = rowNumber(clientId);
    engine.update((current) => removeModel(current, clientId));
    setOrder((previous) => previous.filter((candidate) => candidate !== clientId));
    cells.current.delete(clientId);
    announce(translators.copy(catalogue.shared.rowDeletedStatus, { number }));
    focusLater(addId);
  };

  const leaveRow = (clientId: string) => {
    const current = engine.getStore();
    const isDraft = draftModels(current, formType, mappingName).some((model) => model.clientId === clientId);
    const model = engine.model(clientId);
    if (!model || (isDraft && !isDirty(model))) return;
    const errors = validateRow(clientId);
    if (errors.length > 0 || !isDraft) return;
    engine.update((latest) => saveDraft(latest, clientId));
    announce(translators.copy(catalogue.shared.rowSavedStatus, { number: rowNumber(clientId) }));
  };

  const onRowBlur = (clientId: string) => (event: FocusEvent<HTMLTableRowElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    leaveRow(clientId);
  };

  const setCell = (clientId: string, key: string) => (handle: ModelFieldsHandle | null) => {
    let row = cells.current.get(clientId);
    if (!handle) {
      row?.delete(key);
      return;
    }
    if (!row) {
      row = new Map();
      cells.current.set(clientId, row);
    }
    row.set(key, handle);
  };

  // Bottom-aligned: each field ends with its control, so the controls of a row line up whatever
  // hints and errors sit above them.
  const cellClass = 'px-2 py-3 align-bottom max-sm:block max-sm:px-0 max-sm:py-2';
  return (
    <div id={id} data-slot="multi-row-table" className={cn('flex flex-col gap-4', className)}>
      <BlockValidationScope>
        <table
          aria-describedby={minimumError ? errorId : undefined}
          className={cn(
            'w-full border-collapse text-start max-sm:block',
            // Each cell's field keeps its label for screen readers; sighted users read the
            // column header above it. On a phone the table stacks and the labels show again.
            'sm:[&_[data-slot=field]>label]:sr-only sm:[&_legend]:sr-only',
          )}
        >
          <caption className="mb-2 text-start text-lg font-bold max-sm:block">{translators.copy(caption)}</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b-2 border-border">
              <th scope="col" className="px-2 py-2 font-semibold">
                {translators.copy(catalogue.shared.tableRowHeader)}
              </th>
              {columns.map((field) => (
                <th key={field.key} scope="col" className="px-2 py-2 font-semibold">
                  {translators.key(field.label ?? field.key)}
                  {requiredMarker(field, config.fields) && <RequiredMarker />}
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">{translators.copy(catalogue.shared.recordsActions)}</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map((row, index) => {
              const number = index + 1;
              const saved = savedIds.has(row.clientId);
              return (
                <tr
                  key={row.clientId}
                  id={`${id}-row-${row.clientId}`}
                  data-slot="multi-row-table-row"
                  data-state={saved ? 'saved' : 'draft'}
                  onBlur={onRowBlur(row.clientId)}
                  className="border-b border-border max-sm:block max-sm:py-3"
                >
                  <th scope="row" className={cn(cellClass, 'font-semibold whitespace-nowrap')}>
                    {translators.copy(rowLabel, { number })}{' '}
                    <span className="block text-sm font-normal">
                      {translators.copy(saved ? catalogue.shared.saved : catalogue.shared.rowNotSaved)}
                    </span>
                  </th>
                  {columns.map((field) => (
                    <td key={field.key} className={cn(cellClass, 'min-w-0')}>
                      <ModelFields clientId={row.clientId} keys={[field.key]} ref={setCell(row.clientId, field.key)} />
                    </td>
                  ))}
                  <td className={cellClass}>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon="trash"
                      iconOnly
                      label={translators.copy(catalogue.button.deleteRow, { number })}
                      onClick={() => deleteRow(row.clientId)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </BlockValidationScope>
      <FieldError id={errorId} messages={minimumError ? [minimumError] : []} prefix={translators.copy(catalogue.error.errorPrefix)} />
      <div>
        <Button id={addId} variant="secondary" icon="plus" aria-describedby={minimumError ? errorId : undefined} onClick={addRow}>
          {translators.copy(catalogue.button.addRow, { number: rows.length + 1 })}
        </Button>
      </div>
      <Announcer text={announcement} />
    </div>
  );
}
