import { describe, expect, it } from 'vitest';
import {
  addDraft,
  allModels,
  applyPrepopulatedData,
  createClientId,
  createModel,
  createModelStore,
  discardDraft,
  draftModels,
  FormEngineError,
  removeModel,
  resetModelStore,
  saveDraft,
  savedModels,
  setFieldValue,
  setFileField,
  updateField,
  type ModelStore,
} from '@/engine/models';
import { modelConfig as config } from '../support/model-configs';

const claimant = config(
  [
    { key: 'FirstName', widget: 'text', prepopulatedDataKey: 'ClaimantFirstName' },
    { key: 'mailingCountry', widget: 'select', defaultValue: 'US', props: { options: [{ value: 'US', label: 'United States' }] } },
    { key: 'mailingCity', widget: 'text' },
    { key: 'agree', widget: 'checkbox' },
    { key: 'optIn', widget: 'checkbox', defaultValue: true },
    { key: 'oddDefault', widget: 'checkbox', defaultValue: 'yes' },
    { key: 'email', widget: 'text', overrideEverDirtyFieldConstraint: true },
  ],
  { MappingName: 'claimant', SomeFlag: true },
);
const documents = config(
  [
    { key: 'file', widget: 'file' },
    { key: 'description', widget: 'text' },
  ],
  { dtoMapping: 'documentContexts' },
);
const transactions = config([{ key: 'amount', widget: 'text' }], { dtoMapping: 'claimTransactions' });
const prepopulated = config([{ key: 'claimantFirstName', widget: 'hidden' }], { dtoMapping: 'prepopulatedData' });

describe('client ids', () => {
  it('are the prefix, a dash and 8 letters or digits', () => {
    for (let index = 0; index < 200; index += 1) expect(createClientId('doc')).toMatch(/^doc-[A-Za-z0-9]{8}$/);
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => createClientId('x')));
    expect(ids.size).toBe(2000);
  });

  it('use every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => createClientId('x').slice(2)).join(''));
    expect(seen.size).toBe(62);
  });
});

describe('a new model', () => {
  const model = createModel(claimant);

  it('carries the config identity and camelCased metadata', () => {
    expect(model.clientId).toMatch(/^claimantInfo-[A-Za-z0-9]{8}$/);
    expect(model.id).toBeNull();
    expect(model.metadataHash).toBe('hash-1');
    expect(model.metadata).toMatchObject({ dtoMapping: 'claimantInfo', formType: 'Standard', mappingName: 'claimant', someFlag: true });
    expect(model.claimTransactionId).toBeNull();
  });

  it('starts every field at null, defaults applied, checkboxes false unless true/false', () => {
    expect(model.fields).toEqual({
      firstName: null,
      mailingCountry: 'US',
      mailingCity: null,
      agree: false,
      optIn: true,
      oddDefault: false,
      email: null,
    });
    expect(model.everDirty).toEqual({});
  });

  it('a file field brings its name, size and type siblings', () => {
    expect(createModel(documents).fields).toEqual({ file: null, name: null, size: null, type: null, description: null });
  });
});

describe('field updates', () => {
  const model = createModel(claimant);

  it('turn an empty string into null and mark the field ever-dirty', () => {
    const edited = setFieldValue(model, claimant, 'mailingCity', '');
    expect(edited.fields.mailingCity).toBeNull();
    expect(edited.everDirty).toEqual({ mailingCity: true });
    expect(model.fields.mailingCity).toBeNull();
    expect(model.everDirty).toEqual({});
  });

  it('keep other values as typed', () => {
    expect(setFieldValue(model, claimant, 'mailingCity', ' Reno ').fields.mailingCity).toBe(' Reno ');
  });

  it("read 'true' into a checkbox as true", () => {
    expect(setFieldValue(model, claimant, 'agree', 'true').fields.agree).toBe(true);
  });

  it('refuse an unknown field (a developer error)', () => {
    expect(() => setFieldValue(model, claimant, 'nope', 'x')).toThrow(FormEngineError);
  });
});

describe('file fields', () => {
  const model = createModel(documents);

  it("keep the file list plus name, size and type ('unknown' when empty)", () => {
    const file = { name: 'receipt.pdf', size: 1200, type: '' };
    const next = setFileField(model, documents, 'file', [file]);
    expect(next.fields).toMatchObject({ file: [file], name: 'receipt.pdf', size: 1200, type: 'unknown' });
    expect(setFileField(model, documents, 'file', [{ ...file, type: 'application/pdf' }]).fields.type).toBe('application/pdf');
  });

  it('accept exactly one file: several, clearing and a non-file field are developer errors', () => {
    const file = { name: 'a.pdf', size: 1, type: 'application/pdf' };
    expect(() => setFileField(model, documents, 'file', [file, file])).toThrow(/only one file per input/);
    expect(() => setFileField(model, documents, 'file', [])).toThrow(/clearing a file field is not supported/);
    expect(() => setFileField(model, documents, 'description', [file])).toThrow(/not a file field/);
  });
});

describe('the model store', () => {
  const store = createModelStore([claimant, documents, transactions]);

  it('holds one saved model per single-instance mapping and nothing for lists', () => {
    expect(store.saved.map((model) => model.metadata.dtoMapping)).toEqual(['claimantInfo']);
    expect(store.drafts).toEqual([]);
    expect(Object.keys(store.configs)).toEqual(['Standard/claimant', 'Standard/documentContexts', 'Standard/claimTransactions']);
  });

  it('identifies saved models by form type plus mapping name', () => {
    expect(savedModels(store, 'Standard', 'claimant')).toHaveLength(1);
    expect(savedModels(store, 'Automotive', 'claimant')).toHaveLength(0);
    expect(savedModels(store, 'Standard', 'claimantInfo')).toHaveLength(0);
  });

  it('adds drafts, saves them, discards and removes them', () => {
    const { store: withTransaction, draft: transaction } = addDraft(store, 'Standard', 'claimTransactions');
    const savedTransaction = saveDraft(withTransaction, transaction.clientId);
    const { store: withDocument, draft: document } = addDraft(savedTransaction, 'Standard', 'documentContexts', {
      claimTransactionId: transaction.clientId,
    });
    expect(document.claimTransactionId).toBe(transaction.clientId);
    expect(draftModels(withDocument, 'Standard', 'documentContexts')).toHaveLength(1);

    expect(discardDraft(withDocument, document.clientId).drafts).toEqual([]);
    const saved = saveDraft(withDocument, document.clientId);
    expect(saved.drafts).toEqual([]);
    expect(savedModels(saved, 'Standard', 'documentContexts').map((model) => model.clientId)).toEqual([document.clientId]);

    // Deleting a transaction deletes the records that belong to it.
    const removed = removeModel(saved, transaction.clientId);
    expect(savedModels(removed, 'Standard', 'documentContexts')).toEqual([]);
    expect(savedModels(removed, 'Standard', 'claimTransactions')).toEqual([]);
  });

  it('keeps one model per single-instance mapping when a draft of it is saved', () => {
    const { store: withDraft, draft } = addDraft(store, 'Standard', 'claimant');
    const saved = saveDraft(withDraft, draft.clientId);
    expect(savedModels(saved, 'Standard', 'claimant').map((model) => model.clientId)).toEqual([draft.clientId]);
  });

  it('applies edits wherever the model lives, and marks them ever-dirty', () => {
    const [claimantModel] = store.saved;
    const next = updateField(store, claimantModel!.clientId, 'mailingCity', 'Reno');
    expect(next.saved[0]!.fields.mailingCity).toBe('Reno');
    expect(next.saved[0]!.everDirty.mailingCity).toBe(true);
    expect(() => updateField(store, 'missing-00000000', 'mailingCity', 'x')).toThrow(FormEngineError);
  });

  it('re-initialises every model on reset', () => {
    const [claimantModel] = store.saved;
    const edited = updateField(store, claimantModel!.clientId, 'mailingCity', 'Reno');
    const reset = resetModelStore(addDraft(edited, 'Standard', 'documentContexts').store);
    expect(reset.drafts).toEqual([]);
    expect(reset.saved[0]!.fields.mailingCity).toBeNull();
    expect(reset.saved[0]!.clientId).not.toBe(claimantModel!.clientId);
  });
});

describe('prepopulated data', () => {
  const base = createModelStore([claimant, prepopulated]);
  const claimantOf = (store: ModelStore) => store.saved.find((model) => model.metadata.dtoMapping === 'claimantInfo')!;
  const clientId = claimantOf(base).clientId;

  it('maps PascalCase names to camelCase fields of the model named by the item', () => {
    const next = applyPrepopulatedData(base, [
      { metadata: { DtoMapping: 'claimantInfo' }, fields: { MailingCity: 'Reno', MailingCountry: 'CA', Unknown: 1 } },
    ]);
    expect(claimantOf(next).fields).toMatchObject({ mailingCity: 'Reno', mailingCountry: 'CA' });
    expect(claimantOf(next).fields).not.toHaveProperty('unknown');
    expect(claimantOf(next).everDirty).toEqual({});
  });

  it('reads a field through its prepopulatedDataKey from any item', () => {
    const next = applyPrepopulatedData(base, [{ metadata: { DtoMapping: 'prepopulatedData' }, fields: { ClaimantFirstName: 'Ann' } }]);
    expect(claimantOf(next).fields.firstName).toBe('Ann');
  });

  it('keeps prepopulatedData items as saved models, replacing those of an earlier authorization', () => {
    const item = { metadata: { DtoMapping: 'prepopulatedData', FormType: 'Standard' }, fields: { ClaimantFirstName: 'Ann', Id: 'p-1' } };
    const once = applyPrepopulatedData(base, [item]);
    const twice = applyPrepopulatedData(once, [item]);
    const kept = savedModels(twice, 'Standard', 'prepopulatedData');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ id: 'p-1', fields: { claimantFirstName: 'Ann' } });
  });

  it('ignores items of another model or form type', () => {
    const next = applyPrepopulatedData(base, [
      { metadata: { DtoMapping: 'claimDetails' }, fields: { MailingCity: 'Reno' } },
      { metadata: { DtoMapping: 'claimantInfo', FormType: 'Automotive' }, fields: { MailingCity: 'Elko' } },
    ]);
    expect(claimantOf(next).fields.mailingCity).toBeNull();
  });

  it.each([
    { name: 'an empty, never-edited field is filled', edit: null, start: null, expected: 'Reno' },
    { name: 'a field at its default is filled', edit: null, field: 'mailingCountry', start: 'US', value: 'CA', expected: 'CA' },
    { name: 'a never-edited field with another value is kept', edit: null, start: 'Elko', expected: 'Elko' },
    { name: 'an edited field is kept even when emptied again', edit: '', start: null, expected: null },
    { name: 'an edited field with a value is kept', edit: 'Elko', start: null, expected: 'Elko' },
  ])('$name', ({ edit, start, field = 'mailingCity', value = 'Reno', expected }) => {
    let store = base;
    if (start !== null) {
      const model = claimantOf(store);
      store = {
        ...store,
        saved: store.saved.map((candidate) =>
          candidate === model ? { ...model, fields: { ...model.fields, [field]: start } } : candidate,
        ),
      };
    }
    if (edit !== null) store = updateField(store, clientId, field, edit);
    const next = applyPrepopulatedData(store, [
      { metadata: { DtoMapping: 'claimantInfo' }, fields: { [field.charAt(0).toUpperCase() + field.slice(1)]: value } },
    ]);
    expect(claimantOf(next).fields[field]).toBe(expected);
  });

  it('overrideEverDirtyFieldConstraint writes over an edited field', () => {
    const edited = updateField(base, clientId, 'email', 'mine@example.org');
    const next = applyPrepopulatedData(edited, [{ metadata: { DtoMapping: 'claimantInfo' }, fields: { Email: 'theirs@example.org' } }]);
    expect(claimantOf(next).fields.email).toBe('theirs@example.org');
  });

  it('touches drafts too, and every model stays reachable', () => {
    const { store } = addDraft(base, 'Standard', 'claimant');
    const next = applyPrepopulatedData(store, [{ metadata: { DtoMapping: 'claimantInfo' }, fields: { MailingCity: 'Reno' } }]);
    expect(
      allModels(next)
        .filter((model) => model.metadata.dtoMapping === 'claimantInfo')
        .map((model) => model.fields.mailingCity),
    ).toEqual(['Reno', 'Reno']);
  });
});
