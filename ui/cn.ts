import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig, mergeConfigs } from 'tailwind-merge';

// tailwind-merge's own colour scale accepts any name (`color: [isAny]`), so the themes' token
// colours (`text-danger`, `bg-primary-hover`) already fall in the colour groups and `text-sm` in
// the font-size one. Listing the 30 token names as its colour theme gave every one of tailwind-
// merge's ~50 colour groups 30 entries more to build on the first call: 10.3 against 3.4 to 7 ms
// in Node, the largest part of a 45 to 90 ms task at a 4x CPU slowdown on a page's start, for the
// same result: every pair of the 5,487 class names written in ui/, src/, themes/ and the
// settlement packages merged alike with and without the list (29 November 2026); the token
// colours' cases are in tests/ui/cn.test.ts.
// tailwind-merge makes its configuration on its first call (the default alone is thousands of
// objects).
const twMerge = createTailwindMerge(() =>
  mergeConfigs<string, string>(getDefaultConfig(), { extend: { classGroups: { 'outline-w': [{ outline: ['focus'] }] } } }),
);

// tailwind-merge builds its map of every Tailwind class on its first call: tens of milliseconds
// on a phone, one long task right after the first paint. A page the server rendered does not need
// it to start: the server writes down each class list its render merged (about 30 on a form's
// first page) and the browser takes them as known answers before it hydrates, so the map is built
// only when a class list the server did not draw turns up (a dialog, the next page).
/** Class lists whose merged form the server sent, joined by clsx, to that form (tailwind-merge
 *  keeps its own bounded cache of the rest). */
const known = new Map<string, string>();
/** The class lists merged while the server records a render, or null when it does not. */
let recording: Map<string, string> | null = null;

/** Joins class names and resolves Tailwind conflicts, so a caller's className always wins. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const merged = known.get(joined) ?? twMerge(joined);
  recording?.set(joined, merged);
  return merged;
}

/** A class list the server merged: the list alone when merging left it as it was. */
export type ClassMerge = string | readonly [joined: string, merged: string];

/** Runs `render` (synchronous, as React's renderToString is) and returns what it gave with every
 *  class list `cn` merged meanwhile. */
export function recordClassMerges<T>(render: () => T): { result: T; merges: ClassMerge[] } {
  const merges = new Map<string, string>();
  recording = merges;
  try {
    const result = render();
    return { result, merges: [...merges].map(([joined, merged]) => (joined === merged ? joined : [joined, merged])) };
  } finally {
    recording = null;
  }
}

/** The id of the page's JSON script element that carries the server's merges. */
export const CLASS_MERGES_ELEMENT_ID = 'class-merges';

/** The server's merges as JSON for a script element of the page (`<` escaped, so no class list
 *  can close the element). */
export function classMergesJson(merges: readonly ClassMerge[]): string {
  return JSON.stringify(merges).replace(/</g, '\\u003c');
}

/** Takes the merges the server wrote into `doc` as known answers (see above). A page without
 *  them, or with JSON not of their shape, leaves class lists to be merged here; only a string
 *  answer is taken, so nothing else can reach a class attribute. */
export function takeClassMergesFrom(doc: Document): void {
  try {
    for (const merge of JSON.parse(doc.getElementById(CLASS_MERGES_ELEMENT_ID)?.textContent || '[]') as ClassMerge[]) {
      const [joined, merged] = typeof merge === 'string' ? [merge, merge] : merge;
      if (typeof merged === 'string') known.set(joined, merged);
    }
  } catch {
    // Merged here instead.
  }
}
