import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldErrorItem } from '@/features/form-engine/react/engine';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';

describe('checkbox widget', () => {
  const config = modelConfig([
    {
      key: 'attest',
      widget: 'checkbox',
      label: 'I confirm the information is true',
      validations: [{ type: 'required' }, { type: 'required', message: 'Validation_Attest' }],
    },
  ]);

  it('starts false in the model, Enter toggles it, and only the first error shows', async () => {
    const { user, value, handle } = await renderModel(config);
    expect(value('attest')).toBe(false);
    const box = screen.getByRole('checkbox', { name: 'I confirm the information is true' });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    handle.current!.validateAll();
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Error: Value is required');
    box.focus();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
    expect(value('attest')).toBe(true);
    await user.keyboard('{Enter}');
    expect(value('attest')).toBe(false);
  });
});

describe('text area widget', () => {
  it('lists every error, each once', async () => {
    const config = modelConfig([
      {
        key: 'description',
        widget: 'textArea',
        label: 'What happened?',
        validations: [
          { type: 'maxLength', max: 5 },
          { type: 'regularExpression', pattern: '[a-z]+' },
          { type: 'maxLength', max: 5 },
        ],
      },
    ]);
    const { user } = await renderModel(config);
    const area = screen.getByRole('textbox', { name: 'What happened?' });
    expect(area).toHaveAttribute('rows', '5');
    await user.type(area, 'ABCDEFG');
    await user.tab();
    expect(area).toHaveAccessibleDescription('Error: The maximum length allowed is 5 Error: The value is not valid');
  });

  it('lists in the error summary every error it shows, where a text field shows and lists its first', async () => {
    const validations = [
      { type: 'maxLength', max: 5 },
      { type: 'regularExpression', pattern: '[a-z]+' },
    ] as const;
    const config = modelConfig([
      { key: 'description', widget: 'textArea', label: 'What happened?', defaultValue: 'ABCDEFG', validations: [...validations] },
      { key: 'title', widget: 'text', label: 'Title', defaultValue: 'ABCDEFG', validations: [...validations] },
    ]);
    const { handle } = await renderModel(config);
    let items: FieldErrorItem[] = [];
    act(() => {
      items = handle.current!.validateAll();
    });
    expect(items.map((item) => item.key)).toEqual(['description', 'description', 'title']);
    expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveAccessibleDescription(
      'Error: The maximum length allowed is 5 Error: The value is not valid',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Error: The maximum length allowed is 5');
  });
});

describe('file widget', () => {
  const config = modelConfig(
    [
      { key: 'file', widget: 'file', label: 'Receipt', validations: [{ type: 'required' }] },
      { key: 'name', widget: 'hidden' },
    ],
    { dtoMapping: 'documentContexts', isSingleInstance: true },
  );

  it('keeps one file with its name, size and type, unknown when the browser gives none', async () => {
    const { user, value } = await renderModel(config);
    const input = screen.getByLabelText(/^Receipt/);
    await user.upload(input, new File(['12345'], 'receipt.bin', { type: '' }));
    expect(value('file')).toEqual([expect.objectContaining({ name: 'receipt.bin' })]);
    expect([value('name'), value('size'), value('type')]).toEqual(['receipt.bin', 5, 'unknown']);
    expect(screen.getByText('receipt.bin')).toBeInTheDocument();
  });

  it('empties the field and its siblings with the remove button', async () => {
    const { user, value } = await renderModel(config);
    await user.upload(screen.getByLabelText(/^Receipt/), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(value('type')).toBe('application/pdf');
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect([value('file'), value('name'), value('size'), value('type')]).toEqual([null, null, null, null]);
  });
});

describe('hidden widget', () => {
  it('shows nothing and keeps its value', async () => {
    const config = modelConfig([
      { key: 'campaign', widget: 'hidden', defaultValue: 'spring' },
      { key: 'city', widget: 'text', label: 'City' },
    ]);
    const { value, container } = await renderModel(config);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(container.querySelector('input[type=hidden][name=campaign]')).toHaveValue('spring');
    expect(value('campaign')).toBe('spring');
  });
});

describe('date widget', () => {
  it('tells the expected format, stores what was typed, and checks the range', async () => {
    const config = modelConfig([
      {
        key: 'purchaseDate',
        widget: 'date',
        label: 'Date of purchase',
        validations: [{ type: 'range', valueType: 'date', min: '1/1/2019', max: '12/31/2024' }],
      },
    ]);
    const { user, value } = await renderModel(config);
    const input = screen.getByRole('textbox', { name: 'Date of purchase' });
    expect(input).toHaveAccessibleDescription('mm/dd/yyyy, for example 01/31/2024');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeInTheDocument();
    await user.type(input, '03/15/2025');
    expect(value('purchaseDate')).toBe('03/15/2025');
    await user.tab();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Error: The date must be between 1/1/2019 and 12/31/2024'));
  });
});
