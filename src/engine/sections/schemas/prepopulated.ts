import type { SectionSchemaParts } from '../section-definition';

/** The schema of a prepopulated section (its definition is in sections/kinds/prepopulated.ts). */
export const prepopulatedSchema = ({ z, copyKey }: SectionSchemaParts) =>
  z
    .strictObject({
      kind: z.literal('prepopulated'),
      heading: copyKey.describe('Copy key of the heading above what the authorize answer brought.'),
    })
    .describe('The values the authorize answer brought.');
