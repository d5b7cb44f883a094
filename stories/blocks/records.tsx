import { addDraft, saveDraft, setFileField, type ModelStore } from '@/engine/models';
import { storyConfig } from './support';

// The document-context model shared by the records stories (manager and records list), as the
// demo settlement sends it, and a helper that saves documents into a story's store.

/** A document record: what kind of document, a description for "Other", and the one file. */
export const documentContexts = storyConfig(
  'documentContexts',
  [
    {
      key: 'DocumentType',
      widget: 'select',
      label: 'Field_DocumentType',
      validations: [{ type: 'required' }],
      props: {
        options: [
          { value: 'Receipt', label: 'Option_Receipt' },
          { value: 'OrderConfirmation', label: 'Option_OrderConfirmation' },
          { value: 'ProductLabel', label: 'Option_ProductLabel' },
          { value: 'Other', label: 'Option_OtherDocument' },
        ],
      },
    },
    {
      key: 'DocumentDescription',
      widget: 'text',
      label: 'Field_DocumentDescription',
      validations: [
        { type: 'requiredIf', field: 'documentType', value: 'Other' },
        { type: 'maxLength', max: 200 },
      ],
      props: { dependencies: [{ field: 'documentType', value: 'Other' }] },
    },
    {
      key: 'File',
      widget: 'file',
      label: 'Field_File',
      validations: [{ type: 'requiredOnClientOnly' }],
      props: { accept: '.pdf,.jpg,.jpeg,.png', hint: 'Hint_File' },
    },
  ],
  { MinimumRecordCount: 1 },
);

/** Saves documents (type and file) into a story's store; returns the store and their client ids. */
export function withDocuments(store: ModelStore, files: ReadonlyArray<{ name: string; size: number; type: string; documentType: string }>) {
  let current = store;
  const ids: string[] = [];
  for (const file of files) {
    const { store: next, draft } = addDraft(current, 'Standard', 'documentContexts');
    const filled = setFileField({ ...draft, fields: { ...draft.fields, documentType: file.documentType } }, documentContexts, 'file', [
      new File([new Uint8Array(Math.min(file.size, 64))], file.name, { type: file.type }),
    ]);
    // The story shows the size the claimant's real file had, not the stand-in's.
    const sized = { ...filled, fields: { ...filled.fields, size: file.size } };
    current = saveDraft(
      { ...next, drafts: next.drafts.map((model) => (model.clientId === draft.clientId ? sized : model)) },
      draft.clientId,
    );
    ids.push(draft.clientId);
  }
  return { store: current, ids };
}

/** Two documents a claimant might have uploaded. */
export const sampleDocuments = [
  { name: 'brightmart-receipt-2023-03-15.pdf', size: 248_000, type: 'application/pdf', documentType: 'Receipt' },
  { name: 'dishwasher-label.jpg', size: 1_850_000, type: 'image/jpeg', documentType: 'ProductLabel' },
];
