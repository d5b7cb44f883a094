import type { i18n as I18n } from 'i18next';
import { copyEn, copyEs } from '@server/demo/copy';
import { addCultureContent, createI18n } from '@/features/localization/i18n';

/** An i18n instance as the app builds it, with the demo settlement's English and Spanish copy. */
export async function demoI18n(culture = 'en'): Promise<I18n> {
  const i18n = await createI18n(culture);
  addCultureContent(i18n, 'en', Object.entries(copyEn).map(([key, value]) => ({ key, value })));
  addCultureContent(i18n, 'es', Object.entries(copyEs).map(([key, value]) => ({ key, value })));
  return i18n;
}
