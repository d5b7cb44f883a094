import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '@ui/error-summary';
import { addDraft, applyPrepopulatedData, createModelStore } from '@/engine/models';
import { createFormEngine, type FieldErrorItem } from '@/features/form-engine/react/engine';
import { FormEngineProvider, useFormEngine } from '@/features/form-engine/react/engine-context';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import { axeViolations } from '../support/axe';
import { asciiWhitelist, modelConfig } from '../support/model-configs';
import { renderModel, savedClientId } from '../support/render-form';
import { testI18n } from '../support/i18n';

describe('ModelFields', () => {
  it('renders every field in config order, or the given keys in their order', async () => {
    const config = modelConfig([
      { key: 'first', widget: 'text', label: 'First' },
      { key: 'second', widget: 'text', label: 'Second' },
      { key: 'third', widget: 'text', label: 'Third' },
    ]);
    const all = await renderModel(config);
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['first', 'second', 'third']);
    all.unmount();
    await renderModel(config, { keys: ['third', 'first'] });
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['third', 'first']);
  });

  it('hides a field and resets it to null (or its resetValue) while its dependency is unfulfilled', async () => {
    const config = modelConfig([
      {
        key: 'country',
        widget: 'select',
        label: 'Country',
        defaultValue: 'US',
        props: {
          options: [
            { value: 'US', label: 'United States' },
            { value: 'CA', label: 'Canada' },
          ],
        },
      },
      { key: 'state', widget: 'text', label: 'State', props: { dependencies: [{ field: 'country', value: 'US' }] } },
      {
        key: 'region',
        widget: 'text',
        label: 'Region',
        props: { dependencies: [{ field: 'country', operator: 'IsNotEqualTo', value: 'US', resetValue: 'n/a' }] },
      },
    ]);
    const { user, value } = await renderModel(config);
    expect(screen.queryByRole('textbox', { name: 'Region' })).not.toBeInTheDocument();
    expect(value('region')).toBe('n/a');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'NV');
    expect(value('state')).toBe('NV');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    expect(screen.queryByRole('textbox', { name: 'State' })).not.toBeInTheDocument();
    expect(value('state')).toBeNull();
    // The reset value is what the hidden field held; revealing the field keeps it.
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('n/a');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('');
    expect(value('region')).toBe('n/a');
  });

  it('validateAll shows every error and returns control ids an ErrorSummary links to', async () => {
    const config = modelConfig([
      { key: 'firstName', widget: 'text', label: 'First name', validations: [{ type: 'required' }] },
      {
        key: 'colour',
        widget: 'radio',
        label: 'Colour',
        validations: [{ type: 'required' }],
        props: { options: [{ value: 'R', label: 'Red' }] },
      },
      { key: 'note', widget: 'text', label: 'Note' },
    ]);
    let items: FieldErrorItem[] = [];
    const { handle, user, rerender, engine, clientId, i18n } = await renderModel(config);
    act(() => {
      items = handle.current!.validateAll();
    });
    expect(items.map((item) => [item.key, item.descriptor.defaultMessage])).toEqual([
      ['firstName', 'Value is required'],
      ['colour', 'Value is required'],
    ]);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Error: Value is required');

    function Summary() {
      return <ErrorSummary errors={useErrorSummaryItems(items)} />;
    }
    rerender(
      <I18nextProvider i18n={i18n}>
        <FormEngineProvider engine={engine} whitelist={asciiWhitelist}>
          <Summary />
          <ModelFields clientId={clientId} />
        </FormEngineProvider>
      </I18nextProvider>,
    );
    const links = within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`#${items[0]!.fieldId}`, `#${items[1]!.fieldId}`]);
    await user.click(links[1]!);
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus();
  });

  it('re-runs a rule that reads another field when that field changes', async () => {
    const config = modelConfig([
      { key: 'hasEmail', widget: 'checkbox', label: 'Email me' },
      { key: 'email', widget: 'text', label: 'Email', validations: [{ type: 'requiredIf', field: 'hasEmail', value: true }] },
    ]);
    const { user, handle } = await renderModel(config);
    const email = screen.getByRole('textbox', { name: 'Email' });
    act(() => void handle.current!.validateAll());
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('checkbox', { name: 'Email me' }));
    expect(email).toHaveAccessibleDescription('Error: The value is required');
    await user.click(screen.getByRole('checkbox', { name: 'Email me' }));
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('re-runs a rule that reads another model when that model changes', async () => {
    const claimant = modelConfig([{ key: 'country', widget: 'text', label: 'Country' }]);
    const details = modelConfig(
      [
        {
          key: 'taxId',
          widget: 'text',
          label: 'Tax ID',
          validations: [{ type: 'requiredIf', field: 'country', model: 'claimantInfo', value: 'US' }],
        },
      ],
      { dtoMapping: 'claimDetails' },
    );
    const { user } = await renderModel(details, {
      others: [claimant],
      extra: (engine) => <ModelFields clientId={savedClientId(engine, claimant)} />,
    });
    const taxId = screen.getByRole('textbox', { name: 'Tax ID' });
    // Typed and cleared: the claimant has been in the field, so its rule follows Country.
    await user.type(taxId, 'x');
    await user.clear(taxId);
    await user.tab();
    expect(taxId).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'US');
    expect(taxId).toHaveAccessibleDescription('Error: The value is required');
  });

  it('re-translates an error on screen when the language changes', async () => {
    const i18n = await testI18n({
      en: { Field_Name: 'Name' },
      es: { Field_Name: 'Nombre', Validation_Required: 'El valor es obligatorio' },
    });
    const config = modelConfig([{ key: 'name', widget: 'text', label: 'Field_Name', validations: [{ type: 'required' }] }]);
    const { user } = await renderModel(config, { i18n });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Error: Value is required');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Error: El valor es obligatorio');
  });

  it('calls the named afterChangeHook with the stored value', async () => {
    const hook = vi.fn();
    const config = modelConfig([{ key: 'zip', widget: 'text', label: 'ZIP', props: { afterChangeHook: 'lookupCity' } }]);
    const { user, clientId } = await renderModel(config, { afterChangeHooks: { lookupCity: hook } });
    await user.type(screen.getByRole('textbox', { name: 'ZIP' }), '9');
    await user.clear(screen.getByRole('textbox', { name: 'ZIP' }));
    expect(hook.mock.calls.map(([event]) => [event.clientId, event.key, event.value])).toEqual([
      [clientId, 'zip', '9'],
      [clientId, 'zip', null],
    ]);
  });

  it('refuses an afterChangeHook that is not registered, naming model, field and hook', async () => {
    const config = modelConfig([{ key: 'zip', widget: 'text', label: 'ZIP', props: { afterChangeHook: 'nope' } }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderModel(config)).rejects.toThrow('Model Standard/claimantInfo, field "zip": afterChangeHook "nope" is not registered');
    vi.mocked(console.error).mockRestore();
  });

  it('validates every mounted ModelFields of a page at once, in page order', async () => {
    const first = modelConfig([{ key: 'a', widget: 'text', label: 'A', validations: [{ type: 'required' }] }]);
    const second = modelConfig([{ key: 'b', widget: 'text', label: 'B', validations: [{ type: 'required' }] }], {
      dtoMapping: 'claimDetails',
    });
    const engine = createFormEngine(createModelStore([first, second]));
    const i18n = await testI18n();
    function Page() {
      const { engine: pageEngine } = useFormEngine();
      const [errors, setErrors] = useState<FieldErrorItem[]>([]);
      const items = useErrorSummaryItems(errors);
      return (
        <>
          <ErrorSummary errors={items} />
          <ModelFields clientId={savedClientId(pageEngine, second)} />
          <ModelFields clientId={savedClientId(pageEngine, first)} />
          <button type="button" onClick={() => setErrors(pageEngine.validateAll())}>
            Next
          </button>
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <FormEngineProvider engine={engine}>
          <Page />
        </FormEngineProvider>
      </I18nextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`#${screen.getByRole('textbox', { name: 'B' }).id}`, `#${screen.getByRole('textbox', { name: 'A' }).id}`]);
  });

  it('has no axe violations with errors showing', async () => {
    const config = modelConfig([
      { key: 'firstName', widget: 'text', label: 'First name', validations: [{ type: 'required' }], props: { hint: 'As on your ID' } },
      { key: 'phone', widget: 'text', label: 'Phone', maskName: 'usPhone', validations: [{ type: 'required' }] },
      { key: 'amount', widget: 'text', label: 'Amount', validations: [{ type: 'required' }], props: { inputGroupConfig: { prefix: '$' } } },
      {
        key: 'colour',
        widget: 'radio',
        label: 'Colour',
        validations: [{ type: 'required' }],
        props: { options: [{ value: 'R', label: 'Red' }], hasNoneOption: true },
      },
      {
        key: 'where',
        widget: 'hybridRadio',
        label: 'Where',
        validations: [{ type: 'required' }],
        props: { options: [{ value: 'X', label: 'Elsewhere' }], textOptionValue: 'X' },
      },
      {
        key: 'make',
        widget: 'select',
        label: 'Make',
        validations: [{ type: 'required' }],
        props: { options: [{ value: 'F', label: 'Ford' }] },
      },
      { key: 'bought', widget: 'date', label: 'Bought on', validations: [{ type: 'required' }] },
      { key: 'story', widget: 'textArea', label: 'Story', validations: [{ type: 'required' }] },
      { key: 'attest', widget: 'checkbox', label: 'I agree', validations: [{ type: 'required' }] },
      { key: 'file', widget: 'file', label: 'Receipt', validations: [{ type: 'required' }] },
      { key: 'ref', widget: 'hidden' },
    ]);
    const { handle } = await renderModel(config);
    let items: FieldErrorItem[] = [];
    act(() => {
      items = handle.current!.validateAll();
    });
    expect(items).toHaveLength(10);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('ModelFields and the store', () => {
  it('shows values other blocks write into the store (prepopulation) and keeps edited fields', async () => {
    const config = modelConfig([
      { key: 'firstName', widget: 'text', label: 'First name' },
      { key: 'lastName', widget: 'text', label: 'Last name' },
    ]);
    const { engine, user } = await renderModel(config);
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Mine');
    act(() =>
      engine.update((store) =>
        applyPrepopulatedData(store, [
          { metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard' }, fields: { FirstName: 'Ann', LastName: 'Lee' } },
        ]),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Mine');
  });

  it('drops the errors of a field its dependency hides, so it comes back clean', async () => {
    const config = modelConfig([
      { key: 'hasPet', widget: 'checkbox', label: 'I have a pet', defaultValue: true },
      {
        key: 'petName',
        widget: 'text',
        label: 'Pet name',
        validations: [{ type: 'required' }],
        props: { dependencies: [{ field: 'hasPet', value: true }] },
      },
    ]);
    const { user, handle } = await renderModel(config);
    act(() => void handle.current!.validateAll());
    expect(screen.getByRole('textbox', { name: 'Pet name' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'I have a pet' }));
    expect(screen.queryByRole('textbox', { name: 'Pet name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I have a pet' }));
    expect(screen.getByRole('textbox', { name: 'Pet name' })).not.toHaveAttribute('aria-invalid');
  });

  it('names the model when asked for a field or a client id it does not have', async () => {
    const config = modelConfig([{ key: 'a', widget: 'text', label: 'A' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderModel(config, { keys: ['b'] })).rejects.toThrow('Model Standard/claimantInfo has no field "b"');
    const engine = createFormEngine(createModelStore([config]));
    expect(() =>
      render(
        <FormEngineProvider engine={engine}>
          <ModelFields clientId="claimantInfo-missing1" />
        </FormEngineProvider>,
      ),
    ).toThrow('No model with client id claimantInfo-missing1');
    vi.mocked(console.error).mockRestore();
  });
});

describe('ModelFields across records', () => {
  it('edits the record it is given, starting fresh when switched to another draft', async () => {
    const config = modelConfig([{ key: 'amount', widget: 'text', label: 'Amount', validations: [{ type: 'required' }] }], {
      dtoMapping: 'claimTransactions',
    });
    const engine = createFormEngine(createModelStore([config]));
    let ids: string[] = [];
    engine.update((store) => {
      const first = addDraft(store, 'Standard', 'claimTransactions');
      const second = addDraft(first.store, 'Standard', 'claimTransactions');
      ids = [first.draft.clientId, second.draft.clientId];
      return second.store;
    });
    function Records() {
      const [current, setCurrent] = useState(ids[0]!);
      return (
        <>
          <ModelFields clientId={current} />
          <button type="button" onClick={() => setCurrent(ids[1]!)}>
            Next record
          </button>
          <button type="button" onClick={() => engine.validateAll()}>
            Check
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={await testI18n()}>
        <FormEngineProvider engine={engine}>
          <Records />
        </FormEngineProvider>
      </I18nextProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Next record' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.type(amount, '42');
    expect(engine.model(ids[1]!)?.fields.amount).toBe('42');
    expect(engine.model(ids[0]!)?.fields.amount).toBeNull();
  });
});
