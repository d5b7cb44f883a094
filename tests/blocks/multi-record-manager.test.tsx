import { act, screen, within } from '@testing-library/react';
import { createRef, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RecordProgressMap } from '@/features/form-engine/blocks/document-records';
import {
  MultiRecordManager,
  type MultiRecordManagerHandle,
  type MultiRecordManagerProps,
} from '@/features/form-engine/blocks/multi-record-manager';
import { draftModels, savedModels } from '@/engine/models';
import type { FieldErrorItem, FormEngine } from '@/features/form-engine/react/engine';
import { axeViolations } from '../support/axe';
import { mappedConfig } from '../support/model-configs';
import { renderBlock } from '../support/render-form';

const documents = mappedConfig('documentContexts', [
  {
    key: 'DocumentType',
    widget: 'select',
    label: 'Type of document',
    validations: [{ type: 'required' }],
    props: {
      options: [
        { value: 'Receipt', label: 'Receipt' },
        { value: 'Other', label: 'Other document' },
      ],
    },
  },
  { key: 'File', widget: 'file', label: 'File', validations: [{ type: 'requiredOnClientOnly' }] },
]);

const transactions = mappedConfig('claimTransactions', [
  { key: 'StoreName', widget: 'text', label: 'Store', validations: [{ type: 'required' }] },
  { key: 'Amount', widget: 'text', label: 'Amount', maskName: 'currency' },
]);

function pdf(name: string, size = 2048): File {
  return new File(['x'.repeat(size)], name, { type: 'application/pdf' });
}

// The test drives the progress prop from outside, as a page does from its upload's progress events.
const progressSetter: { current: (progress: RecordProgressMap) => void } = { current: () => undefined };
const setProgress = (progress: RecordProgressMap) => progressSetter.current(progress);

function WithProgress(props: Omit<MultiRecordManagerProps, 'progress'>) {
  const [progress, set] = useState<RecordProgressMap>({});
  useEffect(() => {
    progressSetter.current = set;
  }, []);
  return <MultiRecordManager {...props} progress={progress} />;
}

async function renderManager(props: Partial<MultiRecordManagerProps> = {}) {
  const handle = createRef<MultiRecordManagerHandle>();
  const rendered = await renderBlock([documents, transactions], () => (
    <WithProgress formType="Standard" mappingName="documentContexts" required ref={handle} {...props} />
  ));
  const store = () => rendered.engine.getStore();
  const saved = () => savedModels(store(), 'Standard', props.mappingName ?? 'documentContexts');
  const drafts = () => draftModels(store(), 'Standard', props.mappingName ?? 'documentContexts');
  return { ...rendered, handle, saved, drafts };
}

/** Adds a document through the block: Add (unless a draft is open), choose the type and file, Upload. */
async function addDocument(user: Awaited<ReturnType<typeof renderManager>>['user'], name: string, type = 'Receipt') {
  const add = screen.queryByRole('button', { name: 'Add a document' });
  if (add) await user.click(add);
  const draft = screen.getByRole('group', { name: 'New document' });
  await user.selectOptions(within(draft).getByRole('combobox', { name: 'Type of document' }), type);
  await user.upload(within(draft).getByLabelText(/^File/), pdf(name));
  await user.click(within(draft).getByRole('button', { name: 'Upload' }));
}

/** The manager's own status region (the records table has another, for upload progress). */
function managerStatus(): HTMLElement {
  const status = screen.getAllByRole('status').find((element) => element.parentElement?.dataset.slot === 'multi-record-manager');
  if (!status) throw new Error('no status region in the manager');
  return status;
}

function validateAll(engine: FormEngine): FieldErrorItem[] {
  let errors: FieldErrorItem[] = [];
  act(() => {
    errors = engine.validateAll();
  });
  return errors;
}

describe('MultiRecordManager', () => {
  it('starts with the Add button; Add creates a draft whose fields come from the model config and takes focus', async () => {
    const { user, drafts } = await renderManager();
    expect(screen.queryByRole('group', { name: 'New document' })).not.toBeInTheDocument();
    expect(screen.getByText('No documents added yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a document' }));
    const draft = screen.getByRole('group', { name: 'New document' });
    expect(within(draft).getByRole('combobox', { name: 'Type of document' })).toHaveFocus();
    expect(within(draft).getByLabelText(/^File/)).toBeInTheDocument();
    expect(drafts()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add a document' })).not.toBeInTheDocument();
  });

  it('Upload validates the draft: with errors it stays a draft and focus goes to the first field in error', async () => {
    const { user, drafts, saved } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Add a document' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const type = screen.getByRole('combobox', { name: 'Type of document' });
    expect(type).toHaveAccessibleDescription('Error: Value is required');
    expect(type).toHaveFocus();
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription('Error: Value is required');
    expect(drafts()).toHaveLength(1);
    expect(saved()).toHaveLength(0);
  });

  it('Upload saves a valid draft, lists it by name, type and size, announces it and starts a new draft', async () => {
    const { user, drafts, saved } = await renderManager();
    await addDocument(user, 'receipt.pdf');
    expect(saved()).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Documents added: 1' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['receipt.pdf', 'PDF', '2 KB', '']);
    expect(managerStatus()).toHaveTextContent('receipt.pdf added');
    // A fresh, empty draft is ready for the next document, with focus in it.
    const draft = screen.getByRole('group', { name: 'New document' });
    expect(within(draft).getByRole('combobox', { name: 'Type of document' })).toHaveValue('');
    expect(within(draft).getByRole('combobox', { name: 'Type of document' })).toHaveFocus();
    expect(drafts()).toHaveLength(1);
    expect(drafts()[0]!.clientId).not.toBe(saved()[0]!.clientId);
  });

  it('does not start a new draft after success when that is disabled', async () => {
    const { user, drafts } = await renderManager({ newDraftAfterSave: false });
    await addDocument(user, 'receipt.pdf');
    expect(drafts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveFocus();
  });

  it('Cancel discards the draft and returns focus to the Add button', async () => {
    const { user, drafts } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Add a document' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of document' }), 'Other document');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(drafts()).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'New document' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveFocus();
  });

  it('deletes a saved record with the remove button named by its file name', async () => {
    const { user, saved } = await renderManager({ newDraftAfterSave: false });
    await addDocument(user, 'receipt.pdf');
    await addDocument(user, 'invoice.pdf');
    expect(screen.getByRole('table', { name: 'Documents added: 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(saved().map((model) => model.fields.name)).toEqual(['invoice.pdf']);
    expect(screen.queryByRole('cell', { name: 'receipt.pdf' })).not.toBeInTheDocument();
    expect(managerStatus()).toHaveTextContent('receipt.pdf removed');
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveFocus();
  });

  it('refuses a file whose name is already saved: "The file already exists", and the draft is removed', async () => {
    const { user, saved, drafts } = await renderManager();
    await addDocument(user, 'receipt.pdf');
    await addDocument(user, 'RECEIPT.pdf', 'Other');
    expect(saved()).toHaveLength(1);
    expect(drafts()).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'New document' })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a document' });
    expect(add).toHaveFocus();
    expect(add).toHaveAccessibleDescription('Error: The file already exists');
    expect(managerStatus()).toHaveTextContent('The file already exists');
    expect(screen.getByText('The file already exists', { selector: 'p' })).toBeInTheDocument();
    // Starting a new document clears the refusal.
    await user.click(add);
    expect(screen.queryByText('The file already exists', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('required: at least one saved record, and no draft with unsaved changes', async () => {
    const { user, engine, handle } = await renderManager();
    expect(validateAll(engine).map((item) => item.descriptor.defaultMessage)).toEqual([
      'Please provide documentation to support your claim',
    ]);
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveAccessibleDescription(
      'Error: Please provide documentation to support your claim',
    );

    await user.click(screen.getByRole('button', { name: 'Add a document' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of document' }), 'Receipt');
    const errors = validateAll(engine);
    expect(errors.map((item) => item.descriptor.key)).toEqual(['Validation_Form_Dirty', 'Validation_Documents_Required']);
    // The summary link goes to the open draft; its fields are not validated by the page.
    expect(errors[0]!.fieldId).toBe(screen.getByRole('group', { name: 'New document' }).id);
    expect(screen.getByText(/The form has changes that are not saved/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type of document' })).not.toHaveAccessibleDescription();

    await user.upload(screen.getByLabelText(/^File/), pdf('receipt.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // Both messages go once their requirement is met; the new, untouched draft does not block.
    expect(screen.queryByText(/The form has changes that are not saved/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Please provide documentation/)).not.toBeInTheDocument();
    expect(validateAll(engine)).toEqual([]);
    let direct: FieldErrorItem[] = [];
    act(() => {
      direct = handle.current!.validate();
    });
    expect(direct).toEqual([]);
  });

  it('is not required unless asked', async () => {
    const { engine } = await renderManager({ required: false });
    expect(validateAll(engine)).toEqual([]);
  });

  it('shows upload progress per record and announces each file when it starts, finishes or fails', async () => {
    const { user, saved } = await renderManager({ newDraftAfterSave: false });
    await addDocument(user, 'receipt.pdf');
    await addDocument(user, 'invoice.pdf');
    const [receipt, invoice] = saved().map((model) => model.clientId) as [string, string];
    const status = screen.getAllByRole('status').find((element) => element.closest('[data-slot="document-records"]'))!;

    act(() => setProgress({ [receipt]: { loaded: 1024, total: 2048 }, [invoice]: { loaded: 0, total: 2048 } }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading receipt.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '1024');
    expect(bar).toHaveAttribute('aria-valuetext', '1 KB of 2 KB');
    expect(status).toHaveTextContent('Uploading receipt.pdf: 50%. Uploading invoice.pdf: 0%');

    act(() => setProgress({ [receipt]: { loaded: 1536, total: 2048 }, [invoice]: { loaded: 10, total: 2048 } }));
    // Progress within an upload is not re-announced.
    expect(status).toHaveTextContent('Uploading receipt.pdf: 50%. Uploading invoice.pdf: 0%');

    act(() => setProgress({ [receipt]: { loaded: 2048, total: 2048 }, [invoice]: { loaded: 10, total: 2048, failed: true } }));
    expect(status).toHaveTextContent('receipt.pdf uploaded. invoice.pdf could not be uploaded');
    expect(screen.getByText('invoice.pdf could not be uploaded', { selector: 'p' })).toBeInTheDocument();
  });

  it('for other list mappings: Save, and saved records as display rows with a delete button', async () => {
    const { user, saved } = await renderManager({ mappingName: 'claimTransactions', required: false });
    await user.click(screen.getByRole('button', { name: 'Add a record' }));
    const draft = screen.getByRole('group', { name: 'New record' });
    await user.type(within(draft).getByRole('textbox', { name: 'Store' }), 'BrightMart');
    await user.type(within(draft).getByRole('textbox', { name: 'Amount' }), '1200');
    await user.click(within(draft).getByRole('button', { name: 'Save' }));
    expect(saved()).toHaveLength(1);
    expect(screen.getByText('BrightMart')).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Record 1' }));
    expect(saved()).toHaveLength(0);
  });

  it('has no axe violations with errors showing', async () => {
    const { user, engine } = await renderManager();
    await addDocument(user, 'receipt.pdf');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of document' }), 'Receipt');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    validateAll(engine);
    expect(screen.getAllByText('Error:').length).toBeGreaterThan(1);
    expect(await axeViolations()).toEqual([]);
  });
});
