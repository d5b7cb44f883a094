import { apcaContrast, parseColor, requireColor, wcagContrast } from './color';
import { contrastPairs, type ContrastPair } from './tokens';

/** WCAG 2.x relative luminance of a colour in any CSS form (#fff, #ffffff, rgb() ...); a
 *  translucent colour is read as if opaque. */
export function relativeLuminance(text: string): number {
  const [r, g, b] = requireColor(text).srgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio between two colours in any CSS form, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** The WCAG 2.2 AA ratio a pair must reach: 4.5:1 for text (1.4.3), 3:1 for UI parts (1.4.11). */
function requiredRatio(kind: ContrastPair['kind']): number {
  return kind === 'text' ? 4.5 : 3;
}

/** One pair measured against a set of token values. */
interface PairReading {
  pair: ContrastPair;
  /** WCAG 2 ratio, or null when either token is not a colour. */
  ratio: number | null;
  required: number;
  passes: boolean;
  /** APCA Lc of the foreground on the background, or null when either token is not a colour. */
  apca: number | null;
}

/** Measures one pair against a set of token values (name without `--` to CSS value); a
 *  translucent token is read over the theme's background. */
export function measurePair(pair: ContrastPair, tokens: Readonly<Record<string, string>>): PairReading {
  const backdrop = parseColor(tokens.background ?? '') ?? undefined;
  const fg = parseColor(tokens[pair.fg] ?? '');
  const bg = parseColor(tokens[pair.bg] ?? '');
  const required = requiredRatio(pair.kind);
  if (!fg || !bg) return { pair, ratio: null, required, passes: false, apca: null };
  const ratio = wcagContrast(fg, bg, backdrop);
  return { pair, ratio, required, passes: ratio >= required, apca: apcaContrast(fg, bg, backdrop) };
}

/** Measures every contrast pair against token values; failing pairs first, each group in the
 *  order the pairs are declared. */
export function readPairs(tokens: Readonly<Record<string, string>>): PairReading[] {
  const readings = contrastPairs.map((pair) => measurePair(pair, tokens));
  return [...readings.filter((r) => !r.passes), ...readings.filter((r) => r.passes)];
}

/** The ratio as designers read it, e.g. "4.54:1" (two decimals, never rounded up to a pass). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
