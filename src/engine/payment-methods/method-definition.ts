import type { FieldRole } from '@/contract/field-roles';
import type { ValidationRule } from '@/contract/model-config';
import type { PaymentMethodName, PaymentMethodOf } from '@/contract/payment-methods';

// A payment method has two halves, as a rule type has. Its declaration schema is in the contract
// (src/contract/payment-methods.ts), which names the methods and what fields a package binds to
// each. Everything else about it is its definition here, declared with defineMethod and filed by
// name in payment-methods/registry.ts: which of its fields must be answered, the role each field
// must declare, and the rules that check each answer. The rules are the engine's own rule types,
// added to the package's fields when the package loads, so the app checks an election on Next and
// the server re-checks it on submit with the same code. Every fact is required: a method that
// leaves one out does not compile.

/** The names of the fields a method's declaration binds (`handle`, `routingNumber`...). */
type MethodInputName<M extends PaymentMethodName> = keyof PaymentMethodOf<M>['fields'] & string;

/** The bound fields of a method, by input name: the keys as parsed configs write them (camelCase). */
type BoundKeys<M extends PaymentMethodName> = { readonly [I in MethodInputName<M>]: string };

/** One answer a method asks for. */
export interface MethodInput<M extends PaymentMethodName> {
  /** Whether the claimant must give it once the method is chosen. */
  readonly required: boolean;
  /** The role its field must declare, or null. payoutAccount makes screening compare the answer
   *  across claims and keeps it sealed at rest; payPalEmail is what PayPal's login checks. */
  readonly role: FieldRole | null;
  /** The rules that check a given answer (the required rule aside), given the method's bound
   *  fields (a confirm field names the field it repeats). */
  readonly rules: (keys: BoundKeys<M>) => ValidationRule[];
}

/** Every fact about one payment method besides its declaration schema. */
export interface PaymentMethodDefinition<M extends PaymentMethodName = PaymentMethodName> {
  /** The method's name, as packages write it in `method`. */
  readonly method: M;
  /** What it asks for, one entry per field its declaration binds. */
  readonly inputs: { readonly [I in MethodInputName<M>]-?: MethodInput<M> };
  /** Whether it pays to the claimant's mailing address, so the form must ask for one. */
  readonly paysToAddress: boolean;
  /** Whether it needs the PayPal login (a `paypal` section and the PayPal roles). */
  readonly payPalLogin: boolean;
}

/** Declares a payment method; the identity function that checks every fact is present and typed. */
export function defineMethod<M extends PaymentMethodName>(definition: PaymentMethodDefinition<M>): PaymentMethodDefinition<M> {
  return definition;
}

/** No rules beyond presence: for answers the package's own rules check. */
export const noRules = (): ValidationRule[] => [];
