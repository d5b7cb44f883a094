import type { Story, StoryDefault } from '@ladle/react';
import { DocumentRecords } from '@/features/form-engine/blocks/document-records';
import { savedModels } from '@/engine/models';
import { documentContexts, sampleDocuments, withDocuments } from './records';
import { BlockStory } from './support';

export default { title: 'Form engine / Blocks / Document records' } satisfies StoryDefault;

/** Nothing uploaded yet. */
export const Empty: Story = () => (
  <BlockStory configs={[documentContexts]}>{() => <DocumentRecords formType="Standard" mappingName="documentContexts" />}</BlockStory>
);

const documents = [...sampleDocuments, { name: 'order-email', size: 12_400, type: '', documentType: 'OrderConfirmation' }];

/** Saved documents by file name, type and size; each remove button names its file. */
export const WithRecords: Story = () => (
  <BlockStory configs={[documentContexts]} prepare={(store) => withDocuments(store, documents).store}>
    {() => <DocumentRecords formType="Standard" mappingName="documentContexts" />}
  </BlockStory>
);

/** Upload progress: one finished, one under way, one that failed. */
export const Uploading: Story = () => (
  <BlockStory configs={[documentContexts]} prepare={(store) => withDocuments(store, documents).store}>
    {(engine) => {
      const [first, second, third] = savedModels(engine.getStore(), 'Standard', 'documentContexts');
      const progress = {
        [first!.clientId]: { loaded: 248_000, total: 248_000 },
        [second!.clientId]: { loaded: 925_000, total: 1_850_000 },
        [third!.clientId]: { loaded: 2_000, total: 12_400, failed: true },
      };
      return <DocumentRecords formType="Standard" mappingName="documentContexts" progress={progress} />;
    }}
  </BlockStory>
);
