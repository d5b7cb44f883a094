// The screening settings a settlement package may give in settlement.json under `screening`:
// velocity limits, how near a near duplicate is, the bot thresholds, and each flag's weight and
// (for exact duplicates) whether it refuses. Every property has a default, so a package without
// the block is screened as described in settlements/README.md.
// Pure (zod only), so the package schema and its JSON Schema can include it.
import { z } from 'zod';
import { campaignSettingsSchema } from './campaign-settings';
import { flagNames, flagWeights, refusableFlags, type FlagName } from './flags';

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

const refusable: readonly FlagName[] = refusableFlags;

/** A flag's weight in the score, with its default. */
function weightOf(name: FlagName) {
  const error = `weight must be a whole number from 0 to 100 (the default for ${name} is ${flagWeights[name]})`;
  return z
    .number()
    .int()
    .min(0, { error })
    .max(100, { error })
    .default(flagWeights[name])
    .describe(`What ${name} adds to the claim's score (0 to 100; the score is the sum, at most 100).`);
}

/** The setting of a flag that may refuse the claim (refusableFlags): its weight, and whether it
 *  flags the claim (stored, for review) or refuses it (409, nothing stored). */
const refusingSetting = (name: FlagName) =>
  z
    .strictObject({
      weight: weightOf(name),
      action: z
        .enum(['flag', 'refuse'], { error: 'action must be "flag" or "refuse"' })
        .default('flag')
        .describe('flag: the claim is stored and flagged for review; refuse: it is refused with 409 and nothing of it is stored.'),
    })
    .prefault({});

/** The setting of a flag that only flags: its weight; an action other than "flag" is refused
 *  with a message that says which flags may refuse. */
const flaggingSetting = (name: FlagName) =>
  z
    .strictObject({
      weight: weightOf(name),
      action: z
        .enum(['flag'], {
          error: `${name} can only flag a claim: only ${refusable.join(', ')} may refuse one (velocity limits refuse through their refuseAbove)`,
        })
        .default('flag')
        .describe('Always flag: this signal never refuses a claim on its own.'),
    })
    .prefault({});

/** Every flag's setting. Each is typed as a refusing one: a flag-only setting parses to a part
 *  of that type (its action is always "flag"). */
const flagsShape = Object.fromEntries(
  flagNames.map((name) => [name, refusable.includes(name) ? refusingSetting(name) : flaggingSetting(name)]),
) as unknown as Record<FlagName, ReturnType<typeof refusingSetting>>;

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
          "Claims per claimant identity: one normalised email address, phone number or payout account. Above flagAbove (counted from anywhere) a claim is flagged; refuseAbove counts only the claims naming the identity from one client address, so claims sent in someone's name from elsewhere never refuse hers.",
        ),
      })
      .prefault({}),
    duplicates: z
      .strictObject({
        nameEdits: z
          .number()
          .int()
          .min(0)
          .max(3)
          .default(1)
          .describe(
            'Letters dropped, added, changed or swapped by which each part of two names (first, last) may differ for a near duplicate; one more for a part of 8 letters or more.',
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
    campaigns: campaignSettingsSchema,
    flags: z
      .strictObject(flagsShape)
      .prefault({})
      .describe(
        "Each flag's weight in the score, and for exact duplicates whether they flag or refuse (docs/screening.md lists the flags).",
      ),
  })
  .prefault({})
  .describe('How claims are screened at submit: velocity limits, duplicates, bot signals (settlements/README.md).');

/** The screening settings, defaults filled in. */
export type ScreeningSettings = z.output<typeof screeningSettingsSchema>;

/** One velocity limit, as parsed. */
export type VelocityLimit = ScreeningSettings['velocity']['address'];
