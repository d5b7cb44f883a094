import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelConfig, renderModel, testI18n } from './support';

describe('text widget', () => {
  it('renders from config with translated label, hint and required wiring', async () => {
    const config = modelConfig([
      { key: 'FirstName', widget: 'text', label: 'Field_FirstName', validations: [{ type: 'required' }], props: { hint: 'Hint_FirstName' } },
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
