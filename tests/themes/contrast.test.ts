import { describe, expect, it } from 'vitest';
import { brandIds } from '@themes/registry';
import { colorTokens, contrastPairs } from '@themes/tokens';
import { contrastRatio, formatRatio, readPairs, relativeLuminance } from '@themes/contrast';
import { apcaContrast, parseColor } from '@themes/color';
import { apcaTargets } from '@themes/nearest-passing';
import { themeFiles as savedThemes } from './theme-files';

// The theme files in themes/ are the tokens' one source; read here through the parser the editor
// uses. Each theme is checked in both schemes: the dark one is its colours' dark values over the rest.
const themes = brandIds.flatMap((brand) => [
  { brand, scheme: 'light', tokens: savedThemes[brand].tokens as Record<string, string> },
  { brand, scheme: 'dark', tokens: { ...savedThemes[brand].tokens, ...savedThemes[brand].dark } as Record<string, string> },
]);

describe.each(themes)('theme $brand, $scheme scheme', ({ tokens }) => {
  it('defines every colour token as a CSS colour', () => {
    const notColours = colorTokens.filter((name) => parseColor(tokens[name] ?? '') === null);
    expect(notColours).toEqual([]);
  });

  it.each(contrastPairs)('$fg on $bg ($use) meets WCAG AA for $kind', ({ fg, bg, kind }) => {
    const ratio = contrastRatio(tokens[fg]!, tokens[bg]!);
    expect(ratio).toBeGreaterThanOrEqual(kind === 'text' ? 4.5 : 3);
  });

  it.each(contrastPairs)('$fg on $bg ($use) reaches the APCA target for $kind', ({ fg, bg, kind }) => {
    expect(Math.abs(apcaContrast(tokens[fg]!, tokens[bg]!))).toBeGreaterThanOrEqual(apcaTargets[kind]);
  });

  it('has every pair passing in the editor’s reading too', () => {
    expect(readPairs(tokens).filter((r) => !r.passes)).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d3f6e', '#1d3f6e')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG reference for #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  // The built Ladle's minifier writes #ffffff as #fff (and may pick other short forms); the
  // token sheet read those from the page and threw on anything but six-digit hex.
  it('reads the short and functional forms a minifier or a designer writes', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d3f6e', '#fff')).toBeCloseTo(contrastRatio('#1d3f6e', '#ffffff'), 10);
    expect(contrastRatio('rgb(29 63 110)', 'white')).toBeCloseTo(contrastRatio('#1d3f6e', '#ffffff'), 6);
    expect(contrastRatio('hsl(0 0% 46.3%)', '#ffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
  });

  it('refuses text that is no colour, naming it', () => {
    expect(() => contrastRatio('#12', '#fff')).toThrow('Not a CSS colour: "#12"');
  });

  it('reads a translucent foreground as it shows over its background', () => {
    // 50% black over white shows as #808080 (rounded), about 3.95:1.
    expect(contrastRatio('rgb(0 0 0 / 50%)', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 1);
  });
});

describe('readPairs', () => {
  it('lists failing pairs first with their ratio, requirement and APCA reading', () => {
    const tokens = { ...savedThemes['jnd-7'].tokens, 'primary-fg': '#8899aa' };
    const readings = readPairs(tokens);
    expect(readings.map((r) => r.passes)).toEqual([...readings.map((r) => r.passes)].sort((a, b) => Number(a) - Number(b)));
    const first = readings[0]!;
    expect(first.passes).toBe(false);
    expect(first.pair).toMatchObject({ fg: 'primary-fg', bg: 'primary' });
    expect(first.required).toBe(4.5);
    expect(first.ratio).toBeLessThan(4.5);
    expect(first.apca).toBeCloseTo(apcaContrast('#8899aa', '#1d3f6e'), 6);
  });

  it('marks a pair whose token is no colour as failing, with no reading', () => {
    const readings = readPairs({ ...savedThemes['jnd-7'].tokens, link: 'bluish' });
    expect(readings[0]).toMatchObject({ pair: { fg: 'link' }, ratio: null, apca: null, passes: false });
  });

  it('formats ratios without rounding a fail up to a pass', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('APCA', () => {
  it('reads dark text on white as positive Lc and white on dark as negative', () => {
    expect(apcaContrast('#000000', '#ffffff')).toBeCloseTo(106.04, 1);
    expect(apcaContrast('#ffffff', '#000000')).toBeCloseTo(-107.88, 1);
  });
});
