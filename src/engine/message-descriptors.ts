// Validation messages travel as descriptors (a localization key, the English default of the copy
// catalogue and parameters) and are only turned into text when shown, so a language switch
// re-translates every error already on screen. Nothing in the engine ever bakes a translated string.
import type { CopyText } from '@/contract/copy-catalogue';
import { fillPlaceholders, resolveParams, type MessageParam } from './message-params';

/** A message to translate at display time: key, English fallback and interpolation values. */
export interface MessageDescriptor {
  readonly key: string;
  readonly defaultMessage: string;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** Builds a descriptor from a catalogue entry, a custom localization key (which keeps the
 *  catalogue's English as its fallback) and parameters. */
export function messageOf(entry: CopyText, params?: Record<string, MessageParam>, customKey?: string): MessageDescriptor {
  const key = customKey ?? entry.key;
  return params ? { key, defaultMessage: entry.defaultText, params } : { key, defaultMessage: entry.defaultText };
}

/** Renders a descriptor: the translation of its key when there is one, else its English default,
 *  with `{name}` placeholders replaced by the parameters. */
export function renderMessage(descriptor: MessageDescriptor, translate?: (key: string) => string | null | undefined): string {
  const template = translate?.(descriptor.key) || descriptor.defaultMessage;
  return fillPlaceholders(template, resolveParams(descriptor.params, translate));
}

/** Identity of a descriptor for de-duplication: same key and same parameters. */
function messageIdentity(descriptor: MessageDescriptor): string {
  const params = descriptor.params ? Object.entries(descriptor.params).sort(([a], [b]) => (a < b ? -1 : 1)) : [];
  return `${descriptor.key}\u0000${JSON.stringify(params)}`;
}

/** Removes repeated descriptors, keeping the first of each in order. */
export function dedupeMessages(list: readonly MessageDescriptor[]): MessageDescriptor[] {
  const seen = new Set<string>();
  return list.filter((descriptor) => {
    const identity = messageIdentity(descriptor);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}
