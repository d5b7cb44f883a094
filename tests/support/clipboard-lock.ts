import type { BrowserCommand } from 'vitest/node';

// Chromium has one clipboard for all its pages, and two browser test files run at once: a file
// that copies between another file's copy and paste pastes the other file's text. The commands
// run in Vitest's own Node process, shared by every file, so a lock here makes each
// copy-and-paste whole. A holder that never lets go (a test killed mid-paste) loses the lock
// after a while rather than stalling every later paste.

const heldForAtMostMs = 30_000;

let holder: { session: string; timer: NodeJS.Timeout } | null = null;
const waiting: Array<() => void> = [];

function handOn() {
  if (holder) clearTimeout(holder.timer);
  holder = null;
  waiting.shift()?.();
}

export const holdClipboard: BrowserCommand<[]> = async ({ sessionId }) => {
  while (holder) await new Promise<void>((resolve) => waiting.push(resolve));
  holder = { session: sessionId, timer: setTimeout(handOn, heldForAtMostMs) };
};

export const releaseClipboard: BrowserCommand<[]> = ({ sessionId }) => {
  if (holder?.session === sessionId) handOn();
};
