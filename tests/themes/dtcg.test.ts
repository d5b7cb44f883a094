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
  });

  it('reads its own DTCG export back to the very same tokens and file', () => {
    const back = fromDtcg(JSON.parse(JSON.stringify(toDtcg(theme))));
    expect(back.problems).toEqual([]);
    expect(back.brand).toBe(brand);
    expect(back.tokens).toEqual(theme.tokens);
    expect(writeThemeCss({ brand, description: back.description!, tokens: { ...theme.tokens, ...back.tokens } })).toBe(
      themeFileText(brand),
    );
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

describe('readThemeCss', () => {
  it('names the tokens a stylesheet lacks', () => {
    expect(() => readThemeCss(":where([data-brand='x']) { --primary: #fff; }")).toThrow(
      /The x stylesheet lacks --background, --foreground/,
    );
  });
});
