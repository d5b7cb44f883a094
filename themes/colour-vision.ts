import Color from 'colorjs.io';
import { parseColor } from './color';
import type { ContrastPair } from './tokens';

// How a theme's colours look with a colour-vision deficiency, and which state colours then run
// together. The three dichromacies use Machado, Oliveira and Fernandes (2009) at severity 1.0,
// the model the browsers' own devtools emulate; achromatopsia keeps luminance only. All four are
// linear maps of linear-light sRGB, which is also the space an SVG feColorMatrix works in by
// default, so the editor's filters and these numbers agree.

/** The colour-vision views the editor offers. */
export const visionKinds = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;

/** One colour-vision view. */
export type VisionKind = (typeof visionKinds)[number];

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

const luminanceRow = [0.2126, 0.7152, 0.0722] as const;

/** The linear-RGB matrix of each view (rows give R, G and B). */
export const visionMatrices: Readonly<Record<VisionKind, Matrix>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
  achromatopsia: [luminanceRow, luminanceRow, luminanceRow],
};

/** A colour as seen in a view, as a colorjs.io colour in linear sRGB (null for no colour). */
function simulated(text: string, kind: VisionKind): Color | null {
  const parsed = parseColor(text);
  if (!parsed) return null;
  const linear = new Color('srgb', parsed.srgb).to('srgb-linear').coords.map(Number);
  const seen = visionMatrices[kind].map((row) => Math.min(1, Math.max(0, row[0] * linear[0]! + row[1] * linear[1]! + row[2] * linear[2]!)));
  return new Color('srgb-linear', seen as [number, number, number]);
}

/** A colour as seen in a view, as six-digit hex; null when the text is no colour. */
export function simulateColour(text: string, kind: VisionKind): string | null {
  return simulated(text, kind)?.to('srgb').toString({ format: 'hex', collapse: false }) ?? null;
}

/** Below this distance in OKLab (ΔE OK, about five just-noticeable differences of 0.02), two
 *  state colours shown as small marks (a border, an icon, a link) are hard to tell apart. */
export const confusableDistance = 0.1;

/** State colours that must stay apart, each the "ink" a claimant reads the state from (text,
 *  border, ring): what they tell differs. */
const statePairs: readonly { a: ContrastPair['fg']; b: ContrastPair['fg']; use: string }[] = [
  { a: 'danger', b: 'success-fg', use: 'error against success' },
  { a: 'danger', b: 'warning-fg', use: 'error against warning' },
  { a: 'success-fg', b: 'warning-fg', use: 'success against warning' },
  { a: 'danger', b: 'input', use: 'invalid field border against a valid one' },
  { a: 'danger', b: 'focus', use: 'invalid field border against the focus ring' },
  { a: 'focus', b: 'input', use: 'focus ring against input borders' },
  { a: 'link', b: 'foreground', use: 'links against body text' },
  { a: 'link', b: 'danger', use: 'links against error text' },
];

/** ΔE OK (Euclidean distance in OKLab) between two colours as seen in a view, or in typical
 *  vision when `kind` is null; null when either is no colour. */
export function seenDistance(a: string, b: string, kind: VisionKind | null): number | null {
  const [x, y] = kind === null ? [parseColor(a)?.color ?? null, parseColor(b)?.color ?? null] : [simulated(a, kind), simulated(b, kind)];
  if (!x || !y) return null;
  return Color.deltaE(x, y, { method: 'OK' });
}

/** One state pair as seen in a view. */
interface StatePairReading {
  pair: (typeof statePairs)[number];
  /** ΔE OK in this view, and in typical vision. */
  distance: number;
  typical: number;
}

/** The state pairs that are hard to tell apart in a view (closer than confusableDistance),
 *  closest first, each with its distance in typical vision beside. */
export function confusablePairs(tokens: Readonly<Record<string, string>>, kind: VisionKind): StatePairReading[] {
  return statePairs
    .flatMap((pair) => {
      const [a, b] = [tokens[pair.a] ?? '', tokens[pair.b] ?? ''];
      const distance = seenDistance(a, b, kind);
      const typical = seenDistance(a, b, null);
      return distance === null || typical === null ? [] : [{ pair, distance, typical }];
    })
    .filter((r) => r.distance < confusableDistance)
    .sort((x, y) => x.distance - y.distance);
}
