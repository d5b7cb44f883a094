// The case-file settings a settlement package may give in settlement.json under `caseFile`: how
// long a claimant has to cure a deficiency, how many rounds of deficiency a claim may get, how
// long an appeal of a denial stays open, and until when the payment method may change. Every property has a default (the usual settlement terms),
// so a package without the block works as described in settlements/README.md.
// Pure (zod only), so the package schema and its JSON Schema can include it.
import { z } from 'zod';

const days = z.number().int().min(1).max(365);

export const caseFileSettingsSchema = z
  .strictObject({
    cureDays: days.default(30).describe('Days a claimant has to cure a deficiency, from the day it is marked. Default 30.'),
    cureRounds: z
      .number()
      .int()
      .min(1)
      .max(5)
      .default(1)
      .describe('How many times one claim may be marked deficient. Default 1: a claim cured once is approved or denied.'),
    appealDays: days.default(10).describe('Days after a denial during which the claimant may appeal it, once. Default 10.'),
    payoutCutoffDays: z
      .number()
      .int()
      .min(0)
      .max(365)
      .default(14)
      .describe(
        'Days before privacy.distributionDate from which a claimant can no longer change the payment method in the case file (from 00:00 UTC that day), so the payment file sent to the payer does not move under it. Default 14. Without a distribution date the method can be changed until the claim is paid.',
      ),
  })
  .prefault({})
  .describe(
    "After the claim: the deficiency cure period, its rounds, the appeal window and the payment method's cut-off (the claimant's case file).",
  );
