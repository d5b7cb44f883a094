import { nameKeys } from '@/contract/form-pages';
import { defineSection, noCopyKeys } from '../section-definition';

/** name: the name group (first name, middle initial, last name) of one model. */
export const name = defineSection({
  kind: 'name',
  description: 'The name group: first name, middle initial, last name.',
  schema: ({ z, mappingName }) =>
    z.strictObject({
      kind: z.literal('name'),
      mapping: mappingName.describe('The mapping holding firstName, middleInitial and lastName (firstName and lastName at least).'),
    }),
  copyKeys: noCopyKeys,
  shows: (section) => ({
    mapping: section.mapping,
    records: 'one',
    fields: { block: Object.values(nameKeys), needs: [nameKeys.first, nameKeys.last] },
  }),
  summary: 'answers',
  beforeSubmit: false,
});
