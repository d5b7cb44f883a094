// The month and weekday names of the calendar in the page's culture: react-day-picker's locales
// (date-fns locales with the calendar's own labels translated), one module per culture, loaded
// only when a calendar opens in that culture. A culture with no locale of its own shows English.
import type { DayPickerLocale } from 'react-day-picker';

type LocaleModule = Record<string, DayPickerLocale>;

/** The locale modules react-day-picker ships, by their file name (a BCP 47 tag). US English is
 *  not among them: it is the calendar's own, already in its code (calendarLocaleTag). */
const loaders: Record<string, () => Promise<LocaleModule>> = {
  af: () => import('react-day-picker/locale/af'),
  'ar-DZ': () => import('react-day-picker/locale/ar-DZ'),
  'ar-EG': () => import('react-day-picker/locale/ar-EG'),
  'ar-MA': () => import('react-day-picker/locale/ar-MA'),
  'ar-SA': () => import('react-day-picker/locale/ar-SA'),
  'ar-TN': () => import('react-day-picker/locale/ar-TN'),
  ar: () => import('react-day-picker/locale/ar'),
  az: () => import('react-day-picker/locale/az'),
  'be-tarask': () => import('react-day-picker/locale/be-tarask'),
  be: () => import('react-day-picker/locale/be'),
  bg: () => import('react-day-picker/locale/bg'),
  bn: () => import('react-day-picker/locale/bn'),
  bs: () => import('react-day-picker/locale/bs'),
  ca: () => import('react-day-picker/locale/ca'),
  ckb: () => import('react-day-picker/locale/ckb'),
  cs: () => import('react-day-picker/locale/cs'),
  cy: () => import('react-day-picker/locale/cy'),
  da: () => import('react-day-picker/locale/da'),
  'de-AT': () => import('react-day-picker/locale/de-AT'),
  de: () => import('react-day-picker/locale/de'),
  el: () => import('react-day-picker/locale/el'),
  'en-AU': () => import('react-day-picker/locale/en-AU'),
  'en-CA': () => import('react-day-picker/locale/en-CA'),
  'en-GB': () => import('react-day-picker/locale/en-GB'),
  'en-IE': () => import('react-day-picker/locale/en-IE'),
  'en-IN': () => import('react-day-picker/locale/en-IN'),
  'en-NZ': () => import('react-day-picker/locale/en-NZ'),
  'en-ZA': () => import('react-day-picker/locale/en-ZA'),
  eo: () => import('react-day-picker/locale/eo'),
  es: () => import('react-day-picker/locale/es'),
  et: () => import('react-day-picker/locale/et'),
  eu: () => import('react-day-picker/locale/eu'),
  'fa-IR': () => import('react-day-picker/locale/fa-IR'),
  fi: () => import('react-day-picker/locale/fi'),
  'fr-CA': () => import('react-day-picker/locale/fr-CA'),
  'fr-CH': () => import('react-day-picker/locale/fr-CH'),
  fr: () => import('react-day-picker/locale/fr'),
  fy: () => import('react-day-picker/locale/fy'),
  gd: () => import('react-day-picker/locale/gd'),
  gl: () => import('react-day-picker/locale/gl'),
  gu: () => import('react-day-picker/locale/gu'),
  he: () => import('react-day-picker/locale/he'),
  hi: () => import('react-day-picker/locale/hi'),
  hr: () => import('react-day-picker/locale/hr'),
  ht: () => import('react-day-picker/locale/ht'),
  hu: () => import('react-day-picker/locale/hu'),
  hy: () => import('react-day-picker/locale/hy'),
  id: () => import('react-day-picker/locale/id'),
  is: () => import('react-day-picker/locale/is'),
  'it-CH': () => import('react-day-picker/locale/it-CH'),
  it: () => import('react-day-picker/locale/it'),
  'ja-Hira': () => import('react-day-picker/locale/ja-Hira'),
  ja: () => import('react-day-picker/locale/ja'),
  ka: () => import('react-day-picker/locale/ka'),
  kk: () => import('react-day-picker/locale/kk'),
  km: () => import('react-day-picker/locale/km'),
  kn: () => import('react-day-picker/locale/kn'),
  ko: () => import('react-day-picker/locale/ko'),
  lb: () => import('react-day-picker/locale/lb'),
  lt: () => import('react-day-picker/locale/lt'),
  lv: () => import('react-day-picker/locale/lv'),
  mk: () => import('react-day-picker/locale/mk'),
  mn: () => import('react-day-picker/locale/mn'),
  ms: () => import('react-day-picker/locale/ms'),
  mt: () => import('react-day-picker/locale/mt'),
  nb: () => import('react-day-picker/locale/nb'),
  'nl-BE': () => import('react-day-picker/locale/nl-BE'),
  nl: () => import('react-day-picker/locale/nl'),
  nn: () => import('react-day-picker/locale/nn'),
  oc: () => import('react-day-picker/locale/oc'),
  pl: () => import('react-day-picker/locale/pl'),
  'pt-BR': () => import('react-day-picker/locale/pt-BR'),
  pt: () => import('react-day-picker/locale/pt'),
  ro: () => import('react-day-picker/locale/ro'),
  ru: () => import('react-day-picker/locale/ru'),
  se: () => import('react-day-picker/locale/se'),
  sk: () => import('react-day-picker/locale/sk'),
  sl: () => import('react-day-picker/locale/sl'),
  sq: () => import('react-day-picker/locale/sq'),
  'sr-Latn': () => import('react-day-picker/locale/sr-Latn'),
  sr: () => import('react-day-picker/locale/sr'),
  sv: () => import('react-day-picker/locale/sv'),
  ta: () => import('react-day-picker/locale/ta'),
  te: () => import('react-day-picker/locale/te'),
  th: () => import('react-day-picker/locale/th'),
  tr: () => import('react-day-picker/locale/tr'),
  ug: () => import('react-day-picker/locale/ug'),
  uk: () => import('react-day-picker/locale/uk'),
  'uz-Cyrl': () => import('react-day-picker/locale/uz-Cyrl'),
  uz: () => import('react-day-picker/locale/uz'),
  vi: () => import('react-day-picker/locale/vi'),
  'zh-CN': () => import('react-day-picker/locale/zh-CN'),
  'zh-HK': () => import('react-day-picker/locale/zh-HK'),
  'zh-TW': () => import('react-day-picker/locale/zh-TW'),
};

const byLowerCase = new Map(Object.keys(loaders).map((tag) => [tag.toLowerCase(), tag]));

/** The locale file for a culture: the culture itself ("pt-BR"), else its language ("pt"), else
 *  the first regional one of its language ("zh" to "zh-CN"); null for English and the unknown. */
export function calendarLocaleTag(culture: string): string | null {
  const wanted = culture.trim().replace(/_/g, '-').toLowerCase();
  const language = wanted.split('-')[0] ?? '';
  // English is react-day-picker's own: nothing to load.
  if (language === '' || wanted === 'en' || wanted === 'en-us') return null;
  return (
    byLowerCase.get(wanted) ??
    byLowerCase.get(language) ??
    [...byLowerCase.entries()].find(([tag]) => tag.startsWith(`${language}-`))?.[1] ??
    null
  );
}

/** A locale's promise that says when it has settled, in the fields React's use() reads: a
 *  settled one is read at once instead of suspending the render again. */
type LocalePromise = Promise<DayPickerLocale | undefined> & { status?: 'fulfilled'; value?: DayPickerLocale | undefined };

const loading = new Map<string, LocalePromise>();

/** The calendar locale of a culture, loaded once (undefined: English). The same promise is
 *  returned on every call, so a component can suspend on it with React's use(). */
export function loadCalendarLocale(culture: string): Promise<DayPickerLocale | undefined> {
  const tag = calendarLocaleTag(culture);
  if (tag === null) return Promise.resolve(undefined);
  let promise = loading.get(tag);
  if (!promise) {
    // A module that fails to load (a network fault) leaves this calendar in English, not
    // broken; the next calendar tries again.
    const settled: LocalePromise = loaders[tag]!().then(
      (module) => {
        const locale = Object.values(module)[0];
        Object.assign(settled, { status: 'fulfilled', value: locale });
        return locale;
      },
      () => {
        loading.delete(tag);
        return undefined;
      },
    );
    promise = settled;
    loading.set(tag, promise);
  }
  return promise;
}

/** The culture's locale when it is at hand (English always is), else the promise of it, to
 *  suspend on with use(). A culture's promise is returned on every call, loaded or not: a render
 *  that suspended on it must call use() again when it is retried (React requires it), and a
 *  loaded one is read at once. */
export function calendarLocaleOf(culture: string): { locale: DayPickerLocale | undefined } | Promise<DayPickerLocale | undefined> {
  if (calendarLocaleTag(culture) === null) return { locale: undefined };
  return loadCalendarLocale(culture);
}
