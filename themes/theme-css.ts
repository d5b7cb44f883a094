import { normalizeColorText } from './color';
import { defaultScales, stepDeclarations, stepVariableNames, type ScaleName } from './scales';
import { colorTokens, isColorToken, scaleTokens, shapeTokens, tokenNames, type ColorToken, type TokenName } from './tokens';

/** A theme as its file in themes/ holds it: the brand it is scoped to, the one-line comment
 *  that describes it, every token's CSS value (names without the leading `--`), and the dark
 *  scheme's value of every colour token (fonts, shapes and scales are the same in both). */
export interface ThemeSource {
  brand: string;
  description: string;
  tokens: Record<TokenName, string>;
  dark: Record<ColorToken, string>;
}

/** One of the two colour schemes a theme gives. */
export type ColorScheme = 'light' | 'dark';

/** One rule of a stylesheet: the preludes around it (outermost first: an `@media`, then its
 *  selector) and what is between its braces. */
interface CssRule {
  preludes: string[];
  body: string;
}

/** The innermost rules of a stylesheet (comments already removed), each with the preludes it sits in. */
function cssRules(css: string): CssRule[] {
  const rules: CssRule[] = [];
  const stack: string[] = [];
  let text = '';
  for (const char of css) {
    if (char === '{') {
      stack.push(text.trim());
      text = '';
    } else if (char === '}') {
      if (stack.length > 0) rules.push({ preludes: [...stack], body: text });
      stack.pop();
      text = '';
    } else text += char;
  }
  // Declarations outside any rule (a fragment pasted from a design tool) count as light.
  if (text.includes(':') && rules.length === 0) rules.push({ preludes: [], body: text });
  return rules.filter((rule) => rule.body.trim() !== '' || rule.preludes.length > 0);
}

/** Whether a rule sets the dark scheme: inside `@media (prefers-color-scheme: dark)`, or scoped to
 *  `[data-scheme='dark']` (the claimant's own choice). */
function isDarkRule(rule: CssRule): boolean {
  return rule.preludes.some((p) => /prefers-color-scheme\s*:\s*dark/i.test(p) || /\[data-scheme=['"]?dark['"]?\]/i.test(p));
}

/** The `--name: value` declarations of a rule's body (names without `--`); the last one before `}`
 *  may lack its `;`. */
function declarations(body: string): [string, string][] {
  return [...body.matchAll(/--([\w-]+)\s*:([^;{}]*)(?:;|$)/g)].map((m) => [m[1]!, m[2]!.trim()]);
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The selector of each scheme's rules for a brand. Dark applies when the system asks for it and
 *  the page has not chosen light, or when the page has chosen dark; either way on the element
 *  with data-brand or inside an element carrying the choice (the root, in the app). */
export function schemeSelectors(brand: string): { light: string; systemDark: string; chosenDark: string } {
  const b = `[data-brand='${brand}']`;
  return {
    light: `${b}`,
    systemDark: `${b}:not([data-scheme='light'], [data-scheme='light'] *)`,
    chosenDark: `${b}[data-scheme='dark'], [data-scheme='dark'] ${b}`,
  };
}

/** Reads a theme file of themes/ (brand, description, every token and every colour's dark value);
 *  throws naming what is missing, or a dark value its two rules give differently. */
export function readThemeCss(css: string): ThemeSource {
  const brand = /\[data-brand=['"]([^'"]+)['"]\]/.exec(css)?.[1];
  if (!brand) throw new Error('The stylesheet has no [data-brand=...] selector.');
  const description = /^\s*\/\*\s*([\s\S]*?)\s*\*\//.exec(css)?.[1]?.replace(/\s+/g, ' ') ?? brand;
  const found: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const rule of cssRules(withoutComments(css))) {
    const darkRule = isDarkRule(rule);
    for (const [name, value] of declarations(rule.body)) {
      if (!darkRule) found[name] = value;
      else if (dark[name] !== undefined && dark[name] !== value) {
        throw new Error(
          `The ${brand} stylesheet gives --${name} two dark values (${dark[name]} and ${value}): the system's and the chosen dark rules must agree.`,
        );
      } else dark[name] = value;
    }
  }
  const missing = [...colorTokens, ...shapeTokens].filter((name) => !(name in found));
  if (missing.length > 0) throw new Error(`The ${brand} stylesheet lacks ${missing.map((n) => `--${n}`).join(', ')}.`);
  const missingDark = colorTokens.filter((name) => !(name in dark));
  if (missingDark.length > 0)
    throw new Error(`The ${brand} stylesheet lacks a dark value for ${missingDark.map((n) => `--${n}`).join(', ')}.`);
  // The scales' step variables are written from the scale tokens, not read as tokens.
  const tokens = Object.fromEntries(tokenNames.map((name) => [name, found[name]!])) as Record<TokenName, string>;
  return {
    brand,
    description,
    tokens,
    dark: Object.fromEntries(colorTokens.map((name) => [name, dark[name]!])) as Record<ColorToken, string>,
  };
}

/** What an imported stylesheet held: the tokens it sets (values as written), the dark values it
 *  sets (when it has any), the brand its selector names, and every problem found (an import with
 *  problems must not be applied). */
interface CssImport {
  tokens: Partial<Record<TokenName, string>>;
  dark?: Partial<Record<ColorToken, string>>;
  brand?: string;
  problems: string[];
}

/** Reads the custom properties of a stylesheet back into tokens: an exported theme file, or any
 *  CSS that sets some of the tokens (`--name: value;`, the last declaration before `}` may lack its
 *  `;`). A property that is no token of a theme is a problem; values are checked by the caller. */
export function readThemeDeclarations(css: string): CssImport {
  const result: CssImport = { tokens: {}, problems: [] };
  const text = withoutComments(css);
  const brand = /\[data-brand=['"]([^'"]+)['"]\]/.exec(text)?.[1];
  if (brand) result.brand = brand;
  const known = new Set<string>(tokenNames);
  for (const rule of cssRules(text)) {
    const darkRule = isDarkRule(rule);
    for (const [name, value] of declarations(rule.body)) {
      // An exported file carries the scales' steps too; they follow from the scale tokens.
      if (stepVariableNames.has(name)) continue;
      if (!known.has(name)) result.problems.push(`--${name}: no such token in this theme`);
      else if (!darkRule) result.tokens[name as TokenName] = value;
      else if (!isColorToken(name)) result.problems.push(`--${name}: only colours have a dark value`);
      else (result.dark ??= {})[name] = value;
    }
  }
  if (Object.keys(result.tokens).length === 0 && !result.dark && result.problems.length === 0) {
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

/** Whether a scale token gives the same steps as the default scale (however it is written). */
function isDefaultScale(scale: ScaleName, value: string): boolean {
  return JSON.stringify(stepDeclarations(scale, value)) === JSON.stringify(stepDeclarations(scale, defaultScales[scale]));
}

/** themes/scale-steps.css: the default scales' steps, declared once for every theme (before the
 *  theme files, which write a scale's steps only when theirs differ). */
export function writeScaleDefaultsCss(): string {
  const defaults = { 'type-scale': defaultScales.type, 'space-scale': defaultScales.space };
  return [
    "/* The steps of the default type and spacing scales (themes/scales.ts, defaultScales), which every theme's",
    "   --type-scale and --space-scale start from: the variables Tailwind's utilities read. A theme file",
    '   whose scale differs writes its own steps. Written by writeScaleDefaultsCss (themes/theme-css.ts). */',
    ':where([data-brand]) {',
    ...scaleStepLines(defaults),
    '}',
    '',
  ].join('\n');
}

/** The steps a theme file writes: those of each scale that differs from the default (whose steps
 *  themes/scale-steps.css declares for every theme). */
function themeStepLines(tokens: Record<TokenName, string>): string[] {
  const own = Object.fromEntries(
    Object.entries(scaleTokens)
      .filter(([token, scale]) => !isDefaultScale(scale, tokens[token as TokenName]))
      .map(([token]) => [token, tokens[token as TokenName]]),
  );
  const lines = scaleStepLines(own);
  if (lines.length === 0) return [];
  return [
    '',
    '  /* The steps of the scales above that differ from the default (themes/scales.ts): written by the theme editor. */',
    ...lines,
  ];
}

const colourLine = (name: string, value: string) => `  --${name}: ${normalizeColorText(value.trim())};`;

/** Writes a theme in the form of the files in themes/: a drop-in replacement for `themes/<brand>.css`
 *  (zero-specificity `:where([data-brand])`, colours first, then fonts and shapes, then the
 *  scales' steps; then the dark scheme's colours, once for a system that asks for dark and once
 *  for a page where the claimant chose it: CSS cannot join a media query and a selector in one rule). */
export function writeThemeCss(theme: ThemeSource): string {
  const line = (name: TokenName) =>
    isColorToken(name) ? colourLine(name, theme.tokens[name]) : `  --${name}: ${theme.tokens[name].trim()};`;
  const selectors = schemeSelectors(theme.brand);
  const darkLines = (indent: string) => [
    `${indent}  color-scheme: dark;`,
    ...colorTokens.map((name) => `${indent}${colourLine(name, theme.dark[name])}`),
  ];
  return [
    `/* ${theme.description.replace(/\*\//g, '* /')} */`,
    `:where(${selectors.light}) {`,
    '  color-scheme: light;',
    ...colorTokens.map(line),
    '',
    ...shapeTokens.map(line),
    ...themeStepLines(theme.tokens),
    '}',
    '',
    '/* The dark scheme: when the system asks for it, unless the page chose light ... */',
    '@media (prefers-color-scheme: dark) {',
    `  :where(${selectors.systemDark}) {`,
    ...darkLines('  '),
    '  }',
    '}',
    '',
    '/* ... and when the page chose dark (the same values). */',
    `:where(${selectors.chosenDark}) {`,
    ...darkLines(''),
    '}',
    '',
  ].join('\n');
}
