import type { BrandId } from '@themes/registry';
import type { ColorScheme } from '@themes/theme-css';
import { isColorToken, type TokenName } from '@themes/tokens';

/** Where an edit goes: a brand (its tokens, the light scheme's colours) or `<brand>:dark`, the
 *  dark scheme's colours of that brand. */
export type EditKey = BrandId | `${BrandId}:dark`;

/** The key a brand's edits in a scheme go under (fonts, shapes and scales are in the brand's
 *  own, whatever the scheme). */
export function editKey(brand: BrandId, scheme: ColorScheme, name?: TokenName): EditKey {
  return scheme === 'dark' && (name === undefined || isColorToken(name)) ? `${brand}:dark` : brand;
}

/** Token values a designer changed, per brand and per dark scheme (names without `--`);
 *  untouched tokens are absent. */
export type ThemeEdits = Partial<Record<EditKey, Partial<Record<TokenName, string>>>>;

/** The edits with the undo and redo stacks. Each step keeps the edits before it and what it did. */
export interface EditHistory {
  edits: ThemeEdits;
  past: { edits: ThemeEdits; label: string }[];
  future: { edits: ThemeEdits; label: string }[];
  /** The token whose run of changes (typing, dragging the picker) still merges into one step. */
  open: string | null;
}

/** A history with the given edits and nothing to undo. */
export function startHistory(edits: ThemeEdits = {}): EditHistory {
  return { edits, past: [], future: [], open: null };
}

/** The edits with one brand's tokens replaced (an empty set of tokens removes the brand). */
function withBrand(edits: ThemeEdits, brand: EditKey, tokens: Partial<Record<TokenName, string>>): ThemeEdits {
  const next = { ...edits };
  if (Object.keys(tokens).length === 0) delete next[brand];
  else next[brand] = tokens;
  return next;
}

/** A new step with a label for announcements. Pass `merge` with a token key to fold a run of
 *  changes to that token into one step (one undo undoes the whole run). */
export function commit(history: EditHistory, edits: ThemeEdits, label: string, merge?: string): EditHistory {
  if (JSON.stringify(edits) === JSON.stringify(history.edits)) return history;
  if (merge && history.open === merge && history.past.length > 0) {
    return { ...history, edits, future: [], open: merge };
  }
  return { edits, past: [...history.past, { edits: history.edits, label }], future: [], open: merge ?? null };
}

/** Sets one token of one brand; the saved value removes the edit. */
export function setToken(history: EditHistory, brand: EditKey, name: TokenName, value: string, saved: string, merge = false): EditHistory {
  const tokens = { ...history.edits[brand] };
  if (value === saved) delete tokens[name];
  else tokens[name] = value;
  const what = brand.endsWith(':dark') ? `dark --${name}` : `--${name}`;
  return commit(history, withBrand(history.edits, brand, tokens), what, merge ? `${brand}/${name}` : undefined);
}

/** Puts one token of one brand back to its saved value. */
export function resetToken(history: EditHistory, brand: EditKey, name: TokenName): EditHistory {
  const tokens = { ...history.edits[brand] };
  delete tokens[name];
  return commit(history, withBrand(history.edits, brand, tokens), `reset of ${brand.endsWith(':dark') ? 'dark ' : ''}--${name}`);
}

/** Replaces every edit of one brand in both schemes (reset all: none; an import: the file's
 *  changes), as one step. */
export function replaceBrand(
  history: EditHistory,
  brand: BrandId,
  tokens: Partial<Record<TokenName, string>>,
  label: string,
  dark: Partial<Record<TokenName, string>> = {},
): EditHistory {
  return commit(history, withBrand(withBrand(history.edits, brand, tokens), `${brand}:dark`, dark), label);
}

/** Ends a run of changes, so the next change is a step of its own. */
export function seal(history: EditHistory): EditHistory {
  return history.open === null ? history : { ...history, open: null };
}

/** Steps back; the label says what was undone. */
export function undo(history: EditHistory): { history: EditHistory; label: string | null } {
  const step = history.past.at(-1);
  if (!step) return { history, label: null };
  return {
    history: {
      edits: step.edits,
      past: history.past.slice(0, -1),
      future: [{ edits: history.edits, label: step.label }, ...history.future],
      open: null,
    },
    label: step.label,
  };
}

/** Steps forward again; the label says what was redone. */
export function redo(history: EditHistory): { history: EditHistory; label: string | null } {
  const step = history.future[0];
  if (!step) return { history, label: null };
  return {
    history: {
      edits: step.edits,
      past: [...history.past, { edits: history.edits, label: step.label }],
      future: history.future.slice(1),
      open: null,
    },
    label: step.label,
  };
}
