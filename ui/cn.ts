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

/** Joins class names and resolves Tailwind conflicts, so a caller's className always wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Builds tailwind-merge's class map now (its first call costs tens of milliseconds on a phone):
 *  the entry script calls it while the page's code downloads and the main thread is idle, so
 *  hydration's first render does not pay for it. Its configuration and its class map are made in
 *  two tasks: about a fifth and four fifths of the work, which in one task took 45 to 60 ms at a
 *  4x CPU slowdown. */
export function warmUpClassMerge(): void {
  leanConfig();
  setTimeout(() => twMerge('p-0 p-1'));
}
