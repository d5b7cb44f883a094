import type { Story, StoryDefault } from '@ladle/react';
import { DisplayRow } from '@/features/form-engine/blocks/display-row';
import { addDraft, saveDraft, type ModelStore } from '@/engine/models';
import { BlockStory, storyConfig } from './support';

export default { title: 'Form engine / Blocks / Display row' } satisfies StoryDefault;

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

function withPurchase(fields: Record<string, unknown>) {
  return (store: ModelStore): ModelStore => {
    const { store: next, draft } = addDraft(store, 'Standard', 'claimTransactions');
    return saveDraft({ ...next, drafts: [{ ...draft, fields: { ...draft.fields, ...fields } }] }, draft.clientId);
  };
}

function firstRecord(store: ModelStore): string {
  return store.saved[0]!.clientId;
}

/** A saved purchase, read-only: the amount as the mask shows it, with its $ prefix. */
export const Default: Story = () => (
  <BlockStory
    configs={[purchases]}
    prepare={withPurchase({ transactionDate: '03/15/2023', storeName: 'BrightMart', transactionAmount: '1249' })}
  >
    {(engine) => <DisplayRow recordClientId={firstRecord(engine.getStore())} />}
  </BlockStory>
);

/** With Edit and Delete buttons, named with the record for screen readers ("Edit Purchase 1"). */
export const WithActions: Story = () => (
  <BlockStory
    configs={[purchases]}
    prepare={withPurchase({ transactionDate: '03/15/2023', storeName: 'BrightMart', transactionAmount: '1249' })}
  >
    {(engine) => (
      <DisplayRow
        recordClientId={firstRecord(engine.getStore())}
        recordLabel="Purchase 1"
        onEdit={() => undefined}
        onDelete={() => undefined}
      />
    )}
  </BlockStory>
);

/** An answer left empty: a dash, read as "Not provided". */
export const NotProvided: Story = () => (
  <BlockStory configs={[purchases]} prepare={withPurchase({ transactionDate: '03/15/2023', storeName: 'BrightMart' })}>
    {(engine) => <DisplayRow recordClientId={firstRecord(engine.getStore())} />}
  </BlockStory>
);
