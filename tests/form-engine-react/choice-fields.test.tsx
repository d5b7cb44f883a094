import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';
import { testI18n } from '../support/i18n';

const colours = [
  { value: 'R', label: 'Option_Red' },
  { value: 'G', label: 'Option_Green' },
];
const copy = { en: { Option_Red: 'Red', Option_Green: 'Green', Field_Colour: 'Favourite colour', Choose_Colour: 'Pick a colour' } };

describe('select widget', () => {
  it('offers translated options after the shared placeholder and stores the value, null for the placeholder', async () => {
    const config = modelConfig([
      { key: 'colour', widget: 'select', label: 'Field_Colour', validations: [{ type: 'required' }], props: { options: colours } },
    ]);
    const { user, value } = await renderModel(config, { i18n: await testI18n(copy) });
    const select = screen.getByRole('combobox', { name: 'Favourite colour' });
    expect(select).toBeRequired();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an option', 'Red', 'Green']);
    await user.selectOptions(select, 'Green');
    expect(value('colour')).toBe('G');
    await user.selectOptions(select, 'Select an option');
    expect(value('colour')).toBeNull();
  });

  it('uses the placeholderText key when the config names one', async () => {
    const config = modelConfig([
      { key: 'colour', widget: 'select', label: 'Field_Colour', props: { options: colours, placeholderText: 'Choose_Colour' } },
    ]);
    await renderModel(config, { i18n: await testI18n(copy) });
    expect(screen.getByRole('option', { name: 'Pick a colour' })).toHaveValue('');
  });

  it('is disabled while a dependency is unfulfilled (disableWhen: unfulfilled), and enabled once it holds', async () => {
    const config = modelConfig([
      { key: 'hasCar', widget: 'checkbox', label: 'I own a car' },
      {
        key: 'make',
        widget: 'select',
        label: 'Make',
        props: { options: [{ value: 'F', label: 'Ford' }], disableWhen: 'unfulfilled', dependencies: [{ field: 'hasCar', value: true }] },
      },
    ]);
    const { user } = await renderModel(config);
    const select = screen.getByRole('combobox', { name: 'Make' });
    expect(select).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I own a car' }));
    expect(select).toBeEnabled();
  });

  it('is disabled once every dependency holds (disableWhen: allFulfilled)', async () => {
    const config = modelConfig([
      { key: 'unknownMake', widget: 'checkbox', label: 'I do not know the make' },
      {
        key: 'make',
        widget: 'select',
        label: 'Make',
        props: {
          options: [{ value: 'F', label: 'Ford' }],
          disableWhen: 'allFulfilled',
          dependencies: [{ field: 'unknownMake', value: true }],
        },
      },
    ]);
    const { user } = await renderModel(config);
    const select = screen.getByRole('combobox', { name: 'Make' });
    expect(select).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'I do not know the make' }));
    expect(select).toBeDisabled();
  });
});

describe('radio widget', () => {
  it('is a required radiogroup named by its legend, with the none option appended', async () => {
    const config = modelConfig([
      {
        key: 'colour',
        widget: 'radio',
        label: 'Field_Colour',
        validations: [{ type: 'required' }],
        props: { options: colours, hasNoneOption: true },
      },
    ]);
    const { user, value, handle } = await renderModel(config, { i18n: await testI18n(copy) });
    const group = screen.getByRole('radiogroup', { name: 'Favourite colour' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['R', 'G', 'none']);
    expect(within(group).getByRole('radio', { name: 'None of these' })).toBeInTheDocument();
    handle.current!.validateAll();
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Red' }));
    expect(value('colour')).toBe('R');
  });

  it('names the none option with noneOptionLabel', async () => {
    const config = modelConfig([
      {
        key: 'colour',
        widget: 'radio',
        label: 'Colour',
        props: { options: colours, hasNoneOption: true, noneOptionLabel: 'Option_NoColour' },
      },
    ]);
    const { user, value } = await renderModel(config, { i18n: await testI18n({ en: { Option_NoColour: 'I have no favourite' } }) });
    await user.click(screen.getByRole('radio', { name: 'I have no favourite' }));
    expect(value('colour')).toBe('none');
  });

  it('validates when focus leaves the group, not while arrowing between its radios', async () => {
    const config = modelConfig([
      {
        key: 'colour',
        widget: 'radio',
        label: 'Colour',
        validations: [{ type: 'regularExpression', pattern: '^R$' }],
        props: { options: colours },
      },
      { key: 'note', widget: 'text', label: 'Note' },
    ]);
    const { user } = await renderModel(config);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Option_Red' })).toHaveFocus();
    // Arrowing chooses the next radio: an answer that breaks the rule, but focus is still inside.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radiogroup', { name: 'Colour' })).not.toHaveAccessibleDescription(/not valid/);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Colour' })).toHaveAccessibleDescription('Error: The value is not valid');
  });

  it('says nothing when focus only passes through an unanswered group (touched on change, errors on blur)', async () => {
    const config = modelConfig([
      { key: 'colour', widget: 'radio', label: 'Colour', validations: [{ type: 'required' }], props: { options: colours } },
      { key: 'note', widget: 'text', label: 'Note' },
    ]);
    const { user, handle } = await renderModel(config);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Colour' })).not.toHaveAccessibleDescription(/required/);
    // Once Next has checked the page, every blur checks again.
    act(() => void handle.current!.validateAll());
    expect(screen.getByRole('radiogroup', { name: 'Colour' })).toHaveAccessibleDescription('Error: Value is required');
  });
});

describe('hybrid radio widget', () => {
  const config = modelConfig([
    {
      key: 'purchaseLocation',
      widget: 'hybridRadio',
      label: 'Where did you buy it?',
      validations: [{ type: 'required' }, { type: 'maxLength', max: 10 }],
      props: {
        options: [
          { value: 'Online', label: 'Online' },
          { value: 'Other', label: 'Somewhere else' },
        ],
        textOptionValue: 'Other',
      },
    },
  ]);

  it('stores the chosen option, or the text typed for the text option', async () => {
    const { user, value } = await renderModel(config);
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    expect(value('purchaseLocation')).toBe('Online');
    await user.click(screen.getByRole('radio', { name: 'Somewhere else' }));
    expect(value('purchaseLocation')).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Somewhere else' });
    expect(screen.getByRole('radio', { name: 'Somewhere else' })).toBeChecked();
    await user.type(box, 'Corner shop!');
    expect(value('purchaseLocation')).toBe('Corner shop!');
    await user.tab();
    expect(box).toHaveAccessibleDescription('Error: The maximum length allowed is 10');
  });
});
