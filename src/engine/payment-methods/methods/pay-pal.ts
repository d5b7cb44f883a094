import { defineMethod, noRules } from '../method-definition';

/** payPal: today's PayPal election. Its login and the check of the account's email are the
 *  PayPal block's and the server's PayPal check's (found by role), so it adds no rules of its own. */
export const payPal = defineMethod({
  method: 'payPal',
  inputs: {
    email: { required: false, role: 'payPalEmail', rules: noRules },
    confirmEmail: { required: false, role: null, rules: noRules },
  },
  paysToAddress: false,
  payPalLogin: true,
});
