import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';
import { testI18n } from '../support/i18n';
import { findPageHeading, renderApp } from '../support/render-app';

// WCAG 3.3.2: a claimant learns what must be filled in before pressing Next. A confirm field of
// an always required field is marked like any required field; a requirement several fields share
// ("a US or an international phone") is a hint on each of them; and each form page with a marked
// field says once what the red * means, in the claimant's language.

vi.setConfig({ testTimeout: 60_000 });

const copy = {
  en: {
    Contact_Mail: 'Mail address',
    Contact_MailAgain: 'Mail address once more',
    Contact_Fax: 'Fax number',
    Contact_FaxAgain: 'Fax number once more',
    Contact_Landline: 'Landline',
    Contact_Mobile: 'Mobile',
    Contact_OneNumber: 'Give a landline or a mobile number',
  },
};

describe('fields that must be filled in, told before Next', () => {
  it('marks the confirm field of a required field required, and not that of an optional one', async () => {
    const config = modelConfig([
      { key: 'Mail', widget: 'text', label: 'Contact_Mail', validations: [{ type: 'required' }] },
      {
        key: 'MailAgain',
        widget: 'text',
        label: 'Contact_MailAgain',
        validations: [
          { type: 'conditionalRequired', field: 'mail' },
          { type: 'confirms', field: 'mail' },
        ],
      },
      { key: 'Fax', widget: 'text', label: 'Contact_Fax' },
      {
        key: 'FaxAgain',
        widget: 'text',
        label: 'Contact_FaxAgain',
        validations: [
          { type: 'conditionalRequired', field: 'fax' },
          { type: 'confirms', field: 'fax' },
        ],
      },
    ]);
    const { container } = await renderModel(config, { i18n: await testI18n(copy) });
    expect(screen.getByRole('textbox', { name: 'Mail address' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Mail address once more' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Fax number once more' })).not.toBeRequired();
    expect(container.querySelectorAll('[data-slot=required-marker]')).toHaveLength(2);
  });

  it('tells the "one of these" requirement as a hint on each field it lists, before any error', async () => {
    const config = modelConfig([
      {
        key: 'Landline',
        widget: 'text',
        label: 'Contact_Landline',
        validations: [{ type: 'RequireOnePropertyToHaveAValue', fields: ['landline', 'mobile'], message: 'Contact_OneNumber' }],
      },
      { key: 'Mobile', widget: 'text', label: 'Contact_Mobile' },
      { key: 'Fax', widget: 'text', label: 'Contact_Fax' },
    ]);
    await renderModel(config, { i18n: await testI18n(copy) });
    expect(screen.getByRole('textbox', { name: 'Landline' })).toHaveAccessibleDescription('Give a landline or a mobile number');
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription('Give a landline or a mobile number');
    expect(screen.getByRole('textbox', { name: 'Fax number' })).not.toHaveAccessibleDescription();
  });

  it.each([
    { culture: 'en', heading: 'Tell us about yourself', confirm: 'Confirm email address', note: 'Fields marked with * are required' },
    {
      culture: 'es',
      heading: 'Díganos quién es usted',
      confirm: 'Confirme el correo electrónico',
      note: 'Los campos marcados con * son obligatorios',
    },
  ])('says once what the * means on a page with marked fields ($culture)', async ({ culture, heading, confirm, note }) => {
    await renderApp(`/standard/claimant-info?culture=${culture}`);
    await findPageHeading(heading);
    expect(screen.getAllByText(note)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: new RegExp(`^${confirm}`) })).toBeRequired();
  });

  it('says nothing of the * on a page without marked fields', async () => {
    await renderApp('/standard/confirmation');
    await findPageHeading('Thank you, your claim was submitted');
    expect(screen.queryByText('Fields marked with * are required')).not.toBeInTheDocument();
  });
});
