import { defineSection, noCopyKeys, showsNothing } from '../section-definition';

/** paypal: PayPal's login, once the claimant chooses to be paid by PayPal. */
export const paypal = defineSection({
  kind: 'paypal',
  copyKeys: noCopyKeys,
  // Its fields are found by role, and the package check's role check (check-roles.ts) wants them.
  shows: showsNothing,
  // The payment choice is a field of another block, and the summary lists it there.
  summary: 'nothing',
  beforeSubmit: false,
});
