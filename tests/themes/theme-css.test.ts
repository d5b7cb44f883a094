import { describe, expect, it } from 'vitest';
import { brandIds } from '@themes/registry';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readThemeCss, readThemeDeclarations, writeScaleDefaultsCss, writeThemeCss } from '@themes/theme-css';
import { themeFiles } from './theme-files';

describe('readThemeDeclarations', () => {
  it.each(brandIds)('reads an exported %s.css back to the very same tokens', (brand) => {
    const theme = themeFiles[brand];
    const tuned = {
      ...theme,
      tokens: { ...theme.tokens, primary: 'oklch(40% 0.1 260)', radius: '0.5rem', 'type-scale': '1rem 1.2' },
      dark: { ...theme.dark, primary: '#a0c0f0' },
    };
    expect(readThemeDeclarations(writeThemeCss(tuned))).toEqual({ tokens: tuned.tokens, dark: tuned.dark, brand, problems: [] });
  });

  it('reads dark values from either dark rule, and refuses a dark value for what is no colour', () => {
    const css = [
      ':root { --primary: #123456; }',
      "@media (prefers-color-scheme: dark) { :root:not([data-scheme='light']) { --primary: #a0c0f0; } }",
      "[data-scheme='dark'] { --link: #99ccff; --radius: 2px; }",
    ].join('\n');
    expect(readThemeDeclarations(css)).toEqual({
      tokens: { primary: '#123456' },
      dark: { primary: '#a0c0f0', link: '#99ccff' },
      problems: ['--radius: only colours have a dark value'],
    });
  });
});

describe('the default scales’ steps', () => {
  it('are declared once, in themes/scale-steps.css as written from the default scales', () => {
    const file = readFileSync(path.join(import.meta.dirname, '../../themes/scale-steps.css'), 'utf8');
    expect(file).toBe(writeScaleDefaultsCss());
    expect(file).toContain('  --type-lg: 1.125rem;\n  --type-lg-leading: calc(1.75 / 1.125);\n');
  });

  it('are left out of a theme file whose scales are the default ones, however written', () => {
    const theme = themeFiles['jnd-7'];
    expect(writeThemeCss(theme)).not.toContain('--type-lg:');
    const spaced = { ...theme, tokens: { ...theme.tokens, 'space-scale': '0.25rem 0.5rem 0.75rem 1rem 1.5rem 2rem 3rem' } };
    expect(writeThemeCss(spaced)).not.toContain('--space-lg:');
    const own = { ...theme, tokens: { ...theme.tokens, 'space-scale': '1rem 1.5' } };
    expect(writeThemeCss(own)).toContain('  --space-lg: 1.5rem;\n');
    expect(writeThemeCss(own)).not.toContain('--type-lg:');
  });
});

describe('readThemeCss', () => {
  it('refuses a theme file whose two dark rules disagree, or that lacks a dark value', () => {
    const css = writeThemeCss(themeFiles['ftc-7']);
    const chosen = css.lastIndexOf('--primary:');
    const disagreeing = `${css.slice(0, chosen)}--primary: #000000;${css.slice(css.indexOf(';', chosen) + 1)}`;
    expect(() => readThemeCss(disagreeing)).toThrow(/--primary two dark values \(#[0-9a-f]{6} and #000000\)/);
    const lacking = css.replace(/^\s*--link: [^;]+;\n/gm, (line, offset: number) => (offset > css.indexOf('@media') ? '' : line));
    expect(() => readThemeCss(lacking)).toThrow('The ftc-7 stylesheet lacks a dark value for --link.');
  });

  it('writes the steps of a tuned scale, which the app reads, and skips them on the way back', () => {
    const theme = themeFiles['jnd-7'];
    const css = writeThemeCss({ ...theme, tokens: { ...theme.tokens, 'type-scale': '1rem 1.25' } });
    expect(css).toContain('  --type-scale: 1rem 1.25;\n');
    expect(css).toContain('  --type-lg: 1.25rem;\n  --type-lg-leading: calc(1.875 / 1.25);\n');
    expect(readThemeDeclarations(css).problems).toEqual([]);
  });

  it('reads a fragment: no selector, comments, a last declaration without its semicolon', () => {
    expect(readThemeDeclarations(':root { /* --link: red; */ --primary: #123456; --radius:4px }')).toEqual({
      tokens: { primary: '#123456', radius: '4px' },
      problems: [],
    });
  });

  it('names each property that is no token, and a file with none', () => {
    expect(readThemeDeclarations(':root { --primary: #123456; --sparkle: gold; }').problems).toEqual([
      '--sparkle: no such token in this theme',
    ]);
    expect(readThemeDeclarations('body { color: red; }').problems).toEqual([
      'The file sets no token of this theme (custom properties such as --primary: #1d3f6e;).',
    ]);
  });
});
