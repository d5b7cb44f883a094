import { defineSection, noCopyKeys, showsNothing } from '../section-definition';

/** summary: every answered page of the form, with links to change them. */
export const summary = defineSection({
  kind: 'summary',
  copyKeys: noCopyKeys,
  shows: showsNothing,
  summary: 'nothing',
  // What it lists is what the claim sends.
  beforeSubmit: true,
});
