import { describe, expect, it } from 'vitest';
import { submissionPayloadSchema } from '@/contract/api';
import { addDraft, createModelStore, saveDraft, setFileField, updateField, type FileLike, type ModelStore } from '@/engine/models';
import { buildSubmissionPayload, findDuplicateDocumentName } from '@/engine/payload';
import { modelConfig as config } from '../support/model-configs';

const signature = config([{ key: 'signature', widget: 'text' }], { dtoMapping: 'signature' });
const claimant = config([{ key: 'firstName', widget: 'text' }]);
const details = config([{ key: 'amount', widget: 'text' }], { dtoMapping: 'claimDetails' });
const transactions = config([{ key: 'amount', widget: 'text' }], { dtoMapping: 'ClaimTransactions' });
const documents = config([{ key: 'file', widget: 'file' }], { dtoMapping: 'DocumentContexts' });
const automotive = config([{ key: 'vin', widget: 'text' }], { formType: 'Automotive' });

const input = { formType: 'Standard' as const, userPreferredCulture: 'en', reCaptchaResponse: 'token', captchaRawValue: null };

function withDocument(store: ModelStore, file: FileLike, parent: string | null = null): ModelStore {
  const { store: next, draft } = addDraft(store, 'Standard', 'DocumentContexts', { claimTransactionId: parent });
  const withFile = setFileField(draft, documents, 'file', [file]);
  return saveDraft({ ...next, drafts: next.drafts.map((model) => (model.clientId === draft.clientId ? withFile : model)) }, draft.clientId);
}

describe('buildSubmissionPayload', () => {
  const base = createModelStore([signature, claimant, details, transactions, documents, automotive]);

  it('places saved models by mapping, one or null, lists for the rest, and matches the contract', () => {
    const claimantId = base.saved.find((model) => model.metadata.dtoMapping === 'claimantInfo')!.clientId;
    let store = updateField(base, claimantId, 'firstName', 'Ann');
    const { store: withTransaction, draft: transaction } = addDraft(store, 'Standard', 'ClaimTransactions');
    store = saveDraft(withTransaction, transaction.clientId);
    store = withDocument(store, { name: 'receipt.pdf', size: 10, type: 'application/pdf' }, transaction.clientId);
    store = addDraft(store, 'Standard', 'ClaimTransactions').store;

    const result = buildSubmissionPayload(store, input);
    if (!result.ok) throw new Error('expected a payload');
    const { payload, files } = result;
    expect(submissionPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.claimantInfo?.fields).toEqual({ firstName: 'Ann' });
    expect(payload.signature).not.toBeNull();
    expect(payload.claimDetails).not.toBeNull();
    expect(payload.credentials).toBeNull();
    expect(payload.claimTransactions).toHaveLength(1);
    expect(payload.prepopulatedData).toEqual([]);
    expect(payload.reCaptchaResponse).toBe('token');
    expect(payload.userPreferredCulture).toBe('en');

    const [document] = payload.documentContexts;
    expect(document?.claimTransactionId).toBe(transaction.clientId);
    expect(document?.fields).toEqual({ file: null, name: 'receipt.pdf', size: 10, type: 'application/pdf' });
    expect(payload.documents).toEqual([{ clientId: document!.clientId, name: 'receipt.pdf', size: 10, type: 'application/pdf' }]);
    expect(files).toEqual([{ clientId: document!.clientId, file: { name: 'receipt.pdf', size: 10, type: 'application/pdf' } }]);
  });

  it('leaves out drafts, other form types and ever-dirty marks', () => {
    const store = addDraft(base, 'Standard', 'DocumentContexts').store;
    const result = buildSubmissionPayload(store, input);
    if (!result.ok) throw new Error('expected a payload');
    expect(result.payload.documentContexts).toEqual([]);
    expect(result.payload.documents).toBeNull();
    expect(JSON.stringify(result.payload)).not.toContain('vin');
    expect(JSON.stringify(result.payload)).not.toContain('everDirty');
  });

  it('refuses file names already used in another document context', () => {
    let store = withDocument(base, { name: 'receipt.pdf', size: 10, type: 'application/pdf' });
    store = withDocument(store, { name: 'Receipt.PDF', size: 11, type: 'application/pdf' });
    const result = buildSubmissionPayload(store, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.message).toEqual({
      key: 'Validation_File_Duplicate',
      defaultMessage: 'The file already exists',
      params: { name: 'Receipt.PDF' },
    });
  });

  it('refuses more than one file per model', () => {
    const store = withDocument(base, { name: 'a.pdf', size: 1, type: 'application/pdf' });
    const model = store.saved.at(-1)!;
    const doubled = {
      ...store,
      saved: store.saved.map((candidate) =>
        candidate === model
          ? {
              ...model,
              fields: {
                ...model.fields,
                file: [
                  { name: 'a.pdf', size: 1, type: '' },
                  { name: 'b.pdf', size: 1, type: '' },
                ],
              },
            }
          : candidate,
      ),
    };
    const result = buildSubmissionPayload(doubled, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((problem) => problem.message.key)).toEqual(['Validation_File_OnePerRecord']);
  });

  it('refuses a second model of a single-instance mapping', () => {
    const extra = { ...base.saved.find((model) => model.metadata.dtoMapping === 'claimantInfo')!, clientId: 'claimantInfo-00000000' };
    const result = buildSubmissionPayload({ ...base, saved: [...base.saved, extra] }, input);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([
        { clientId: 'claimantInfo-00000000', message: expect.objectContaining({ key: 'Validation_SingleInstance' }) },
      ]);
  });

  it('requires a culture', () => {
    const result = buildSubmissionPayload(base, { ...input, userPreferredCulture: ' ' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((problem) => problem.message.key)).toEqual(['Validation_Culture_Required']);
  });
});

describe('findDuplicateDocumentName', () => {
  it('finds a saved document with the same name, ignoring case and the record itself', () => {
    const store = withDocument(createModelStore([documents]), { name: 'receipt.pdf', size: 10, type: '' });
    const { store: next, draft } = addDraft(store, 'Standard', 'DocumentContexts');
    const named = setFileField(draft, documents, 'file', [{ name: 'RECEIPT.pdf', size: 3, type: '' }]);
    expect(findDuplicateDocumentName(next, named)).toBe('receipt.pdf');
    expect(findDuplicateDocumentName(next, store.saved[0]!)).toBeNull();
    expect(findDuplicateDocumentName(next, setFileField(draft, documents, 'file', [{ name: 'other.pdf', size: 3, type: '' }]))).toBeNull();
  });

  it('finds a saved document whose name differs only in Unicode form, width or case', () => {
    const saved = 'r\u00e9sum\u00e9.pdf';
    const store = withDocument(createModelStore([documents]), { name: saved, size: 10, type: '' });
    const { store: next, draft } = addDraft(store, 'Standard', 'DocumentContexts');
    for (const name of [saved.normalize('NFD'), '\uff52\u00e9sum\u00e9.pdf', 'R\u00c9SUM\u00c9.PDF']) {
      const named = setFileField(draft, documents, 'file', [{ name, size: 3, type: '' }]);
      expect(findDuplicateDocumentName(next, named), name).toBe(saved);
    }
  });
});
