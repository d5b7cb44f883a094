import type { i18n as I18n } from 'i18next';
import { addCultureContent, createI18n } from '@/features/localization/i18n';
import { demoSettlement } from './demo-settlement';

// Apart from i18n.ts: the demo settlement is read from disk, which the browser tests cannot do.

/** An i18n instance as the app builds it, with the demo settlement's English and Spanish copy. */
export async function demoI18n(culture = 'en'): Promise<I18n> {
  const i18n = await createI18n(culture);
  addCultureContent(i18n, 'en', demoSettlement.content('en'));
  addCultureContent(i18n, 'es', demoSettlement.content('es'));
  return i18n;
}
