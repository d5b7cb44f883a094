import { defineSection } from '../section-definition';

/** table: one row per record of a list model, each row's fields in a row of its own. */
export const table = defineSection({
  kind: 'table',
  // What the table fills in, as into the app's own row label and minimum message.
  copyKeys: (section) => [
    { property: 'caption', key: section.caption },
    { property: 'rowLabel', key: section.rowLabel, params: ['number'] },
    { property: 'minimumMessage', key: section.minimumMessage, params: ['min'] },
  ],
  shows: (section) => ({ mapping: section.mapping, records: 'list', fields: { every: true } }),
  summary: 'answers',
  beforeSubmit: false,
});
