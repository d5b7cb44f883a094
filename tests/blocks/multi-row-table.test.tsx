import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultiRowTable, resolveMinimumRecordCount, type MultiRowTableProps } from '@/features/form-engine/blocks/multi-row-table';
import { createModelStore, draftModels, savedModels } from '@/engine/models';
import type { FieldErrorItem, FormEngine } from '@/features/form-engine/react/engine';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { axeViolations } from '../support/axe';
import { mappedConfig } from '../support/model-configs';
import { renderBlock, savedClientId } from '../support/render-form';

function transactions(metadata: Record<string, unknown> = {}) {
  return mappedConfig(
    'claimTransactions',
    [
      { key: 'TransactionDate', widget: 'text', label: 'Purchase date', maskName: 'date', validations: [{ type: 'required' }] },
      { key: 'StoreName', widget: 'text', label: 'Store', validations: [{ type: 'required' }, { type: 'maxLength', max: 20 }] },
      { key: 'Amount', widget: 'text', label: 'Amount', maskName: 'currency', props: { inputGroupConfig: { prefix: '$' } } },
    ],
    metadata,
  );
}

const claimDetails = mappedConfig('claimDetails', [{ key: 'RepairVisitCount', widget: 'text', label: 'How many repairs?' }]);

async function renderTable(metadata: Record<string, unknown> = {}, props: Partial<MultiRowTableProps> = {}) {
  const config = transactions(metadata);
  let detailsId = '';
  const rendered = await renderBlock([config, claimDetails], (engine) => {
    detailsId = savedClientId(engine, claimDetails);
    return (
      <>
        <ModelFields clientId={detailsId} />
        <MultiRowTable formType="Standard" mappingName="claimTransactions" {...props} />
      </>
    );
  });
  const saved = () => savedModels(rendered.engine.getStore(), 'Standard', 'claimTransactions');
  const drafts = () => draftModels(rendered.engine.getStore(), 'Standard', 'claimTransactions');
  return { ...rendered, saved, drafts, detailsId };
}

function row(number: number): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(`^Row ${number}\\b`) }).closest('tr')!;
}

function tableStatus(): HTMLElement {
  const status = screen.getAllByRole('status').find((element) => element.parentElement?.dataset.slot === 'multi-row-table');
  if (!status) throw new Error('no status region in the table');
  return status;
}

function validateAll(engine: FormEngine): FieldErrorItem[] {
  let errors: FieldErrorItem[] = [];
  act(() => {
    errors = engine.validateAll();
  });
  return errors;
}

describe('MultiRowTable', () => {
  it('is a captioned table whose columns are the fields; Add row adds a draft row and focuses its first cell', async () => {
    const { user, drafts } = await renderTable();
    const table = screen.getByRole('table', { name: 'Your purchases' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(5);
    ['Row', 'Purchase date', 'Store', 'Amount', 'Actions'].forEach((name, index) => expect(headers[index]).toHaveAccessibleName(name));
    // Required columns carry the visible marker the cells' hidden labels would have shown.
    expect(headers[2]).toHaveTextContent('Store*');
    expect(headers[3]).toHaveTextContent(/^Amount$/);
    await user.click(screen.getByRole('button', { name: 'Add row 1' }));
    expect(drafts()).toHaveLength(1);
    const first = row(1);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Row 1 Not saved');
    expect(within(first).getByRole('textbox', { name: 'Purchase date' })).toHaveFocus();
    expect(within(first).getByRole('button', { name: 'Delete row 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add row 2' })).toBeInTheDocument();
  });

  it('promotes a valid row to saved when focus leaves the row, and says so', async () => {
    const { user, saved, drafts } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Add row 1' }));
    await user.type(within(row(1)).getByRole('textbox', { name: 'Purchase date' }), '03152023');
    // Moving between the cells of the row is not leaving it.
    await user.tab();
    expect(within(row(1)).getByRole('textbox', { name: 'Store' })).toHaveFocus();
    await user.type(within(row(1)).getByRole('textbox', { name: 'Store' }), 'BrightMart');
    await user.tab();
    await user.type(within(row(1)).getByRole('textbox', { name: 'Amount' }), '450');
    expect(saved()).toHaveLength(0);
    await user.tab();
    expect(within(row(1)).getByRole('button', { name: 'Delete row 1' })).toHaveFocus();
    expect(saved()).toHaveLength(0);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add row 2' })).toHaveFocus();
    expect(saved()).toHaveLength(1);
    expect(drafts()).toHaveLength(0);
    expect(saved()[0]!.fields).toMatchObject({ transactionDate: '03/15/2023', storeName: 'BrightMart', amount: '450' });
    expect(within(row(1)).getByRole('rowheader')).toHaveTextContent('Row 1 Saved');
    expect(tableStatus()).toHaveTextContent('Row 1 saved');
  });

  it('leaving an invalid row shows its errors and keeps it a draft; an untouched row is left alone', async () => {
    const { user, saved } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Add row 1' }));
    await user.click(document.body);
    // The row is not validated (the focused field's own blur check is the widget's, as everywhere).
    expect(within(row(1)).getByRole('textbox', { name: 'Store' })).not.toHaveAccessibleDescription();

    await user.type(within(row(1)).getByRole('textbox', { name: 'Store' }), 'A store with a very long name');
    await user.click(document.body);
    expect(saved()).toHaveLength(0);
    expect(within(row(1)).getByRole('textbox', { name: 'Purchase date' })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Value is required'),
    );
    expect(within(row(1)).getByRole('textbox', { name: 'Store' })).toHaveAccessibleDescription('Error: The maximum length allowed is 20');
    expect(within(row(1)).getByRole('rowheader')).toHaveTextContent('Not saved');
  });

  it('deletes a row with the button named by its row number', async () => {
    const { user, drafts } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Add row 1' }));
    await user.click(screen.getByRole('button', { name: 'Add row 2' }));
    await user.type(within(row(2)).getByRole('textbox', { name: 'Store' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(drafts()).toHaveLength(1);
    expect(within(row(1)).getByRole('textbox', { name: 'Store' })).toHaveValue('Second');
    expect(screen.queryByRole('button', { name: 'Delete row 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add row 2' })).toHaveFocus();
    expect(tableStatus()).toHaveTextContent('Row 1 deleted');
  });

  it('needs no rows by default', async () => {
    const { engine, user } = await renderTable();
    expect(validateAll(engine)).toEqual([]);
    // An empty row the claimant added but never filled in does not stop the page either.
    await user.click(screen.getByRole('button', { name: 'Add row 1' }));
    expect(validateAll(engine)).toEqual([]);
  });

  it('enforces a fixed minimum of saved rows, with the minimum as the message parameter', async () => {
    const { engine, user } = await renderTable({ MinimumRecordCount: 2 });
    const errors = validateAll(engine);
    expect(errors.map((item) => [item.descriptor.key, item.descriptor.params])).toEqual([['Validation_MinimumRecordCount', { min: 2 }]]);
    const add = screen.getByRole('button', { name: 'Add row 1' });
    expect(errors[0]!.fieldId).toBe(add.id);
    expect(add).toHaveAccessibleDescription('Error: Add 2 or more rows');

    for (const [number, store] of [
      [1, 'First'],
      [2, 'Second'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Add row ${number}` }));
      await user.type(within(row(number)).getByRole('textbox', { name: 'Purchase date' }), '01022022');
      await user.type(within(row(number)).getByRole('textbox', { name: 'Store' }), store);
      await user.click(document.body);
    }
    expect(screen.queryByText(/or more rows/)).not.toBeInTheDocument();
    expect(validateAll(engine)).toEqual([]);
  });

  it('computes the minimum from a field of another model', async () => {
    const { engine, user } = await renderTable({ MinimumRecordCount: { model: 'claimDetails', field: 'RepairVisitCount' } });
    expect(validateAll(engine)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'How many repairs?' }), '3');
    const errors = validateAll(engine).filter((item) => item.key === 'claimTransactions');
    expect(errors.map((item) => item.descriptor.params)).toEqual([{ min: 3 }]);
    expect(screen.getByText('Add 3 or more rows')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'How many repairs?' }));
    await user.type(screen.getByRole('textbox', { name: 'How many repairs?' }), '0');
    expect(screen.queryByText(/or more rows/)).not.toBeInTheDocument();
  });

  it('reads the minimum as 0 when the field is empty or not a number, and never below 0', () => {
    const config = transactions();
    const store = createModelStore([config, claimDetails]);
    const withValue = (value: unknown) => ({
      ...store,
      saved: store.saved.map((model) =>
        model.metadata.dtoMapping === 'claimDetails' ? { ...model, fields: { repairVisitCount: value } } : model,
      ),
    });
    const computed = { model: 'claimDetails', field: 'RepairVisitCount' };
    expect(resolveMinimumRecordCount(store, 'Standard', undefined)).toBe(0);
    expect(resolveMinimumRecordCount(store, 'Standard', 4)).toBe(4);
    expect(resolveMinimumRecordCount(withValue(null), 'Standard', computed)).toBe(0);
    expect(resolveMinimumRecordCount(withValue('two'), 'Standard', computed)).toBe(0);
    expect(resolveMinimumRecordCount(withValue('-3'), 'Standard', computed)).toBe(0);
    expect(resolveMinimumRecordCount(withValue('2.7'), 'Standard', computed)).toBe(2);
    expect(resolveMinimumRecordCount(withValue(5), 'Standard', computed)).toBe(5);
  });

  it('validates saved rows again on Next, so a saved row edited into an error is reported', async () => {
    const { engine, user } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Add row 1' }));
    await user.type(within(row(1)).getByRole('textbox', { name: 'Purchase date' }), '01022022');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Store' }), 'BrightMart');
    await user.click(document.body);
    await user.clear(within(row(1)).getByRole('textbox', { name: 'Store' }));
    const errors = validateAll(engine);
    expect(errors.map((item) => [item.key, item.descriptor.defaultMessage])).toEqual([['storeName', 'Value is required']]);
  });

  it('has no axe violations with errors showing', async () => {
    const { engine, user } = await renderTable({ MinimumRecordCount: 2 });
    await user.click(screen.getByRole('button', { name: 'Add row 1' }));
    await user.type(within(row(1)).getByRole('textbox', { name: 'Store' }), 'BrightMart');
    await user.click(document.body);
    validateAll(engine);
    expect(screen.getAllByText('Error:').length).toBeGreaterThan(1);
    expect(await axeViolations()).toEqual([]);
  });
});
