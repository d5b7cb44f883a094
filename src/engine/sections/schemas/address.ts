import type { SectionSchemaParts } from '../section-definition';

/** The schema of a address section (its definition is in sections/kinds/address.ts). */
export const addressSchema = ({ z, mappingName }: SectionSchemaParts) =>
  z
    .strictObject({
      kind: z.literal('address'),
      mapping: mappingName.describe(
        'The mapping holding the mailing address fields: mailingStreetLine1 and mailingCity at least, and any of mailingStreetLine2, mailingSubDivision, mailingPostalCode, mailingSubDivisionNonUS, mailingPostalCodeNonUS and mailingCountry.',
      ),
      international: z.boolean().describe('Offer countries other than the United States.'),
      secondLine: z.boolean().describe('Show the second street line.'),
    })
    .describe('The mailing address group.');
