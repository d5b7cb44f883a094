import { describe, expect, it } from 'vitest';
import { applyMaskEdit } from '@/engine/mask-editing';
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
