import { defineMethod } from '../method-definition';

/** prepaidCard: a virtual prepaid card, sent to an email address. */
export const prepaidCard = defineMethod({
  method: 'prepaidCard',
  inputs: { email: { required: true, role: 'payoutAccount', rules: () => [{ type: 'email' }] } },
  paysToAddress: false,
  payPalLogin: false,
});
