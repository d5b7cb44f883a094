import { describe, expect, it } from 'vitest';
import { applyMaskEdit, applyMaskPaste } from '@/engine/mask-editing';
import { getMask } from '@/engine/masks';

const edit = (name: Parameters<typeof getMask>[0], previous: string, raw: string, caret: number, deleting = false) =>
  applyMaskEdit(getMask(name), { previous, raw, caret, deleting });

describe('one edit of a masked field', () => {
  it('shows an amount as typed so far, grouped, without padding the cents', () => {
    expect(edit('currencyDecimal', '1,250', '1,250.', 6)).toEqual({ text: '1,250.', caret: 6 });
    expect(edit('currencyDecimal', '1,250.', '1,250.0', 7)).toEqual({ text: '1,250.0', caret: 7 });
    expect(edit('currencyDecimal', '125', '1250', 4)).toEqual({ text: '1,250', caret: 5 });
    expect(edit('currencyDecimal', '', '.', 1)).toEqual({ text: '0.', caret: 2 });
  });

  it('drops a typed comma and keeps the caret where it was', () => {
    expect(edit('currencyDecimal', '1', '1,', 2)).toEqual({ text: '1', caret: 1 });
  });

  it('Backspace just after a separator removes the digit before it', () => {
    expect(edit('currency', '1,250', '1250', 1, true)).toEqual({ text: '250', caret: 0 });
    expect(edit('usPhone', '(555) 123-4', '(555) 1234', 9, true)).toEqual({ text: '(555) 124', caret: 8 });
  });

  it('after a deletion a date does not write its slash again', () => {
    expect(edit('date', '12/3', '12/', 3, true)).toEqual({ text: '12', caret: 2 });
    expect(edit('date', '12/', '12', 2, true)).toEqual({ text: '1', caret: 1 });
  });

  it('after typing the caret goes past the literals the mask writes', () => {
    expect(edit('usPhone', '(555', '(5551', 5)).toEqual({ text: '(555) 1', caret: 7 });
    expect(edit('date', '1', '12', 2)).toEqual({ text: '12/', caret: 3 });
  });

  it('a refused character leaves the text and the caret as they were', () => {
    expect(edit('usZip', '123', '12a3', 3)).toEqual({ text: '123', caret: 2 });
    expect(edit('vin', 'AB', 'A-B', 2)).toEqual({ text: 'AB', caret: 1 });
  });
});

const paste = (name: Parameters<typeof getMask>[0], pasted: string, previous = '', start = previous.length, end = start) =>
  applyMaskPaste(getMask(name), { previous, selectionStart: start, selectionEnd: end, pasted })?.text ?? null;

describe('a paste into a masked field', () => {
  it('reads dates as people write them, month first, or refuses them', () => {
    for (const text of ['3/27/2024', '03/27/2024', '3-27-2024', '3.27.2024', '03272024', '2024-03-27', ' 3/27/2024 '])
      expect(paste('date', text), text).toBe('03/27/2024');
    expect(paste('date', '2/29/2024')).toBe('02/29/2024');
    for (const text of ['27/3/2024', '2/30/2024', '3/27/24', '3/27-2024', 'March 27, 2024', '3272024x'])
      expect(paste('date', text), text).toBeNull();
  });

  it('reads US phone numbers with +1, 1, spaces, dots, dashes or parentheses', () => {
    for (const text of [
      '+1 (800) 555-1212',
      '1-800-555-1212',
      '800.555.1212',
      '(800) 555-1212',
      '8005551212',
      '18005551212',
      '+18005551212',
    ])
      expect(paste('usPhone', text), text).toBe('(800) 555-1212');
    for (const text of ['+44 20 7946 0958', '800-555-12123', '2800 555 1212', '800-CALL-NOW', '+800 555 1212'])
      expect(paste('usPhone', text), text).toBeNull();
  });

  it('reads ZIP and ZIP+4 with or without a dash', () => {
    expect(paste('usZip', '12345')).toBe('12345');
    expect(paste('usZip', '12345-6789')).toBe('12345-6789');
    expect(paste('usZip', '123456789')).toBe('12345-6789');
    expect(paste('usZip', '12345 6789')).toBe('12345-6789');
    expect(paste('usZip', '123456')).toBeNull();
    expect(paste('usZip', 'SW1A 1AA')).toBeNull();
  });

  it('reads amounts with a currency sign and thousands separators, never losing cents', () => {
    expect(paste('currencyDecimal', '$1,250.50')).toBe('1,250.50');
    expect(paste('currencyDecimal', '$1,250')).toBe('1,250.00');
    expect(paste('currencyDecimal', '1250.5 €')).toBe('1,250.50');
    expect(paste('currency', '$1,250.00')).toBe('1,250');
    expect(paste('currency', '$1,250.50')).toBeNull();
    expect(paste('currencyDecimal', '1.250,50')).toBeNull();
    expect(paste('currencyDecimal', '12,50')).toBeNull();
    expect(paste('currencyDecimal', '-5.00')).toBeNull();
    expect(paste('currencyDecimal', '1.005')).toBeNull();
  });

  it('inserts bare characters at the selection as if typed, and refuses what the field would drop', () => {
    expect(paste('usPhone', '555', '(800) ', 6)).toBe('(800) 555');
    expect(paste('usPhone', '5551', '(800) 555-1212', 14)).toBeNull();
    expect(paste('vin', '1HGCM 8263-3A004352')).toBe('1HGCM82633A004352');
    expect(paste('vin', '1HGCM82633A0043521')).toBeNull();
    expect(paste('internationalPhone', '+44 20 7946 0958')).toBe('442079460958');
    expect(paste('nonUsPostal', 'SW1A 1AA')).toBe('SW1A 1AA');
    expect(paste('nonUsPostal', 'SW1A-1AA')).toBeNull();
    // A whole answer replaces what the field held, whatever was selected.
    expect(paste('usPhone', '+1 (800) 555-1212', '(212) 5', 3)).toBe('(800) 555-1212');
  });
});
