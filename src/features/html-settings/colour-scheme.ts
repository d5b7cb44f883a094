import { useSyncExternalStore } from 'react';

// The claimant's choice of colours: the system's (no attribute: the theme files follow
// prefers-color-scheme), or light or dark on this page (`data-scheme` on <html>, which the theme
// files' rules for a chosen scheme read). The choice is kept for the session in sessionStorage,
// and the inline script at the top of index.html puts it back on <html> before the first paint,
// so a reload in the same tab never flashes the other scheme.

/** What the claimant can choose. */
export type SchemeChoice = 'system' | 'light' | 'dark';

/** Every choice, in the order the control lists them. */
export const schemeChoices: readonly SchemeChoice[] = ['system', 'light', 'dark'];

/** The sessionStorage key of the choice; index.html's inline script reads the same key. */
export const SCHEME_STORAGE_KEY = 'claims-site.colour-scheme';

const ATTRIBUTE = 'data-scheme';

/** The choice on the page now, read from <html>. */
function readSchemeChoice(root: HTMLElement = document.documentElement): SchemeChoice {
  const value = root.getAttribute(ATTRIBUTE);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Puts a choice in force on the page and keeps it for the session (the system's removes both). */
export function chooseScheme(choice: SchemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute(ATTRIBUTE);
  else root.setAttribute(ATTRIBUTE, choice);
  try {
    if (choice === 'system') sessionStorage.removeItem(SCHEME_STORAGE_KEY);
    else sessionStorage.setItem(SCHEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (a private window, a full quota): the choice holds until the page is left.
  }
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}

/** The choice on the page, following its changes. The server renders the system's; hydration
 *  then reads the page's own, which the inline script set. */
export function useSchemeChoice(): SchemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => readSchemeChoice(),
    () => 'system',
  );
}
