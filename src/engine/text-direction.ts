// The writing direction of a culture, from the platform's locale data: Intl.Locale's text info
// (getTextInfo() in newer engines, the textInfo getter in older ones) and the script the locale
// most likely uses, with a list of right-to-left languages for engines without that data.
//
// The first call into that data loads it, and on a slow phone that was the longest task of a first
// page (over 100 ms of a 140 ms task, slowed 6x). So a code whose script or language settles it is
// read as a string first: a script it names, a right-to-left language, or a common language written
// left to right. Only other codes ask the platform.

/** A writing direction, as the HTML `dir` attribute takes it. */
export type Direction = 'ltr' | 'rtl';

const rtlScripts = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);
const rtlLanguages = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
/** Languages written left to right in the script they are most likely written in. */
const ltrLanguages = new Set(
  'af am az be bg bn bs ca cs cy da de el en es et eu fi fil fr ga gl gu ha hi hr ht hu hy id ig is it ja jv ka kk km kn ko ky lo lt lv mk ml mn mr ms my nb ne nl no or pa pl pt ro ru si sk sl sm so sq sr sv sw ta te tg th ti tk tl to tr uk uz vi xh yo zh zu'.split(
    ' ',
  ),
);

/** What the code's subtags settle without locale data, or undefined. Subtags are letters and digits
 *  between hyphens; the script is a four-letter subtag right after the language. */
function directionFromSubtags(culture: string): Direction | undefined {
  const [language = '', second = ''] = culture.split('-');
  if (!/^[a-zA-Z]{2,3}$/.test(language)) return undefined;
  if (/^[a-zA-Z]{4}$/.test(second)) return rtlScripts.has(second[0]!.toUpperCase() + second.slice(1).toLowerCase()) ? 'rtl' : 'ltr';
  const lower = language.toLowerCase();
  if (rtlLanguages.has(lower)) return 'rtl';
  return ltrLanguages.has(lower) ? 'ltr' : undefined;
}

interface TextInfo {
  readonly direction?: string;
}
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; readonly textInfo?: TextInfo };

/** The writing direction of a culture code such as "ar", "he-IL" or "en"; ltr for anything unknown. */
export function cultureDirection(culture: string): Direction {
  const settled = directionFromSubtags(culture);
  if (settled) return settled;
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
