import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';
import { testI18n } from '../support/i18n';

// A confirm field declares the field it repeats ({ "type": "confirms" }): a claimant who types
// something else is told so when leaving the field, in the settlement's words.

const copy = {
  en: {
    Validation_ConfirmEmail_Mismatch: 'The email addresses do not match',
    Validation_ConfirmPhone_Mismatch: 'The phone numbers do not match',
  },
};

describe('confirm fields', () => {
  it('refuses a confirm email that differs from the email, and accepts the same address in other case', async () => {
    const config = modelConfig([
      { key: 'ContactEmail', widget: 'text', label: 'Email' },
      { key: 'ContactEmailAgain', widget: 'text', label: 'Confirm email', validations: [{ type: 'confirms', field: 'contactEmail' }] },
    ]);
    const { user } = await renderModel(config, { i18n: await testI18n(copy) });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    const confirm = screen.getByRole('textbox', { name: 'Confirm email' });
    await user.type(confirm, 'dana@exampel.com');
    await user.tab();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Error: The email addresses do not match');
    await user.clear(confirm);
    await user.type(confirm, 'Dana@Example.com ');
    await user.tab();
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('compares phone numbers by their digits and says so in the phone message', async () => {
    const config = modelConfig([
      { key: 'Phone', widget: 'text', label: 'Phone' },
      { key: 'PhoneAgain', widget: 'text', label: 'Confirm phone', validations: [{ type: 'confirms', field: 'phone' }] },
    ]);
    const { user } = await renderModel(config, { i18n: await testI18n(copy) });
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(916) 555-0187');
    const confirm = screen.getByRole('textbox', { name: 'Confirm phone' });
    await user.type(confirm, '916-555-0178');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('Error: The phone numbers do not match');
    await user.clear(confirm);
    await user.type(confirm, '916 555 0187');
    await user.tab();
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });
});
