import { nameKeys } from '@/contract/form-pages';
import { defineSection, noCopyKeys } from '../section-definition';

/** name: the name group (first name, middle initial, last name) of one model. */
export const name = defineSection({
  kind: 'name',
  copyKeys: noCopyKeys,
  shows: (section) => ({
    mapping: section.mapping,
    records: 'one',
    fields: { block: Object.values(nameKeys), needs: [nameKeys.first, nameKeys.last] },
  }),
  summary: 'answers',
  beforeSubmit: false,
});
