import { defineSection } from '../section-definition';

/** prepopulated: what the authorize answer brought (a claim's status, whom documents are for). */
export const prepopulated = defineSection({
  kind: 'prepopulated',
  copyKeys: (section) => [{ property: 'heading', key: section.heading }],
  // By kind: a package may give its prepopulated model a mapping name of its own.
  shows: () => ({ dtoMapping: 'prepopulatedData' }),
  // The server's values, not the claimant's answers.
  summary: 'nothing',
  beforeSubmit: false,
});
