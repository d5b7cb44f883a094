import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig, mergeConfigs, type Config } from 'tailwind-merge';

// tailwind-merge's own colour scale accepts any name (`color: [isAny]`), so the themes' token
// colours (`text-danger`, `bg-primary-hover`) already fall in the colour groups and `text-sm` in
// the font-size one. Listing the 30 token names as its colour theme gave every one of tailwind-
// merge's ~50 colour groups 30 entries more to build on the first call: 10.3 against 3.4 to 7 ms
// in Node, the largest part of a 45 to 90 ms task at a 4x CPU slowdown on a page's start, for the
// same result: every pair of the 5,487 class names written in ui/, src/, themes/ and the
// settlement packages merged alike with and without the list (29 November 2026); the token
// colours' cases are in tests/ui/cn.test.ts.
let config: Config<string, string> | undefined;
/** tailwind-merge's configuration, made on first use (its default alone is thousands of objects). */
const leanConfig = (): Config<string, string> =>
  (config ??= mergeConfigs<string, string>(getDefaultConfig(), { extend: { classGroups: { 'outline-w': [{ outline: ['focus'] }] } } }));
const twMerge = createTailwindMerge(leanConfig);

// tailwind-merge builds its map of every Tailwind class on its first call: tens of milliseconds
// on a phone, one long task right after the first paint. A page the server rendered does not need
// it to start: the server writes down each class list its render merged (about 30 on a form's
// first page) and the browser takes them as known answers before it hydrates, so the map is built
// only when a class list the server did not draw turns up (a dialog, the next page).
/** Class lists whose merged form is known, joined by clsx, to that form. */
const known = new Map<string, string>();
/** The class lists merged while the server records a render, or null when it does not. */
let recording: Map<string, string> | null = null;

/** Joins class names and resolves Tailwind conflicts, so a caller's className always wins. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = known.get(joined);
  if (merged === undefined) {
    merged = twMerge(joined);
    if (known.size < MAX_KNOWN) known.set(joined, merged);
  }
  recording?.set(joined, merged);
  return merged;
}
/** Enough for every class list of a page, with room; a bound, since class lists can carry values. */
const MAX_KNOWN = 2000;

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

/** Takes the server's merges as known answers. Anything malformed is skipped: the class list is
 *  then merged here, as without them. */
function addKnownClassMerges(merges: unknown): void {
  if (!Array.isArray(merges)) return;
  for (const merge of merges.slice(0, MAX_KNOWN)) {
    if (typeof merge === 'string') known.set(merge, merge);
    else if (Array.isArray(merge) && typeof merge[0] === 'string' && typeof merge[1] === 'string') known.set(merge[0], merge[1]);
  }
}

/** The id of the page's JSON script element that carries the server's merges. */
export const CLASS_MERGES_ELEMENT_ID = 'class-merges';

/** The server's merges as JSON for a script element of the page (`<` escaped, so no class list
 *  can close the element). */
export function classMergesJson(merges: readonly ClassMerge[]): string {
  return JSON.stringify(merges).replace(/</g, '\\u003c');
}

/** Takes the merges the server wrote into `doc` as known answers (see above); a page without
 *  them, or with JSON that does not parse, leaves every class list to be merged here. */
export function takeClassMergesFrom(doc: Document): void {
  const text = doc.getElementById(CLASS_MERGES_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    addKnownClassMerges(JSON.parse(text));
  } catch {
    // Merged here instead.
  }
}
