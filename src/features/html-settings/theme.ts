import { resolveTheme, type ThemeEntry } from '@themes/registry';

/** The theme the server chose: `data-theme-setting` on <html>, resolved through the registry.
 *  A missing or unknown setting throws the registry's ThemeError (a developer error). */
export function readTheme(root: HTMLElement = document.documentElement): ThemeEntry {
  const theme = resolveTheme(root.getAttribute('data-theme-setting'));
  // The token set follows the setting even when the page was served without data-brand.
  root.setAttribute('data-brand', theme.brand);
  return theme;
}

/** The attribute that marks the element page changes scroll to (its value is the theme's target name). */
export const SCROLL_TARGET_ATTRIBUTE = 'data-scroll-target';
