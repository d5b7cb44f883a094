import { commands, userEvent } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    holdClipboard: () => Promise<void>;
    releaseClipboard: () => Promise<void>;
  }
}

// Pastes text into a field through the real clipboard, as a claimant's Ctrl+V does: the text is
// copied from a box outside the form, then pasted where the caret is (or over the selection).
// `place` puts the caret; by default the field is clicked. The clipboard is held for the whole
// copy and paste, as it is shared with the other browser test files running at the same time.
export async function pasteThrough(input: HTMLInputElement, text: string, place?: () => void): Promise<void> {
  const source = document.createElement('textarea');
  source.setAttribute('aria-label', 'Clipboard source');
  document.body.append(source);
  await commands.holdClipboard();
  try {
    source.value = text;
    source.focus();
    source.select();
    await userEvent.copy();
    source.remove();
    if (place) place();
    else await userEvent.click(input);
    await userEvent.paste();
  } finally {
    source.remove();
    await commands.releaseClipboard();
  }
}
