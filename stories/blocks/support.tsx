import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FormType } from '@/contract/form-type-names';
import { modelConfigSchema, type ModelConfig, type ModelConfigInput } from '@/contract/model-config';
import { createModelStore, savedModels, type ModelStore } from '@/engine/models';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { addCultureContent, createI18n } from '@/features/localization/i18n';

// What every block story needs: a model config as the server sends it, its own engine, and an
// i18n instance with the settlement's copy for the keys the config names, so each story renders
// standalone (in Ladle and in the axe sweep) exactly as the app would render the same config.

/** One field as the server sends it. */
export type FieldInput = ModelConfigInput['fields'][number];

/** Parses a config of the Standard form as the server would send it (PascalCase metadata). */
export function storyConfig(dtoMapping: string, fields: FieldInput[], metadata: Record<string, unknown> = {}): ModelConfig {
  return modelConfigSchema.parse({
    metadataHash: `story-${dtoMapping}`,
    metadata: { DtoMapping: dtoMapping, FormType: 'Standard', ...metadata },
    fields,
  });
}

/** The settlement's English copy for the keys the story configs name. */
const english: Record<string, string> = {
  Field_FirstName: 'First name',
  Field_MiddleInitial: 'Middle initial',
  Field_LastName: 'Last name',
  Field_Street1: 'Street address',
  Field_Street2: 'Apartment, suite or unit',
  Field_City: 'City',
  Field_State: 'State',
  Field_Zip: 'ZIP code',
  Field_Region: 'State, province or region',
  Field_PostalCode: 'Postal code',
  Field_Country: 'Country',
  Field_Email: 'Email address',
  Field_DocumentType: 'Type of document',
  Option_Receipt: 'Receipt',
  Option_OrderConfirmation: 'Order confirmation',
  Option_ProductLabel: 'Photo of the product label',
  Option_OtherDocument: 'Other document',
  Field_DocumentDescription: 'Describe the document',
  Field_File: 'File',
  Hint_File: 'PDF, JPG or PNG, up to 25 MB',
  Field_TransactionDate: 'Purchase date',
  Field_TransactionAmount: 'Amount',
  Field_StoreName: 'Store',
  Field_RepairVisitCount: 'How many times was it repaired?',
  Field_ProductModel: 'Model series',
  Option_BW100: 'BW-100 series',
  Option_BW200: 'BW-200 series',
  Field_PurchaseDate: 'Date of purchase',
  Field_PurchaseAmount: 'Price paid',
  Field_PaymentMethod: 'How would you like to be paid?',
  Option_PayPal: 'PayPal',
  Option_Check: 'Paper check by mail',
  Field_Attestation: 'I declare that the information in this claim is true and correct',
  Field_Phone: 'US phone number',
  Shared_Transaction_Row: 'Purchase {number}',
  Section_Transactions: 'Your purchases',
  Section_PaymentMethod: 'Payment method',
  Option_Venmo: 'Venmo',
  Option_DirectDeposit: 'Direct deposit to a US bank account',
  Field_VenmoHandle: 'Phone number or email of your Venmo account',
  Field_RoutingNumber: 'Routing number',
  Field_AccountNumber: 'Account number',
  Field_ConfirmAccountNumber: 'Confirm account number',
  Field_AccountType: 'Account type',
  Option_Checking: 'Checking',
  Option_Savings: 'Savings',
  Field_Payee: 'Name to print on the check',
  Validation_Payment_VenmoHandle: 'Enter the phone number or email address of your Venmo account',
};

/** Some Spanish copy, for the stories that switch language. */
const spanish: Record<string, string> = {
  Field_City: 'Ciudad',
  Field_State: 'Estado',
  Field_Street1: 'Dirección',
  Section_MailingAddress: 'Dirección postal',
  State_CA: 'California',
  State_NY: 'Nueva York',
  Country_ES: 'España',
  Country_US: 'Estados Unidos',
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

// Started at import, so the instance is usually ready when a story first renders.
let ready: I18n | null = null;
const loading = storyI18n().then((i18n) => {
  ready = i18n;
  return i18n;
});

function useStoryI18n(): I18n | null {
  const [i18n, setI18n] = useState<I18n | null>(() => ready);
  useEffect(() => {
    if (i18n) return;
    let live = true;
    void loading.then((resolved) => {
      if (live) setI18n(resolved);
    });
    return () => {
      live = false;
    };
  }, [i18n]);
  return i18n;
}

/** Printable ASCII: the character whitelist the stories run with. */
const whitelist: ReadonlySet<string> = new Set(Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));

/** The client id of the saved single-instance model of a config. */
export function savedClientId(engine: FormEngine, config: ModelConfig, formType: FormType = 'Standard'): string {
  const model = savedModels(engine.getStore(), formType, config.metadata.mappingName ?? config.metadata.dtoMapping)[0];
  if (!model) throw new Error('The story config has no saved model');
  return model.clientId;
}

/** Props of BlockStory. */
interface BlockStoryProps {
  configs: readonly ModelConfig[];
  /** Prepares the store (saved records, answers) before the first render. */
  prepare?: (store: ModelStore) => ModelStore;
  /** Runs the page's validation once mounted, so the story shows its errors. */
  showErrors?: boolean;
  children: (engine: FormEngine) => ReactNode;
}

/** One engine over the configs, the story i18n instance and the engine provider. */
export function BlockStory({ configs, prepare, showErrors = false, children }: BlockStoryProps) {
  const i18n = useStoryI18n();
  const [engine] = useState(() => {
    const store = createModelStore(configs);
    return createFormEngine(prepare ? prepare(store) : store);
  });
  useEffect(() => {
    if (showErrors && i18n) engine.validateAll();
  }, [showErrors, engine, i18n]);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <FormEngineProvider engine={engine} whitelist={whitelist}>
        <div className="max-w-3xl">{children(engine)}</div>
      </FormEngineProvider>
    </I18nextProvider>
  );
}
