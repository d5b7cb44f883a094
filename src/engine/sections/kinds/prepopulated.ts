import { defineSection } from '../section-definition';

/** prepopulated: what the authorize answer brought (a claim's status, whom documents are for). */
export const prepopulated = defineSection({
  kind: 'prepopulated',
  description: 'The values the authorize answer brought.',
  schema: ({ z, copyKey }) =>
    z.strictObject({
      kind: z.literal('prepopulated'),
      heading: copyKey.describe('Copy key of the heading above what the authorize answer brought.'),
    }),
  copyKeys: (section) => [{ property: 'heading', key: section.heading }],
  // By kind: a package may give its prepopulated model a mapping name of its own.
  shows: () => ({ dtoMapping: 'prepopulatedData' }),
  // The server's values, not the claimant's answers.
  summary: 'nothing',
  beforeSubmit: false,
});
