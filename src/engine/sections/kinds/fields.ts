import { defineSection } from '../section-definition';

/** fields: some or all fields of one model, in a fieldset with a legend. */
export const fields = defineSection({
  kind: 'fields',
  copyKeys: (section) => [{ property: 'legend', key: section.legend }],
  shows: (section) => ({
    mapping: section.mapping,
    records: 'one',
    fields: section.keys ? { listed: section.keys } : { every: true },
  }),
  summary: 'answers',
  beforeSubmit: false,
});
