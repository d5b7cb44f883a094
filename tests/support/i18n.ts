import type { i18n as I18n } from 'i18next';
import { addCultureContent, createI18n } from '@/features/localization/i18n';

/** An i18n instance as the app builds it, with the given English and Spanish copy. */
export async function testI18n(copy: { en?: Record<string, string>; es?: Record<string, string> } = {}): Promise<I18n> {
  const i18n = await createI18n('en');
  for (const culture of ['en', 'es'] as const) {
    addCultureContent(
      i18n,
      culture,
      Object.entries(copy[culture] ?? {}).map(([key, value]) => ({ key, value })),
    );
  }
  return i18n;
}
