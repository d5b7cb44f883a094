/** The app settings that select a theme, as the contract names them. */
export const themeSettings = ['jnd-7-0-default', 'ftc-7-0-default', 'jnd-9-0-kontent'] as const;

/** One app setting that selects a theme. */
export type ThemeSetting = (typeof themeSettings)[number];

/** The id of a token set; written to `data-brand` on the root element. */
export type BrandId = 'jnd-7' | 'ftc-7' | 'kontent-9';

/** The layout component a theme uses. */
export type LayoutName = 'Layout' | 'LayoutFtc' | 'LayoutKontent';

/** The named element page changes scroll to (contract.md §Routes). */
type ScrollTarget = 'header-navigation' | 'header' | 'header-content';

/** What a theme setting resolves to. */
export interface ThemeEntry {
  setting: ThemeSetting;
  brand: BrandId;
  label: string;
  layout: LayoutName;
  scrollTarget: ScrollTarget;
}

/** Every theme, keyed by its app setting. */
export const themeRegistry: Readonly<Record<ThemeSetting, ThemeEntry>> = {
  'jnd-7-0-default': {
    setting: 'jnd-7-0-default',
    brand: 'jnd-7',
    label: 'Legal administration (jnd-7)',
    layout: 'Layout',
    scrollTarget: 'header-navigation',
  },
  'ftc-7-0-default': {
    setting: 'ftc-7-0-default',
    brand: 'ftc-7',
    label: 'Government agency (ftc-7)',
    layout: 'LayoutFtc',
    scrollTarget: 'header',
  },
  'jnd-9-0-kontent': {
    setting: 'jnd-9-0-kontent',
    brand: 'kontent-9',
    label: 'Content managed (kontent-9)',
    layout: 'LayoutKontent',
    scrollTarget: 'header-content',
  },
};

/** Every brand id, in registry order. */
export const brandIds: readonly BrandId[] = themeSettings.map((s) => themeRegistry[s].brand);

/** Raised when the theme setting is missing or names no registered theme. */
export class ThemeError extends Error {
  override name = 'ThemeError';
}

/** True when `value` is a registered theme setting. */
function isThemeSetting(value: unknown): value is ThemeSetting {
  return typeof value === 'string' && (themeSettings as readonly string[]).includes(value);
}

/** Resolves an app setting to its theme; a missing or unknown setting throws a ThemeError naming the choices. */
export function resolveTheme(setting: string | null | undefined): ThemeEntry {
  if (setting === undefined || setting === null || setting.trim() === '') {
    throw new ThemeError(`Theme not specified. Set the theme to one of: ${themeSettings.join(', ')}.`);
  }
  if (!isThemeSetting(setting)) {
    throw new ThemeError(`Unknown theme "${setting}". Expected one of: ${themeSettings.join(', ')}.`);
  }
  return themeRegistry[setting];
}

/** Finds the theme entry of a brand id (used by stories and sweeps that deep-link by brand). */
export function themeByBrand(brand: string | null | undefined): ThemeEntry | undefined {
  return Object.values(themeRegistry).find((t) => t.brand === brand);
}
