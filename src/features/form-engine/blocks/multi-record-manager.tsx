import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button } from '@ui/button';
import { cn } from '@ui/cn';
import { FieldError, Fieldset } from '@ui/field';
import { focusField } from '@ui/error-summary';
import { SavedIndicator } from '@ui/saved-indicator';
import type { FormType } from '@/contract/form-type-names';
import { useSavedIndicator } from '@/features/app-state/use-saved-indicator';
import { messageOf, type MessageDescriptor } from '@/engine/message-descriptors';
import {
  addDraft,
  discardDraft,
  draftModels,
  findConfig,
  FormEngineError,
  isDocumentContext,
  removeModel,
  saveDraft,
  savedModels,
  type FormModel,
  type ModelStore,
} from '@/engine/models';
import { findDuplicateDocumentName } from '@/engine/payload';
import { catalogue, type CopyText } from '@/contract/copy-catalogue';
import type { FieldErrorItem } from '../react/engine';
import { useFormEngine, useModelStore } from '../react/engine-context';
import { ModelFields, type ModelFieldsHandle } from '../react/model-fields';
import { useTranslators } from '../react/translate';
import { Announcer, useAnnouncer } from './announcer';
import { DisplayRow } from './display-row';
import { fileNameOf } from './display-value';
import { DocumentRecords, type RecordProgressMap } from './document-records';
import { useFocusAfterRender } from './focus-after-render';
import { BlockValidationScope } from './validation-scope';

// The records of a list mapping (documentContexts, claimTransactions), one at a time: Add
// starts a draft (the pure engine's addDraft), its fields render with ModelFields, Upload (or
// Save) validates it and moves it to the saved records, Cancel discards it, and each saved
// record can be deleted. A document whose file name is already saved is refused and its draft
// removed. What the page needs from the block (at least one saved record when required, no
// unfinished draft) is checked by validate(), which the page's validateAll includes.

// The default messages, built once so the validators that close over them stay stable.
const documentsRequired = messageOf(catalogue.validation.documentsRequired);
const formDirty = messageOf(catalogue.validation.formDirty);

/** What a MultiRecordManager exposes through its ref. */
export interface MultiRecordManagerHandle {
  /** Checks the block's requirements, shows the messages and returns them for the error summary. */
  validate(): FieldErrorItem[];
}

/** Props of MultiRecordManager. */
export interface MultiRecordManagerProps {
  formType: FormType;
  /** The list mapping the records belong to (e.g. documentContexts). */
  mappingName: string;
  /** The draft's field keys, in order; every field of the config when absent. */
  keys?: readonly string[];
  /** At least one saved record is needed to continue. */
  required?: boolean;
  /** Start a new draft after a record is saved (contract: unless disabled). */
  newDraftAfterSave?: boolean;
  /** Records belong to this parent transaction (their claimTransactionId). */
  claimTransactionId?: string | null;
  /** Upload progress of the saved records, by client id. */
  progress?: RecordProgressMap;
  /** The Add button's copy; "Add a document" for documents, "Add a record" otherwise. */
  addLabel?: CopyText;
  /** Messages for an empty required list and an unfinished draft. */
  requiredMessage?: MessageDescriptor;
  dirtyMessage?: MessageDescriptor;
  id?: string;
  ref?: Ref<MultiRecordManagerHandle>;
  className?: string;
}

/** True when the claimant has typed or chosen something in the draft. */
function isDirty(model: FormModel): boolean {
  return Object.keys(model.everDirty).length > 0;
}

interface Requirement {
  readonly descriptor: MessageDescriptor;
  readonly holds: (records: { saved: readonly FormModel[]; drafts: readonly FormModel[] }) => boolean;
}

/** The records list, draft form and buttons of one list mapping. */
export function MultiRecordManager({
  formType,
  mappingName,
  keys,
  required = false,
  newDraftAfterSave = true,
  claimTransactionId,
  progress,
  addLabel,
  requiredMessage = documentsRequired,
  dirtyMessage = formDirty,
  id: givenId,
  ref,
  className,
}: MultiRecordManagerProps) {
  const { engine } = useFormEngine();
  const store = useModelStore();
  const translators = useTranslators();
  const generated = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const id = givenId ?? `records-${generated}`;
  const addId = `${id}-add`;
  const draftId = `${id}-draft`;
  const errorId = `${id}-error`;
  const { text: announcement, announce } = useAnnouncer();
  const draftHandle = useRef<ModelFieldsHandle>(null);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [failed, setFailed] = useState<readonly Requirement[]>([]);
  const focusLater = useFocusAfterRender();
  const { indicator, markSaved } = useSavedIndicator();

  // By the model's kind (its dtoMapping), not its mapping name, which the package chooses.
  const kind = findConfig(store, formType, mappingName)?.metadata.dtoMapping;
  const documents = kind !== undefined && isDocumentContext(kind);
  const mine = useCallback(
    (model: FormModel) => claimTransactionId === undefined || model.claimTransactionId === claimTransactionId,
    [claimTransactionId],
  );
  const recordsOf = useCallback(
    (current: ModelStore) => ({
      saved: savedModels(current, formType, mappingName).filter(mine),
      drafts: draftModels(current, formType, mappingName).filter(mine),
    }),
    [formType, mappingName, mine],
  );
  const records = recordsOf(store);
  const draft = records.drafts.at(-1) ?? null;

  const requirements = useCallback((): Requirement[] => {
    const list: Requirement[] = [{ descriptor: dirtyMessage, holds: ({ drafts }) => !drafts.some(isDirty) }];
    if (required) list.push({ descriptor: requiredMessage, holds: ({ saved }) => saved.length > 0 });
    return list;
  }, [required, requiredMessage, dirtyMessage]);

  const validate = useCallback((): FieldErrorItem[] => {
    const current = recordsOf(engine.getStore());
    const broken = requirements().filter((requirement) => !requirement.holds(current));
    setFailed(broken);
    const open = current.drafts.at(-1);
    return broken.map((requirement) => ({
      // The summary link goes where the claimant can act: the open draft, else the Add button.
      fieldId: open ? draftId : addId,
      clientId: open?.clientId ?? '',
      key: mappingName,
      descriptor: requirement.descriptor,
      label: catalogue.section.documents,
    }));
  }, [engine, recordsOf, requirements, draftId, addId, mappingName]);

  useEffect(() => engine.register({ validate }), [engine, validate]);
  useImperativeHandle(ref, () => ({ validate }), [validate]);

  const startDraft = () => {
    engine.update((current) => addDraft(current, formType, mappingName, { claimTransactionId: claimTransactionId ?? null }).store);
    setRefusal(null);
    focusLater(draftId);
  };

  const save = () => {
    if (!draft) return;
    const errors = draftHandle.current?.validateAll() ?? [];
    const first = errors[0];
    if (first) {
      focusField(first.fieldId);
      return;
    }
    const current = engine.model(draft.clientId) ?? draft;
    const duplicate = documents ? findDuplicateDocumentName(engine.getStore(), current) : null;
    if (duplicate !== null) {
      const message = messageOf(catalogue.validation.fileDuplicate, { name: duplicate });
      engine.update((latest) => discardDraft(latest, draft.clientId));
      setRefusal(message);
      announce(translators.message(message));
      focusLater(addId);
      return;
    }
    const name = fileNameOf(current) ?? translators.copy(catalogue.shared.recordUnnamed, { number: records.saved.length + 1 });
    engine.update((latest) => saveDraft(latest, draft.clientId));
    setRefusal(null);
    announce(translators.copy(catalogue.shared.recordAdded, { name }));
    markSaved();
    if (newDraftAfterSave) startDraft();
    else focusLater(addId);
  };

  const cancel = () => {
    if (!draft) return;
    engine.update((current) => discardDraft(current, draft.clientId));
    focusLater(addId);
  };

  const remove = (clientId: string) => {
    const model = engine.model(clientId);
    const index = records.saved.findIndex((candidate) => candidate.clientId === clientId);
    const name = (model && fileNameOf(model)) ?? translators.copy(catalogue.shared.recordUnnamed, { number: index + 1 });
    engine.update((current) => removeModel(current, clientId));
    announce(translators.copy(catalogue.shared.recordRemoved, { name }));
    focusLater(draft ? draftId : addId);
  };

  if (!findConfig(store, formType, mappingName))
    throw new FormEngineError(`MultiRecordManager: no model config for ${formType}/${mappingName}`);

  // Messages stay from the last validate() until what they ask for is done; none appear while typing.
  const shown = [
    ...(refusal ? [refusal] : []),
    ...failed.filter((requirement) => !requirement.holds(records)).map((requirement) => requirement.descriptor),
  ];
  const shownText = shown.map((descriptor) => translators.message(descriptor));

  return (
    <div id={id} data-slot="multi-record-manager" className={cn('flex flex-col gap-4', className)}>
      <FieldError id={errorId} messages={shownText} prefix={translators.copy(catalogue.error.errorPrefix)} />
      {documents ? (
        <DocumentRecords
          formType={formType}
          mappingName={mappingName}
          claimTransactionId={claimTransactionId}
          progress={progress}
          onRemove={remove}
        />
      ) : (
        records.saved.length > 0 && (
          <div data-slot="saved-records" className="divide-y divide-border">
            {records.saved.map((model, index) => (
              <DisplayRow
                key={model.clientId}
                recordClientId={model.clientId}
                keys={keys}
                recordLabel={translators.copy(catalogue.shared.recordUnnamed, { number: index + 1 })}
                onDelete={remove}
              />
            ))}
          </div>
        )
      )}
      {/* Seen for 5 seconds after a save; the status region below says what was saved. */}
      <SavedIndicator {...indicator} announce={false} message={translators.copy(catalogue.shared.saved)} />
      {draft ? (
        <BlockValidationScope>
          <Fieldset
            id={draftId}
            legend={translators.copy(documents ? catalogue.shared.recordNewDocument : catalogue.shared.recordNewRecord)}
            className="gap-4 rounded-theme border border-border p-4"
          >
            {() => (
              <>
                <ModelFields key={draft.clientId} clientId={draft.clientId} keys={keys} ref={draftHandle} />
                <div className="flex flex-wrap gap-3">
                  <Button icon={documents ? 'paper-plane' : 'check'} onClick={save}>
                    {translators.copy(documents ? catalogue.button.upload : catalogue.button.save)}
                  </Button>
                  <Button variant="secondary" onClick={cancel}>
                    {translators.copy(catalogue.button.cancel)}
                  </Button>
                </div>
              </>
            )}
          </Fieldset>
        </BlockValidationScope>
      ) : (
        <div>
          <Button
            id={addId}
            variant="secondary"
            icon="plus"
            aria-describedby={shownText.length > 0 ? errorId : undefined}
            onClick={startDraft}
          >
            {translators.copy(addLabel ?? (documents ? catalogue.button.addDocument : catalogue.button.addRecord))}
          </Button>
        </div>
      )}
      <Announcer text={announcement} />
    </div>
  );
}
