import type { SectionSchemaParts } from '../section-definition';

/** The schema of a paypal section (its definition is in sections/kinds/paypal.ts). */
export const paypalSchema = ({ z }: SectionSchemaParts) =>
  z
    .strictObject({ kind: z.literal('paypal') })
    .describe(
      "PayPal's login, once PayPal is the chosen payment method. The form needs fields with the roles paymentElection, payPalEmail and payPalAuthCode, whatever their keys.",
    );
