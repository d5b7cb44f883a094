import { brandIds, type BrandId } from '@themes/registry';
import { isColorToken, tokenNames, type ColorToken, type TokenName } from '@themes/tokens';
import { scaleStepLines, schemeSelectors } from '@themes/theme-css';
import { tokenValueProblem } from '@themes/token-values';
import type { EditKey, ThemeEdits } from './edit-history';

/** The brand of an edit key and whether it holds the dark scheme's colours; null for no key. */
function readKey(key: string): { brand: BrandId; dark: boolean } | null {
  const [brand, scheme, ...rest] = key.split(':');
  if (!(brandIds as readonly string[]).includes(brand!) || rest.length > 0 || (scheme !== undefined && scheme !== 'dark')) return null;
  return { brand: brand as BrandId, dark: scheme === 'dark' };
}

/** Edits read from stored or linked JSON: what is valid, and a line for each value left out. */
export function readEdits(json: string | null): { edits: ThemeEdits; problems: string[] } {
  const edits: ThemeEdits = {};
  const problems: string[] = [];
  if (!json) return { edits, problems };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { edits, problems: ['The saved edits are not readable JSON and were left out.'] };
  }
  if (typeof raw !== 'object' || raw === null) return { edits, problems: ['The saved edits are not a set of themes and were left out.'] };
  for (const [brand, tokens] of Object.entries(raw)) {
    const key = readKey(brand);
    if (!key || typeof tokens !== 'object' || tokens === null) {
      problems.push(`${brand}: no such theme`);
      continue;
    }
    for (const [name, value] of Object.entries(tokens as Record<string, unknown>)) {
      const problem = (tokenNames as readonly string[]).includes(name)
        ? key.dark && !isColorToken(name)
          ? 'only colours have a dark value'
          : typeof value === 'string'
            ? tokenValueProblem(name as TokenName, value)
            : 'not text'
        : 'no such token';
      if (problem) problems.push(`${brand} --${name}: ${problem}`);
      else (edits[brand as EditKey] ??= {})[name as TokenName] = String(value).trim();
    }
  }
  return { edits, problems };
}

/** The stylesheet that puts edits in force: per brand, a rule above the theme files'
 *  zero-specificity rules, so the root and any element with data-brand (the side-by-side
 *  columns) show the tuned values, with the steps of an edited scale; then the dark scheme's
 *  colours under the theme files' two dark selectors, one step more specific, so a colour tuned
 *  for light does not show in dark (its saved dark value, `savedDark`, does, or its dark edit).
 *  Values are checked before they get here. */
export function editsCss(edits: ThemeEdits, savedDark: (brand: BrandId) => Readonly<Record<ColorToken, string>>): string {
  return brandIds
    .map((brand) => {
      const light = edits[brand] ?? {};
      const dark = edits[`${brand}:dark`] ?? {};
      const lines = [...Object.entries(light).map(([name, value]) => `  --${name}: ${value};`), ...scaleStepLines(light)];
      const darkColours = {
        ...Object.fromEntries(
          Object.keys(light)
            .filter(isColorToken)
            .map((name) => [name, savedDark(brand)[name]]),
        ),
        ...dark,
      };
      const darkLines = Object.entries(darkColours).map(([name, value]) => `  --${name}: ${value};`);
      const selectors = schemeSelectors(brand);
      return [
        lines.length > 0 ? `[data-brand='${brand}'] {\n${lines.join('\n')}\n}` : '',
        darkLines.length > 0
          ? `@media (prefers-color-scheme: dark) {\n${selectors.systemDark} {\n${darkLines.join('\n')}\n}\n}\n${selectors.chosenDark} {\n${darkLines.join('\n')}\n}`
          : '',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .filter(Boolean)
    .join('\n');
}
