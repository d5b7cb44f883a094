import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '@themes/theme-css';

// The scheme stories show: written to `data-scheme` on the document root, as the app writes the
// claimant's choice, so the theme files' own rule for a chosen scheme applies. Ladle always sets
// one (light unless `?scheme=dark`), so a story looks the same whatever the viewer's system asks.

/** Reads the `scheme` query value; light when absent or unknown. */
export function schemeFromLocation(search: string = globalThis.location?.search ?? ''): ColorScheme {
  return new URLSearchParams(search).get('scheme') === 'dark' ? 'dark' : 'light';
}

const readScheme = (): ColorScheme => (document.documentElement.dataset.scheme === 'dark' ? 'dark' : 'light');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-scheme'] });
  return () => observer.disconnect();
}

/** Shows every story in a scheme and keeps it in the address (`?scheme=dark`), without a new
 *  history entry. */
export function chooseScheme(scheme: ColorScheme): void {
  document.documentElement.dataset.scheme = scheme;
  const url = new URL(globalThis.location.href);
  if (scheme === 'dark') url.searchParams.set('scheme', 'dark');
  else url.searchParams.delete('scheme');
  if (url.href !== globalThis.location.href) globalThis.history.replaceState(globalThis.history.state, '', url);
}

/** The scheme on the document root, following its changes. */
export function useActiveScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, readScheme, () => 'light');
}
