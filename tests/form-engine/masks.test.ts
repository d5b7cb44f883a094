import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskNames } from '@/contract/field-kinds';
import { allMasks, getMask, UnknownMaskError } from '@/engine/masks';

describe('mask registry', () => {
  it('registers the nine masks of the contract', () => {
    expect(allMasks().map((mask) => mask.name)).toEqual([...maskNames]);
    expect(allMasks()).toHaveLength(9);
  });

  it('throws an error naming an unregistered mask', () => {
    expect(() => getMask('zip5')).toThrow(UnknownMaskError);
    expect(() => getMask('zip5')).toThrow('Unregistered mask "zip5"');
  });

  it.each(allMasks())('$name has a hint key and English text for screen readers', (mask) => {
    expect(mask.hint.key).toMatch(/^Mask_Hint_/);
    expect(mask.hint.defaultText).not.toMatch(/[#_@*]/);
  });

  it('the US phone hint shows the contract placeholder (123) 456-7890', () => {
    expect(getMask('usPhone').hint.defaultText).toContain('(123) 456-7890');
  });
});

interface FormatRow {
  mask: (typeof maskNames)[number];
  input: string;
  display: string;
  stored: string | null;
  complete: boolean;
}

const formatRows: FormatRow[] = [
  { mask: 'currency', input: '1234567', display: '1,234,567', stored: '1234567', complete: true },
  { mask: 'currency', input: '1234.99', display: '1,234', stored: '1234', complete: true },
  { mask: 'currency', input: '0012', display: '12', stored: '12', complete: true },
  { mask: 'currency', input: '$1,2a3', display: '123', stored: '123', complete: true },
  { mask: 'currency', input: '', display: '', stored: null, complete: false },
  { mask: 'currencyDecimal', input: '1234.5', display: '1,234.50', stored: '1234.50', complete: true },
  { mask: 'currencyDecimal', input: '1234.567', display: '1,234.56', stored: '1234.56', complete: true },
  { mask: 'currencyDecimal', input: '.5', display: '0.50', stored: '0.50', complete: true },
  { mask: 'currencyDecimal', input: '1,000,000', display: '1,000,000.00', stored: '1000000.00', complete: true },
  { mask: 'decimal', input: '12.5.7x', display: '12.5.7', stored: '12.5.7', complete: true },
  { mask: 'decimal', input: '12345678901234567890', display: '1234567890123456', stored: '1234567890123456', complete: true },
  { mask: 'internationalPhone', input: '+44 20 7123 4567', display: '442071234567', stored: '442071234567', complete: true },
  { mask: 'internationalPhone', input: '12345678901234567', display: '1234567890123456', stored: '1234567890123456', complete: true },
  { mask: 'date', input: '12312020', display: '12/31/2020', stored: '12/31/2020', complete: true },
  { mask: 'date', input: '12', display: '12/', stored: '12', complete: false },
  { mask: 'date', input: '12/3', display: '12/3', stored: '12/3', complete: false },
  { mask: 'date', input: '12/__/____', display: '12/', stored: '12', complete: false },
  { mask: 'usPhone', input: '1234567890', display: '(123) 456-7890', stored: '(123) 456-7890', complete: true },
  { mask: 'usPhone', input: '(123) 4__-____', display: '(123) 4', stored: '(123) 4', complete: false },
  { mask: 'usPhone', input: '123-456-78901', display: '(123) 456-7890', stored: '(123) 456-7890', complete: true },
  { mask: 'vin', input: '1HGCM82633A004352', display: '1HGCM82633A004352', stored: '1HGCM82633A004352', complete: true },
  { mask: 'vin', input: '1HG-CM8 2633A00435299', display: '1HGCM82633A004352', stored: '1HGCM82633A004352', complete: true },
  { mask: 'usZip', input: '123456789', display: '12345-6789', stored: '12345-6789', complete: true },
  { mask: 'usZip', input: '12345', display: '12345', stored: '12345', complete: true },
  { mask: 'usZip', input: '1234567', display: '12345-67', stored: '12345-67', complete: false },
  { mask: 'usZip', input: '12345-____', display: '12345', stored: '12345', complete: true },
  { mask: 'nonUsPostal', input: 'SW1A 1AA', display: 'SW1A 1AA', stored: 'SW1A 1AA', complete: true },
  { mask: 'nonUsPostal', input: 'K1A-0B1 extra', display: 'K1A0B1 ext', stored: 'K1A0B1 ext', complete: true },
  { mask: 'nonUsPostal', input: ' ', display: ' ', stored: null, complete: false },
];

describe.each(formatRows)('$mask: "$input"', (row) => {
  const mask = getMask(row.mask);
  it(`displays "${row.display}"`, () => expect(mask.format(row.input)).toBe(row.display));
  it(`stores ${JSON.stringify(row.stored)}`, () => expect(mask.toStored(row.input)).toBe(row.stored));
  it(`is ${row.complete ? 'complete' : 'incomplete'}`, () => expect(mask.isComplete(row.input)).toBe(row.complete));
});

describe('mask lengths of contract.md §Constants', () => {
  it.each([
    ['internationalPhone', 16],
    ['decimal', 16],
    ['vin', 17],
    ['nonUsPostal', 10],
    ['usPhone', 10],
    ['usZip', 9],
    ['date', 8],
  ] as const)('%s holds at most %i characters', (name, length) => {
    expect(getMask(name).maxLength).toBe(length);
  });
});

const anyInput = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^[0-9.,()\- /_A-Za-z]{0,40}$/),
  fc.stringMatching(/^[0-9]{0,30}$/),
);

describe.each(allMasks())('$name properties', (mask) => {
  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(mask.format(mask.format(input))).toBe(mask.format(input));
      }),
    );
  });

  it('unmask(format(x)) keeps the characters the claimant supplied, in order', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const raw = mask.unmask(mask.format(input));
        expect(mask.format(raw)).toBe(mask.format(input));
        if (mask.kind !== 'number') expect(raw).toBe(mask.unmask(input));
      }),
    );
  });

  it('the unmasked value never exceeds the contract length', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        if (mask.maxLength !== null) expect(mask.unmask(input).length).toBeLessThanOrEqual(mask.maxLength);
      }),
    );
  });

  it('the stored value formats to itself (what is stored is what is shown)', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const stored = mask.toStored(input);
        if (stored !== null && mask.kind !== 'number') expect(mask.format(stored).startsWith(stored)).toBe(true);
        if (stored !== null && mask.kind === 'number') expect(mask.toStored(mask.format(stored))).toBe(stored);
      }),
    );
  });
});

describe('number masks', () => {
  it('truncate rather than round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 999 }), (whole, fraction) => {
        const text = `${whole}.${String(fraction).padStart(3, '0')}`;
        expect(getMask('currency').toStored(text)).toBe(String(whole));
        expect(getMask('currencyDecimal').toStored(text)).toBe(`${whole}.${String(fraction).padStart(3, '0').slice(0, 2)}`);
      }),
    );
  });

  it('group the digits in threes with commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(getMask('currency').format(String(value))).toBe(value.toLocaleString('en-US'));
      }),
    );
  });
});
