import { useState } from 'react';
import type { MaskName } from '@/contract/model-config';
import { getMask, type MaskDefinition } from '../masks';

// A typed field shows text while the model stores what the server expects: null for nothing,
// and for a masked field the engine's stored form of the text (use-mask-input's own value keeps
// placeholder characters such as "(555) 1__-____"). The text therefore lives in the widget, and
// is rewritten from the model only when the model changes for another reason (a dependency
// reset, prepopulation, a new record).

/** The value the model stores for a typed text. */
export function storedValue(text: string, mask: MaskDefinition | undefined): string | null {
  if (mask) return mask.toStored(text);
  return text === '' ? null : text;
}

/** The text to show for a stored value. */
export function displayText(value: unknown, mask: MaskDefinition | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return mask ? mask.format(text) : text;
}

/** The shown text of a field and a setter; follows the model when the model changes from
 *  outside the widget. */
export function useDisplayText(value: unknown, maskName: MaskName | undefined): [string, (text: string) => void] {
  const mask = maskName ? getMask(maskName) : undefined;
  const [text, setText] = useState(() => displayText(value, mask));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    // Adjusting state while rendering (React's pattern for props that drive state): only a
    // value the current text would not store replaces the text.
    setSeen(value);
    if (!Object.is(storedValue(text, mask), value ?? null)) setText(displayText(value, mask));
  }
  return [text, setText];
}
