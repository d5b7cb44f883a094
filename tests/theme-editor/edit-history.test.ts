import { describe, expect, it } from 'vitest';
import { redo, replaceBrand, resetToken, seal, setToken, startHistory, undo } from '../../stories/theme-editor/edit-history';
import type { ColorToken } from '@themes/tokens';
import { editsCss, readEdits } from '../../stories/theme-editor/stored-edits';

describe('edit history', () => {
  it('folds a run of typing into one step, and a new run after the field is left', () => {
    let h = startHistory();
    h = setToken(h, 'jnd-7', 'primary', '#1', '#1d3f6e', true);
    h = setToken(h, 'jnd-7', 'primary', '#12', '#1d3f6e', true);
    h = setToken(h, 'jnd-7', 'primary', '#123', '#1d3f6e', true);
    h = seal(h);
    h = setToken(h, 'jnd-7', 'primary', '#456', '#1d3f6e', true);
    expect(h.past).toHaveLength(2);
    const once = undo(h);
    expect(once.label).toBe('--primary');
    expect(once.history.edits).toEqual({ 'jnd-7': { primary: '#123' } });
    expect(undo(once.history).history.edits).toEqual({});
  });

  it('redoes what was undone until a new change', () => {
    let h = setToken(startHistory(), 'ftc-7', 'link', '#0000ee', '#005ea2');
    h = undo(h).history;
    expect(h.edits).toEqual({});
    const again = redo(h);
    expect(again.history.edits).toEqual({ 'ftc-7': { link: '#0000ee' } });
    expect(redo(setToken(h, 'ftc-7', 'focus', '#000', '#0b63ce')).label).toBeNull();
  });

  it('drops an edit set back to the saved value, and resets one token or a whole brand', () => {
    let h = setToken(startHistory(), 'jnd-7', 'primary', '#000000', '#1d3f6e');
    h = setToken(h, 'jnd-7', 'link', '#000000', '#1a56a8');
    expect(resetToken(h, 'jnd-7', 'primary').edits).toEqual({ 'jnd-7': { link: '#000000' } });
    expect(setToken(h, 'jnd-7', 'primary', '#1d3f6e', '#1d3f6e').edits).toEqual({ 'jnd-7': { link: '#000000' } });
    const cleared = replaceBrand(h, 'jnd-7', {}, 'reset');
    expect(cleared.edits).toEqual({});
    expect(undo(cleared).history.edits).toEqual(h.edits);
  });
});

describe('stored and linked edits', () => {
  it('keeps valid values and names each one left out', () => {
    const read = readEdits(
      JSON.stringify({ 'jnd-7': { primary: '#123456', link: 'bluish', sparkle: '#fff', radius: '2em' }, 'acme-1': { primary: '#fff' } }),
    );
    expect(read.edits).toEqual({ 'jnd-7': { primary: '#123456' } });
    expect(read.problems).toEqual([
      expect.stringMatching(/^jnd-7 --link: Not a colour/),
      'jnd-7 --sparkle: no such token',
      expect.stringMatching(/^jnd-7 --radius: Enter 0 or a size in px or rem/),
      'acme-1: no such theme',
    ]);
    expect(readEdits('{oops').problems).toEqual(['The saved edits are not readable JSON and were left out.']);
  });

  it('refuses a value that would break out of its declaration', () => {
    expect(readEdits(JSON.stringify({ 'jnd-7': { primary: 'red; } body { display: none' } })).edits).toEqual({});
  });

  it('writes one rule per brand that outranks the theme files, and keeps a light edit out of dark', () => {
    const savedDark = () => ({ primary: '#92baf1' }) as Readonly<Record<ColorToken, string>>;
    expect(editsCss({ 'jnd-7': { radius: '2px' }, 'ftc-7': {} }, savedDark)).toBe("[data-brand='jnd-7'] {\n  --radius: 2px;\n}");
    const css = editsCss({ 'jnd-7': { primary: '#123456' } }, savedDark);
    expect(css).toContain("[data-brand='jnd-7'] {\n  --primary: #123456;\n}");
    // In dark, the saved dark value, under both dark selectors, one attribute more specific.
    expect(css).toContain(
      "@media (prefers-color-scheme: dark) {\n[data-brand='jnd-7']:not([data-scheme='light'], [data-scheme='light'] *) {\n  --primary: #92baf1;\n}\n}",
    );
    expect(css).toContain(
      "[data-brand='jnd-7'][data-scheme='dark'], [data-scheme='dark'] [data-brand='jnd-7'] {\n  --primary: #92baf1;\n}",
    );
    expect(editsCss({ 'jnd-7': { primary: '#123456' }, 'jnd-7:dark': { primary: '#abcdef' } }, savedDark)).toContain(
      "[data-scheme='dark'] [data-brand='jnd-7'] {\n  --primary: #abcdef;\n}",
    );
  });

  it('reads dark edits, colours only', () => {
    const read = readEdits(JSON.stringify({ 'ftc-7:dark': { link: '#99ccff', radius: '2px' }, 'ftc-7:dim': { link: '#fff' } }));
    expect(read.edits).toEqual({ 'ftc-7:dark': { link: '#99ccff' } });
    expect(read.problems).toEqual(['ftc-7:dark --radius: only colours have a dark value', 'ftc-7:dim: no such theme']);
  });
});
