import { normalizeColorText } from './color';
import { stepDeclarations, stepVariableNames } from './scales';
import { colorTokens, scaleTokens, shapeTokens, tokenNames, type TokenName } from './tokens';

/** A theme as its file in themes/ holds it: the brand it is scoped to, the one-line comment
 *  that describes it, and every token's CSS value (names without the leading `--`). */
export interface ThemeSource {
  brand: string;
  description: string;
  tokens: Record<TokenName, string>;
}

/** Reads `--name: value;` declarations from a theme stylesheet into a map (names without `--`). */
function parseThemeCss(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const m of css.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/gi)) tokens[m[1]!] = m[2]!.trim();
  return tokens;
}

/** Reads a theme file of themes/ (brand, description and every token); throws naming what is missing. */
export function readThemeCss(css: string): ThemeSource {
  const brand = /\[data-brand=['"]([^'"]+)['"]\]/.exec(css)?.[1];
  if (!brand) throw new Error('The stylesheet has no [data-brand=...] selector.');
  const description = /^\s*\/\*\s*([\s\S]*?)\s*\*\//.exec(css)?.[1]?.replace(/\s+/g, ' ') ?? brand;
  const found = parseThemeCss(css);
  const missing = [...colorTokens, ...shapeTokens].filter((name) => !(name in found));
  if (missing.length > 0) throw new Error(`The ${brand} stylesheet lacks ${missing.map((n) => `--${n}`).join(', ')}.`);
  // The scales' step variables are written from the scale tokens, not read as tokens.
  const tokens = Object.fromEntries(tokenNames.map((name) => [name, found[name]!])) as Record<TokenName, string>;
  return { brand, description, tokens };
}

/** What an imported stylesheet held: the tokens it sets (values as written), the brand its
 *  selector names, and every problem found (an import with problems must not be applied). */
interface CssImport {
  tokens: Partial<Record<TokenName, string>>;
  brand?: string;
  problems: string[];
}

/** Reads the custom properties of a stylesheet back into tokens: an exported theme file, or any
 *  CSS that sets some of the tokens (`--name: value;`, the last declaration before `}` may lack its
 *  `;`). A property that is no token of a theme is a problem; values are checked by the caller. */
export function readThemeDeclarations(css: string): CssImport {
  const result: CssImport = { tokens: {}, problems: [] };
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const brand = /\[data-brand=['"]([^'"]+)['"]\]/.exec(text)?.[1];
  if (brand) result.brand = brand;
  const known = new Set<string>(tokenNames);
  for (const m of text.matchAll(/--([\w-]+)\s*:([^;{}]*)(?:;|(?=\}))/g)) {
    const [name, value] = [m[1]!, m[2]!.trim()];
    // An exported file carries the scales' steps too; they follow from the scale tokens.
    if (stepVariableNames.has(name)) continue;
    if (!known.has(name)) result.problems.push(`--${name}: no such token in this theme`);
    else result.tokens[name as TokenName] = value;
  }
  if (Object.keys(result.tokens).length === 0 && result.problems.length === 0) {
    result.problems.push('The file sets no token of this theme (custom properties such as --primary: #1d3f6e;).');
  }
  return result;
}

/** Every scale's steps as declarations (`--type-xs: 0.75rem;` ...), the variables Tailwind's
 *  utilities read: written out, since a step computed from a ratio is no plain CSS value. */
export function scaleStepLines(tokens: Partial<Record<TokenName, string>>): string[] {
  return Object.entries(scaleTokens).flatMap(([token, scale]) => {
    const value = tokens[token as TokenName];
    return value === undefined ? [] : stepDeclarations(scale, value).map(([name, step]) => `  --${name}: ${step};`);
  });
}

/** Writes a theme in the form of the files in themes/: a drop-in replacement for `themes/<brand>.css`
 *  (zero-specificity `:where([data-brand])`, colours first, then fonts and shapes, then the
 *  scales' steps). */
export function writeThemeCss(theme: ThemeSource): string {
  const line = (name: TokenName) => {
    const value = theme.tokens[name].trim();
    return `  --${name}: ${(colorTokens as readonly string[]).includes(name) ? normalizeColorText(value) : value};`;
  };
  return [
    `/* ${theme.description.replace(/\*\//g, '* /')} */`,
    `:where([data-brand='${theme.brand}']) {`,
    ...colorTokens.map(line),
    '',
    ...shapeTokens.map(line),
    '',
    '  /* The steps of the two scales above (themes/scales.ts): written by the theme editor. */',
    ...scaleStepLines(theme.tokens),
    '}',
    '',
  ].join('\n');
}
