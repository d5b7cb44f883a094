import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailingAddress } from '@/features/form-engine/blocks/mailing-address';
import { countries } from '@/features/form-engine/blocks/data/countries';
import { usSubdivisions } from '@/features/form-engine/blocks/data/us-states';
import type { FieldErrorItem } from '@/features/form-engine/react/engine';
import { axeViolations } from '../support/axe';
import { type FieldInput, mappedConfig } from '../support/model-configs';
import { renderBlock, savedClientId } from '../support/render-form';

const copy = {
  en: {
    Field_Street1: 'Street address',
    Field_Street2: 'Apartment, suite or unit',
    Field_City: 'City',
    Field_State: 'State',
    Field_Zip: 'ZIP code',
    Field_Region: 'State, province or region',
    Field_PostalCode: 'Postal code',
    Field_Country: 'Country',
  },
  es: { Field_City: 'Ciudad', Field_State: 'Estado', Section_MailingAddress: 'Dirección postal', State_CA: 'California (es)' },
};

function addressFields(extra: { dependencies?: boolean } = {}): FieldInput[] {
  const us = extra.dependencies ? { dependencies: [{ field: 'mailingCountry', value: 'US' }] } : {};
  const nonUs = extra.dependencies ? { dependencies: [{ field: 'mailingCountry', operator: 'IsNotEqualTo' as const, value: 'US' }] } : {};
  return [
    { key: 'MailingStreetLine1', widget: 'text', label: 'Field_Street1', validations: [{ type: 'required' }] },
    { key: 'MailingStreetLine2', widget: 'text', label: 'Field_Street2' },
    { key: 'MailingCity', widget: 'text', label: 'Field_City', validations: [{ type: 'required' }] },
    {
      key: 'MailingSubDivision',
      widget: 'select',
      label: 'Field_State',
      validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }],
      props: us,
    },
    {
      key: 'MailingPostalCode',
      widget: 'text',
      label: 'Field_Zip',
      maskName: 'usZip',
      validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }],
      props: us,
    },
    { key: 'MailingSubDivisionNonUS', widget: 'text', label: 'Field_Region', props: nonUs },
    { key: 'MailingPostalCodeNonUS', widget: 'text', label: 'Field_PostalCode', maskName: 'nonUsPostal', props: nonUs },
    { key: 'MailingCountry', widget: 'select', label: 'Field_Country', validations: [{ type: 'required' }] },
  ];
}

async function renderAddress(props: { international?: boolean; secondLine?: boolean } = {}, fields = addressFields()) {
  const config = mappedConfig('claimantInfo', fields);
  let clientId = '';
  const rendered = await renderBlock(
    [config],
    (engine) => {
      clientId = savedClientId(engine, config);
      return <MailingAddress clientId={clientId} {...props} />;
    },
    { copy },
  );
  const value = (key: string) => rendered.engine.model(clientId)?.fields[key];
  return { ...rendered, clientId, value };
}

describe('MailingAddress', () => {
  it('groups the US fields under the "Mailing address" legend, labelled from the model config, with no country select', async () => {
    const { value } = await renderAddress();
    const group = screen.getByRole('group', { name: 'Mailing address' });
    const inGroup = within(group);
    expect(inGroup.getByRole('textbox', { name: 'Street address' })).toBeInTheDocument();
    expect(inGroup.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(inGroup.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(inGroup.getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Postal code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Apartment, suite or unit' })).not.toBeInTheDocument();
    // The country defaults to the United States even without a defaultValue in the config.
    expect(value('mailingCountry')).toBe('US');
  });

  it('shows the second street line only when the second-line option is on', async () => {
    await renderAddress({ secondLine: true });
    const fields = screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));
    expect(fields.slice(0, 3)).toEqual(['mailingStreetLine1', 'mailingStreetLine2', 'mailingCity']);
  });

  it('offers the 50 states, DC, the territories and the military codes AA, AE and AP', async () => {
    const { user, value } = await renderAddress();
    const state = screen.getByRole('combobox', { name: 'State' });
    const options = within(state).getAllByRole('option');
    // The placeholder, then 50 states and DC, 6 territories and 3 military codes.
    expect(options).toHaveLength(1 + 51 + 6 + 3);
    const values = options.map((option) => option.getAttribute('value'));
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'AA', 'AP', 'AE', 'CA', 'WY']) expect(values).toContain(code);
    expect(within(state).getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
    expect(within(state).getByRole('option', { name: 'Armed Forces Pacific' })).toBeInTheDocument();
    await user.selectOptions(state, 'Puerto Rico');
    expect(value('mailingSubDivision')).toBe('PR');
    expect(usSubdivisions.filter((entry) => entry.kind === 'state')).toHaveLength(50);
  });

  it('offers the country select only with international support: about 190 countries, the United States first and chosen', async () => {
    await renderAddress({ international: true });
    const country = screen.getByRole('combobox', { name: 'Country' });
    const options = within(country).getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(185);
    expect(options.length).toBe(countries.length + 1);
    expect(options[1]).toHaveTextContent('United States');
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'Canada' })).toBeInTheDocument();
  });

  it('switches to the non-US fields when another country is chosen, keeps the city, and clears what no longer applies', async () => {
    const { user, value } = await renderAddress({ international: true });
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Oregon');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '97201');
    expect(value('mailingPostalCode')).toBe('97201');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State, province or region' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
    expect(value('mailingCity')).toBe('Portland');
    expect(value('mailingSubDivision')).toBeNull();
    expect(value('mailingPostalCode')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'State, province or region' }), 'Ontario');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Mexico');
    // Between two non-US countries the region still applies.
    expect(value('mailingSubDivisionNonUS')).toBe('Ontario');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
    expect(value('mailingSubDivisionNonUS')).toBeNull();
  });

  it('works the same with a config whose dependencies hide the fields of the other country', async () => {
    const { user, value } = await renderAddress({ international: true }, addressFields({ dependencies: true }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lyon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();
    expect(value('mailingCity')).toBe('Lyon');
  });

  it('uses the options of the config when it lists its own', async () => {
    const fields = addressFields().map((field) =>
      field.key === 'MailingSubDivision' ? { ...field, props: { options: [{ value: 'NV', label: 'Option_NV' }] } } : field,
    );
    await renderAddress({}, fields);
    const options = within(screen.getByRole('combobox', { name: 'State' })).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', 'NV']);
  });

  it('translates labels, the legend and state names, falling back to the English state name', async () => {
    const { i18n } = await renderAddress();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('group', { name: 'Dirección postal' })).toBeInTheDocument();
    const state = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(state).getByRole('option', { name: 'California (es)' })).toBeInTheDocument();
    expect(within(state).getByRole('option', { name: 'Oregon' })).toBeInTheDocument();
  });

  it('is part of the page validation: the state select reports its rule on Next, and clears once answered', async () => {
    const { engine, user } = await renderAddress();
    let errors: FieldErrorItem[] = [];
    act(() => {
      errors = engine.validateAll();
    });
    expect(errors.map((item) => [item.key, item.descriptor.defaultMessage])).toEqual([
      ['mailingStreetLine1', 'Value is required'],
      ['mailingCity', 'Value is required'],
      ['mailingSubDivision', 'The value is required'],
      ['mailingPostalCode', 'The value is required'],
    ]);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveAccessibleDescription('Error: The value is required');
    expect(state).toBeInvalid();
    await user.selectOptions(state, 'Texas');
    expect(state).not.toHaveAccessibleDescription();
  });

  it('gives the inputs their autofill purpose', async () => {
    await renderAddress({ international: true });
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('autocomplete', 'country');
  });

  it('has no axe violations with errors showing', async () => {
    const { engine } = await renderAddress({ international: true, secondLine: true });
    act(() => {
      engine.validateAll();
    });
    expect(screen.getAllByText('Error:').length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);
  });
});
