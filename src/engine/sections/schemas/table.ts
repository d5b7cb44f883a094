import type { SectionSchemaParts } from '../section-definition';

/** The schema of a table section (its definition is in sections/kinds/table.ts). */
export const tableSchema = ({ z, copyKey, mappingName }: SectionSchemaParts) =>
  z
    .strictObject({
      kind: z.literal('table'),
      mapping: mappingName.describe('A list mapping: one row per record.'),
      caption: copyKey.describe("Copy key of the table's caption."),
      rowLabel: copyKey.describe('Copy key naming one row; gets {number}.'),
      minimumMessage: copyKey.describe('Copy key of the message when too few rows are saved; gets {min}.'),
    })
    .describe('A table with one row per record of a list mapping.');
