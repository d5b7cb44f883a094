import { useCallback, useState } from 'react';

// A polite status message for what a block did out of sight of a screen reader's focus (a
// record added, a file refused, an upload finished). The status element stays mounted and only
// its text changes: NVDA and VoiceOver skip live regions inserted together with their text.

/** The text of the block's status region and the function that sets it; saying the same text
 *  twice still announces it (a trailing no-break space alternates so the content changes). */
export function useAnnouncer(): { text: string; announce: (message: string) => void } {
  const [state, setState] = useState({ message: '', count: 0 });
  const announce = useCallback((message: string) => setState((prev) => ({ message, count: prev.count + 1 })), []);
  return { text: state.message === '' ? '' : `${state.message}${state.count % 2 === 0 ? '\u00a0' : ''}`, announce };
}

/** The visually hidden status region a block announces through. */
export function Announcer({ text }: { text: string }) {
  return (
    <div role="status" data-slot="block-status" className="sr-only">
      {text}
    </div>
  );
}
