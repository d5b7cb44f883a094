import type { Story, StoryDefault } from '@ladle/react';
import { MultiRecordManager } from '@/features/form-engine/blocks/multi-record-manager';
import { savedModels } from '@/engine/models';
import { documentContexts, sampleDocuments, withDocuments } from './records';
import { BlockStory, storyConfig } from './support';

export default { title: 'Form engine / Blocks / Multi-record manager' } satisfies StoryDefault;

/** No documents yet: Add starts a draft whose fields come from the model config. */
export const Documents: Story = () => (
  <BlockStory configs={[documentContexts]}>
    {() => <MultiRecordManager formType="Standard" mappingName="documentContexts" required />}
  </BlockStory>
);

/** Two saved documents; uploading a file with one of their names is refused. */
export const WithSavedDocuments: Story = () => (
  <BlockStory configs={[documentContexts]} prepare={(store) => withDocuments(store, sampleDocuments).store}>
    {() => <MultiRecordManager formType="Standard" mappingName="documentContexts" required />}
  </BlockStory>
);

/** After a failed Next with nothing uploaded: the block asks for documentation. */
export const WithErrors: Story = () => (
  <BlockStory configs={[documentContexts]} showErrors>
    {() => <MultiRecordManager formType="Standard" mappingName="documentContexts" required />}
  </BlockStory>
);

/** While the claim is being sent: each file's progress, and its status announced politely. */
export const Uploading: Story = () => (
  <BlockStory configs={[documentContexts]} prepare={(store) => withDocuments(store, sampleDocuments).store}>
    {(engine) => {
      const [receipt, label] = savedModels(engine.getStore(), 'Standard', 'documentContexts');
      const progress = {
        [receipt!.clientId]: { loaded: 248_000, total: 248_000 },
        [label!.clientId]: { loaded: 740_000, total: 1_850_000 },
      };
      return <MultiRecordManager formType="Standard" mappingName="documentContexts" newDraftAfterSave={false} progress={progress} />;
    }}
  </BlockStory>
);

const claimTransactions = storyConfig('claimTransactions', [
  { key: 'StoreName', widget: 'text', label: 'Field_StoreName', validations: [{ type: 'required' }, { type: 'maxLength', max: 100 }] },
  {
    key: 'TransactionDate',
    widget: 'date',
    label: 'Field_TransactionDate',
    maskName: 'date',
    validations: [{ type: 'required' }, { type: 'preventFutureShortDate' }],
  },
  {
    key: 'TransactionAmount',
    widget: 'text',
    label: 'Field_TransactionAmount',
    maskName: 'currency',
    props: { inputGroupConfig: { prefix: '$' } },
  },
]);

/** Another list mapping: Save, and saved records shown as display rows. */
export const Transactions: Story = () => (
  <BlockStory configs={[claimTransactions]}>{() => <MultiRecordManager formType="Standard" mappingName="claimTransactions" />}</BlockStory>
);
