import type { SectionSchemaParts } from '../section-definition';

/** The schema of a summary section (its definition is in sections/kinds/summary.ts). */
export const summarySchema = ({ z }: SectionSchemaParts) =>
  z
    .strictObject({ kind: z.literal('summary') })
    .describe('Every answered page of the form, with Change links. It must come before the page that submits.');
