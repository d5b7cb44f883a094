import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandIds, type BrandId } from '@themes/registry';
import { readThemeCss, type ThemeSource } from '@themes/theme-css';

/** The text of `themes/<brand>.css`, as the app and Ladle load it. */
export function themeFileText(brand: BrandId): string {
  // A path, not a URL: under jsdom, URL is jsdom's own and node:fs refuses it.
  return readFileSync(path.join(import.meta.dirname, '../../themes', `${brand}.css`), 'utf8');
}

/** Every theme file read as the editor reads it (themes/sources.ts), through the same parser. */
export const themeFiles: Readonly<Record<BrandId, ThemeSource>> = Object.fromEntries(
  brandIds.map((brand) => [brand, readThemeCss(themeFileText(brand))]),
) as Record<BrandId, ThemeSource>;
