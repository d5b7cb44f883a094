import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';
import { testI18n } from '../support/i18n';

describe('text widget', () => {
  it('renders from config with translated label, hint and required wiring', async () => {
    const config = modelConfig([
      {
        key: 'FirstName',
        widget: 'text',
        label: 'Field_FirstName',
        validations: [{ type: 'required' }],
        props: { hint: 'Hint_FirstName' },
      },
    ]);
    await renderModel(config, { i18n: await testI18n({ en: { Field_FirstName: 'First name', Hint_FirstName: 'As on your ID' } }) });
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('id', expect.stringMatching(/-firstName$/));
  });

  it('shows only the first error, after blur, not while typing', async () => {
    const config = modelConfig([
      {
        key: 'email',
        widget: 'text',
        label: 'Email',
        validations: [{ type: 'email' }, { type: 'maxLength', max: 3 }],
      },
    ]);
    const { user } = await renderModel(config);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'name@');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter a valid email address');
    expect(screen.queryByText(/maximum length/)).not.toBeInTheDocument();
  });

  it('stores an emptied field as null and marks it ever-dirty', async () => {
    const config = modelConfig([{ key: 'city', widget: 'text', label: 'City' }]);
    const { user, value, engine, clientId } = await renderModel(config);
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'Reno');
    expect(value('city')).toBe('Reno');
    await user.clear(input);
    expect(value('city')).toBeNull();
    expect(engine.model(clientId)?.everDirty).toEqual({ city: true });
  });
});

describe('text widget config keys', () => {
  it('starts at defaultValue, shows a placeholderText, and prefixes inputGroupConfig', async () => {
    const config = modelConfig([
      { key: 'city', widget: 'text', label: 'City', defaultValue: 'Reno' },
      { key: 'code', widget: 'text', label: 'Code', props: { placeholderText: 'Placeholder_Code' } },
      { key: 'amount', widget: 'text', label: 'Amount', props: { inputGroupConfig: { prefix: '$', suffix: 'USD' } } },
    ]);
    const { user, value } = await renderModel(config, { i18n: await testI18n({ en: { Placeholder_Code: 'e.g. AB12' } }) });
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Reno');
    expect(value('city')).toBe('Reno');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('placeholder', 'e.g. AB12');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('USD')).toHaveAttribute('aria-hidden', 'true');
    await user.type(amount, '12');
    expect(value('amount')).toBe('12');
  });

  it('keeps a suppressed label as the name, and aria-required without the visible marker', async () => {
    const config = modelConfig([
      { key: 'middle', widget: 'text', label: 'Middle initial', suppressLabel: true },
      { key: 'last', widget: 'text', label: 'Last name', disableRequiredStyling: true, validations: [{ type: 'required' }] },
    ]);
    const { container } = await renderModel(config);
    expect(screen.getByRole('textbox', { name: 'Middle initial' })).toBeInTheDocument();
    expect(screen.getByText('Middle initial')).toHaveClass('sr-only');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeRequired();
    expect(container.querySelector('[data-slot=required-marker]')).toBeNull();
  });

  it('disables a field whose disable dependency is unfulfilled', async () => {
    const config = modelConfig([
      { key: 'other', widget: 'checkbox', label: 'Other reason' },
      { key: 'reason', widget: 'text', label: 'Reason', props: { dependencies: [{ field: 'other', value: true, effect: 'disable' }] } },
    ]);
    const { user } = await renderModel(config);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Other reason' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeEnabled();
  });
});

describe('direction of answers', () => {
  it('keeps phone, ZIP, amount, VIN, date and email answers left to right in any language; free text follows the page', async () => {
    const config = modelConfig([
      { key: 'name', widget: 'text', label: 'Name' },
      { key: 'phone', widget: 'text', label: 'Phone', maskName: 'usPhone' },
      { key: 'zip', widget: 'text', label: 'ZIP', maskName: 'usZip' },
      { key: 'vin', widget: 'text', label: 'VIN', maskName: 'vin' },
      { key: 'paid', widget: 'text', label: 'Paid', maskName: 'currencyDecimal', props: { inputGroupConfig: { prefix: '$' } } },
      { key: 'bought', widget: 'date', label: 'Bought' },
      { key: 'contact', widget: 'text', label: 'Contact', validations: [{ type: 'email' }] },
    ]);
    await renderModel(config);
    for (const name of ['Phone', 'ZIP', 'VIN', 'Paid', 'Bought', 'Contact'])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('dir');
    // The "$" stays before the amount, on its left.
    expect(screen.getByRole('textbox', { name: 'Paid' }).closest('[data-slot="input-group"]')).toHaveAttribute('dir', 'ltr');
  });
});
