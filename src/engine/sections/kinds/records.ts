import { defineSection } from '../section-definition';

/** records: the uploaded documents of a document-context model, one record per document. */
export const records = defineSection({
  kind: 'records',
  copyKeys: (section) => [{ property: 'heading', key: section.heading }],
  shows: (section) => ({ mapping: section.mapping, records: 'documents', fields: { every: true } }),
  summary: 'answers',
  beforeSubmit: false,
});
