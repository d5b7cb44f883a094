import { catalogue } from '@/contract/copy-catalogue';
import { defineMethod } from '../method-definition';
import { EMAIL_OR_US_PHONE } from './handles';

/** zelle: to the email address or US mobile number enrolled with Zelle (Zelle enrols only US
 *  numbers, so the phone pattern is the US one). */
export const zelle = defineMethod({
  method: 'zelle',
  inputs: {
    recipient: {
      required: true,
      role: 'payoutAccount',
      rules: () => [{ type: 'regularExpression', pattern: EMAIL_OR_US_PHONE, message: catalogue.validation.zelleRecipient.key }],
    },
  },
  paysToAddress: false,
  payPalLogin: false,
});
