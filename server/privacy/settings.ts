// The retention settings a settlement package may give in settlement.json under `privacy`: once
// payments are made (`distributionDate`), how many days the claimants' personal data is kept before
// the server destroys it (retention.ts). Without a distribution date nothing is destroyed by
// itself; `npm run admin -- data destroy` does it by hand. Pure (zod only), so the package schema
// and its JSON Schema can include it.
import { z } from 'zod';

export const privacySettingsSchema = z
  .strictObject({
    distributionDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a day as YYYY-MM-DD, or null' })
      // A day the calendar has: "2027-13-01" would make retention end at once, "2027-02-31" on another day.
      .refine(
        (day) => {
          const at = new Date(`${day}T00:00:00Z`);
          return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
        },
        { error: 'is not a day of the calendar' },
      )
      .nullable()
      .default(null)
      .describe('The day the settlement paid its claimants (YYYY-MM-DD), or null while unknown. Retention counts from it.'),
    retentionDays: z
      .number()
      .int()
      .min(0)
      .max(3650)
      .default(180)
      .describe(
        "Days after the distribution date that claimants' personal data is kept; then every claim's sealed answers and documents are destroyed, keeping the reference codes, state history and audit log. Default 180.",
      ),
  })
  .prefault({})
  .describe("How long claimants' personal data is kept after the settlement has paid (docs/data-inventory.md).");

/** When the personal data of every claim is destroyed (UTC), or null when the package names no distribution date. */
export function retentionEnds(settings: z.infer<typeof privacySettingsSchema>): Date | null {
  if (settings.distributionDate === null) return null;
  return new Date(Date.parse(`${settings.distributionDate}T00:00:00Z`) + settings.retentionDays * 86_400_000);
}
