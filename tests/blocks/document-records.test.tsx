import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentRecords } from '@/features/form-engine/blocks/document-records';
import { addDraft, saveDraft, savedModels, setFileField, type ModelStore } from '@/engine/models';
import type { FormEngine } from '@/features/form-engine/react/engine';
import { axeViolations } from '../support/axe';
import { mappedConfig } from '../support/model-configs';
import { renderBlock } from '../support/render-form';

const documents = mappedConfig('documentContexts', [{ key: 'File', widget: 'file', label: 'File' }]);

function addSaved(engine: FormEngine, file: { name: string; size: number; type: string }, claimTransactionId: string | null = null) {
  engine.update((store: ModelStore) => {
    const { store: next, draft } = addDraft(store, 'Standard', 'documentContexts', { claimTransactionId });
    const withFile = setFileField(draft, documents, 'file', [file]);
    return saveDraft(
      { ...next, drafts: next.drafts.map((model) => (model.clientId === draft.clientId ? withFile : model)) },
      draft.clientId,
    );
  });
}

describe('DocumentRecords', () => {
  it('says when no documents were added yet', async () => {
    await renderBlock([documents], () => <DocumentRecords formType="Standard" mappingName="documentContexts" />);
    expect(screen.getByText('No documents added yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each saved record by file name, type and size, with a remove button named by the file', async () => {
    const { user, engine } = await renderBlock([documents], (engine) => {
      addSaved(engine, { name: 'receipt.pdf', size: 1_572_864, type: 'application/pdf' });
      addSaved(engine, { name: 'label photo', size: 900, type: '' });
      addSaved(engine, { name: 'scan', size: 2048, type: 'image/png' });
      return <DocumentRecords formType="Standard" mappingName="documentContexts" />;
    });
    const table = screen.getByRole('table', { name: 'Documents added: 3' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['receipt.pdf', 'PDF', '1.5 MB'],
      ['label photo', 'Unknown', '900 B'],
      ['scan', 'PNG', '2 KB'],
    ]);
    await user.click(within(table).getByRole('button', { name: 'Remove label photo' }));
    expect(savedModels(engine.getStore(), 'Standard', 'documentContexts').map((model) => model.fields.name)).toEqual([
      'receipt.pdf',
      'scan',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('calls onRemove instead when given, and can list only the records of one transaction', async () => {
    const onRemove = vi.fn();
    const { user } = await renderBlock([documents], (engine) => {
      addSaved(engine, { name: 'a.pdf', size: 10, type: 'application/pdf' }, 'tx-1');
      addSaved(engine, { name: 'b.pdf', size: 10, type: 'application/pdf' }, 'tx-2');
      return <DocumentRecords formType="Standard" mappingName="documentContexts" claimTransactionId="tx-2" onRemove={onRemove} />;
    });
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
  });
});
