import Color from 'colorjs.io';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apcaContrast, parseColor, wcagContrast } from '@themes/color';
import { readPairs } from '@themes/contrast';
import { apcaTargets, nearestPassingColour, pairFix } from '@themes/nearest-passing';
import { contrastPairs } from '@themes/tokens';
import { themeFiles } from './theme-files';

const oklch = (text: string) => new Color(parseColor(text)!.hex).to('oklch').coords.map((v) => (Number.isFinite(v) ? Number(v) : 0));
const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** The colour at a lightness with the hue and chroma of `original`, chroma cut to fit sRGB by
 *  colorjs.io's own gamut mapping: built apart from the module under test. */
function atLightness(original: string, l: number): string {
  const [, c, h] = oklch(original);
  return new Color('oklch', [l, c!, h!]).toGamut({ space: 'srgb', method: 'oklch.c' }).toString({ format: 'hex', collapse: false });
}

/** How far one step of a single sRGB channel moves `text` in OKLab, at most: hex keeps 8 bits a
 *  channel, so near black one step moves the hue of a faint colour by several degrees. */
function hexStep(text: string): number {
  const { srgb } = parseColor(text)!;
  const here = new Color('srgb', srgb);
  let most = 0;
  for (let channel = 0; channel < 3; channel++) {
    for (const by of [-1 / 255, 1 / 255]) {
      const moved = srgb.map((v, i) => (i === channel ? Math.min(1, Math.max(0, v + by)) : v)) as [number, number, number];
      most = Math.max(most, here.deltaE(new Color('srgb', moved), 'OK'));
    }
  }
  return most;
}

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('nearestPassingColour', () => {
  it('darkens a washed-out button colour just enough for white text', () => {
    const passes = (c: string) => wcagContrast('#ffffff', c) >= 4.5 && Math.abs(apcaContrast('#ffffff', c)) >= apcaTargets.text;
    const fixed = nearestPassingColour('#8a9bb0', passes)!;
    expect(passes(fixed)).toBe(true);
    expect(oklch(fixed)[0]).toBeLessThan(oklch('#8a9bb0')[0]!);
    expect(hueDistance(oklch(fixed)[2]!, oklch('#8a9bb0')[2]!)).toBeLessThan(3);
    // One step of 0.01 lighter than the fix is already short.
    expect(passes(atLightness('#8a9bb0', oklch(fixed)[0]! + 0.01))).toBe(false);
  });

  it('gives the colour back when it passes, and null when no lightness of it can', () => {
    expect(nearestPassingColour('#1d3f6e', () => true)).toBe('#1d3f6e');
    // No text colour reaches Lc 60 on a mid grey: even black reads Lc 50 on it.
    expect(nearestPassingColour('#ffffff', (c) => Math.abs(apcaContrast(c, '#8a9bb0')) >= 60)).toBeNull();
    expect(nearestPassingColour('bluish', () => true)).toBeNull();
  });

  it('finds a colour that passes, keeps its hue, and no nearer lightness passes', () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom('text' as const, 'ui' as const), (fg, bg, kind) => {
        const required = kind === 'text' ? 4.5 : 3;
        const passes = (c: string) => wcagContrast(c, bg) >= required && Math.abs(apcaContrast(c, bg)) >= apcaTargets[kind];
        const fixed = nearestPassingColour(fg, passes);
        if (fixed === null) {
          // Nothing passes: not even black or white (both ends of the lightness range).
          expect(passes('#000000') || passes('#ffffff')).toBe(false);
          return;
        }
        expect(passes(fixed)).toBe(true);
        if (fixed === fg) return;
        const [l0, c0, h0] = oklch(fg) as [number, number, number];
        const [l1, c1, h1] = oklch(fixed) as [number, number, number];
        // Hue is only meaningful where there is colour. Rounding to hex moves it: off the original
        // hue's line by no more than one channel step, which near black is several degrees.
        if (c0 > 0.04 && c1 > 0.04) {
          const offLine = c1 * Math.sin((hueDistance(h0, h1) * Math.PI) / 180);
          expect(hueDistance(h0, h1) < 3 || offLine <= hexStep(fixed), `hue ${h1.toFixed(1)} of ${fixed} for ${h0.toFixed(1)}`).toBe(true);
        }
        expect(c1).toBeLessThanOrEqual(c0 + 0.01);
        const distance = Math.abs(l1 - l0);
        for (let d = 0.01; d < distance - 0.01; d += 0.01) {
          for (const l of [l0 - d, l0 + d]) {
            if (l > 0 && l < 1) expect(passes(atLightness(fg, l)), `lightness ${l.toFixed(3)} of ${fg}`).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('pairFix', () => {
  const tokens = { ...themeFiles['jnd-7'].tokens, primary: '#8a9bb0' };
  const pair = contrastPairs.find((p) => p.fg === 'primary-fg' && p.bg === 'primary')!;

  it('fixes the token so every pair it is in passes, not only the failing one', () => {
    const fixed = pairFix(tokens, pair, 'primary')!;
    const tuned = { ...tokens, primary: fixed };
    const mine = readPairs(tuned).filter((r) => r.pair.fg === 'primary' || r.pair.bg === 'primary');
    expect(mine.length).toBeGreaterThan(2);
    expect(mine.filter((r) => !r.passes)).toEqual([]);
    expect(readPairs(tokens).filter((r) => !r.passes).length).toBeGreaterThan(0);
  });

  it('offers nothing for the text colour when no text colour reads on that background', () => {
    expect(pairFix(tokens, pair, 'primary-fg')).toBeNull();
  });

  it('offers nothing when a token of the pair is not a colour', () => {
    expect(pairFix({ ...tokens, primary: 'bluish' }, pair, 'primary')).toBeNull();
  });
});
