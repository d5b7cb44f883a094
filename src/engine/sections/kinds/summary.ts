import { defineSection, noCopyKeys, showsNothing } from '../section-definition';
import type { summarySchema } from '../schemas/summary';

/** summary: every answered page of the form, with links to change them. */
export const summary = defineSection<typeof summarySchema>({
  kind: 'summary',
  copyKeys: noCopyKeys,
  shows: showsNothing,
  summary: 'nothing',
  // What it lists is what the claim sends.
  beforeSubmit: true,
});
