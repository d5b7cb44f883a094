import type { MaskDefinition } from './masks';

// What a masked text field does with one edit. The browser has already applied the keystroke,
// paste or deletion to the text; the mask then rewrites that text (literals, grouping commas,
// dropped characters), and the caret must stay beside the same character the claimant was
// at, counted in characters the claimant supplies, since literals come and go around it.

/** One edit of a masked field: the text shown before, the text the browser made of it, the caret
 *  after the browser's edit, and whether the edit deleted (Backspace, Delete, cut). */
interface MaskEdit {
  readonly previous: string;
  readonly raw: string;
  readonly caret: number;
  readonly deleting: boolean;
}

/** The text a masked field shows after an edit, and where its caret goes. */
interface MaskEditResult {
  readonly text: string;
  readonly caret: number;
}

function significantBefore(mask: MaskDefinition, text: string, end: number): number {
  let count = 0;
  for (const char of text.slice(0, end)) if (mask.isSignificant(char)) count += 1;
  return count;
}

/** The position just after the `count`-th supplied character of a text (0: the start). */
function positionAfter(mask: MaskDefinition, text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (mask.isSignificant(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** The position just before the last `count` supplied characters of a text (0: the end). */
function positionBefore(mask: MaskDefinition, text: string, count: number): number {
  if (count === 0) return text.length;
  let seen = 0;
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (mask.isSignificant(text[index]!)) seen += 1;
    if (seen === count) return index;
  }
  return 0;
}

/** Applies a mask to one edit. A deletion that removed only a literal or a separator (Backspace
 *  just after the "-" of a phone or the "," of an amount) removes the supplied character before
 *  it instead, as a claimant expects; and after a deletion the literals a mask writes ahead of
 *  the caret ("12/" of a date) are not written again, so Backspace can go past them. */
export function applyMaskEdit(mask: MaskDefinition, edit: MaskEdit): MaskEditResult {
  let { raw, caret } = edit;
  let text = mask.formatTyping(raw);
  if (edit.deleting && text === edit.previous) {
    let index = Math.min(caret, raw.length) - 1;
    while (index >= 0 && !mask.isSignificant(raw[index]!)) index -= 1;
    if (index >= 0) {
      raw = raw.slice(0, index) + raw.slice(index + 1);
      caret = index;
      text = mask.formatTyping(raw);
    }
  }
  if (edit.deleting) {
    const trailing = /[^A-Za-z0-9]+$/.exec(text);
    if (trailing && !(mask.kind === 'number' && trailing[0] === '.')) text = text.slice(0, trailing.index);
  }
  // An amount changes at its front (a leading zero added or dropped) and in its grouping, never
  // after the caret: there the caret keeps the characters after it. A pattern changes after
  // the caret (the rest shifts along): there the caret keeps the characters before it.
  if (mask.kind === 'number') {
    const after = significantBefore(mask, raw, raw.length) - significantBefore(mask, raw, caret);
    return { text, caret: positionBefore(mask, text, after) };
  }
  const count = significantBefore(mask, raw, caret);
  let at = positionAfter(mask, text, count);
  // After typing, the caret goes past the literals that follow ("(555) |" rather than "(555|) ").
  if (!edit.deleting) while (at < text.length && count > 0 && !mask.isSignificant(text[at]!)) at += 1;
  return { text, caret: at };
}

/** A paste into a masked field: the text shown, the selection it replaces, and what was pasted. */
interface MaskPaste {
  readonly previous: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
  readonly pasted: string;
}

/** What a paste does to a masked field: the text to show and its caret, or null when the mask
 *  refuses it and the field keeps its text. A whole answer replaces the field's text; characters
 *  to insert go in at the selection as if typed, and are refused if the mask would drop or move
 *  any of them (a paste past a phone's tenth digit), so nothing pasted is lost or misread. */
export function applyMaskPaste(mask: MaskDefinition, paste: MaskPaste): MaskEditResult | null {
  const reading = mask.readPaste(paste.pasted);
  if (reading.kind === 'refused') return null;
  if (reading.kind === 'answer') return { text: reading.text, caret: reading.text.length };
  const raw = paste.previous.slice(0, paste.selectionStart) + reading.text + paste.previous.slice(paste.selectionEnd);
  const result = applyMaskEdit(mask, { previous: paste.previous, raw, caret: paste.selectionStart + reading.text.length, deleting: false });
  const supplied = (text: string) => [...text].filter((char) => mask.isSignificant(char)).join('');
  return supplied(result.text) === supplied(raw) ? result : null;
}
