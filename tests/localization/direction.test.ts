import { describe, expect, it } from 'vitest';
import { cultureDirection } from '@/engine/text-direction';

describe('the writing direction of a culture', () => {
  it.each(['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'ps', 'dv', 'yi'])('%s is written right to left', (culture) => {
    expect(cultureDirection(culture)).toBe('rtl');
  });

  it.each(['en', 'es', 'vi', 'ja', 'fr-CA', 'az-Latn', 'tr'])('%s is written left to right', (culture) => {
    expect(cultureDirection(culture)).toBe('ltr');
  });

  it('follows the script a culture names, not only its language', () => {
    expect(cultureDirection('pa-Arab')).toBe('rtl');
    expect(cultureDirection('pa-Guru')).toBe('ltr');
  });

  it('reads a code that is no locale as left to right', () => {
    expect(cultureDirection('not a culture')).toBe('ltr');
    expect(cultureDirection('')).toBe('ltr');
  });

  it('answers as the likely script in the platform data does for every two-letter language it knows', () => {
    // Two-letter codes are settled from their letters, without locale data: the answer must be
    // the one that data gives, region or not.
    const rightToLeftScripts = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    const letters = [...'abcdefghijklmnopqrstuvwxyz'];
    const known = letters.flatMap((a) => letters.map((b) => a + b)).filter((code) => names.of(code) !== code);
    expect(known.length).toBeGreaterThan(150);
    for (const code of [...known, 'fil']) {
      const { script } = new Intl.Locale(code).maximize();
      const expected = script && rightToLeftScripts.has(script) ? 'rtl' : 'ltr';
      expect([code, cultureDirection(code), cultureDirection(`${code}-US`), cultureDirection(`${code.toUpperCase()}-US`)]).toEqual([
        code,
        expected,
        expected,
        expected,
      ]);
    }
  });
});
