import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startHistory } from '../../stories/theme-editor/edit-history';
import { getHistory, setHistory } from '../../stories/theme-editor/edit-store';
import { TokenEditor } from '../../stories/theme-editor/token-editor';
import { themeFiles } from '../themes/theme-files';

// A designer tunes the dark scheme as the light one: a switch puts the dark colours in the
// fields, the contrast table and its suggestions, and an edit there leaves the light scheme alone.

// jsdom's project does not load CSS, so the theme files' text (a ?raw import) comes from disk.
vi.mock('@themes/sources', async () => ({ savedThemes: (await import('../themes/theme-files')).themeFiles }));

beforeEach(() => {
  document.documentElement.dataset.brand = 'kontent-9';
  document.documentElement.dataset.scheme = 'light';
  setHistory(startHistory());
});

const saved = themeFiles['kontent-9'];
const pairRow = (pair: string) => screen.getByRole('rowheader', { name: pair }).closest('tr')!;
const result = (pair: string) => within(pairRow(pair)).getAllByRole('cell')[4]!.textContent;

describe('tuning the dark scheme', () => {
  it('edits the dark colours, with their contrast and nearest passing colour, and leaves light alone', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue(saved.tokens.link);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('heading', { name: 'Theme editor: Content managed (kontent-9), dark scheme' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue(saved.dark.link);
    expect(document.documentElement.dataset.scheme).toBe('dark');

    // A dark link close to the dark background fails, and the fix keeps the dark background.
    const box = screen.getByRole('textbox', { name: '--link' });
    await user.clear(box);
    await user.type(box, '#3a2f4a');
    await user.tab();
    expect(result('link on background')).toBe('Fail');
    const offer = within(pairRow('link on background')).getByRole('button', { name: /^Use #[0-9a-f]{6} for --link$/ });
    await user.click(offer);
    expect(result('link on background')).toBe('Pass');
    const fixed = (screen.getByRole('textbox', { name: '--link' }) as HTMLInputElement).value;
    expect(getHistory().edits).toEqual({ 'kontent-9:dark': { link: fixed } });

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue(saved.tokens.link);
    expect(screen.getByText(/^1 token differs from/)).toBeInTheDocument();
  });

  it('edits fonts and shapes once, for both schemes', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    const radius = screen.getByRole('textbox', { name: '--radius (Corner radius)' });
    await user.clear(radius);
    await user.type(radius, '2px');
    await user.tab();
    expect(getHistory().edits).toEqual({ 'kontent-9': { radius: '2px' } });
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('textbox', { name: '--radius (Corner radius)' })).toHaveValue('2px');
  });
});
