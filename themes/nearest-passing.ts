import Color from 'colorjs.io';
import { parseColor } from './color';
import { measurePair } from './contrast';
import { contrastPairs, type ContrastPair } from './tokens';

// "The nearest passing colour" for a failing contrast pair. Designers pick a hue for the brand and
// a lightness by eye; a failing pair is almost always a lightness problem, so the search walks
// lightness in OKLCH (perceptually even steps) with the hue fixed, and gives up chroma only where
// sRGB has none at that lightness and hue. The candidate nearest in lightness that passes wins.

/** The APCA Lc a suggested colour must also reach (its magnitude): 60 for text, APCA's floor for
 *  content text, and 45 for focus rings and borders, its floor for large text and solid shapes. */
export const apcaTargets: Readonly<Record<ContrastPair['kind'], number>> = { text: 60, ui: 45 };

// OKLab to linear sRGB (Björn Ottosson's matrices): done by hand because the search builds
// hundreds of candidates per suggestion while the designer types.
function oklabToLinearSrgb(l: number, a: number, b: number): [number, number, number] {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

function oklchToLinearSrgb(l: number, c: number, hueDegrees: number): [number, number, number] {
  const h = (hueDegrees * Math.PI) / 180;
  return oklabToLinearSrgb(l, c * Math.cos(h), c * Math.sin(h));
}

const inGamut = (rgb: readonly number[]) => rgb.every((v) => v >= -1e-6 && v <= 1 + 1e-6);

const encode = (v: number) => {
  const x = Math.min(1, Math.max(0, v));
  return x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
};

const hexByte = (v: number) =>
  Math.round(v * 255)
    .toString(16)
    .padStart(2, '0');

/** The colour at lightness `l` with the original's hue and as much of its chroma as sRGB holds
 *  there, as hex (with the original's alpha when it is translucent). */
function candidateAt(l: number, chroma: number, hue: number, alpha: number): string {
  let c = chroma;
  if (!inGamut(oklchToLinearSrgb(l, c, hue))) {
    // The most chroma in gamut at this lightness and hue, by bisection.
    let lo = 0;
    let hi = c;
    for (let i = 0; i < 16; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(oklchToLinearSrgb(l, mid, hue))) lo = mid;
      else hi = mid;
    }
    c = lo;
  }
  const rgb = oklchToLinearSrgb(l, c, hue).map(encode);
  return `#${rgb.map(hexByte).join('')}${alpha < 1 ? hexByte(alpha) : ''}`;
}

/** Lightness is searched on this grid outward from the original, then refined inside the first
 *  step that passes. */
const step = 0.02;

/** The colour nearest `original` in OKLCH lightness, with its hue and as much of its chroma as
 *  sRGB allows, that `passes` accepts; the original itself when it passes, null when no lightness
 *  does (as hex, which is what the theme files hold). */
export function nearestPassingColour(original: string, passes: (candidate: string) => boolean): string | null {
  const parsed = parseColor(original);
  if (!parsed) return null;
  if (passes(original)) return original;
  const [l0, c0, h0] = new Color('srgb', parsed.srgb).to('oklch').coords.map((v) => (Number.isFinite(v) ? Number(v) : 0)) as [
    number,
    number,
    number,
  ];
  const at = (l: number) => candidateAt(l, c0, h0, parsed.alpha);
  // Between a lightness that fails and one that passes, the boundary to a tenth of a step.
  const refine = (failing: number, passing: number) => {
    let [lo, hi] = [failing, passing];
    for (let i = 0; i < 8; i++) {
      const mid = (lo + hi) / 2;
      if (passes(at(mid))) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  for (let k = 1; k <= Math.ceil(1 / step); k++) {
    const found: number[] = [];
    for (const direction of [-1, 1]) {
      const l = Math.min(1, Math.max(0, l0 + direction * k * step));
      const previous = l0 + direction * (k - 1) * step;
      if ((direction < 0 ? previous > 0 : previous < 1) && passes(at(l))) found.push(refine(previous, l));
    }
    if (found.length > 0) {
      const nearest = found.reduce((a, b) => (Math.abs(a - l0) <= Math.abs(b - l0) ? a : b));
      return at(nearest);
    }
  }
  return null;
}

/** True when a pair reads as both WCAG 2.2 AA and the APCA target of its kind require. */
function meetsTargets(pair: ContrastPair, tokens: Readonly<Record<string, string>>): boolean {
  const reading = measurePair(pair, tokens);
  return reading.passes && reading.apca !== null && Math.abs(reading.apca) >= apcaTargets[pair.kind];
}

/** The nearest passing colour for one token of a failing pair: it must pass every pair the token
 *  is in (so fixing one pair breaks no other), or, when no colour of its hue can, this pair alone. */
export function pairFix(tokens: Readonly<Record<string, string>>, pair: ContrastPair, token: ContrastPair['fg']): string | null {
  const original = tokens[token];
  if (original === undefined || !parseColor(tokens[pair.fg] ?? '') || !parseColor(tokens[pair.bg] ?? '')) return null;
  const all = contrastPairs.filter((p) => (p.fg === token || p.bg === token) && parseColor(tokens[p.fg === token ? p.bg : p.fg] ?? ''));
  const search = (pairs: readonly ContrastPair[]) =>
    nearestPassingColour(original, (candidate) => {
      const tuned = { ...tokens, [token]: candidate };
      return pairs.every((p) => meetsTargets(p, tuned));
    });
  return search(all) ?? search([pair]);
}
