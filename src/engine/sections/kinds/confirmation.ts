import { defineSection, showsNothing } from '../section-definition';

/** confirmation: the reference code of the claim sent from this tab. */
export const confirmation = defineSection({
  kind: 'confirmation',
  copyKeys: (section) => [
    ...(section.heading ? [{ property: 'heading', key: section.heading }] : []),
    ...(section.intro ? [{ property: 'intro', key: section.intro, params: ['referenceCode'] }] : []),
  ],
  shows: showsNothing,
  summary: 'nothing',
  beforeSubmit: false,
});
