// The built-in text of the app copy keys that have a default (copy-catalogue.ts): a package may
// leave such a key out of a culture, as a package written before the key was added does, and the
// server serves this text instead. English is the catalogue's own default; each other culture the
// repository ships (the demo package's copy files) has a table of its own. A culture without one
// gets the English text.
import { allCopyEntries } from '../../src/contract/copy-catalogue';
import { spanishCopyDefaults } from './copy-defaults-es';

const englishCopyDefaults: Readonly<Record<string, string>> = Object.fromEntries(
  allCopyEntries.flatMap(({ key, defaultText }) => (defaultText === null ? [] : [[key, defaultText] as const])),
);

/** The built-in copy of each culture the repository ships, key to text. */
export const builtInCopy: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: englishCopyDefaults,
  es: spanishCopyDefaults,
};

/** True when the app copy key has a built-in default, so a package may leave it out. */
export function hasCopyDefault(key: string): boolean {
  return Object.hasOwn(englishCopyDefaults, key);
}

/** The built-in copy a culture gets: its own when the repository ships it, else the English. */
export function copyDefaultsOf(culture: string): { readonly culture: string; readonly copy: Readonly<Record<string, string>> } {
  return Object.hasOwn(builtInCopy, culture) ? { culture, copy: builtInCopy[culture]! } : { culture: 'en', copy: englishCopyDefaults };
}
