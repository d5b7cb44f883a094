import { defineMethod, noRules } from '../method-definition';

/** check: a paper check, mailed to the claimant's mailing address, made out to the payee. */
export const check = defineMethod({
  method: 'check',
  inputs: { payee: { required: true, role: null, rules: noRules } },
  paysToAddress: true,
  payPalLogin: false,
});
