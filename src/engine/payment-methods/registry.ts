import type { PaymentMethodName } from '@/contract/payment-methods';
import type { PaymentMethodDefinition } from './method-definition';
import { ach } from './methods/ach';
import { check } from './methods/check';
import { payPal } from './methods/pay-pal';
import { prepaidCard } from './methods/prepaid-card';
import { venmo } from './methods/venmo';
import { zelle } from './methods/zelle';

// Every payment method a package may offer, one definition each (payment-methods/methods), by
// name. The names are those of the contract's declaration schemas (src/contract/payment-methods.ts):
// a method whose definition is missing here, or a definition without a schema, does not compile.

/** The definition of each payment method, by the name packages write in `method`. */
const paymentMethodDefinitions: { readonly [M in PaymentMethodName]: PaymentMethodDefinition<M> } = {
  check,
  payPal,
  venmo,
  zelle,
  ach,
  prepaidCard,
};

/** The definition of a method. */
export function paymentMethodOf(method: PaymentMethodName): PaymentMethodDefinition {
  // Each definition is filed under its own name, so the one found is the method's.
  return paymentMethodDefinitions[method] as unknown as PaymentMethodDefinition;
}
