// The screening settings a settlement package may give in settlement.json under `screening`:
// velocity limits, what an exact duplicate does, and the bot thresholds. Every property has a
// default, so a package without the block is screened as described in settlements/README.md.
// Pure (zod only), so the package schema and its JSON Schema can include it.
import { z } from 'zod';

const count = z.number().int().min(1);
const minutes = z
  .number()
  .int()
  .min(1)
  .max(60 * 24 * 30);

/** One velocity limit: claims per window of one key, flagged above `flagAbove`, refused (429)
 *  above `refuseAbove` (null: never refused by this limit alone). */
const limitSchema = (defaults: { windowMinutes: number; flagAbove: number | null; refuseAbove: number | null }) =>
  z
    .strictObject({
      windowMinutes: minutes.default(defaults.windowMinutes).describe('Length of the counting window, in minutes.'),
      flagAbove: count
        .nullable()
        .default(defaults.flagAbove)
        .describe('Claims in one window above which each further claim is flagged; null: never.'),
      refuseAbove: count
        .nullable()
        .default(defaults.refuseAbove)
        .describe('Claims in one window above which each further claim is refused with 429; null: never.'),
    })
    .prefault({});

/** What an exact duplicate of one kind does: flag the claim (stored, for review) or refuse it (409). */
const duplicateAction = z.enum(['flag', 'refuse']).default('flag');

/** The `screening` block of settlement.json, with every default filled in. */
export const screeningSettingsSchema = z
  .strictObject({
    velocity: z
      .strictObject({
        address: limitSchema({ windowMinutes: 60, flagAbove: 20, refuseAbove: null }).describe(
          'Claims per client address. Many honest claimants share one address (a library, a carrier network): above flagAbove only a claim that repeats a session, an identity or the answers of another claim from the address is flagged; never refused by default.',
        ),
        session: limitSchema({ windowMinutes: 60, flagAbove: 3, refuseAbove: 10 }).describe('Claims per browser session.'),
        identity: limitSchema({ windowMinutes: 24 * 60, flagAbove: 3, refuseAbove: 30 }).describe(
          'Claims per claimant identity: one normalised email address, phone number or payout account.',
        ),
      })
      .prefault({}),
    duplicates: z
      .strictObject({
        person: duplicateAction.describe('A claim with the same normalised name and mailing address as an earlier claim.'),
        email: duplicateAction.describe('The same normalised email address as an earlier claim.'),
        phone: duplicateAction.describe('The same phone number as an earlier claim.'),
        payoutAccount: duplicateAction.describe('The same payout account (or PayPal email) as an earlier claim.'),
        nameEdits: z
          .number()
          .int()
          .min(0)
          .max(3)
          .default(1)
          .describe(
            'Letters dropped, added, changed or swapped by which the one differing part of two names (first or last) may differ for a near duplicate; one more for a part of 8 letters or more.',
          ),
        addressSimilarity: z
          .number()
          .min(0)
          .max(1)
          .default(0.7)
          .describe('Trigram similarity of mailing addresses from which a near duplicate is flagged (with a similar name).'),
      })
      .prefault({}),
    bots: z
      .strictObject({
        minSecondsToSubmit: z
          .number()
          .int()
          .min(0)
          .default(30)
          .describe('A claim sent sooner than this after its session first loaded the site is flagged (0: off).'),
        burst: limitSchema({ windowMinutes: 10, flagAbove: 5, refuseAbove: null }).describe(
          'Claims with the same answers apart from name and contact details, per window.',
        ),
      })
      .prefault({}),
  })
  .prefault({})
  .describe('How claims are screened at submit: velocity limits, duplicates, bot signals (settlements/README.md).');

/** The screening settings, defaults filled in. */
export type ScreeningSettings = z.output<typeof screeningSettingsSchema>;

/** One velocity limit, as parsed. */
export type VelocityLimit = ScreeningSettings['velocity']['address'];
