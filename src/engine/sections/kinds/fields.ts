import { defineSection } from '../section-definition';

/** fields: some or all fields of one model, in a fieldset with a legend. */
export const fields = defineSection({
  kind: 'fields',
  description: 'Fields of one model in a fieldset.',
  schema: ({ z, copyKey, mappingName }) =>
    z.strictObject({
      kind: z.literal('fields'),
      mapping: mappingName.describe('The mapping of the model whose fields it shows.'),
      keys: z
        .array(z.string().min(1))
        .min(1, { error: 'list at least one field key, or leave "keys" out to show every field of the mapping' })
        .optional()
        .describe('Field keys in the order shown; every field of the mapping when left out.'),
      legend: copyKey.describe("Copy key of the fieldset's legend."),
    }),
  copyKeys: (section) => [{ property: 'legend', key: section.legend }],
  shows: (section) => ({
    mapping: section.mapping,
    records: 'one',
    fields: section.keys ? { listed: section.keys } : { every: true },
  }),
  summary: 'answers',
  beforeSubmit: false,
});
