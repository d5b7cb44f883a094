// The ABA check digit of a US bank routing number, as a direct deposit election checks it: every
// number with the right check digit passes, and every single mistyped digit is caught.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber } from '@/engine/rules/types/aba-routing-number';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7] as const;

/** Eight digits and the check digit that completes them. */
const routingNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .filter((digits) => digits.some((d) => d !== 0))
  .map((digits) => {
    const sum = digits.reduce((total, d, i) => total + WEIGHTS[i]! * d, 0);
    return [...digits, (10 - (sum % 10)) % 10].join('');
  });

describe('the ABA check digit', () => {
  it('passes every routing number whose check digit is right', () => {
    fc.assert(
      fc.property(routingNumber, (number) => {
        expect(isAbaRoutingNumber(number)).toBe(true);
      }),
    );
  });

  it('fails every change of a single digit', () => {
    fc.assert(
      fc.property(routingNumber, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (number, at, shift) => {
        const changed = `${number.slice(0, at)}${(Number(number[at]) + shift) % 10}${number.slice(at + 1)}`;
        expect(isAbaRoutingNumber(changed)).toBe(false);
      }),
    );
  });
});
