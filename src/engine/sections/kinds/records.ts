import { defineSection } from '../section-definition';

/** records: the uploaded documents of a document-context model, one record per document. */
export const records = defineSection({
  kind: 'records',
  description: 'Uploaded documents of a document-context mapping.',
  schema: ({ z, copyKey, mappingName }) =>
    z.strictObject({
      kind: z.literal('records'),
      mapping: mappingName.describe('A document-context mapping: one record per uploaded document.'),
      required: z.boolean().describe('Whether at least one document must be uploaded.'),
      heading: copyKey.describe('Copy key of the heading above the records.'),
    }),
  copyKeys: (section) => [{ property: 'heading', key: section.heading }],
  shows: (section) => ({ mapping: section.mapping, records: 'documents', fields: { every: true } }),
  summary: 'answers',
  beforeSubmit: false,
});
