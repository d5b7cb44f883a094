import { useState } from 'react';
import type { MaskName } from '@/contract/field-kinds';
import { getMask, type MaskDefinition } from '@/engine/masks';

// A typed field shows text while the model stores what the server expects: null for nothing,
// and for a masked field the engine's stored form of the text (an unfinished phone shows
// "(555) 1" and stores the same; an amount shows "1,250" and stores "1250.00"). The text
// therefore lives in the widget, and is rewritten from the model only when the model changes
// for another reason (a dependency reset, prepopulation, a new record).

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
 *  outside the widget. The setter takes the typed text, which the widget stores as
 *  `storedValue(text, mask)`. */
export function useDisplayText(value: unknown, maskName: MaskName | undefined): [string, (text: string) => void] {
  const mask = maskName ? getMask(maskName) : undefined;
  // The text and the value it was last matched with. Typing records the value it will store,
  // so the render that follows a keystroke finds them matching and renders once.
  const [shown, setShown] = useState(() => ({ text: displayText(value, mask), value }));
  let current = shown;
  if (!Object.is(shown.value, value)) {
    // Adjusting state while rendering (React's pattern for props that drive state): only a
    // value the current text would not store replaces the text.
    const text = Object.is(storedValue(shown.text, mask), value ?? null) ? shown.text : displayText(value, mask);
    current = { text, value };
    setShown(current);
  }
  const setText = (text: string) => setShown({ text, value: storedValue(text, mask) });
  return [current.text, setText];
}
