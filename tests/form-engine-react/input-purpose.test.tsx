import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';

// WCAG 1.3.5: inputs say what they are for, so browsers and password managers can fill them.
// The purpose comes from what a field declares (role, rules, mask, the contract's keys of the name
// and address groups), so a package's own field keys get it too.

describe('input purpose', () => {
  it('makes email and phone fields of any key email and tel inputs with their autofill tokens', async () => {
    const config = modelConfig(
      [
        { key: 'ContactMail', role: 'email', widget: 'text', label: 'Email' },
        { key: 'ContactMailAgain', widget: 'text', label: 'Confirm email', validations: [{ type: 'email' }] },
        { key: 'PayoutMail', role: 'payPalEmail', widget: 'text', label: 'PayPal email' },
        { key: 'DayPhone', role: 'phone', widget: 'text', label: 'Phone', maskName: 'usPhone' },
        { key: 'AbroadPhone', role: 'phone', widget: 'text', label: 'Phone abroad' },
        { key: 'FirstName', widget: 'text', label: 'First name' },
        { key: 'LastName', widget: 'text', label: 'Last name' },
        { key: 'MailingPostalCode', widget: 'text', label: 'ZIP code' },
        { key: 'Nickname', widget: 'text', label: 'Nickname' },
      ],
      { dtoMapping: 'claimantInfo', mappingName: 'owner' },
    );
    await renderModel(config);
    const box = (name: string) => screen.getByRole('textbox', { name });
    for (const name of ['Email', 'Confirm email', 'PayPal email']) {
      expect(box(name), name).toHaveAttribute('type', 'email');
      expect(box(name), name).toHaveAttribute('autocomplete', 'email');
    }
    expect(box('Phone')).toHaveAttribute('type', 'tel');
    expect(box('Phone')).toHaveAttribute('autocomplete', 'tel-national');
    expect(box('Phone abroad')).toHaveAttribute('type', 'tel');
    expect(box('Phone abroad')).toHaveAttribute('autocomplete', 'tel');
    expect(box('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(box('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(box('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(box('Nickname')).not.toHaveAttribute('autocomplete');
  });

  it('gives the fields with the roles claimId and pin, of any key, the user name and password tokens', async () => {
    const config = modelConfig(
      [
        { key: 'ClaimNumber', role: 'claimId', widget: 'text', label: 'Claim ID' },
        { key: 'AccessCode', role: 'pin', widget: 'text', label: 'PIN' },
        { key: 'Pin', widget: 'text', label: 'Old PIN' },
      ],
      { dtoMapping: 'credentials', formType: 'Lookup', mappingName: 'letterCodes' },
    );
    await renderModel(config);
    expect(screen.getByRole('textbox', { name: 'Claim ID' })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('textbox', { name: 'PIN' })).toHaveAttribute('autocomplete', 'current-password');
    // The key alone says nothing: the server serves the roles, declared or assumed for an older package.
    expect(screen.getByRole('textbox', { name: 'Old PIN' })).not.toHaveAttribute('autocomplete');
  });
});
