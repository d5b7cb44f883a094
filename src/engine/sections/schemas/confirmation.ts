import type { SectionSchemaParts } from '../section-definition';

/** The schema of a confirmation section (its definition is in sections/kinds/confirmation.ts). */
export const confirmationSchema = ({ z, copyKey }: SectionSchemaParts) =>
  z
    .strictObject({
      kind: z.literal('confirmation'),
      heading: copyKey
        .optional()
        .describe(
          "Copy key of the block's heading, an h2 under the page's own h1. When left out, the block takes the page's heading (as the h1) and introduction once the claim is sent.",
        ),
      intro: copyKey
        .optional()
        .describe(
          "Copy key of the introduction; gets {referenceCode}. When left out: the page's introduction if the block takes the page's heading, else the claim confirmation's.",
        ),
    })
    .describe('The reference code of the submitted claim.');
