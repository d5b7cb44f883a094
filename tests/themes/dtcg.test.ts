import { describe, expect, it } from 'vitest';
import { brandIds } from '@themes/registry';
import { colorTokens, tokenNames } from '@themes/tokens';
import { parseColor } from '@themes/color';
import { fromDtcg, toDtcg } from '@themes/dtcg';
import { readThemeCss, writeThemeCss } from '@themes/theme-css';
import { themeFileText, themeFiles } from './theme-files';

// The CSS files in themes/ are the tokens' one source; DTCG JSON is generated from them. These
// tests hold the two forms together: what the editor exports is what the files say.

describe.each(brandIds)('themes/%s.css', (brand) => {
  const theme = themeFiles[brand];

  it('is in the form the editor writes, so an exported file drops in with no other change', () => {
    expect(writeThemeCss(theme)).toBe(themeFileText(brand));
  });

  it('exports to DTCG with every token, each agreeing with the CSS', () => {
    const doc = toDtcg(theme) as Record<string, Record<string, { $value: unknown }>>;
    for (const name of colorTokens) {
      const value = doc.color![name]!.$value as { colorSpace: string; hex: string; components: number[] };
      expect(value.hex, name).toBe(parseColor(theme.tokens[name])!.hex);
      expect(value.colorSpace).toBe('srgb');
    }
    expect(doc.font!.body!.$value).toBeInstanceOf(Array);
    expect(doc.size!['focus-width']!.$value).toEqual({ value: Number.parseFloat(theme.tokens['focus-width']), unit: 'px' });
    const dark = (doc.dark as unknown as { color: Record<string, { $value: { hex: string } }> }).color;
    for (const name of colorTokens) expect(dark[name]!.$value.hex, `dark ${name}`).toBe(parseColor(theme.dark[name])!.hex);
  });

  it('reads its own DTCG export back to the very same tokens and file', () => {
    const back = fromDtcg(JSON.parse(JSON.stringify(toDtcg(theme))));
    expect(back.problems).toEqual([]);
    expect(back.brand).toBe(brand);
    expect(back.tokens).toEqual(theme.tokens);
    expect(back.dark).toEqual(theme.dark);
    expect(
      writeThemeCss({
        brand,
        description: back.description!,
        tokens: { ...theme.tokens, ...back.tokens },
        dark: { ...theme.dark, ...back.dark },
      }),
    ).toBe(themeFileText(brand));
  });
});

describe('fromDtcg', () => {
  const theme = themeFiles['jnd-7'];

  it('keeps a colour written in another space in that space', () => {
    const doc = toDtcg({ ...theme, tokens: { ...theme.tokens, primary: 'oklch(40% 0.1 260)' } }) as Record<
      string,
      Record<string, { $value: unknown }>
    >;
    expect(doc.color!.primary!.$value).toMatchObject({ colorSpace: 'oklch', components: [0.4, 0.1, 260] });
    const back = fromDtcg(doc);
    expect(parseColor(back.tokens.primary!)!.hex).toBe(parseColor('oklch(40% 0.1 260)')!.hex);
  });

  it('reads the older string forms other tools write', () => {
    const back = fromDtcg({
      color: { primary: { $type: 'color', $value: '#FFF' } },
      size: { radius: { $type: 'dimension', $value: '0.5rem' } },
    });
    expect(back).toMatchObject({ tokens: { primary: '#ffffff', radius: '0.5rem' }, problems: [] });
  });

  it('names every problem by its path and applies nothing of a bad file', () => {
    const back = fromDtcg({
      color: { $type: 'color', primary: { $value: { colorSpace: 'cmyk', components: [0, 0, 0] } }, sparkle: { $value: '#fff' } },
      size: { radius: { $value: { value: 2, unit: 'em' } } },
      font: { body: { $value: '{font.heading}' } },
    });
    expect(back.problems).toEqual([
      'color.primary: colorSpace "cmyk" is not one this editor reads',
      'color.sparkle: no such token in this theme',
      'size.radius: a dimension is { "value": number, "unit": "px" | "rem" }',
      'font.body: references ({...}) are not supported; write the value itself',
    ]);
  });

  it('refuses what is not a token document', () => {
    expect(fromDtcg([1, 2]).problems).toEqual(['The file is not a DTCG document (a JSON object of token groups).']);
    expect(fromDtcg({}).problems).toEqual(['The file holds no tokens of this theme.']);
  });

  it('covers every token name', () => {
    expect(Object.keys(fromDtcg(toDtcg(theme)).tokens).sort()).toEqual([...tokenNames].sort());
  });
});

describe('a scale in DTCG', () => {
  const theme = themeFiles['jnd-7'];
  type Doc = Record<string, Record<string, { $value: unknown; $extensions?: Record<string, unknown> }>>;
  const withScale = (text: string) => ({ ...theme, tokens: { ...theme.tokens, 'type-scale': text } });

  it('carries a base and a ratio, and every step for design tools, and reads them back', () => {
    const doc = toDtcg(withScale('1.125rem 1.25')) as Doc;
    expect(doc.scale!.type).toMatchObject({
      $type: 'dimension',
      $value: { value: 1.125, unit: 'rem' },
      $extensions: { 'org.claims-site.scale': { ratio: 1.25 } },
    });
    expect(doc['font-size']!.lg!.$value).toEqual({ value: 1.4063, unit: 'rem' });
    expect(doc['font-size']!.base!.$value).toEqual({ value: 1.125, unit: 'rem' });
    expect(doc['line-height']!.base!.$value).toEqual({ value: 1.75, unit: 'rem' });
    expect(doc.spacing!.md!.$value).toEqual({ value: 1, unit: 'rem' });
    const back = fromDtcg(JSON.parse(JSON.stringify(doc)));
    expect(back.problems).toEqual([]);
    expect(back.tokens['type-scale']).toBe('1.125rem 1.25');
    expect(back.tokens['space-scale']).toBe(theme.tokens['space-scale']);
  });

  it('carries explicit steps with their line heights', () => {
    const doc = toDtcg(theme) as Doc;
    expect((doc.scale!.type!.$extensions!['org.claims-site.scale'] as { steps: unknown[] }).steps[0]).toEqual({
      size: { value: 0.75, unit: 'rem' },
      lineHeight: { value: 1, unit: 'rem' },
    });
    expect(fromDtcg(doc).tokens['type-scale']).toBe(theme.tokens['type-scale']);
  });

  it('names a step a design tool changed, which the scale would undo, and a scale it cannot read', () => {
    const doc = toDtcg(withScale('1rem 1.2')) as Doc;
    doc['font-size']!.xl!.$value = { value: 1.5, unit: 'rem' };
    doc.scale!.space!.$extensions = {};
    expect(fromDtcg(doc).problems).toEqual([
      'scale.space: a scale keeps its ratio or its steps in $extensions["org.claims-site.scale"]',
      'font-size.xl: the type scale gives 1.44rem; change the step in scale.type instead',
    ]);
    doc.scale!.type!.$extensions = { 'org.claims-site.scale': { ratio: 7 } };
    expect(fromDtcg(doc).problems[0]).toBe('scale.type: The ratio is a number from 1.01 to 2, such as 1.2.');
  });
});

describe('readThemeCss', () => {
  it('names the tokens a stylesheet lacks', () => {
    expect(() => readThemeCss(":where([data-brand='x']) { --primary: #fff; }")).toThrow(
      /The x stylesheet lacks --background, --foreground/,
    );
  });
});
