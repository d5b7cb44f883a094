import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startHistory } from '../../stories/theme-editor/edit-history';
import { setHistory } from '../../stories/theme-editor/edit-store';
import { TokenEditor } from '../../stories/theme-editor/token-editor';

// jsdom's project does not load CSS, so the theme files' text (a ?raw import) comes from disk.
vi.mock('@themes/sources', async () => ({ savedThemes: (await import('../themes/theme-files')).themeFiles }));

beforeEach(() => {
  document.documentElement.dataset.brand = 'jnd-7';
  setHistory(startHistory());
});

/** A step's row of a ramp: its size, and for type its line height, as the designer reads them. */
function stepRow(ramp: string, step: string): string[] {
  const row = within(screen.getByRole('table', { name: ramp }))
    .getByRole('rowheader', { name: step })
    .closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent ?? '');
}

/** The stylesheet of edits the stories read: what every page shows for a step. */
const editsSheet = () => document.getElementById('theme-edits')?.textContent ?? '';

describe('the type ramp', () => {
  it('shows the saved steps, then the ratio’s, and one undo restores them', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    expect(stepRow('Type ramp', 'text-lg')).toEqual(['1.125rem', '1.75rem']);
    const ratio = screen.getByRole('textbox', { name: 'Type ratio' });
    expect(ratio).toHaveValue('');
    expect(ratio).toHaveAccessibleDescription(/None: the steps are set one by one/);

    await user.type(ratio, '1.25');
    expect(stepRow('Type ramp', 'text-lg')).toEqual(['1.25rem', '1.875rem']);
    expect(stepRow('Type ramp', 'text-3xl')).toEqual(['2.4414rem', '3rem']);
    expect(stepRow('Type ramp', 'text-base')).toEqual(['1rem', '1.5rem']);
    // The pages read the same steps: the stylesheet of edits puts them in force.
    expect(editsSheet()).toContain('--type-lg: 1.25rem;');
    expect(screen.getByRole('textbox', { name: '--type-scale (Type scale)' })).toHaveValue('1rem 1.25');

    // Typing 1.2 then 1.25 was one run: one undo goes back to the saved steps.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(stepRow('Type ramp', 'text-lg')).toEqual(['1.125rem', '1.75rem']);
    expect(ratio).toHaveValue('');
    expect(editsSheet()).not.toContain('--type-lg');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves every step with the base, and keeps a bad base in the box with an error', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    const base = screen.getByRole('textbox', { name: 'Type base, in rem' });
    expect(base).toHaveValue('1');
    await user.clear(base);
    await user.type(base, '1.125');
    expect(stepRow('Type ramp', 'text-base')).toEqual(['1.125rem', '1.6875rem']);
    expect(stepRow('Type ramp', 'text-xs')).toEqual(['0.8438rem', '1.125rem']);

    await user.clear(base);
    await user.type(base, '0');
    expect(base).toBeInvalid();
    expect(base).toHaveAccessibleDescription(/^Enter a size in rem above 0 and up to 10/);
    expect(stepRow('Type ramp', 'text-base')).toEqual(['1.125rem', '1.6875rem']);
  });
});

describe('the spacing ramp', () => {
  it('computes the steps from a ratio and refuses one that would not grow', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    expect(stepRow('Spacing ramp', 'lg')).toEqual(['1.5rem']);
    const ratio = screen.getByRole('textbox', { name: 'Spacing ratio' });
    await user.type(ratio, '1.6');
    expect(stepRow('Spacing ramp', 'lg')).toEqual(['1.6rem']);
    expect(stepRow('Spacing ramp', 'md')).toEqual(['1rem']);
    await user.clear(ratio);
    await user.type(ratio, '0.9');
    expect(ratio).toBeInvalid();
    expect(stepRow('Spacing ramp', 'lg')).toEqual(['1.6rem']);
  });
});
