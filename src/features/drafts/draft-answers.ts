import type { DraftAnswers } from '@/contract/api';
import type { FormType } from '@/contract/form-type-names';
import { widgetOf } from '@/contract/widgets';
import { createModel, createModelStore, filesOf, isSingleInstance, modelKey, type FormModel, type ModelStore } from '@/engine/models';
import type { SubmissionDocument } from '@/lib/api/client';

// A form's answers as a saved draft carries them (decisions.md §Drafts), and back. A draft holds
// every model of the form, saved and being edited, as the store holds them, except that a file
// field is sent empty (its name, size and type stay) and its file travels beside, as a document
// named by its model's clientId. Restoring puts the file back in the model's file field, so the
// records show it as the claimant left it and the submit sends it.

/** The models of `formType` and their documents, as a draft's save sends them. */
export function draftOf(store: ModelStore, formType: FormType): { answers: DraftAnswers; documents: SubmissionDocument[] } {
  const documents: SubmissionDocument[] = [];
  const keep = (models: readonly FormModel[]) =>
    models.flatMap((model) => {
      const config = store.configs[modelKey(model.metadata)];
      if (model.metadata.formType !== formType || !config) return [];
      const fields: Record<string, unknown> = { ...model.fields };
      for (const field of config.fields) if (widgetOf(field).valueKind === 'file') fields[field.key] = null;
      const file = filesOf(model, config)[0]?.file;
      if (typeof File !== 'undefined' && file instanceof File) documents.push({ clientId: model.clientId, file });
      return [
        {
          clientId: model.clientId,
          id: model.id,
          metadataHash: model.metadataHash,
          metadata: { ...model.metadata },
          claimTransactionId: model.claimTransactionId,
          fields,
          everDirty: { ...model.everDirty },
        },
      ];
    });
  return { answers: { saved: keep(store.saved), drafts: keep(store.drafts) }, documents };
}

/** The store with `formType`'s answers replaced by a draft's: its single-instance models take the
 *  place of fresh ones, its records and the models being edited are added, and each document goes
 *  back into its model's file field. Models whose config is gone or changed are left out. */
export function withDraft(
  store: ModelStore,
  formType: FormType,
  answers: DraftAnswers,
  documents: readonly SubmissionDocument[],
): ModelStore {
  const files = new Map(documents.map((document) => [document.clientId, document.file]));
  const revive = (list: DraftAnswers['saved']): FormModel[] =>
    list.flatMap((kept) => {
      const metadata = kept.metadata as FormModel['metadata'];
      const config = store.configs[modelKey(metadata)];
      if (!config || config.metadataHash !== kept.metadataHash || config.metadata.formType !== formType) return [];
      const fields: Record<string, unknown> = { ...createModel(config).fields, ...kept.fields };
      const file = files.get(kept.clientId);
      const fileField = config.fields.find((field) => widgetOf(field).valueKind === 'file');
      if (file && fileField) fields[fileField.key] = [file];
      return [
        {
          clientId: kept.clientId,
          id: kept.id,
          metadataHash: config.metadataHash,
          metadata: config.metadata,
          claimTransactionId: kept.claimTransactionId ?? null,
          fields,
          everDirty: kept.everDirty,
        },
      ];
    });
  const others = (models: readonly FormModel[]) => models.filter((model) => model.metadata.formType !== formType);
  const singles = new Map<string, FormModel>();
  const records: FormModel[] = [];
  for (const model of revive(answers.saved)) {
    const key = modelKey(model.metadata);
    if (isSingleInstance(model.metadata) && !singles.has(key)) singles.set(key, model);
    else records.push(model);
  }
  const fresh = createModelStore(Object.values(store.configs)).saved.filter((model) => model.metadata.formType === formType);
  const saved = [...others(store.saved), ...fresh.map((model) => singles.get(modelKey(model.metadata)) ?? model), ...records];
  const drafts = [...others(store.drafts), ...revive(answers.drafts)];
  const ids = new Set([...saved, ...drafts].map((model) => model.clientId));
  const attached = (model: FormModel) => model.claimTransactionId === null || ids.has(model.claimTransactionId);
  return { ...store, saved: saved.filter(attached), drafts: drafts.filter(attached) };
}

/** The first answer of a field whose role is `email` in the form, for the dialog to start from. */
export function draftEmailOf(store: ModelStore, formType: FormType): string {
  for (const model of store.saved) {
    const config = store.configs[modelKey(model.metadata)];
    if (model.metadata.formType !== formType || !config) continue;
    for (const field of config.fields) {
      const value = model.fields[field.key];
      if (field.role === 'email' && typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return '';
}

/** Whether a form can be saved to continue later: not one that needs a claimant on file (its
 *  credentials model), nor Lookup, which has nothing to keep. */
export function canSaveDraft(store: ModelStore, formType: FormType): boolean {
  return (
    formType !== 'Lookup' &&
    !Object.values(store.configs).some((c) => c.metadata.formType === formType && c.metadata.dtoMapping === 'credentials')
  );
}
