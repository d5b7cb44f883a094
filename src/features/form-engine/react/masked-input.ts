import { useCallback, useLayoutEffect, useRef, useState, type ClipboardEvent, type RefCallback } from 'react';
import { applyMaskEdit, applyMaskPaste } from '@/engine/mask-editing';
import type { MaskDefinition } from '@/engine/masks';

// A masked field is an ordinary controlled input whose every edit goes through the engine's own
// formatter (applyMaskEdit), so the text shown and the value stored come from one function and
// cannot disagree. A mask library that rewrites the input behind React's back could (Inputmask's
// numeric mode put typed digits after the decimal point: "100.00" became 0.00). Browser objects
// are touched only inside handlers and effects, never when the module loads, so server renders
// import this file safely.

/** The ref to put on a masked input and the function that turns the browser's text after an
 *  edit into the text to show (placing the caret beside the character the claimant was at). */
interface MaskedInput {
  readonly ref: RefCallback<HTMLInputElement>;
  edit(previous: string, raw: string): string;
  /** Reads a paste the mask's way; the text to show, or null when the field keeps its text. */
  paste(event: ClipboardEvent<HTMLInputElement>, previous: string): string | null;
  /** Whether the last paste was refused (until the next edit or paste). */
  readonly pasteRefused: boolean;
}

/** Masked editing for one input; without a mask, `edit` returns the browser's text unchanged. */
export function useMaskedInput(mask: MaskDefinition | undefined): MaskedInput {
  const node = useRef<HTMLInputElement | null>(null);
  const lastInputType = useRef('');
  // A new object per edit, so the caret is placed again even when the text did not change (a
  // refused character): React then puts the old text back and the browser moves the caret.
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  const [pasteRefused, setPasteRefused] = useState(false);

  useLayoutEffect(() => {
    const input = node.current;
    if (caret && input && input.ownerDocument.activeElement === input) input.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const ref = useCallback((input: HTMLInputElement | null) => {
    node.current = input;
    if (!input) return;
    // The native listener on the input runs before React's, which listens at the root.
    const record = (event: Event) => {
      lastInputType.current = (event as InputEvent).inputType ?? '';
    };
    input.addEventListener('input', record);
    return () => {
      input.removeEventListener('input', record);
      node.current = null;
    };
  }, []);

  const edit = (previous: string, raw: string): string => {
    if (!mask) return raw;
    setPasteRefused(false);
    const input = node.current;
    const focused = input !== null && input.ownerDocument.activeElement === input;
    const inputType = lastInputType.current;
    lastInputType.current = '';
    const result = applyMaskEdit(mask, {
      previous,
      raw,
      caret: focused ? (input.selectionStart ?? raw.length) : raw.length,
      deleting: inputType ? inputType.startsWith('delete') : raw.length < previous.length,
    });
    if (focused) setCaret({ at: result.caret });
    return result.text;
  };

  // A paste is read whole, before the browser splices it in: "3/27/2024" spliced into a date and
  // then masked would become "32/72/024". The mask reads it as a whole answer, as characters to
  // insert, or refuses it, and the field keeps its text and says so rather than show a wrong one.
  const paste = (event: ClipboardEvent<HTMLInputElement>, previous: string): string | null => {
    if (!mask) return null;
    event.preventDefault();
    const input = event.currentTarget;
    const result = applyMaskPaste(mask, {
      previous,
      selectionStart: input.selectionStart ?? previous.length,
      selectionEnd: input.selectionEnd ?? previous.length,
      pasted: event.clipboardData.getData('text/plain'),
    });
    setPasteRefused(result === null);
    if (!result) return null;
    setCaret({ at: result.caret });
    return result.text;
  };

  return { ref, edit, paste, pasteRefused };
}
