import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CultureContent } from '@/contract/api';
import { fillPlaceholders, resolveParams } from '@/engine/message-params';
import type { MessageDescriptor } from '@/engine/message-descriptors';

/** The default culture (contract.md §Constants). */
export const DEFAULT_CULTURE = 'en';

/** Creates the app's i18next instance: copy arrives from the API per culture; until it does,
 *  and for any key it lacks, a message falls back to its English default, else to the key. */
export async function createI18n(culture: string = DEFAULT_CULTURE): Promise<I18n> {
  // Loaded here rather than with the entry script: start-up creates the instance while its
  // calls are on the wire, and nothing is translated before the copy has arrived.
  const { default: i18next } = await import('i18next');
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: culture,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    // The administrator's copy uses single braces: 'The maximum length allowed is {max}'.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    returnEmptyString: false,
    // A message with an English default shows that; a dynamic entry with no value shows its
    // key (contract.md §Data).
    parseMissingKeyHandler: (key: string, defaultValue?: string) => defaultValue ?? key,
    react: { useSuspense: false },
  });
  return instance;
}

/** The copy lists each instance already holds: start-up and each route's guard hand it the same
 *  list (the query's cached data), and loading it again would change nothing. */
const loaded = new WeakMap<I18n, WeakSet<CultureContent>>();

/** Loads one culture's copy (a list of key and value) into the instance; empty values are dropped
 *  so that they fall back like missing ones. */
export function addCultureContent(instance: I18n, culture: string, content: CultureContent): void {
  const held = loaded.get(instance) ?? new WeakSet<CultureContent>();
  loaded.set(instance, held);
  if (held.has(content)) return;
  held.add(content);
  const bundle: Record<string, string> = {};
  for (const { key, value } of content) if (value) bundle[key] = value;
  // The bundle is flat and made here: a shallow merge over what the culture holds gives what a
  // deep one would, and i18next need not copy it first. Both cost a long task on a slow phone
  // with a few thousand keys.
  instance.addResourceBundle(culture, 'translation', bundle, false, true, { skipCopy: true });
}

/** Translates a message descriptor in the instance's active language. */
export function translate(instance: I18n, message: MessageDescriptor): string {
  const params = resolveParams(message.params, (key) => (instance.exists(key) ? instance.t(key) : null), instance.language || 'en');
  return instance.t(message.key, { ...params, defaultValue: interpolate(message.defaultMessage, params) });
}

/** Fills `{name}` placeholders; used for English defaults so they read right with no copy loaded. */
export function interpolate(template: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return fillPlaceholders(template, params);
}
