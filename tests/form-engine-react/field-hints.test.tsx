import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';
import { testI18n } from '../support/i18n';

// What a screen reader hears of a field's hints is said once: a masked field's own hint, which
// says what to type in the package's words, takes the place of the mask's generic format line,
// and a placeholder the hint already shows is not read a second time.

const copy = {
  en: {
    Overseas: 'Phone outside the US',
    Overseas_Hint: 'Country code and number, digits only',
    Phone: 'US phone',
    Phone_Example: '(123) 456-7890',
    Email: 'Email',
    Email_Example: 'name@example.com',
  },
};

describe('field hints said once', () => {
  it("reads a masked field's own hint instead of its mask's format line", async () => {
    await renderModel(
      modelConfig([
        { key: 'Overseas', widget: 'text', label: 'Overseas', maskName: 'internationalPhone', props: { hint: 'Overseas_Hint' } },
        { key: 'Phone', widget: 'text', label: 'Phone', maskName: 'usPhone' },
      ]),
      { i18n: await testI18n(copy) },
    );
    expect(screen.getByRole('textbox', { name: 'Phone outside the US' })).toHaveAccessibleDescription(
      'Country code and number, digits only',
    );
    expect(screen.getByRole('textbox', { name: 'US phone' })).toHaveAccessibleDescription('10 digits, for example (123) 456-7890');
  });

  it('leaves out a placeholder the hint already says, and keeps one it does not', async () => {
    await renderModel(
      modelConfig([
        { key: 'Phone', widget: 'text', label: 'Phone', maskName: 'usPhone', props: { placeholderText: 'Phone_Example' } },
        { key: 'Email', widget: 'text', label: 'Email', props: { placeholderText: 'Email_Example' } },
      ]),
      { i18n: await testI18n(copy) },
    );
    const phone = screen.getByRole('textbox', { name: 'US phone' });
    expect(phone).toHaveAccessibleDescription('10 digits, for example (123) 456-7890');
    expect(phone).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'name@example.com');
  });
});
