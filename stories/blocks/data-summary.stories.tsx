import type { Story, StoryDefault } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import { DataSummary } from '@/features/form-engine/blocks/data-summary';
import { DisplayRow } from '@/features/form-engine/blocks/display-row';
import { addDraft, replaceModel, saveDraft, savedModels, type ModelStore } from '@/engine/models';
import type { FormEngine } from '@/features/form-engine/react/engine';
import { BlockStory, savedClientId, storyConfig } from './support';

export default { title: 'Form engine / Blocks / Data summary' } satisfies StoryDefault;

const claimantInfo = storyConfig('claimantInfo', [
  { key: 'FirstName', widget: 'text', label: 'Field_FirstName' },
  { key: 'MiddleInitial', widget: 'text', label: 'Field_MiddleInitial' },
  { key: 'LastName', widget: 'text', label: 'Field_LastName' },
  { key: 'EmailAddress', widget: 'text', label: 'Field_Email' },
  { key: 'PhoneNumber', widget: 'text', label: 'Field_Phone', maskName: 'usPhone' },
]);

const claimDetails = storyConfig('claimDetails', [
  {
    key: 'ProductModel',
    widget: 'select',
    label: 'Field_ProductModel',
    props: {
      options: [
        { value: 'BW-100', label: 'Option_BW100' },
        { value: 'BW-200', label: 'Option_BW200' },
      ],
    },
  },
  { key: 'PurchaseDate', widget: 'date', label: 'Field_PurchaseDate', maskName: 'date' },
  {
    key: 'PurchaseAmount',
    widget: 'text',
    label: 'Field_PurchaseAmount',
    maskName: 'currencyDecimal',
    props: { inputGroupConfig: { prefix: '$' } },
  },
  {
    key: 'PaymentMethod',
    widget: 'radio',
    label: 'Field_PaymentMethod',
    props: {
      options: [
        { value: 'PayPal', label: 'Option_PayPal' },
        { value: 'Check', label: 'Option_Check' },
      ],
    },
  },
  { key: 'Attestation', widget: 'checkbox', label: 'Field_Attestation' },
]);

const purchases = storyConfig('claimTransactions', [
  { key: 'TransactionDate', widget: 'date', label: 'Field_TransactionDate', maskName: 'date' },
  { key: 'StoreName', widget: 'text', label: 'Field_StoreName' },
  {
    key: 'TransactionAmount',
    widget: 'text',
    label: 'Field_TransactionAmount',
    maskName: 'currency',
    props: { inputGroupConfig: { prefix: '$' } },
  },
]);

function answered(store: ModelStore): ModelStore {
  let current = store;
  const fill = (mapping: string, fields: Record<string, unknown>) => {
    const model = current.saved.find((candidate) => candidate.metadata.dtoMapping === mapping)!;
    current = replaceModel(current, { ...model, fields: { ...model.fields, ...fields } });
  };
  fill('claimantInfo', { firstName: 'Ana', lastName: 'Reyes', emailAddress: 'ana.reyes@example.com', phoneNumber: '(916) 555-0142' });
  fill('claimDetails', {
    productModel: 'BW-200',
    purchaseDate: '03/15/2023',
    purchaseAmount: '649.99',
    paymentMethod: 'Check',
    attestation: true,
  });
  for (const fields of [
    { transactionDate: '03/15/2023', storeName: 'BrightMart', transactionAmount: '649' },
    { transactionDate: '11/02/2023', storeName: 'Applianceland', transactionAmount: '89' },
  ]) {
    const { store: next, draft } = addDraft(current, 'Standard', 'claimTransactions');
    current = saveDraft(replaceModel(next, { ...draft, fields: { ...draft.fields, ...fields } }), draft.clientId);
  }
  return current;
}

/** The summary page's part: headings and row labels from the settlement's copy. */
function Summary({ engine }: { engine: FormEngine }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <DataSummary heading={t('Section_Name', { defaultValue: 'Your name' })}>
        <DisplayRow recordClientId={savedClientId(engine, claimantInfo)} />
      </DataSummary>
      <DataSummary heading={t('Section_PurchaseDetails', { defaultValue: 'Purchase details' })}>
        <DisplayRow recordClientId={savedClientId(engine, claimDetails)} />
      </DataSummary>
      <DataSummary heading={t('Section_Transactions', { defaultValue: 'Your purchases' })}>
        {savedModels(engine.getStore(), 'Standard', 'claimTransactions').map((model, index) => (
          <DisplayRow
            key={model.clientId}
            recordClientId={model.clientId}
            recordLabel={t('Shared_Transaction_Row', { number: index + 1, defaultValue: 'Row {number}' })}
            onEdit={() => undefined}
            onDelete={() => undefined}
          />
        ))}
      </DataSummary>
    </div>
  );
}

/** A claim summary: one block per model, the single-instance models as one row each, the
 *  purchases as a row per record with Edit and Delete. The middle initial was left empty. */
export const ClaimSummary: Story = () => (
  <BlockStory configs={[claimantInfo, claimDetails, purchases]} prepare={answered}>
    {(engine) => <Summary engine={engine} />}
  </BlockStory>
);
