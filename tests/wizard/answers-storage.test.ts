import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModelConfig } from '@/contract/model-config';
import {
  addDraft,
  allModels,
  createModelStore,
  replaceModel,
  resetModelStore,
  saveDraft,
  setFileField,
  updateField,
  type ModelStore,
} from '@/engine/models';
import { createFormEngine } from '@/features/form-engine/react/engine';
import {
  ANSWERS_STORAGE_KEY,
  clearAnswers,
  hasAnswers,
  PERSIST_DELAY_MS,
  persistAnswers,
  restoreAnswers,
  saveAnswers,
  SUBMISSION_KEYS_STORAGE_KEY,
  submissionKeyStore,
} from '@/features/wizard/answers-storage';
import { modelConfig as config } from '../support/model-configs';

/** sessionStorage as a Map, with hooks to make writes or reads fail as a browser's can. */
function memoryStorage(options: { failWrites?: () => Error | null; failReads?: () => Error | null } = {}) {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem(key) {
      const error = options.failReads?.();
      if (error) throw error;
      return items.get(key) ?? null;
    },
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem(key, value) {
      const error = options.failWrites?.();
      if (error) throw error;
      items.set(key, String(value));
    },
  };
  return { storage, items };
}

const claimant = config([
  { key: 'firstName', widget: 'text' },
  { key: 'mailingCountry', widget: 'select', defaultValue: 'US' },
  { key: 'agree', widget: 'checkbox' },
  { key: 'signatureImage', widget: 'file' },
]);
const transactions = config([{ key: 'amount', widget: 'text' }], { dtoMapping: 'claimTransactions' });
const documents = config(
  [
    { key: 'file', widget: 'file' },
    { key: 'description', widget: 'text' },
  ],
  { dtoMapping: 'documentContexts' },
);
const configs = [claimant, transactions, documents];

const receipt = () => new File(['%PDF-1.7 secret receipt bytes'], 'receipt.pdf', { type: 'application/pdf' });

/** A store a claimant has worked on: claimant answers, a saved and a draft transaction, and a
 *  document under the saved transaction with a description but no file chosen yet. */
function workedStore(from: readonly ModelConfig[] = configs): ModelStore {
  let store = createModelStore(from);
  const claimantId = store.saved[0]!.clientId;
  store = updateField(store, claimantId, 'firstName', 'Ada');
  store = updateField(store, claimantId, 'agree', true);
  const first = addDraft(store, 'Standard', 'claimTransactions');
  store = saveDraft(updateField(first.store, first.draft.clientId, 'amount', '1,200'), first.draft.clientId);
  const second = addDraft(store, 'Standard', 'claimTransactions');
  store = updateField(second.store, second.draft.clientId, 'amount', '35');
  const doc = addDraft(store, 'Standard', 'documentContexts', { claimTransactionId: first.draft.clientId });
  return updateField(doc.store, doc.draft.clientId, 'description', 'Receipt for the blender');
}

function stored(items: Map<string, string>): unknown {
  const text = items.get(ANSWERS_STORAGE_KEY);
  return text === undefined ? undefined : JSON.parse(text);
}

/** Snapshots whose first saved model breaks one rule of the kept shape each. */
function malformedModels(valid: Record<string, unknown>): string[] {
  const [first, ...rest] = valid.saved as Record<string, unknown>[];
  const metadata = first!.metadata as Record<string, unknown>;
  const broken: Record<string, unknown>[] = [
    { ...first, clientId: '' },
    { ...first, id: 7 },
    { ...first, metadataHash: '' },
    { ...first, metadata: { ...metadata, formType: 'Mortgage' } },
    { ...first, metadata: { ...metadata, dtoMapping: 'somethingElse' } },
    { ...first, metadata: { ...metadata, mappingName: 3 } },
    { ...first, claimTransactionId: undefined },
    { ...first, fields: ['Ada'] },
    { ...first, everDirty: { firstName: false } },
  ];
  return broken.map((model) => JSON.stringify({ ...valid, saved: [model, ...rest] }));
}

describe('saveAnswers and restoreAnswers', () => {
  it('bring back every saved and draft model, with ids, ever-dirty marks and parent links', () => {
    const { storage } = memoryStorage();
    const before = workedStore();
    saveAnswers(storage, before);

    const after = restoreAnswers(storage, createModelStore(configs));
    expect(after.saved).toEqual(before.saved);
    expect(after.drafts).toEqual(before.drafts);
    expect(after.saved[0]!.everDirty).toEqual({ firstName: true, agree: true });
    expect(after.drafts[1]!.claimTransactionId).toBe(before.saved[1]!.clientId);
  });

  it('put the kept single-instance model in place of the fresh one rather than beside it', () => {
    const { storage } = memoryStorage();
    saveAnswers(storage, workedStore());
    const fresh = createModelStore(configs);
    const after = restoreAnswers(storage, fresh);
    expect(after.saved.filter((model) => model.metadata.dtoMapping === 'claimantInfo')).toHaveLength(1);
    expect(after.saved[0]!.fields.firstName).toBe('Ada');
    expect(after.saved[0]!.clientId).not.toBe(fresh.saved[0]!.clientId);
  });

  it('add nothing twice when the store already holds the kept models', () => {
    const { storage } = memoryStorage();
    const before = workedStore();
    saveAnswers(storage, before);
    expect(allModels(restoreAnswers(storage, before))).toEqual(allModels(before));
  });

  it('never store a file: a file field is kept empty, a document holding a file is not kept', () => {
    const { storage, items } = memoryStorage();
    let store = workedStore();
    const claimantModel = store.saved[0]!;
    store = replaceModel(store, setFileField(claimantModel, claimant, 'signatureImage', [receipt()]));
    const withFile = addDraft(store, 'Standard', 'documentContexts');
    store = replaceModel(withFile.store, setFileField(withFile.draft, documents, 'file', [receipt()]));
    store = saveDraft(store, withFile.draft.clientId);

    saveAnswers(storage, store);
    const text = items.get(ANSWERS_STORAGE_KEY)!;
    expect(text).not.toContain('secret receipt bytes');
    expect(text).not.toContain('receipt.pdf');
    expect(text).not.toContain(withFile.draft.clientId);

    const after = restoreAnswers(storage, createModelStore(configs));
    expect(after.saved.map((model) => model.clientId)).not.toContain(withFile.draft.clientId);
    expect(after.saved[0]!.fields).toMatchObject({ firstName: 'Ada', signatureImage: null, name: null, size: null, type: null });
    // The document without a file (a description only) is still there.
    const keptDocuments = allModels(after).filter((model) => model.metadata.dtoMapping === 'documentContexts');
    expect(keptDocuments.map((model) => model.fields.description)).toEqual(['Receipt for the blender']);
  });

  it('discard the answers of a model whose config changed its metadataHash or went away', () => {
    const { storage } = memoryStorage();
    const before = workedStore();
    saveAnswers(storage, before);

    const changedClaimant: ModelConfig = { ...claimant, metadataHash: 'hash-2' };
    const after = restoreAnswers(storage, createModelStore([changedClaimant, transactions, documents]));
    expect(after.saved[0]!.fields.firstName).toBeNull();
    expect(after.saved[0]!.metadataHash).toBe('hash-2');
    expect(after.saved.slice(1)).toEqual(before.saved.slice(1));

    const changedTransactions: ModelConfig = { ...transactions, metadataHash: 'hash-2' };
    const withoutParents = restoreAnswers(storage, createModelStore([claimant, changedTransactions, documents]));
    // The transactions are gone, and with them the document that belonged to the saved one.
    expect(allModels(withoutParents).map((model) => model.metadata.dtoMapping)).toEqual(['claimantInfo']);

    const gone = restoreAnswers(storage, createModelStore([claimant]));
    expect(allModels(gone).map((model) => model.fields.firstName)).toEqual(['Ada']);
  });

  it('ignore and remove malformed JSON, a snapshot of another version or of the wrong shape', () => {
    const fresh = createModelStore(configs);
    const valid = (() => {
      const { storage, items } = memoryStorage();
      saveAnswers(storage, workedStore());
      return stored(items) as Record<string, unknown>;
    })();
    for (const text of [
      '{"version":1,"saved":[',
      JSON.stringify({ ...valid, version: 2 }),
      JSON.stringify({ ...valid, saved: [{ clientId: 'x' }] }),
      JSON.stringify(null),
      JSON.stringify([valid]),
      JSON.stringify({ ...valid, drafts: undefined }),
      ...malformedModels(valid),
    ]) {
      const { storage, items } = memoryStorage();
      items.set(ANSWERS_STORAGE_KEY, text);
      expect(restoreAnswers(storage, fresh)).toBe(fresh);
      expect(items.has(ANSWERS_STORAGE_KEY)).toBe(false);
    }
  });

  it('swallow a full storage, and drop the older snapshot rather than bring it back', () => {
    const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    let full = false;
    const { storage, items } = memoryStorage({ failWrites: () => (full ? quota() : null) });
    const store = workedStore();
    saveAnswers(storage, store);
    expect(items.has(ANSWERS_STORAGE_KEY)).toBe(true);

    full = true;
    expect(() => saveAnswers(storage, updateField(store, store.saved[0]!.clientId, 'firstName', 'Grace'))).not.toThrow();
    expect(items.has(ANSWERS_STORAGE_KEY)).toBe(false);
  });

  it('swallow a storage the browser refuses to read', () => {
    const { storage } = memoryStorage({ failReads: () => new DOMException('Access is denied.', 'SecurityError') });
    const fresh = createModelStore(configs);
    expect(restoreAnswers(storage, fresh)).toBe(fresh);
  });

  it('leave the store as it is when nothing was kept', () => {
    const fresh = createModelStore(configs);
    expect(restoreAnswers(memoryStorage().storage, fresh)).toBe(fresh);
  });
});

describe('clearing', () => {
  it('clearAnswers forgets the kept answers', () => {
    const { storage, items } = memoryStorage();
    items.set('other-key', 'kept');
    saveAnswers(storage, workedStore());
    clearAnswers(storage);
    expect(items.has(ANSWERS_STORAGE_KEY)).toBe(false);
    expect(items.get('other-key')).toBe('kept');
    const fresh = createModelStore(configs);
    expect(restoreAnswers(storage, fresh)).toBe(fresh);
  });

  it('saving a store without answers (re-initialised at expiry or after submit) removes the snapshot', () => {
    const { storage, items } = memoryStorage();
    const worked = workedStore();
    saveAnswers(storage, worked);
    saveAnswers(storage, resetModelStore(worked));
    expect(items.has(ANSWERS_STORAGE_KEY)).toBe(false);
  });
});

describe('the pending submit key', () => {
  it('outlives a reload beside the answers, per form type, and goes with them', () => {
    const { storage } = memoryStorage();
    saveAnswers(storage, workedStore());
    submissionKeyStore(storage).save('Standard', 'standard-key-0001');
    submissionKeyStore(storage).save('Automotive', 'automotive-key-0001');
    // A new page load reads what the last one kept.
    const afterReload = submissionKeyStore(storage);
    expect(afterReload.load('Standard')).toBe('standard-key-0001');
    afterReload.save('Standard', null);
    expect(submissionKeyStore(storage).load('Standard')).toBeNull();
    expect(submissionKeyStore(storage).load('Automotive')).toBe('automotive-key-0001');
    clearAnswers(storage);
    expect(submissionKeyStore(storage).load('Automotive')).toBeNull();
  });

  it('ignores every kept key when one is of an unknown form type or an implausible length', () => {
    const standard = { Standard: 'standard-key-0001' };
    for (const kept of [
      { ...standard, Mortgage: 'mortgage-key-0001' },
      { ...standard, Automotive: 'short' },
      { ...standard, Lookup: 'k'.repeat(201) },
      [standard],
      'standard-key-0001',
    ]) {
      const { storage, items } = memoryStorage();
      items.set(SUBMISSION_KEYS_STORAGE_KEY, JSON.stringify(kept));
      expect(submissionKeyStore(storage).load('Standard')).toBeNull();
    }
  });

  it('keeps the key for the life of the page when the storage refuses writes', () => {
    const { storage } = memoryStorage({ failWrites: () => new DOMException('full', 'QuotaExceededError') });
    const keys = submissionKeyStore(storage);
    keys.save('Standard', 'in-memory-key-0001');
    expect(keys.load('Standard')).toBe('in-memory-key-0001');
  });
});

describe('hasAnswers', () => {
  it('is false for a store as built and true once there is an edit, a record or a prepopulated value', () => {
    const fresh = createModelStore(configs);
    expect(hasAnswers(fresh)).toBe(false);
    expect(hasAnswers(updateField(fresh, fresh.saved[0]!.clientId, 'firstName', 'Ada'))).toBe(true);
    expect(hasAnswers(addDraft(fresh, 'Standard', 'claimTransactions').store)).toBe(true);
    const prepopulated = { ...fresh.saved[0]!, fields: { ...fresh.saved[0]!.fields, firstName: 'Ada' } };
    expect(hasAnswers(replaceModel(fresh, prepopulated))).toBe(true);
  });
});

describe('persistAnswers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a moment after a change, at once on pagehide, and nothing after it stops', () => {
    vi.useFakeTimers();
    const { storage, items } = memoryStorage();
    const engine = createFormEngine(createModelStore(configs));
    const target = new EventTarget();
    const stop = persistAnswers(engine, storage, { target });
    const claimantId = engine.getStore().saved[0]!.clientId;
    const firstName = () => (stored(items) as { saved: Array<{ fields: Record<string, unknown> }> }).saved[0]!.fields.firstName;

    engine.editField(claimantId, 'firstName', 'A');
    engine.editField(claimantId, 'firstName', 'Ad');
    vi.advanceTimersByTime(PERSIST_DELAY_MS - 1);
    expect(items.has(ANSWERS_STORAGE_KEY)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(firstName()).toBe('Ad');

    engine.editField(claimantId, 'firstName', 'Ada');
    target.dispatchEvent(new Event('pagehide'));
    expect(firstName()).toBe('Ada');

    engine.editField(claimantId, 'firstName', 'Adam');
    stop();
    expect(firstName()).toBe('Adam');
    engine.editField(claimantId, 'firstName', 'Grace');
    vi.advanceTimersByTime(PERSIST_DELAY_MS * 4);
    target.dispatchEvent(new Event('pagehide'));
    expect(firstName()).toBe('Adam');
  });

  it('removes the snapshot when the engine is reset (session expiry)', () => {
    vi.useFakeTimers();
    const { storage, items } = memoryStorage();
    const engine = createFormEngine(workedStore());
    saveAnswers(storage, engine.getStore());
    persistAnswers(engine, storage, { target: new EventTarget() });
    engine.update(resetModelStore);
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(items.has(ANSWERS_STORAGE_KEY)).toBe(false);
  });
});
