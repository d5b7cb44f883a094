import type { SectionSchemaParts } from '../section-definition';

/** The schema of a fields section (its definition is in sections/kinds/fields.ts). */
export const fieldsSchema = ({ z, copyKey, mappingName }: SectionSchemaParts) =>
  z
    .strictObject({
      kind: z.literal('fields'),
      mapping: mappingName.describe('The mapping of the model whose fields it shows.'),
      keys: z
        .array(z.string().min(1))
        .min(1, { error: 'list at least one field key, or leave "keys" out to show every field of the mapping' })
        .optional()
        .describe('Field keys in the order shown; every field of the mapping when left out.'),
      legend: copyKey.describe("Copy key of the fieldset's legend."),
    })
    .describe('Fields of one model in a fieldset.');
