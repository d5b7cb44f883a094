import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startHistory } from '../../stories/theme-editor/edit-history';
import { setHistory } from '../../stories/theme-editor/edit-store';
import { TokenEditor } from '../../stories/theme-editor/token-editor';

// jsdom's project does not load CSS, so the theme files' text (a ?raw import) comes from disk.
vi.mock('@themes/sources', async () => ({ savedThemes: (await import('../themes/theme-files')).themeFiles }));

const key = 'claims-site.theme-edits';

beforeEach(() => {
  document.documentElement.dataset.brand = 'jnd-7';
  setHistory(startHistory());
});

/** What another tab's write looks like to this one: the storage event (a tab never gets its own). */
function otherTabStores(value: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  });
}

describe('edits in other tabs', () => {
  it('shows what another tab stored, as a step this tab can undo', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    otherTabStores(JSON.stringify({ 'jnd-7': { primary: '#123456' } }));
    expect(screen.getByRole('textbox', { name: '--primary' })).toHaveValue('#123456');
    expect(document.getElementById('theme-edits')?.textContent).toContain('--primary: #123456;');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Undid the edits from another tab.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '--primary' })).toHaveValue('#1d3f6e');
  });

  it('follows another tab’s reset, and leaves out what is not a value', () => {
    render(<TokenEditor />);
    otherTabStores(JSON.stringify({ 'jnd-7': { primary: '#123456', link: 'bluish' } }));
    expect(screen.getByRole('textbox', { name: '--primary' })).toHaveValue('#123456');
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue('#1a56a8');
    otherTabStores(null);
    expect(screen.getByRole('textbox', { name: '--primary' })).toHaveValue('#1d3f6e');
  });

  it('stores this tab’s edits where the other tabs read them', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await user.clear(screen.getByRole('textbox', { name: '--primary' }));
    await user.type(screen.getByRole('textbox', { name: '--primary' }), '#654321');
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ 'jnd-7': { primary: '#654321' } });
  });
});
