import type { Story, StoryDefault } from '@ladle/react';
import type { i18n as I18n } from 'i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { ErrorSummary } from '@ui/error-summary';
import { modelConfigSchema, type ModelConfig, type ModelConfigInput } from '@/contract/model-config';
import { createModelStore, savedModels } from '@/engine/models';
import { createFormEngine, type FieldErrorItem, type FormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { ModelFields, type ModelFieldsHandle } from '@/features/form-engine/react/model-fields';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import { addCultureContent, createI18n } from '@/features/localization/i18n';

export default { title: 'Form engine / Widgets' } satisfies StoryDefault;

// Every story builds a small server model config, its own engine and an i18n instance with the
// copy the config's keys name, so each renders standalone (Ladle, the axe sweep) exactly as the
// app would render the same config.

type FieldInput = ModelConfigInput['fields'][number];

const english: Record<string, string> = {
  Field_FirstName: 'First name',
  Hint_FirstName: 'As it appears on your photo ID',
  Field_Phone: 'Phone number',
  Field_Amount: 'Price paid',
  Field_PurchaseDate: 'Date of purchase',
  Hint_PurchaseDate: 'The date on your receipt',
  Field_Retailer: 'Store',
  Option_Applianceland: 'Applianceland',
  Option_BrightMart: 'BrightMart',
  Field_Payment: 'How would you like to be paid?',
  Option_Check: 'Paper check',
  Option_PayPal: 'PayPal',
  Option_NoPayment: 'I do not want a payment',
  Field_PurchaseLocation: 'Where did you buy it?',
  Option_Online: 'Online',
  Option_InStore: 'In a store',
  Option_Other: 'Somewhere else (tell us where)',
  Field_Attest: 'I confirm that the information I provided is true and correct',
  Field_Receipt: 'Proof of purchase',
  Hint_Receipt: 'A PDF or photo of your receipt, one file',
  Field_Description: 'Describe the problem',
  Field_Country: 'Country',
  Option_US: 'United States',
  Option_CA: 'Canada',
  Field_State: 'State',
  Option_NV: 'Nevada',
  Option_OR: 'Oregon',
  Field_Zip: 'ZIP code',
  Field_PostalCode: 'Postal code',
  Field_Updates: 'Email me about my claim',
  Field_Email: 'Email address',
};

const spanish: Record<string, string> = {
  Field_Country: 'País',
  Option_US: 'Estados Unidos',
  Option_CA: 'Canadá',
  Field_State: 'Estado',
  Field_Zip: 'Código postal (ZIP)',
  Field_PostalCode: 'Código postal',
  Field_Updates: 'Envíenme correos sobre mi reclamo',
  Field_Email: 'Correo electrónico',
  Validation_Required: 'El valor es obligatorio',
  Validation_ConditionalRequired: 'El valor es obligatorio',
  Validation_Email: 'Ingrese un correo electrónico válido',
  Shared_Select_Placeholder: 'Seleccione una opción',
  Shared_ErrorPrefix: 'Error:',
  Mask_Hint_UsZip: '5 dígitos, o 9 dígitos como 12345-6789',
  Mask_Hint_NonUsPostal: 'Hasta 10 letras, dígitos y espacios',
};

async function storyI18n(): Promise<I18n> {
  const i18n = await createI18n('en');
  addCultureContent(
    i18n,
    'en',
    Object.entries(english).map(([key, value]) => ({ key, value })),
  );
  addCultureContent(
    i18n,
    'es',
    Object.entries(spanish).map(([key, value]) => ({ key, value })),
  );
  return i18n;
}

// Started at import so the instances are usually ready by the time a story renders (a story then
// renders at once, with no loading pass); the example that switches language has its own, so the
// other stories stay in English.
const ready = new Map<Promise<I18n>, I18n>();
function started(promise: Promise<I18n>): Promise<I18n> {
  void promise.then((i18n) => ready.set(promise, i18n));
  return promise;
}
const sharedI18n = started(storyI18n());
const exampleI18n = started(storyI18n());

/** The instance of a started promise: at once when it has resolved, else after it does. */
function useReadyI18n(promise: Promise<I18n>): I18n | null {
  const [i18n, setI18n] = useState(() => ready.get(promise) ?? null);
  useEffect(() => {
    if (i18n) return;
    let live = true;
    void promise.then((resolved) => {
      if (live) setI18n(resolved);
    });
    return () => {
      live = false;
    };
  }, [i18n, promise]);
  return i18n;
}

const whitelist: ReadonlySet<string> = new Set(Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));

function configOf(fields: FieldInput[], dtoMapping = 'claimantInfo'): ModelConfig {
  return modelConfigSchema.parse({ metadataHash: 'story', metadata: { DtoMapping: dtoMapping, FormType: 'Standard' }, fields });
}

function savedClientId(engine: FormEngine, config: ModelConfig): string {
  const model = savedModels(engine.getStore(), config.metadata.formType, config.metadata.dtoMapping)[0];
  if (!model) throw new Error('The story config has no saved model');
  return model.clientId;
}

/** Renders one config's fields with its own engine; `showErrors` validates them on mount. */
function Fields({ config, showErrors = false }: { config: ModelConfig; showErrors?: boolean }) {
  const [engine] = useState(() => createFormEngine(createModelStore([config])));
  const handle = useRef<ModelFieldsHandle>(null);
  useEffect(() => {
    if (showErrors) handle.current?.validateAll();
  }, [showErrors]);
  return (
    <FormEngineProvider engine={engine} whitelist={whitelist}>
      <ModelFields clientId={savedClientId(engine, config)} ref={handle} className="max-w-xl" />
    </FormEngineProvider>
  );
}

function Frame({ children, i18n = sharedI18n }: { children: ReactNode; i18n?: Promise<I18n> }) {
  const instance = useReadyI18n(i18n);
  return instance ? <I18nextProvider i18n={instance}>{children}</I18nextProvider> : null;
}

const textConfig = configOf([
  {
    key: 'FirstName',
    widget: 'text',
    label: 'Field_FirstName',
    validations: [{ type: 'required' }, { type: 'maxLength', max: 30 }, { type: 'characterSetRestriction' }],
    props: { hint: 'Hint_FirstName' },
  },
]);

/** Text: translated label and hint, required marker from the rules; errors show on blur. */
export const TextWidget: Story = () => (
  <Frame>
    <Fields config={textConfig} />
  </Frame>
);

const maskConfig = configOf([
  { key: 'Phone', widget: 'text', label: 'Field_Phone', maskName: 'usPhone', validations: [{ type: 'required' }] },
  { key: 'Amount', widget: 'text', label: 'Field_Amount', maskName: 'currencyDecimal', props: { inputGroupConfig: { prefix: '$' } } },
]);

/** Text with masks: the expected format is in the hint; the currency field has a $ prefix. */
export const TextWithMask: Story = () => (
  <Frame>
    <Fields config={maskConfig} />
  </Frame>
);

const dateConfig = configOf([
  {
    key: 'PurchaseDate',
    widget: 'date',
    label: 'Field_PurchaseDate',
    maskName: 'date',
    validations: [{ type: 'required' }, { type: 'range', valueType: 'date', min: '1/1/2019', max: '12/31/2024' }],
    props: { hint: 'Hint_PurchaseDate' },
  },
]);

/** Date: typed under the date mask, with a calendar bounded by the field's range rule. */
export const DateWidget: Story = () => (
  <Frame>
    <Fields config={dateConfig} />
  </Frame>
);

const selectConfig = configOf([
  {
    key: 'Retailer',
    widget: 'select',
    label: 'Field_Retailer',
    validations: [{ type: 'required' }],
    props: {
      options: [
        { value: 'Applianceland', label: 'Option_Applianceland' },
        { value: 'BrightMart', label: 'Option_BrightMart' },
      ],
    },
  },
]);

/** Select: the shared placeholder ("Select an option") before the translated options. */
export const SelectWidget: Story = () => (
  <Frame>
    <Fields config={selectConfig} />
  </Frame>
);

const radioConfig = configOf([
  {
    key: 'Payment',
    widget: 'radio',
    label: 'Field_Payment',
    validations: [{ type: 'required' }],
    props: {
      options: [
        { value: 'Check', label: 'Option_Check' },
        { value: 'PayPal', label: 'Option_PayPal' },
      ],
      hasNoneOption: true,
      noneOptionLabel: 'Option_NoPayment',
    },
  },
]);

/** Radio with the "none" option named by noneOptionLabel. */
export const RadioWithNone: Story = () => (
  <Frame>
    <Fields config={radioConfig} />
  </Frame>
);

const hybridConfig = configOf([
  {
    key: 'PurchaseLocation',
    widget: 'hybridRadio',
    label: 'Field_PurchaseLocation',
    validations: [{ type: 'required' }, { type: 'maxLength', max: 100 }],
    props: {
      options: [
        { value: 'Online', label: 'Option_Online' },
        { value: 'InStore', label: 'Option_InStore' },
        { value: 'Other', label: 'Option_Other' },
      ],
      textOptionValue: 'Other',
    },
  },
]);

/** Hybrid radio: choosing "Somewhere else" reveals a text box named by that option. */
export const HybridRadioWidget: Story = () => (
  <Frame>
    <Fields config={hybridConfig} />
  </Frame>
);

const checkboxConfig = configOf(
  [{ key: 'Attest', widget: 'checkbox', label: 'Field_Attest', validations: [{ type: 'required' }] }],
  'signature',
);

/** Checkbox after a failed Next: its first error above the box in the danger colour. */
export const CheckboxWidget: Story = () => (
  <Frame>
    <Fields config={checkboxConfig} showErrors />
  </Frame>
);

const fileConfig = configOf(
  [
    {
      key: 'File',
      widget: 'file',
      label: 'Field_Receipt',
      validations: [{ type: 'required' }],
      props: { hint: 'Hint_Receipt', accept: '.pdf,image/*' },
    },
  ],
  'credentials',
);

/** File: exactly one file; its name, size and type go to the model. */
export const FileWidget: Story = () => (
  <Frame>
    <Fields config={fileConfig} />
  </Frame>
);

const textAreaConfig = configOf([
  {
    key: 'Description',
    widget: 'textArea',
    label: 'Field_Description',
    defaultValue: 'It stopped working <after> a week',
    validations: [{ type: 'maxLength', max: 20 }, { type: 'characterSetRestriction' }, { type: 'regularExpression', pattern: '[^<>]*' }],
  },
]);

/** Text area after a failed Next: every error listed. */
export const TextAreaWithErrors: Story = () => (
  <Frame>
    <Fields config={textAreaConfig} showErrors />
  </Frame>
);

const addressConfig = configOf([
  {
    key: 'MailingCountry',
    widget: 'select',
    label: 'Field_Country',
    defaultValue: 'US',
    validations: [{ type: 'required' }],
    props: {
      options: [
        { value: 'US', label: 'Option_US' },
        { value: 'CA', label: 'Option_CA' },
      ],
    },
  },
  {
    key: 'MailingSubDivision',
    widget: 'select',
    label: 'Field_State',
    validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }],
    props: {
      options: [
        { value: 'NV', label: 'Option_NV' },
        { value: 'OR', label: 'Option_OR' },
      ],
      dependencies: [{ field: 'mailingCountry', value: 'US' }],
    },
  },
  {
    key: 'MailingPostalCode',
    widget: 'text',
    label: 'Field_Zip',
    maskName: 'usZip',
    validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }],
    props: { dependencies: [{ field: 'mailingCountry', value: 'US' }] },
  },
  {
    key: 'MailingPostalCodeNonUS',
    widget: 'text',
    label: 'Field_PostalCode',
    maskName: 'nonUsPostal',
    validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'CA' }],
    props: { dependencies: [{ field: 'mailingCountry', operator: 'IsNotEqualTo', value: 'US' }] },
  },
  { key: 'Updates', widget: 'checkbox', label: 'Field_Updates' },
  {
    key: 'Email',
    widget: 'text',
    label: 'Field_Email',
    validations: [{ type: 'requiredIf', field: 'updates', value: true }, { type: 'email' }],
  },
]);

function ExamplePage() {
  const [engine] = useState(() => createFormEngine(createModelStore([addressConfig])));
  const [errors, setErrors] = useState<FieldErrorItem[]>([]);
  const items = useErrorSummaryItems(errors);
  const { i18n } = useTranslation();
  return (
    <FormEngineProvider engine={engine} whitelist={whitelist}>
      <div className="flex max-w-xl flex-col gap-6">
        <ErrorSummary errors={items} />
        <ModelFields clientId={savedClientId(engine, addressConfig)} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setErrors(engine.validateAll())}>Next</Button>
          <Button variant="secondary" onClick={() => void i18n.changeLanguage(i18n.language === 'es' ? 'en' : 'es')}>
            {i18n.language === 'es' ? 'English' : 'Español'}
          </Button>
        </div>
      </div>
    </FormEngineProvider>
  );
}

/** A model with dependencies: the state and ZIP show for the US, the postal code otherwise;
 *  the email is required once updates are asked for. Next lists the errors in a summary;
 *  the language button re-translates labels and the errors already shown. */
export const ModelFormExample: Story = () => (
  <Frame i18n={exampleI18n}>
    <ExamplePage />
  </Frame>
);
