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
});
