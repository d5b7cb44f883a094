import { describe, expect, it } from 'vitest';
import { calendarLocaleTag, loadCalendarLocale } from '@ui/calendar-locales';

// Which of react-day-picker's locales a page's culture gets: its own, its language's, a regional
// one of its language, or none (English).

describe('the calendar locale of a culture', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt'],
    ['es-MX', 'es'],
    ['fr_ca', 'fr-CA'],
    ['zh', 'zh-CN'],
    ['fa', 'fa-IR'],
    ['ar', 'ar'],
    ['vi', 'vi'],
    ['en', null],
    ['en-US', null],
    ['tlh', null],
    ['', null],
  ])('%s: %s', (culture, tag) => {
    expect(calendarLocaleTag(culture)).toBe(tag);
  });

  it("loads the culture's month names, and nothing for English", async () => {
    const spanish = await loadCalendarLocale('es');
    expect(spanish?.code).toBe('es');
    expect(spanish?.localize?.month(2, { width: 'wide' })).toBe('marzo');
    expect(await loadCalendarLocale('en')).toBeUndefined();
  });
});
