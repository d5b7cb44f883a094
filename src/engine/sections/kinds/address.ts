import { addressKeys } from '@/contract/form-pages';
import { defineSection, noCopyKeys } from '../section-definition';

/** address: the mailing address group of one model. */
export const address = defineSection({
  kind: 'address',
  description: 'The mailing address group.',
  schema: ({ z, mappingName }) =>
    z.strictObject({
      kind: z.literal('address'),
      mapping: mappingName.describe(
        'The mapping holding the mailing address fields: mailingStreetLine1 and mailingCity at least, and any of mailingStreetLine2, mailingSubDivision, mailingPostalCode, mailingSubDivisionNonUS, mailingPostalCodeNonUS and mailingCountry.',
      ),
      international: z.boolean().describe('Offer countries other than the United States.'),
      secondLine: z.boolean().describe('Show the second street line.'),
    }),
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
