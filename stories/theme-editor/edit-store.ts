import type { BrandId } from '@themes/registry';
import { savedThemes } from '@themes/sources';
import type { ColorScheme } from '@themes/theme-css';
import type { TokenName } from '@themes/tokens';
import { createStore, useStore } from '@/lib/store';
import { commit, seal, startHistory, type EditHistory, type ThemeEdits } from './edit-history';
import { editsCss, readEdits } from './stored-edits';

// The designer's edits live here, once per page: every story sees them through a stylesheet of
// their own (see applyEdits), they survive a reload in localStorage and travel in the address
// (?tokens=...), so a copied link opens the same tuned theme, and reach every other open tab
// of this browser through the storage event.

/** The localStorage key of the edits. */
const storageKey = 'claims-site.theme-edits';
/** The query parameter that carries the edits in a link. */
const urlParam = 'tokens';
const styleId = 'theme-edits';

/** The tokens a brand shows now in a scheme: its saved file with the edits over it (in the dark
 *  scheme, the saved dark colours and their edits over those). */
export function tunedTokens(edits: ThemeEdits, brand: BrandId, scheme: ColorScheme = 'light'): Record<TokenName, string> {
  const light = { ...savedThemes[brand].tokens, ...edits[brand] };
  return scheme === 'light' ? light : { ...light, ...savedThemes[brand].dark, ...edits[`${brand}:dark`] };
}

/** The tokens a brand saved in a scheme: its file's, with the dark colours over them in dark. */
export function savedTokens(brand: BrandId, scheme: ColorScheme): Record<TokenName, string> {
  const saved = savedThemes[brand];
  return scheme === 'light' ? saved.tokens : { ...saved.tokens, ...saved.dark };
}

const hasEdits = (edits: ThemeEdits) => Object.values(edits).some((tokens) => tokens && Object.keys(tokens).length > 0);

function applyEdits(edits: ThemeEdits): void {
  if (typeof document === 'undefined') return;
  let style = document.getElementById(styleId) as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = styleId;
    document.head.append(style);
  }
  style.textContent = editsCss(edits, (brand) => savedThemes[brand].dark);
}

function persist(edits: ThemeEdits): void {
  try {
    if (hasEdits(edits)) localStorage.setItem(storageKey, JSON.stringify(edits));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage can be full or refused (private windows); the link still carries the edits.
  }
  const url = new URL(globalThis.location.href);
  if (hasEdits(edits)) url.searchParams.set(urlParam, JSON.stringify(edits));
  else url.searchParams.delete(urlParam);
  if (url.href !== globalThis.location.href) globalThis.history.replaceState(globalThis.history.state, '', url);
}

/** The address that opens the current story with the current edits. */
export function shareLink(): string {
  return globalThis.location.href;
}

function storedEdits(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function initialHistory(): { history: EditHistory; problems: string[] } {
  if (typeof window === 'undefined') return { history: startHistory(), problems: [] };
  const stored = readEdits(storedEdits());
  const linkParam = new URLSearchParams(globalThis.location.search).get(urlParam);
  const linked = readEdits(linkParam);
  let history = startHistory(stored.edits);
  // A link's edits go on top of this browser's own as a step of their own: Undo brings the
  // designer's own work back.
  if (linkParam !== null) history = commit(history, linked.edits, 'the edits from the link');
  return { history, problems: [...stored.problems.map((p) => `Saved edits: ${p}`), ...linked.problems.map((p) => `Link: ${p}`)] };
}

const initial = initialHistory();
// The app's store helper, as every client store: the editor's components read it with useStore.
const historyStore = createStore(initial.history);

/** Problems found in the stored or linked edits at load, each naming the value left out. */
export const loadProblems: readonly string[] = initial.problems;

/** The page's edit history. */
export function getHistory(): EditHistory {
  return historyStore.getState();
}

/** Replaces the history (the editor's actions compute the next one) and puts the edits in force
 *  before anything re-renders with them. */
export function setHistory(next: EditHistory): void {
  if (next.edits !== getHistory().edits) {
    applyEdits(next.edits);
    persist(next.edits);
  }
  historyStore.setState(next);
}

const whole = (history: EditHistory) => history;

/** The edit history, re-rendering on each change. */
export function useEditHistory(): EditHistory {
  return useStore(historyStore, whole);
}

/** Takes in the edits another tab of this browser stored, as a step of this tab's history. */
function followOtherTab(event: StorageEvent): void {
  // Only another document's writes raise the event, so a tab never hears its own.
  if (event.key !== storageKey && event.key !== null) return;
  const { edits } = readEdits(event.key === null ? null : event.newValue);
  setHistory(commit(seal(getHistory()), edits, 'the edits from another tab'));
}

if (typeof window !== 'undefined') {
  applyEdits(initial.history.edits);
  persist(initial.history.edits);
  // Every tab with a story open (the editor, the side by side, any component) shows the edits
  // made in any other: they all store them under one key.
  window.addEventListener('storage', followOtherTab);
}
