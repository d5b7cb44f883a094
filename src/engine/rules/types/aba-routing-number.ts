import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { optional } from '../checks';
import { defineRule, none } from '../rule-definition';

/** The weights of the ABA check digit, digit by digit: 3, 7, 1 repeated. */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Whether `text` is a US bank routing number: nine digits (spaces and dashes between them are
 *  allowed, as printed on cheques) whose weighted sum is a multiple of ten, not all zeros. The
 *  check digit catches every single mistyped digit and most swapped neighbours, so a direct
 *  deposit does not bounce for a typo. */
export function isAbaRoutingNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}

/** abaRoutingNumber: a US bank routing number with a valid check digit. */
export const abaRoutingNumber = defineRule({
  type: 'abaRoutingNumber',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text) => (isAbaRoutingNumber(text) ? null : messageOf(catalogue.validation.abaRoutingNumber, undefined, rule.message))),
  references: none,
  configProblems: none,
});
