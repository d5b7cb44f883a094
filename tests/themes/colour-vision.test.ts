import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wcagContrast } from '@themes/color';
import { confusableDistance, confusablePairs, seenDistance, simulateColour, visionKinds } from '@themes/colour-vision';
import { themeFiles } from './theme-files';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('simulateColour', () => {
  it('gives the published Machado et al. (2009) shifts', () => {
    // Pure red loses most of its brightness without red cones, and turns olive.
    expect(simulateColour('#ff0000', 'protanopia')).toBe('#6d5f00');
    // Pure green and pure red become near neighbours without green cones.
    expect(seenDistance('#ff0000', '#00a000', 'deuteranopia')).toBeLessThan(0.1);
    expect(seenDistance('#ff0000', '#00a000', null)).toBeGreaterThan(0.3);
  });

  it.each(visionKinds)('keeps white white and black black in %s', (kind) => {
    expect(simulateColour('#ffffff', kind)).toBe('#ffffff');
    expect(simulateColour('#000000', kind)).toBe('#000000');
  });

  it('keeps only luminance in achromatopsia: a grey of the same contrast', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const grey = simulateColour(colour, 'achromatopsia')!;
        expect(grey.slice(1, 3)).toBe(grey.slice(3, 5));
        expect(grey.slice(3, 5)).toBe(grey.slice(5, 7));
        expect(wcagContrast(grey, '#ffffff')).toBeCloseTo(wcagContrast(colour, '#ffffff'), 0);
      }),
    );
  });
});

describe('confusablePairs', () => {
  const jnd = themeFiles['jnd-7'].tokens;

  it('finds jnd-7’s error red and success green running together without red cones', () => {
    const found = confusablePairs(jnd, 'protanopia');
    expect(found.map((r) => r.pair.use)).toContain('error against success');
    expect(found.every((r) => r.distance < confusableDistance)).toBe(true);
    expect(found.find((r) => r.pair.use === 'error against success')!.typical).toBeGreaterThan(confusableDistance);
    // Without blue cones red and green stay apart.
    expect(confusablePairs(jnd, 'tritanopia').map((r) => r.pair.use)).not.toContain('error against success');
  });

  it('clears the pair when error and success are a colour-blind-safe vermilion and blue', () => {
    const tuned = { ...jnd, danger: '#b34400', 'success-fg': '#005a8c' };
    for (const kind of ['protanopia', 'deuteranopia'] as const) {
      expect(confusablePairs(tuned, kind).map((r) => r.pair.use)).not.toContain('error against success');
    }
  });
});
