import { brandIds, type BrandId } from './registry';
import { readThemeCss, type ThemeSource } from './theme-css';

// The theme files themselves, as text: the one source of every token. The contrast test, the
// DTCG export and Ladle's editor all read them here, so none can drift from what the app loads.
// (Vite and Vitest inline them; the app's own bundle never imports this module.)
const files = import.meta.glob<string>('./*.css', { query: '?raw', import: 'default', eager: true });

/** The text of `themes/<brand>.css`. */
function themeFileText(brand: BrandId): string {
  const text = files[`./${brand}.css`];
  if (text === undefined) throw new Error(`themes/${brand}.css is missing.`);
  return text;
}

/** The saved tokens of every theme, read from its file in themes/, in registry order. */
export const savedThemes: Readonly<Record<BrandId, ThemeSource>> = Object.fromEntries(
  brandIds.map((brand) => [brand, readThemeCss(themeFileText(brand))]),
) as Record<BrandId, ThemeSource>;
