import { catalogue } from '@/contract/copy-catalogue';
import { defineMethod, noRules } from '../method-definition';

/** ach: direct deposit to a US bank account. The routing number's ABA check digit catches a
 *  mistyped digit, and the account number is typed twice, since a wrong one is paid to a stranger
 *  or bounces weeks later. */
export const ach = defineMethod({
  method: 'ach',
  inputs: {
    routingNumber: { required: true, role: null, rules: () => [{ type: 'abaRoutingNumber' }] },
    accountNumber: {
      required: true,
      role: 'payoutAccount',
      rules: () => [{ type: 'regularExpression', pattern: String.raw`^\d{4,17}$`, message: catalogue.validation.accountNumber.key }],
    },
    confirmAccountNumber: {
      required: true,
      role: null,
      rules: (keys) => [{ type: 'confirms', field: keys.accountNumber, message: catalogue.validation.accountNumberMismatch.key }],
    },
    accountType: { required: true, role: null, rules: noRules },
  },
  paysToAddress: false,
  payPalLogin: false,
});
