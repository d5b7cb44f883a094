import { brandIds, type BrandId } from '@themes/registry';
import { tokenNames, type TokenName } from '@themes/tokens';
import { scaleStepLines } from '@themes/theme-css';
import { tokenValueProblem } from '@themes/token-values';
import type { ThemeEdits } from './edit-history';

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
    if (!(brandIds as readonly string[]).includes(brand) || typeof tokens !== 'object' || tokens === null) {
      problems.push(`${brand}: no such theme`);
      continue;
    }
    for (const [name, value] of Object.entries(tokens as Record<string, unknown>)) {
      const problem = (tokenNames as readonly string[]).includes(name)
        ? typeof value === 'string'
          ? tokenValueProblem(name as TokenName, value)
          : 'not text'
        : 'no such token';
      if (problem) problems.push(`${brand} --${name}: ${problem}`);
      else (edits[brand as BrandId] ??= {})[name as TokenName] = String(value).trim();
    }
  }
  return { edits, problems };
}

/** The stylesheet that puts edits in force: one rule per brand, above the theme files'
 *  zero-specificity rules, so the root and any element with data-brand (the side-by-side
 *  columns) show the tuned values, with the steps of an edited scale. Values are checked before
 *  they get here. */
export function editsCss(edits: ThemeEdits): string {
  return Object.entries(edits)
    .map(([brand, tokens]) => {
      const lines = [...Object.entries(tokens ?? {}).map(([name, value]) => `  --${name}: ${value};`), ...scaleStepLines(tokens ?? {})];
      return lines.length > 0 ? `[data-brand='${brand}'] {\n${lines.join('\n')}\n}` : '';
    })
    .filter(Boolean)
    .join('\n');
}
