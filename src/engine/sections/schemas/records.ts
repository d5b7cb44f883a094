import type { SectionSchemaParts } from '../section-definition';

/** The schema of a records section (its definition is in sections/kinds/records.ts). */
export const recordsSchema = ({ z, copyKey, mappingName }: SectionSchemaParts) =>
  z
    .strictObject({
      kind: z.literal('records'),
      mapping: mappingName.describe('A document-context mapping: one record per uploaded document.'),
      required: z.boolean().describe('Whether at least one document must be uploaded.'),
      heading: copyKey.describe('Copy key of the heading above the records.'),
    })
    .describe('Uploaded documents of a document-context mapping.');
