import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandIds } from '@themes/registry';
import {
  parseScale,
  ratioRange,
  roundRem,
  scaleBase,
  scaleStepNames,
  scaleSteps,
  stepDeclarations,
  withBase,
  withRatio,
  withStep,
  writeScale,
  type Scale,
  type ScaleName,
} from '@themes/scales';
import { tokenValueProblem } from '@themes/token-values';
import { themeFiles } from './theme-files';

const scaleNames: ScaleName[] = ['type', 'space'];
const base = fc.double({ min: 0.5, max: 3, noNaN: true }).map(roundRem);
const ratio = fc.double({ min: ratioRange.min, max: ratioRange.max, noNaN: true }).map((r) => Math.round(r * 1000) / 1000);
const scaleName = fc.constantFrom(...scaleNames);
const baseStep = { type: 'base', space: 'md' } as const;

describe('a scale from a base and a ratio', () => {
  it('grows with every step, and its base step is the base', () => {
    fc.assert(
      fc.property(scaleName, base, ratio, (scale, b, r) => {
        const steps = scaleSteps(scale, { kind: 'ratio', base: b, ratio: r });
        expect(steps.map((s) => s.name)).toEqual(scaleStepNames(scale));
        for (let i = 1; i < steps.length; i++) expect(steps[i]!.size).toBeGreaterThan(steps[i - 1]!.size);
        expect(steps.find((s) => s.name === baseStep[scale])!.size).toBe(b);
      }),
    );
  });

  it('gives every type step a line height at least its size, growing with the step', () => {
    fc.assert(
      fc.property(base, ratio, (b, r) => {
        const steps = scaleSteps('type', { kind: 'ratio', base: b, ratio: r });
        for (const [i, step] of steps.entries()) {
          expect(step.leading!).toBeGreaterThanOrEqual(step.size);
          if (i > 0) expect(step.leading!).toBeGreaterThanOrEqual(steps[i - 1]!.leading!);
        }
      }),
    );
  });

  it('rounds stably: writing and reading a scale back changes no step', () => {
    fc.assert(
      fc.property(scaleName, base, ratio, (scale, b, r) => {
        const value: Scale = { kind: 'ratio', base: b, ratio: r };
        const again = parseScale(scale, writeScale(value)) as Scale;
        expect(scaleSteps(scale, again)).toEqual(scaleSteps(scale, value));
        // Explicit steps written from the computed ones are the same steps too.
        const steps = scaleSteps(scale, value);
        const explicit = parseScale(scale, writeScale({ kind: 'steps', steps })) as Scale;
        expect(scaleSteps(scale, explicit)).toEqual(steps);
        expect(steps.every((s) => roundRem(s.size) === s.size)).toBe(true);
      }),
    );
  });

  // Line heights: 1.5 times the size up to the base, tighter above it down to 1.2, rounded up
  // to an eighth of a rem.
  it('computes the steps a designer expects', () => {
    expect(scaleSteps('type', { kind: 'ratio', base: 1, ratio: 1.25 }).map((s) => [s.name, s.size, s.leading])).toEqual([
      ['xs', 0.64, 1],
      ['sm', 0.8, 1.25],
      ['base', 1, 1.5],
      ['lg', 1.25, 1.875],
      ['xl', 1.5625, 2.125],
      ['2xl', 1.9531, 2.375],
      ['3xl', 2.4414, 3],
    ]);
  });
});

describe('changing a scale', () => {
  it('keeps the ratio when the base moves, and the explicit steps in proportion', () => {
    fc.assert(
      fc.property(scaleName, base, ratio, base, (scale, b, r, next) => {
        const moved = withBase(scale, { kind: 'ratio', base: b, ratio: r }, next);
        expect(moved).toEqual({ kind: 'ratio', base: next, ratio: r });
      }),
    );
    const saved = parseScale('space', '0.25rem 0.5rem 0.75rem 1rem 1.5rem 2rem 3rem') as Scale;
    expect(writeScale(withBase('space', saved, 1.25))).toBe('0.3125rem, 0.625rem, 0.9375rem, 1.25rem, 1.875rem, 2.5rem, 3.75rem');
  });

  it('computes every step from the base once a ratio is set', () => {
    const saved = parseScale('type', themeFiles['jnd-7'].tokens['type-scale']) as Scale;
    const computed = withRatio('type', saved, 1.2);
    expect(computed).toEqual({ kind: 'ratio', base: 1, ratio: 1.2 });
    expect(scaleBase('type', computed)).toBe(1);
  });

  it('sets one step by hand, writing every step out, and names a step that breaks the ramp', () => {
    const ratio: Scale = { kind: 'ratio', base: 1, ratio: 1.5 };
    expect(writeScale(withStep('space', ratio, 'xl', 'size', 2.5) as Scale)).toBe(
      '0.2963rem, 0.4444rem, 0.6667rem, 1rem, 1.5rem, 2.5rem, 3.375rem',
    );
    const saved = parseScale('type', themeFiles['jnd-7'].tokens['type-scale']) as Scale;
    const taller = withStep('type', saved, 'lg', 'leading', 2) as Scale;
    expect(scaleSteps('type', taller).find((s) => s.name === 'lg')).toEqual({ name: 'lg', size: 1.125, leading: 2 });
    expect(withStep('type', saved, 'lg', 'size', 0.9)).toBe('Each step must be larger than the one before.');
    expect(withStep('type', saved, 'lg', 'leading', 1)).toBe('"1.125rem/1rem": a line height below the size makes lines overlap.');
  });
});

describe('scale token values', () => {
  it.each([
    ['1rem 1.2', null],
    ['16px 1.2', 'The base is a size in rem above 0 and up to 10rem, such as 1rem.'],
    ['1rem 0.9', 'The ratio is a number from 1.01 to 2, such as 1.2.'],
    ['1rem 2rem', 'Enter a base and a ratio (1rem 1.2), or 7 sizes in rem, smallest first.'],
    ['1rem/1rem 2rem 3rem 4rem 5rem 6rem 7rem', null],
    ['1rem/0.5rem 2rem 3rem 4rem 5rem 6rem 7rem', '"1rem/0.5rem": a line height below the size makes lines overlap.'],
    ['1rem 2rem 3rem 3rem 5rem 6rem 7rem', 'Each step must be larger than the one before.'],
    ['1rem 2rem 3rem 4px 5rem 6rem 7rem', '"4px" is not a size in rem (0.75rem).'],
  ])('--type-scale: %s', (text, problem) => {
    expect(tokenValueProblem('type-scale', text)).toBe(problem);
  });

  it('refuses a line height on a spacing step', () => {
    expect(tokenValueProblem('space-scale', '1rem/1rem 2rem 3rem 4rem 5rem 6rem 7rem')).toBe(
      '"1rem/1rem": spacing steps have no line height.',
    );
  });
});

describe.each(brandIds)('the saved %s scales', (brand) => {
  // Tailwind's sizes and line heights (node_modules/tailwindcss/theme.css), which every page used
  // before the scales: the saved scales write the very same values, so no page changed.
  it('are the sizes the pages had', () => {
    const declared = Object.fromEntries([
      ...stepDeclarations('type', themeFiles[brand].tokens['type-scale']),
      ...stepDeclarations('space', themeFiles[brand].tokens['space-scale']),
    ]);
    expect(declared).toMatchObject({
      'type-xs': '0.75rem',
      'type-xs-leading': 'calc(1 / 0.75)',
      'type-sm': '0.875rem',
      'type-sm-leading': 'calc(1.25 / 0.875)',
      'type-base': '1rem',
      'type-base-leading': 'calc(1.5 / 1)',
      'type-lg': '1.125rem',
      'type-lg-leading': 'calc(1.75 / 1.125)',
      'type-xl': '1.25rem',
      'type-xl-leading': 'calc(1.75 / 1.25)',
      'type-2xl': '1.5rem',
      'type-2xl-leading': 'calc(2 / 1.5)',
      'type-3xl': '1.875rem',
      'type-3xl-leading': 'calc(2.25 / 1.875)',
      'space-2xs': '0.25rem',
      'space-xs': '0.5rem',
      'space-sm': '0.75rem',
      'space-md': '1rem',
      'space-lg': '1.5rem',
      'space-xl': '2rem',
      'space-2xl': '3rem',
    });
  });
});
