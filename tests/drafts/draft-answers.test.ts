import { describe, expect, it } from 'vitest';
import {
  addDraft,
  createModelStore,
  filesOf,
  modelKey,
  saveDraft,
  savedModels,
  setFileField,
  updateField,
  type ModelStore,
} from '@/engine/models';
import { canSaveDraft, draftEmailOf, draftOf, withDraft } from '@/features/drafts/draft-answers';
import { demoSettlement } from '../support/demo-settlement';

// A form's answers go to a draft and come back: every model of the form, its file as a document
// beside it, and back in the model's file field, so the records and the submit see the file.

const fresh = () => createModelStore(demoSettlement.configs);

/** A Standard form with a first name, an email, and one saved receipt holding its file. */
function answered(): { store: ModelStore; receipt: File } {
  let store = fresh();
  const claimant = savedModels(store, 'Standard', 'claimantInfo')[0]!;
  store = updateField(store, claimant.clientId, 'firstName', 'Dana');
  store = updateField(store, claimant.clientId, 'emailAddress', 'dana@example.com');
  const added = addDraft(store, 'Standard', 'documentContexts');
  store = updateField(added.store, added.draft.clientId, 'documentType', 'Receipt');
  const receipt = new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' });
  const config = store.configs[modelKey(added.draft.metadata)]!;
  const withFile = setFileField(store.drafts.find((m) => m.clientId === added.draft.clientId)!, config, 'file', [receipt]);
  store = saveDraft({ ...store, drafts: store.drafts.map((m) => (m.clientId === withFile.clientId ? withFile : m)) }, added.draft.clientId);
  return { store, receipt };
}

describe('draft answers', () => {
  it("sends the form's models with file fields emptied and the file as a document of its model", () => {
    const { store, receipt } = answered();
    const { answers, documents } = draftOf(store, 'Standard');
    expect(answers.saved.every((model) => model.metadata.formType === 'Standard')).toBe(true);
    const document = answers.saved.find((model) => model.metadata.dtoMapping === 'documentContexts')!;
    expect(document.fields).toMatchObject({ file: null, name: 'receipt.pdf', type: 'application/pdf', documentType: 'Receipt' });
    expect(documents).toEqual([{ clientId: document.clientId, file: receipt }]);
    // As JSON, nothing of the file's bytes travels in the answers.
    expect(JSON.stringify(answers)).not.toContain('%PDF');
  });

  it('puts the answers and the file back into a fresh store, on another device', () => {
    const { store, receipt } = answered();
    const { answers, documents } = draftOf(store, 'Standard');
    const travelled = JSON.parse(JSON.stringify(answers)) as typeof answers;
    const restored = withDraft(fresh(), 'Standard', travelled, documents);
    expect(savedModels(restored, 'Standard', 'claimantInfo')[0]!.fields).toMatchObject({
      firstName: 'Dana',
      emailAddress: 'dana@example.com',
    });
    const document = savedModels(restored, 'Standard', 'documentContexts')[0]!;
    expect(filesOf(document, restored.configs[modelKey(document.metadata)]!).map((f) => f.file)).toEqual([receipt]);
    // Another form's models are left as they were, and the form has no duplicate single models.
    expect(restored.saved.filter((m) => m.metadata.formType === 'Standard' && m.metadata.dtoMapping === 'claimantInfo')).toHaveLength(1);
    expect(restored.saved.filter((m) => m.metadata.formType === 'Automotive')).toEqual(
      fresh()
        .saved.filter((m) => m.metadata.formType === 'Automotive')
        .map((m) => expect.objectContaining({ metadata: m.metadata })),
    );
  });

  it('leaves out models whose config changed since the save', () => {
    const { store } = answered();
    const { answers } = draftOf(store, 'Standard');
    const stale = { ...answers, saved: answers.saved.map((model) => ({ ...model, metadataHash: 'an-older-config' })) };
    const restored = withDraft(fresh(), 'Standard', stale, []);
    expect(savedModels(restored, 'Standard', 'claimantInfo')[0]!.fields.firstName).not.toBe('Dana');
    expect(savedModels(restored, 'Standard', 'documentContexts')).toEqual([]);
  });

  it('starts the dialog from the email answer, and offers saving only where no claimant on file is needed', () => {
    const { store } = answered();
    expect(draftEmailOf(store, 'Standard')).toBe('dana@example.com');
    expect(draftEmailOf(fresh(), 'Standard')).toBe('');
    expect(canSaveDraft(store, 'Standard')).toBe(true);
    expect(canSaveDraft(store, 'Automotive')).toBe(false);
    expect(canSaveDraft(store, 'Lookup')).toBe(false);
  });
});
