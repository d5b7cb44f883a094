import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getMask } from '@/engine/masks';
import { demoCopy } from '@server/settlement/demo-copy';
import { axeViolations } from '../support/axe';
import { modelConfig } from '../support/model-configs';
import { pasteThrough } from '../support/paste';
import { renderModel } from '../support/render-form';
import { testI18n } from '../support/i18n';

// Masks run in a real browser here: the caret and the browser's own editing decide what a
// keystroke does to the text.

beforeAll(() => {
  document.documentElement.dataset.brand = 'jnd-7';
});

describe('masked text fields', () => {
  it('formats a US phone as typed, says the format in the hint, and stores what the engine says', async () => {
    const config = modelConfig([
      { key: 'phone', widget: 'text', label: 'Phone number', maskName: 'usPhone', validations: [{ type: 'required' }] },
    ]);
    const { value } = await renderModel(config);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAccessibleDescription('10 digits, for example (123) 456-7890');
    await userEvent.click(input);
    await userEvent.keyboard('5551234567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(value('phone')).toBe(getMask('usPhone').toStored('(555) 123-4567'));
    expect(value('phone')).toBe('(555) 123-4567');
  });

  it('reports an unfinished phone number on blur', async () => {
    const config = modelConfig([{ key: 'phone', widget: 'text', label: 'Phone number', maskName: 'usPhone' }]);
    const { value } = await renderModel(config);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.keyboard('5551');
    expect(value('phone')).toBe('(555) 1');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(
      '10 digits, for example (123) 456-7890 Error: Enter the complete value: 10 digits, for example (123) 456-7890',
    );
  });

  it('names the expected format of an unfinished value in the claimant’s language', async () => {
    const config = modelConfig([{ key: 'phone', widget: 'text', label: 'Phone', maskName: 'usPhone' }]);
    const i18n = await testI18n({ es: { ...demoCopy.es, Phone: 'Teléfono' } });
    await i18n.changeLanguage('es');
    await renderModel(config, { i18n });
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.click(input);
    await userEvent.keyboard('5551');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(
      '10 dígitos, por ejemplo (123) 456-7890 Error: Ingrese el valor completo: 10 dígitos, por ejemplo (123) 456-7890',
    );
  });

  it('groups currency with commas and stores the plain number', async () => {
    const config = modelConfig([
      { key: 'amount', widget: 'text', label: 'Price paid', maskName: 'currencyDecimal', props: { inputGroupConfig: { prefix: '$' } } },
      { key: 'count', widget: 'text', label: 'Units', maskName: 'currency' },
    ]);
    const { value } = await renderModel(config);
    await userEvent.click(screen.getByRole('textbox', { name: 'Units' }));
    await userEvent.keyboard('12500');
    expect(screen.getByRole('textbox', { name: 'Units' })).toHaveValue('12,500');
    expect(value('count')).toBe('12500');
    await userEvent.click(screen.getByRole('textbox', { name: 'Price paid' }));
    await userEvent.keyboard('1250.5');
    await userEvent.tab();
    expect(value('amount')).toBe('1250.50');
  });

  it('switches to the mask a fulfilled mask dependency names', async () => {
    const config = modelConfig([
      { key: 'isUs', widget: 'checkbox', label: 'US number' },
      {
        key: 'phone',
        widget: 'text',
        label: 'Phone',
        maskName: 'internationalPhone',
        props: { dependencies: [{ field: 'isUs', value: true, effect: 'mask', maskName: 'usPhone' }] },
      },
    ]);
    const { value } = await renderModel(config);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription('Digits only, up to 16, including the country code');
    await userEvent.click(screen.getByRole('checkbox', { name: 'US number' }));
    expect(phone).toHaveAccessibleDescription('10 digits, for example (123) 456-7890');
    await userEvent.click(phone);
    await userEvent.keyboard('2125550100');
    expect(phone).toHaveValue('(212) 555-0100');
    expect(value('phone')).toBe('(212) 555-0100');
  });
});

describe('date field', () => {
  it('writes the slashes as digits are typed and stores mm/dd/yyyy', async () => {
    const config = modelConfig([
      { key: 'bought', widget: 'date', label: 'Date of purchase', maskName: 'date', validations: [{ type: 'required' }] },
    ]);
    const { value } = await renderModel(config);
    const input = screen.getByRole('textbox', { name: 'Date of purchase' });
    await userEvent.click(input);
    await userEvent.keyboard('01312024');
    expect(input).toHaveValue('01/31/2024');
    expect(value('bought')).toBe('01/31/2024');
  });

  it('stores a day picked in the calendar, inside the range rule', async () => {
    const config = modelConfig([
      {
        key: 'bought',
        widget: 'date',
        label: 'Date of purchase',
        validations: [{ type: 'range', valueType: 'date', min: '3/10/2024', max: '3/20/2024' }],
      },
    ]);
    const { value } = await renderModel(config);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a date' });
    expect(dialog).toBeInTheDocument();
    const day = screen.getByRole('button', { name: /^12 March 2024/ });
    await userEvent.click(day);
    expect(value('bought')).toBe('03/12/2024');
    expect(screen.getByRole('textbox', { name: 'Date of purchase' })).toHaveValue('03/12/2024');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('pasting into masked fields', () => {
  const config = () =>
    modelConfig([
      { key: 'bought', widget: 'date', label: 'Date of purchase', maskName: 'date' },
      { key: 'phone', widget: 'text', label: 'Phone number', maskName: 'usPhone' },
      { key: 'zip', widget: 'text', label: 'ZIP code', maskName: 'usZip' },
      { key: 'paid', widget: 'text', label: 'Amount paid', maskName: 'currencyDecimal' },
    ]);

  it('reads a formatted date, phone, ZIP+4 and amount as the claimant meant them', async () => {
    const { value } = await renderModel(config());
    await pasteThrough(screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of purchase' }), '3/27/2024');
    expect(screen.getByRole('textbox', { name: 'Date of purchase' })).toHaveValue('03/27/2024');
    expect(value('bought')).toBe('03/27/2024');
    await pasteThrough(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' }), '+1 (800) 555-1212');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(800) 555-1212');
    expect(value('phone')).toBe('(800) 555-1212');
    await pasteThrough(screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP code' }), '123456789');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('12345-6789');
    expect(value('zip')).toBe('12345-6789');
    await pasteThrough(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount paid' }), '$1,250.50');
    expect(screen.getByRole('textbox', { name: 'Amount paid' })).toHaveValue('1,250.50');
    expect(value('paid')).toBe('1250.50');
  });

  it('refuses a paste it cannot read, keeps what the field held and says why', async () => {
    const { value } = await renderModel(config());
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await userEvent.click(phone);
    await userEvent.keyboard('212');
    await pasteThrough(phone, '+44 20 7946 0958');
    expect(phone).toHaveValue('(212');
    expect(value('phone')).toBe('(212');
    expect(phone).toHaveAccessibleDescription(
      '10 digits, for example (123) 456-7890 Error: What you pasted does not fit this field and was not pasted. Type it in the format shown.',
    );
    // The message goes with the next edit.
    await userEvent.keyboard('5');
    expect(phone).toHaveValue('(212) 5');
    expect(phone).not.toHaveAccessibleDescription(/What you pasted/);
  });
});
