import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { colorTokens } from '../themes/tokens';

// tailwind-merge must know the token colour names, or it would treat `text-danger` and
// `text-sm` as the same group and drop one of them.
const twMerge = extendTailwindMerge({
  extend: {
    theme: { color: [...colorTokens] },
    classGroups: { 'outline-w': [{ outline: ['focus'] }] },
  },
});

/** Joins class names and resolves Tailwind conflicts, so a caller's className always wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Builds tailwind-merge's class map now (its first call costs tens of milliseconds on a phone):
 *  the entry script calls it while the page's code downloads and the main thread is idle, so
 *  hydration's first render does not pay for it. */
export function warmUpClassMerge(): void {
  twMerge('p-0 p-1');
}
