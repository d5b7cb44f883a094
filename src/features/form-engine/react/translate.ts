import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSummaryItem } from '@ui/error-summary';
import { interpolate } from '@/features/localization/i18n';
import { resolveParams } from '@/engine/message-params';
import type { MessageDescriptor } from '@/engine/message-descriptors';
import type { FieldErrorItem } from './engine';
import type { CopyText } from '@/contract/copy-catalogue';

// Everything the widgets show is translated while rendering, through react-i18next's t, so a
// language switch (which re-renders every useTranslation user) re-translates labels, hints and
// the errors already on screen. Config keys with no copy fall back to the key itself (contract:
// dynamic entries fall back to the key); widget copy and rule messages to their English.

/** Translators bound to the active language. */
export interface Translators {
  /** A config key (label, hint, option label): its copy, else the key. */
  key(key: string): string;
  /** A config key that may be absent, e.g. an optional hint. */
  optional(key: string | undefined): string | undefined;
  /** Widget copy with optional `{name}` parameters. */
  copy(copy: CopyText, params?: Record<string, string | number>): string;
  /** A rule's message descriptor. */
  message(descriptor: MessageDescriptor): string;
  /** The active language, for memo keys. */
  language: string;
}

/** The translators of the active language (re-rendered when it changes). */
export function useTranslators(): Translators {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const translate = (key: string, defaultValue: string, params?: Readonly<Record<string, string | number>>) =>
      t(key, { ...params, defaultValue: interpolate(defaultValue, params) });
    // A copy parameter (a mask's format) is read in the same language as the message around it.
    const copyParam = (key: string) => (i18n.exists(key) ? t(key) : null);
    return {
      key: (key) => translate(key, key),
      optional: (key) => (key ? translate(key, key) : undefined),
      copy: (copy, params) => translate(copy.key, copy.defaultText, params),
      message: (descriptor) =>
        translate(descriptor.key, descriptor.defaultMessage, resolveParams(descriptor.params, copyParam, language || 'en')),
      language,
    };
  }, [t, i18n, language]);
}

/** The items of an ErrorSummary from validateAll's result, translated in the active language
 *  (so the summary follows a language switch like the inline errors do). */
export function useErrorSummaryItems(items: readonly FieldErrorItem[]): ErrorSummaryItem[] {
  const { message } = useTranslators();
  return useMemo(() => items.map((item) => ({ fieldId: item.fieldId, message: message(item.descriptor) })), [items, message]);
}
