import Color from 'colorjs.io';

/** A colour the editor and the tests can measure: any CSS colour form, as sRGB with alpha. */
interface ParsedColor {
  /** sRGB channels from 0 to 1 (gamut-mapped when the colour lies outside sRGB). */
  srgb: [number, number, number];
  /** Opacity from 0 to 1. */
  alpha: number;
  /** Six-digit lowercase hex of the sRGB channels (alpha dropped). */
  hex: string;
  /** The colorjs.io colour, in the space the text was written in. */
  color: Color;
}

/** Parses any CSS colour (#fff, #ffffff, rgb(), hsl(), oklch(), names ...) or returns null. */
export function parseColor(text: string): ParsedColor | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let color: Color;
  try {
    color = new Color(trimmed);
  } catch {
    return null;
  }
  const inSrgb = color.to('srgb').toGamut();
  const srgb = inSrgb.coords.map((c) => Math.min(1, Math.max(0, Number.isFinite(c) ? Number(c) : 0))) as [number, number, number];
  const alpha = Number.isFinite(color.alpha) ? Number(color.alpha) : 1;
  const hex = `#${srgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
  return { srgb, alpha, hex, color };
}

/** Parses a CSS colour, throwing an error that names the text when it is none. */
export function requireColor(text: string): ParsedColor {
  const parsed = parseColor(text);
  if (!parsed) throw new Error(`Not a CSS colour: "${text}"`);
  return parsed;
}

/** A translucent colour as it shows over an opaque backdrop (browsers blend in gamma-encoded sRGB). */
function over(top: ParsedColor, backdrop: ParsedColor): Color {
  const a = top.alpha;
  const channels = top.srgb.map((c, i) => c * a + backdrop.srgb[i]! * (1 - a)) as [number, number, number];
  return new Color('srgb', channels);
}

const white = requireColor('#ffffff');

/** The opaque colours a pair shows: the background over `backdrop` (white unless given), the
 *  foreground over that. WCAG and APCA are defined for opaque colours only. */
function visiblePair(fg: ParsedColor, bg: ParsedColor, backdrop: ParsedColor = white): { fg: Color; bg: Color } {
  const opaqueBackdrop = backdrop.alpha < 1 ? requireColor(over(backdrop, white).toString({ format: 'hex', collapse: false })) : backdrop;
  const shownBg = bg.alpha < 1 ? over(bg, opaqueBackdrop) : new Color('srgb', bg.srgb);
  const shownBgParsed: ParsedColor = { srgb: shownBg.coords.map(Number) as [number, number, number], alpha: 1, hex: '', color: shownBg };
  const shownFg = fg.alpha < 1 ? over(fg, shownBgParsed) : new Color('srgb', fg.srgb);
  return { fg: shownFg, bg: shownBg };
}

/** WCAG 2.x contrast ratio (1 to 21) of a foreground on a background, any CSS colour form. */
export function wcagContrast(fg: string | ParsedColor, bg: string | ParsedColor, backdrop?: ParsedColor): number {
  const pair = visiblePair(typeof fg === 'string' ? requireColor(fg) : fg, typeof bg === 'string' ? requireColor(bg) : bg, backdrop);
  return Color.contrastWCAG21(pair.fg, pair.bg);
}

/** APCA lightness contrast Lc (about -108 to 106; negative for light text on dark) of a foreground on a background. */
export function apcaContrast(fg: string | ParsedColor, bg: string | ParsedColor, backdrop?: ParsedColor): number {
  const pair = visiblePair(typeof fg === 'string' ? requireColor(fg) : fg, typeof bg === 'string' ? requireColor(bg) : bg, backdrop);
  return Color.contrastAPCA(pair.bg, pair.fg);
}

/** The colour as it should be written back to a theme file: hex stays six-digit lowercase hex,
 *  any other form is kept as written. */
export function normalizeColorText(text: string): string {
  const trimmed = text.trim();
  if (/^#[0-9a-f]{3}$|^#[0-9a-f]{6}$/i.test(trimmed)) return requireColor(trimmed).hex;
  return trimmed;
}
