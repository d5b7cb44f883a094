// The `screening.campaigns` settings of a package: when the campaign job (campaigns.ts) calls
// claims one story, which shared keys link claims, and from how many claims a cluster is flagged.
// Pure (zod only), so the package schema can include it.
import { z } from 'zod';

/** The `campaigns` block of `screening`, with its defaults. */
export const campaignSettingsSchema = z
  .strictObject({
    minClaims: z
      .number()
      .int()
      .min(2)
      .max(1000)
      .default(5)
      .describe('Claims a cluster holds from which each of its claims is flagged `campaign` and listed on the desk as a cluster.'),
    similarity: z
      .number()
      .min(0.3)
      .max(1)
      .default(0.6)
      .describe(
        'Estimated Jaccard similarity of two claims\u2019 free-text answers (five-character shingles, MinHash) from which they tell one story and are linked.',
      ),
    minTextLength: z
      .number()
      .int()
      .min(10)
      .default(60)
      .describe(
        'Characters (folded) a free-text answer needs to count in the story a claim is compared by: short answers (a store, a model, a line) are alike by chance.',
      ),
    linkKeys: z
      .array(z.string().min(1))
      .default(['person', 'email', 'phone', 'payout', 'session'])
      .describe(
        "Kinds of screening key shared by two claims that link them: person (name and mailing address), email, phone, payout (account), session (a browser session, where screening stores one). Blocks of candidates (near:*) and a form's answers never link: many honest claimants share them.",
      ),
    everyMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10)
      .describe('How often each server offers to run the job (one at a time runs it; the others skip the round).'),
  })
  .prefault({})
  .describe('The campaign job: claims linked into clusters after intake, by shared keys and by a nearly identical story.');

/** The campaign settings, defaults filled in. */
export type CampaignSettings = z.output<typeof campaignSettingsSchema>;
