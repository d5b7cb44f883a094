import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/engine/format-bytes';
import { formatDateMDY, parseDateMDY } from '@ui/format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [25 * 1024 * 1024, '25 MB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [3.4 * 1024 ** 3, '3.4 GB'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('writes the number as the locale does, and as en-US where the platform knows no such locale', () => {
    expect(formatBytes(1.2 * 1024 * 1024, 'es')).toBe('1,2 MB');
    expect(formatBytes(1.2 * 1024 * 1024, 'de-DE')).toBe('1,2 MB');
    expect(formatBytes(1536, 'not a locale')).toBe('1.5 KB');
  });
});

describe('MM/dd/yyyy dates', () => {
  it('formats with zero padding', () => {
    expect(formatDateMDY(new Date(2024, 2, 7))).toBe('03/07/2024');
  });

  it('parses a complete real date', () => {
    expect(parseDateMDY('12/31/2099')).toEqual(new Date(2099, 11, 31));
  });

  it.each(['', '1/2/2024', '02/30/2024', '13/01/2024', '00/10/2024', '03/27/24', '03-27-2024', '__/__/____'])('rejects %j', (text) => {
    expect(parseDateMDY(text)).toBeNull();
  });

  it('round-trips', () => {
    const date = new Date(1900, 0, 1);
    expect(parseDateMDY(formatDateMDY(date))).toEqual(date);
  });
});
