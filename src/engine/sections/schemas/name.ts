import type { SectionSchemaParts } from '../section-definition';

/** The schema of a name section (its definition is in sections/kinds/name.ts). */
export const nameSchema = ({ z, mappingName }: SectionSchemaParts) =>
  z
    .strictObject({
      kind: z.literal('name'),
      mapping: mappingName.describe('The mapping holding firstName, middleInitial and lastName (firstName and lastName at least).'),
    })
    .describe('The name group: first name, middle initial, last name.');
