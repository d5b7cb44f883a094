import type { BrandId } from '@themes/registry';
import type { TokenName } from '@themes/tokens';

/** Token values a designer changed, per brand (names without `--`); untouched tokens are absent. */
export type ThemeEdits = Partial<Record<BrandId, Partial<Record<TokenName, string>>>>;

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
function withBrand(edits: ThemeEdits, brand: BrandId, tokens: Partial<Record<TokenName, string>>): ThemeEdits {
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
export function setToken(history: EditHistory, brand: BrandId, name: TokenName, value: string, saved: string, merge = false): EditHistory {
  const tokens = { ...history.edits[brand] };
  if (value === saved) delete tokens[name];
  else tokens[name] = value;
  return commit(history, withBrand(history.edits, brand, tokens), `--${name}`, merge ? `${brand}:${name}` : undefined);
}

/** Puts one token of one brand back to its saved value. */
export function resetToken(history: EditHistory, brand: BrandId, name: TokenName): EditHistory {
  const tokens = { ...history.edits[brand] };
  delete tokens[name];
  return commit(history, withBrand(history.edits, brand, tokens), `reset of --${name}`);
}

/** Replaces every edit of one brand (reset all: none; an import: the file's changes). */
export function replaceBrand(history: EditHistory, brand: BrandId, tokens: Partial<Record<TokenName, string>>, label: string): EditHistory {
  return commit(history, withBrand(history.edits, brand, tokens), label);
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
