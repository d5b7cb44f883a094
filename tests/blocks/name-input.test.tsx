import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NameInput, type NameInputProps } from '@/features/form-engine/blocks/name-input';
import type { FieldErrorItem } from '@/features/form-engine/react/engine';
import { axeViolations } from '../support/axe';
import { type FieldInput, mappedConfig } from '../support/model-configs';
import { renderBlock, savedClientId } from '../support/render-form';

const nameFields: FieldInput[] = [
  { key: 'FirstName', widget: 'text', label: 'Field_FirstName', validations: [{ type: 'required' }] },
  { key: 'MiddleInitial', widget: 'text', label: 'Field_MiddleInitial', validations: [{ type: 'maxLength', max: 1 }] },
  { key: 'LastName', widget: 'text', label: 'Field_LastName', validations: [{ type: 'required' }] },
  { key: 'EmailAddress', widget: 'text', label: 'Field_Email' },
];
const copy = {
  en: { Field_FirstName: 'First name', Field_MiddleInitial: 'Middle initial', Field_LastName: 'Last name', Field_Email: 'Email' },
};

async function renderName(props: Partial<NameInputProps> = {}, fields = nameFields) {
  const config = mappedConfig('claimantInfo', fields);
  let clientId = '';
  const rendered = await renderBlock(
    [config],
    (engine) => {
      clientId = savedClientId(engine, config);
      return <NameInput clientId={clientId} {...props} />;
    },
    { copy },
  );
  return { ...rendered, value: (key: string) => rendered.engine.model(clientId)?.fields[key] };
}

describe('NameInput', () => {
  it('groups first name, middle initial and last name under "Your name", in that order, and nothing else', async () => {
    const { user, value } = await renderName();
    const group = screen.getByRole('group', { name: 'Your name' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['firstName', 'middleInitial', 'lastName']);
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await user.type(within(group).getByRole('textbox', { name: 'First name' }), 'Ana');
    expect(value('firstName')).toBe('Ana');
    expect(within(group).getByRole('textbox', { name: 'First name' })).toHaveAttribute('autocomplete', 'given-name');
    expect(within(group).getByRole('textbox', { name: 'Last name' })).toHaveAttribute('autocomplete', 'family-name');
  });

  it('leaves the middle initial out when asked, or when the model has none', async () => {
    const first = await renderName({ middleInitial: false });
    expect(screen.queryByRole('textbox', { name: 'Middle initial' })).not.toBeInTheDocument();
    first.unmount();
    await renderName(
      {},
      nameFields.filter((field) => field.key !== 'MiddleInitial'),
    );
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['firstName', 'lastName']);
  });

  it('validates with the rules of the config as part of the page', async () => {
    const { engine, user } = await renderName();
    await user.type(screen.getByRole('textbox', { name: 'Middle initial' }), 'AB');
    let errors: FieldErrorItem[] = [];
    act(() => {
      errors = engine.validateAll();
    });
    expect(errors.map((item) => [item.key, item.descriptor.defaultMessage])).toEqual([
      ['firstName', 'Value is required'],
      ['middleInitial', 'The maximum length allowed is {max}'],
      ['lastName', 'Value is required'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Middle initial' })).toHaveAccessibleDescription('Error: The maximum length allowed is 1');
    expect(await axeViolations()).toEqual([]);
  });
});
