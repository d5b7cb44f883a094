import type { Story, StoryDefault } from '@ladle/react';
import { MultiRowTable } from '@/features/form-engine/blocks/multi-row-table';
import { addDraft, findModel, replaceModel, saveDraft, type ModelStore } from '@/engine/models';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { BlockStory, savedClientId, storyConfig, type FieldInput } from './support';

export default { title: 'Form engine / Blocks / Multi-row table' } satisfies StoryDefault;

const columns: FieldInput[] = [
  {
    key: 'TransactionDate',
    widget: 'text',
    label: 'Field_TransactionDate',
    maskName: 'date',
    validations: [{ type: 'required' }, { type: 'validDate', formats: 'MM/dd/yyyy' }, { type: 'preventFutureShortDate' }],
  },
  { key: 'StoreName', widget: 'text', label: 'Field_StoreName', validations: [{ type: 'required' }, { type: 'maxLength', max: 100 }] },
  {
    key: 'TransactionAmount',
    widget: 'text',
    label: 'Field_TransactionAmount',
    maskName: 'currency',
    validations: [{ type: 'required' }, { type: 'range', valueType: 'number', min: 1, max: 5000 }],
    props: { inputGroupConfig: { prefix: '$' } },
  },
];

const purchases = storyConfig('claimTransactions', columns, { MinimumRecordCount: 2 });

function withPurchase(store: ModelStore, fields: Record<string, unknown>): ModelStore {
  const { store: next, draft } = addDraft(store, 'Standard', 'claimTransactions');
  return saveDraft(replaceModel(next, { ...draft, fields: { ...draft.fields, ...fields } }), draft.clientId);
}

/** One saved purchase; add rows, and leave a filled row to save it. */
export const Default: Story = () => (
  <BlockStory
    configs={[purchases]}
    prepare={(store) => withPurchase(store, { transactionDate: '03/15/2023', storeName: 'BrightMart', transactionAmount: '649' })}
  >
    {() => <MultiRowTable formType="Standard" mappingName="claimTransactions" />}
  </BlockStory>
);

/** After a failed Next: two purchases are needed and only one is saved. */
export const MinimumWithErrors: Story = () => (
  <BlockStory
    configs={[purchases]}
    showErrors
    prepare={(store) => withPurchase(store, { transactionDate: '03/15/2023', storeName: 'BrightMart', transactionAmount: '649' })}
  >
    {() => <MultiRowTable formType="Standard" mappingName="claimTransactions" />}
  </BlockStory>
);

const claimDetails = storyConfig('claimDetails', [
  { key: 'RepairVisitCount', widget: 'text', label: 'Field_RepairVisitCount', validations: [{ type: 'required' }, { type: 'integer' }] },
]);
const repairs = storyConfig('claimTransactions', columns, { MinimumRecordCount: { model: 'claimDetails', field: 'RepairVisitCount' } });

function withRepairCount(store: ModelStore): ModelStore {
  const details = store.saved.find((model) => model.metadata.dtoMapping === 'claimDetails')!;
  const model = findModel(store, details.clientId)!.model;
  return replaceModel(store, { ...model, fields: { ...model.fields, repairVisitCount: '3' } });
}

/** The minimum comes from another answer: as many rows as the repairs the claimant reported. */
export const ComputedMinimum: Story = () => (
  <BlockStory configs={[claimDetails, repairs]} showErrors prepare={withRepairCount}>
    {(engine) => (
      <div className="flex flex-col gap-8">
        <ModelFields clientId={savedClientId(engine, claimDetails)} />
        <MultiRowTable formType="Standard" mappingName="claimTransactions" />
      </div>
    )}
  </BlockStory>
);
