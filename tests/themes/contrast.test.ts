import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandIds } from '@themes/registry';
import { colorTokens, contrastPairs } from '@themes/tokens';
import { contrastRatio, parseThemeCss } from '@themes/contrast';

const themes = brandIds.map((brand) => ({
  brand,
  tokens: parseThemeCss(readFileSync(new URL(`../../themes/${brand}.css`, import.meta.url), 'utf8')),
}));

describe.each(themes)('theme $brand', ({ tokens }) => {
  it('defines every colour token as a hex colour', () => {
    const missing = colorTokens.filter((name) => !/^#[0-9a-f]{6}$/i.test(tokens[name] ?? ''));
    expect(missing).toEqual([]);
  });

  it.each(contrastPairs)('$fg on $bg ($use) meets WCAG AA for $kind', ({ fg, bg, kind }) => {
    const ratio = contrastRatio(tokens[fg]!, tokens[bg]!);
    expect(ratio).toBeGreaterThanOrEqual(kind === 'text' ? 4.5 : 3);
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
});
