// Type and spacing scales. A theme holds each scale as one token, in one of two forms:
//   --type-scale: 1rem 1.2;                          a base and a ratio: step i is base × ratio^i
//   --type-scale: 0.75rem / 1rem, 0.875rem / 1.25rem, ...  explicit steps, smallest first (size / line height)
// The saved themes use explicit steps that are Tailwind's sizes, so no page changed when the
// scales arrived; a designer who sets a ratio gets every step computed from the base. Sizes are
// in rem only, so text follows the reader's font size (WCAG 1.4.4), and line heights are never
// below the size, so lines do not overlap when a reader spaces text out (WCAG 1.4.12).

/** The steps of each scale, smallest first, and the one that is the base (body text, 1rem of space). */
const scaleShapes = {
  type: { steps: ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl'], base: 2 },
  space: { steps: ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'], base: 3 },
} as const;

/** A scale's name: the type scale (font sizes and line heights) or the spacing scale. */
export type ScaleName = keyof typeof scaleShapes;

/** The scales every theme starts from (Tailwind's sizes, which the pages had before the scales):
 *  their steps are declared once, in themes/scale-steps.css, and a theme file writes the steps of
 *  a scale only when its own differs. */
export const defaultScales: Readonly<Record<ScaleName, string>> = {
  type: '0.75rem / 1rem, 0.875rem / 1.25rem, 1rem / 1.5rem, 1.125rem / 1.75rem, 1.25rem / 1.75rem, 1.5rem / 2rem, 1.875rem / 2.25rem',
  space: '0.25rem, 0.5rem, 0.75rem, 1rem, 1.5rem, 2rem, 3rem',
};

/** The names of a scale's steps, smallest first. */
export function scaleStepNames(scale: ScaleName): readonly string[] {
  return scaleShapes[scale].steps;
}

/** One step of an explicit scale, in rem; a spacing step has no line height. */
interface StepSize {
  size: number;
  leading?: number;
}

/** A scale as a token holds it: a base and a ratio, or explicit steps. */
export type Scale = { kind: 'ratio'; base: number; ratio: number } | { kind: 'steps'; steps: StepSize[] };

/** One step as drawn: its name and its size (and line height, for type) in rem. */
interface ScaleStep {
  name: string;
  size: number;
  leading?: number;
}

/** Rounds a rem value to 1/10000 rem (well under a pixel): the same number always writes the same
 *  text. The product is cut to 12 digits first, so 0.84375 (0.75 × 1.125, stored a hair below in
 *  binary) rounds up as a designer expects. */
export const roundRem = (n: number) => Math.round(Number((n * 10000).toPrecision(12))) / 10000;

const remPattern = /^(\d+(?:\.\d+)?|\.\d+)rem$/;

function readRem(text: string): number | null {
  const m = remPattern.exec(text);
  return m ? Number(m[1]) : null;
}

/** Writes a rem value as CSS, rounded. */
export const writeRem = (n: number) => `${roundRem(n)}rem`;

/** The smallest and largest ratio a scale may have: below 1 steps would not grow, above 2 the
 *  largest type step would be 64 times the base. */
export const ratioRange = { min: 1.01, max: 2 } as const;

// A type step's line height when computed: 1.5 times the size up to the base (body text), tighter
// for headings down to 1.2, rounded up to an eighth of a rem so lines sit on a common grid.
function computedLeading(size: number, base: number): number {
  const factor = Math.max(1.2, Math.min(1.5, 1.5 - 0.3 * (size / base - 1)));
  return roundRem(Math.ceil(roundRem(size * factor) * 8 - 1e-9) / 8);
}

/** Reads a scale token's value, or says why it is none. */
export function parseScale(scale: ScaleName, text: string): Scale | string {
  // Biome and other formatters space the slash (0.75rem / 1rem) and lists may use commas.
  const parts = text
    .trim()
    .replace(/\s*\/\s*/g, '/')
    .split(/\s*,\s*|\s+/);
  const shape = scaleShapes[scale];
  if (parts.length === 2 && !parts[1]!.endsWith('rem')) {
    const base = readRem(parts[0]!);
    const ratio = /^\d+(?:\.\d+)?$/.test(parts[1]!) ? Number(parts[1]) : Number.NaN;
    if (base === null || base <= 0 || base > 10) return 'The base is a size in rem above 0 and up to 10rem, such as 1rem.';
    if (!(ratio >= ratioRange.min && ratio <= ratioRange.max)) {
      return `The ratio is a number from ${ratioRange.min} to ${ratioRange.max}, such as 1.2.`;
    }
    return { kind: 'ratio', base, ratio };
  }
  if (parts.length !== shape.steps.length) {
    return `Enter a base and a ratio (1rem 1.2), or ${shape.steps.length} sizes in rem, smallest first.`;
  }
  const steps: StepSize[] = [];
  for (const part of parts) {
    const [sizeText, leadingText, ...rest] = part.split('/');
    const size = readRem(sizeText!);
    const leading = leadingText === undefined ? undefined : readRem(leadingText);
    if (size === null || size <= 0 || rest.length > 0 || leading === null) return `"${part}" is not a size in rem (0.75rem).`;
    if (leading !== undefined && scale === 'space') return `"${part}": spacing steps have no line height.`;
    if (leading !== undefined && leading < size) return `"${part}": a line height below the size makes lines overlap.`;
    steps.push(leading === undefined ? { size } : { size, leading });
  }
  if (steps.some((step, i) => i > 0 && step.size <= steps[i - 1]!.size)) return 'Each step must be larger than the one before.';
  return { kind: 'steps', steps };
}

/** Every step of a scale, smallest first, rounded. */
export function scaleSteps(scale: ScaleName, value: Scale): ScaleStep[] {
  const shape = scaleShapes[scale];
  const base = scaleBase(scale, value);
  return shape.steps.map((name, i) => {
    const given = value.kind === 'steps' ? value.steps[i]! : undefined;
    const size = given ? roundRem(given.size) : roundRem(value.kind === 'ratio' ? value.base * value.ratio ** (i - shape.base) : 0);
    if (scale === 'space') return { name, size };
    return { name, size, leading: given?.leading === undefined ? computedLeading(size, base) : roundRem(given.leading) };
  });
}

/** The size of a scale's base step, in rem. */
export function scaleBase(scale: ScaleName, value: Scale): number {
  return value.kind === 'ratio' ? value.base : value.steps[scaleShapes[scale].base]!.size;
}

/** The scale with a new base: a ratio scale keeps its ratio; explicit steps all grow or shrink
 *  with the base, so the shape the designer chose stays. */
export function withBase(scale: ScaleName, value: Scale, base: number): Scale {
  if (value.kind === 'ratio') return { ...value, base };
  const factor = base / scaleBase(scale, value);
  return {
    kind: 'steps',
    steps: value.steps.map((s) =>
      s.leading === undefined
        ? { size: roundRem(s.size * factor) }
        : { size: roundRem(s.size * factor), leading: roundRem(s.leading * factor) },
    ),
  };
}

/** The scale computed from its base with a ratio (explicit steps give way to it). */
export function withRatio(scale: ScaleName, value: Scale, ratio: number): Scale {
  return { kind: 'ratio', base: scaleBase(scale, value), ratio };
}

/** The scale with one step set by hand (its size, or its line height): every step is written out
 *  as it stands, so a ratio gives way to explicit steps. Say why when the result is no scale (a
 *  step no larger than the one below, a line height below its size). */
export function withStep(scale: ScaleName, value: Scale, step: string, part: 'size' | 'leading', rem: number): Scale | string {
  const steps = scaleSteps(scale, value).map((s) => (s.name !== step ? s : part === 'size' ? { ...s, size: rem } : { ...s, leading: rem }));
  return parseScale(
    scale,
    writeScale({ kind: 'steps', steps: steps.map(({ size, leading }) => (leading === undefined ? { size } : { size, leading })) }),
  );
}

/** A scale as its token's CSS value. */
export function writeScale(value: Scale): string {
  if (value.kind === 'ratio') return `${writeRem(value.base)} ${value.ratio}`;
  return value.steps.map((s) => (s.leading === undefined ? writeRem(s.size) : `${writeRem(s.size)} / ${writeRem(s.leading)}`)).join(', ');
}

/** The CSS variable of a step (and of its line height): what Tailwind's utilities read. */
export function stepVariable(scale: ScaleName, step: string, part: 'size' | 'leading' = 'size'): string {
  return `--${scale}-${step}${part === 'leading' ? '-leading' : ''}`;
}

/** The custom properties a scale token puts in force (names without `--`), or none for a bad value. */
export function stepDeclarations(scale: ScaleName, text: string): [string, string][] {
  const value = parseScale(scale, text);
  if (typeof value === 'string') return [];
  return scaleSteps(scale, value).flatMap((step) => {
    const size: [string, string] = [stepVariable(scale, step.name).slice(2), writeRem(step.size)];
    // A line height is written as a ratio of its size, as Tailwind writes its own (calc(1 / 0.75)):
    // unitless, a child with another font size gets its own line height, not its parent's.
    const leading = `calc(${roundRem(step.leading ?? 0)} / ${step.size})`;
    return step.leading === undefined ? [size] : [size, [stepVariable(scale, step.name, 'leading').slice(2), leading]];
  });
}

/** The names of every step variable of both scales (without `--`): written, never read as tokens. */
export const stepVariableNames: ReadonlySet<string> = new Set(
  (Object.keys(scaleShapes) as ScaleName[]).flatMap((scale) =>
    scaleShapes[scale].steps.flatMap((step) => [
      stepVariable(scale, step).slice(2),
      ...(scale === 'type' ? [stepVariable(scale, step, 'leading').slice(2)] : []),
    ]),
  ),
);
