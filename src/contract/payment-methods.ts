// How a settlement package offers payment methods: a `payment` section of its payment page lists
// the methods, in the order it prefers, each with the option of the election field that chooses
// it and the model fields that hold its answers. The methods themselves (what each asks for and
// how it is checked) are definitions of the engine (src/engine/payment-methods), one per name
// here: a name without a definition, or a definition without a schema, does not compile.
import { z } from 'zod';

/** A field key of the payment section's model, as the package writes it. */
const fieldKey = z.string().trim().min(1, { error: 'must name a field of the mapping' });
/** The election field's option value that chooses the method. */
const option = z
  .string()
  .trim()
  .min(1, { error: 'must name an option of the election field' })
  .describe("The value of the election field's option that chooses this method; its label is the method's copy.");

/** Checks that each method schema is filed under the name its `method` names. */
function filedByMethod<
  const T extends { readonly [M in keyof T]: z.ZodObject<{ method: z.ZodLiteral<M & string> } & z.ZodRawShape, z.core.$strict> },
>(schemas: T): T {
  return schemas;
}

/** The schema of each payment method's declaration, by the name a package writes in `method`. */
const paymentMethodSchemas = filedByMethod({
  check: z
    .strictObject({
      method: z.literal('check'),
      option,
      fields: z
        .strictObject({ payee: fieldKey.optional().describe('The name the check is made out to.') })
        .describe('The fields of the method.'),
    })
    .describe("A paper check, mailed to the claimant's mailing address (the form needs an address section)."),
  payPal: z
    .strictObject({
      method: z.literal('payPal'),
      option,
      fields: z
        .strictObject({
          email: fieldKey.describe('The email of the PayPal account (role payPalEmail).'),
          confirmEmail: fieldKey.optional().describe('The same email typed again.'),
        })
        .describe('The fields of the method.'),
    })
    .describe('PayPal: the PayPal login of a { "kind": "paypal" } section, and the account\'s email.'),
  venmo: z
    .strictObject({
      method: z.literal('venmo'),
      option,
      fields: z
        .strictObject({ handle: fieldKey.describe('The phone number or email of the Venmo account (role payoutAccount).') })
        .describe('The fields of the method.'),
    })
    .describe('Venmo, to the phone number or email of the account.'),
  zelle: z
    .strictObject({
      method: z.literal('zelle'),
      option,
      fields: z
        .strictObject({ recipient: fieldKey.describe('The email or US mobile number enrolled with Zelle (role payoutAccount).') })
        .describe('The fields of the method.'),
    })
    .describe('Zelle, to an email or a US mobile number.'),
  ach: z
    .strictObject({
      method: z.literal('ach'),
      option,
      fields: z
        .strictObject({
          routingNumber: fieldKey.describe('The 9-digit ABA routing number.'),
          accountNumber: fieldKey.describe('The account number, 4 to 17 digits (role payoutAccount).'),
          confirmAccountNumber: fieldKey.describe('The account number typed again.'),
          accountType: fieldKey.describe('Checking or savings: a radio or select field.'),
        })
        .describe('The fields of the method.'),
    })
    .describe('Direct deposit (ACH) to a US bank account.'),
  prepaidCard: z
    .strictObject({
      method: z.literal('prepaidCard'),
      option,
      fields: z
        .strictObject({ email: fieldKey.describe('Where the virtual card is sent (role payoutAccount).') })
        .describe('The fields of the method.'),
    })
    .describe('A virtual prepaid card, sent by email.'),
});

/** The name of a payment method. */
export type PaymentMethodName = keyof typeof paymentMethodSchemas;
/** A package's declaration of the method M (of any method when left out). */
export type PaymentMethodOf<M extends PaymentMethodName = PaymentMethodName> = z.infer<(typeof paymentMethodSchemas)[M]>;

type AnyMethodSchema = (typeof paymentMethodSchemas)[PaymentMethodName];

/** One payment method a package offers. */
export const paymentMethodSchema = z
  .discriminatedUnion('method', Object.values(paymentMethodSchemas) as [AnyMethodSchema, ...AnyMethodSchema[]])
  .describe('One payment method offered.');
