import { defineSection, showsNothing } from '../section-definition';

/** confirmation: the reference code of the claim sent from this tab. */
export const confirmation = defineSection({
  kind: 'confirmation',
  description: 'The reference code of the submitted claim.',
  schema: ({ z, copyKey }) =>
    z.strictObject({
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
    }),
  copyKeys: (section) => [
    ...(section.heading ? [{ property: 'heading', key: section.heading }] : []),
    ...(section.intro ? [{ property: 'intro', key: section.intro, params: ['referenceCode'] }] : []),
  ],
  shows: showsNothing,
  summary: 'nothing',
  beforeSubmit: false,
});
