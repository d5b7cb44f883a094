// The writing direction of a culture, from the platform's locale data: Intl.Locale's text info
// (getTextInfo() in newer engines, the textInfo getter in older ones) and the script the locale
// most likely uses, with a list of right-to-left languages for engines without that data.
//
// The first call into that data loads it, and on a slow phone that was the longest task of a first
// page (over 100 ms of a 140 ms task, slowed 6x). So a code is read as a string first: a script
// subtag decides, then the list of right-to-left languages, and any other two-letter language is
// written left to right (a test checks this against the platform's likely script for every
// two-letter language it knows). Only longer codes ask the platform.

/** A writing direction, as the HTML `dir` attribute takes it. */
export type Direction = 'ltr' | 'rtl';

const rtlScripts = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);
const rtlLanguages = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ji', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

interface TextInfo {
  readonly direction?: string;
}
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; readonly textInfo?: TextInfo };

/** The writing direction of a culture code such as "ar", "he-IL" or "en"; ltr for anything unknown. */
export function cultureDirection(culture: string): Direction {
  const [language = '', second = ''] = culture.split('-');
  if (/^[a-z]{4}$/i.test(second)) return rtlScripts.has(second[0]!.toUpperCase() + second.slice(1).toLowerCase()) ? 'rtl' : 'ltr';
  const lower = language.toLowerCase();
  if (rtlLanguages.has(lower)) return 'rtl';
  if (/^[a-z]{2}$/.test(lower)) return 'ltr';
  let locale: LocaleWithTextInfo;
  try {
    locale = new Intl.Locale(culture) as LocaleWithTextInfo;
  } catch {
    return 'ltr';
  }
  // A script the code names decides; else the platform's text info, trusted when it says rtl
  // (engines without data for a language answer ltr); else the likely script, else the list.
  if (locale.script) return rtlScripts.has(locale.script) ? 'rtl' : 'ltr';
  if ((locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl') return 'rtl';
  const script = locale.maximize().script;
  if (script && rtlScripts.has(script)) return 'rtl';
  return rtlLanguages.has(locale.language) ? 'rtl' : 'ltr';
}
