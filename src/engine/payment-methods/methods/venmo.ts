import { catalogue } from '@/contract/copy-catalogue';
import { defineMethod } from '../method-definition';
import { EMAIL_OR_US_PHONE } from './handles';

/** venmo: to the Venmo account of a phone number or an email address. */
export const venmo = defineMethod({
  method: 'venmo',
  inputs: {
    handle: {
      required: true,
      role: 'payoutAccount',
      rules: () => [{ type: 'regularExpression', pattern: EMAIL_OR_US_PHONE, message: catalogue.validation.venmoHandle.key }],
    },
  },
  paysToAddress: false,
  payPalLogin: false,
});
