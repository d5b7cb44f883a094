import { addressKeys } from '@/contract/form-pages';
import { defineSection, noCopyKeys } from '../section-definition';

/** address: the mailing address group of one model. */
export const address = defineSection({
  kind: 'address',
  copyKeys: noCopyKeys,
  // In the order the block shows them, which the summary keeps.
  shows: (section) => ({
    mapping: section.mapping,
    records: 'one',
    fields: { block: Object.values(addressKeys), needs: [addressKeys.streetLine1, addressKeys.city] },
  }),
  summary: 'answers',
  beforeSubmit: false,
});
