import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DataSummary } from '@/features/form-engine/blocks/data-summary';
import { DisplayRow, type DisplayRowProps } from '@/features/form-engine/blocks/display-row';
import { findModel, replaceModel } from '@/engine/models';
import type { FormEngine } from '@/features/form-engine/react/engine';
import { axeViolations } from '../support/axe';
import { type FieldInput, mappedConfig } from '../support/model-configs';
import { renderBlock, savedClientId } from '../support/render-form';

const claim = mappedConfig('claimDetails', [
  {
    key: 'Retailer',
    widget: 'select',
    label: 'Field_Retailer',
    props: { options: [{ value: 'BM', label: 'Option_BrightMart' }] },
  },
  {
    key: 'Payment',
    widget: 'radio',
    label: 'Field_Payment',
    props: { options: [{ value: 'Check', label: 'Option_Check' }], hasNoneOption: true, noneOptionLabel: 'Option_NoPayment' },
  },
  { key: 'Phone', widget: 'text', label: 'Field_Phone', maskName: 'usPhone' },
  { key: 'Amount', widget: 'text', label: 'Field_Amount', maskName: 'currencyDecimal', props: { inputGroupConfig: { prefix: '$' } } },
  { key: 'PurchaseDate', widget: 'date', label: 'Field_PurchaseDate' },
  { key: 'Attest', widget: 'checkbox', label: 'Field_Attest' },
  {
    key: 'Location',
    widget: 'hybridRadio',
    label: 'Field_Location',
    props: {
      options: [
        { value: 'Online', label: 'Option_Online' },
        { value: 'Other', label: 'Option_Other' },
      ],
      textOptionValue: 'Other',
    },
  },
  { key: 'Receipt', widget: 'file', label: 'Field_Receipt' },
  { key: 'Notes', widget: 'textArea', label: 'Field_Notes' },
  { key: 'Secret', widget: 'hidden', label: 'Field_Secret' },
  { key: 'PayPalEmail', widget: 'text', label: 'Field_PayPalEmail', props: { dependencies: [{ field: 'payment', value: 'PayPal' }] } },
]);

const copy = {
  en: {
    Field_Retailer: 'Store',
    Option_BrightMart: 'BrightMart',
    Field_Payment: 'Payment',
    Option_Check: 'Paper check',
    Option_NoPayment: 'No payment',
    Field_Phone: 'Phone',
    Field_Amount: 'Price paid',
    Field_PurchaseDate: 'Date of purchase',
    Field_Attest: 'I confirm',
    Field_Location: 'Where',
    Option_Online: 'Online',
    Field_Receipt: 'Receipt',
    Field_Notes: 'Notes',
    Field_PayPalEmail: 'PayPal email',
  },
};

function fill(engine: FormEngine, clientId: string, fields: Record<string, unknown>) {
  engine.update((store) => {
    const model = findModel(store, clientId)!.model;
    return replaceModel(store, { ...model, fields: { ...model.fields, ...fields } });
  });
}

async function renderRow(props: Partial<DisplayRowProps> = {}, fields: Record<string, unknown> = {}, config = claim) {
  let clientId = '';
  const rendered = await renderBlock(
    [config],
    (engine) => {
      clientId = savedClientId(engine, config);
      fill(engine, clientId, fields);
      return (
        <DataSummary heading="Purchase details">
          <DisplayRow recordClientId={clientId} {...props} />
        </DataSummary>
      );
    },
    { copy },
  );
  return { ...rendered, clientId };
}

/** The label/value pairs of the row, as a screen reader finds them (term then definition). */
function pairs(): [string, string][] {
  const terms = screen.getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('DisplayRow and DataSummary', () => {
  it('shows each value as the claimant would read it', async () => {
    await renderRow(
      {},
      {
        retailer: 'BM',
        payment: 'none',
        phone: '5551234567',
        amount: '1250.5',
        purchaseDate: '03/15/2023',
        attest: true,
        location: 'At a garage sale',
        receipt: [new File(['x'], 'receipt.pdf', { type: 'application/pdf' })],
        name: 'receipt.pdf',
        notes: 'Line one\nLine two',
      },
    );
    expect(pairs()).toEqual([
      ['Store', 'BrightMart'],
      ['Payment', 'No payment'],
      ['Phone', '(555) 123-4567'],
      ['Price paid', '$1,250.50'],
      ['Date of purchase', '03/15/2023'],
      ['I confirm', 'Yes'],
      ['Where', 'At a garage sale'],
      ['Receipt', 'receipt.pdf'],
      ['Notes', 'Line one\nLine two'],
    ]);
    // Hidden fields and fields their dependencies hide are not shown.
    expect(screen.queryByText('Field_Secret')).not.toBeInTheDocument();
    expect(screen.queryByText('PayPal email')).not.toBeInTheDocument();
  });

  it('shows an empty value as a dash that screen readers hear as "Not provided" (or the given text)', async () => {
    await renderRow({ keys: ['retailer', 'phone', 'attest'] });
    expect(pairs()).toEqual([
      ['Store', '—Not provided'],
      ['Phone', '—Not provided'],
      ['I confirm', 'No'],
    ]);
    const dash = screen.getAllByText('—')[0]!;
    expect(dash).toHaveAttribute('aria-hidden', 'true');
    screen.getAllByText('Not provided').forEach((text) => expect(text).toHaveClass('sr-only'));
  });

  it('takes the not-provided text as a prop', async () => {
    await renderRow({ keys: ['retailer'], notProvidedText: 'No answer' });
    expect(screen.getByText('No answer')).toHaveClass('sr-only');
  });

  it('offers Edit and Delete buttons named with the record, calling back with its client id', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user, clientId } = await renderRow({ keys: ['retailer'], recordLabel: 'Purchase 1', onEdit, onDelete }, { retailer: 'BM' });
    await user.click(screen.getByRole('button', { name: 'Edit Purchase 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete Purchase 1' }));
    expect(onEdit).toHaveBeenCalledWith(clientId);
    expect(onDelete).toHaveBeenCalledWith(clientId);
  });

  it('names the buttons with the first value when no record label is given', async () => {
    await renderRow({ keys: ['retailer', 'phone'], onDelete: () => undefined }, { retailer: 'BM' });
    expect(screen.getByRole('button', { name: 'Delete BrightMart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('is inside a region named by the summary heading', async () => {
    await renderRow({ keys: ['retailer'] }, { retailer: 'BM' });
    const region = screen.getByRole('region', { name: 'Purchase details' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Purchase details' })).toBeInTheDocument();
    expect(within(region).getByText('BrightMart')).toBeInTheDocument();
  });

  describe('developer errors', () => {
    let consoleError: MockInstance;
    beforeEach(() => {
      // React reports the thrown render error on the console as well; the assertion is on the throw.
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => consoleError.mockRestore());

    const many = (count: number): FieldInput[] =>
      Array.from({ length: count }, (_, i) => ({ key: `f${i}`, widget: 'text', label: `F${i}` }));

    it('needs a recordClientId', async () => {
      await expect(renderRow({ recordClientId: '' })).rejects.toThrow('Display row needs a recordClientId');
    });

    it('needs a record with that client id', async () => {
      await expect(renderRow({ recordClientId: 'claimDetails-missing1' })).rejects.toThrow(
        'Display row: no record with client id "claimDetails-missing1"',
      );
    });

    it('shows at most 11 fields beside edit or delete buttons, 12 without', async () => {
      const twelve = mappedConfig('claimDetails', many(12));
      await expect(renderRow({ onEdit: () => undefined }, {}, twelve)).rejects.toThrow(
        'Display row for Standard/claimDetails: 12 fields is more than the 11 a display row shows beside its edit and delete buttons',
      );
      const view = await renderRow({}, {}, twelve);
      expect(screen.getAllByRole('term')).toHaveLength(12);
      view.unmount();
      await renderRow({ onDelete: () => undefined, keys: many(11).map((field) => field.key) }, {}, twelve);
      expect(screen.getAllByRole('term')).toHaveLength(11);
      const thirteen = mappedConfig('claimDetails', many(13));
      await expect(renderRow({}, {}, thirteen)).rejects.toThrow('13 fields is more than the 12 a display row shows');
    });

    it('names an unknown key', async () => {
      await expect(renderRow({ keys: ['nope'] })).rejects.toThrow('Display row for Standard/claimDetails: the model has no field "nope"');
    });
  });

  it('has no axe violations', async () => {
    await renderRow(
      { recordLabel: 'Purchase 1', onEdit: () => undefined, onDelete: () => undefined },
      { retailer: 'BM', payment: 'Check' },
    );
    expect(await axeViolations()).toEqual([]);
  });
});
