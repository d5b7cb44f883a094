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

/** A step's row of a ramp: its size, and for type its line height, as the designer reads them in
 *  the row's boxes. */
function stepRow(ramp: string, step: string): string[] {
  const row = within(screen.getByRole('table', { name: ramp }))
    .getByRole('rowheader', { name: step })
    .closest('tr')!;
  return within(row)
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value);
}

/** The stylesheet of edits the stories read: what every page shows for a step. */
const editsSheet = () => document.getElementById('theme-edits')?.textContent ?? '';

describe('the type ramp', () => {
  it('shows the saved steps, then the ratio’s, and one undo restores them', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    expect(stepRow('Type ramp', 'text-lg')).toEqual(['1.125', '1.75']);
    const ratio = screen.getByRole('textbox', { name: 'Type ratio' });
    expect(ratio).toHaveValue('');
    expect(ratio).toHaveAccessibleDescription(/None: the steps are set one by one/);

    await user.type(ratio, '1.25');
    expect(stepRow('Type ramp', 'text-lg')).toEqual(['1.25', '1.875']);
    expect(stepRow('Type ramp', 'text-3xl')).toEqual(['2.4414', '3']);
    expect(stepRow('Type ramp', 'text-base')).toEqual(['1', '1.5']);
    // The pages read the same steps: the stylesheet of edits puts them in force.
    expect(editsSheet()).toContain('--type-lg: 1.25rem;');
    expect(screen.getByRole('textbox', { name: '--type-scale (Type scale)' })).toHaveValue('1rem 1.25');

    // Typing 1.2 then 1.25 was one run: one undo goes back to the saved steps.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(stepRow('Type ramp', 'text-lg')).toEqual(['1.125', '1.75']);
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
    expect(stepRow('Type ramp', 'text-base')).toEqual(['1.125', '1.6875']);
    expect(stepRow('Type ramp', 'text-xs')).toEqual(['0.8438', '1.125']);

    await user.clear(base);
    await user.type(base, '0');
    expect(base).toBeInvalid();
    expect(base).toHaveAccessibleDescription(/^Enter a size in rem above 0 and up to 10/);
    expect(stepRow('Type ramp', 'text-base')).toEqual(['1.125', '1.6875']);
  });
});

describe('a step set by hand', () => {
  it('sets one step of the saved scale, keeps the others, and refuses a step that breaks the ramp', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    const size = screen.getByRole('textbox', { name: 'text-2xl size' });
    await user.clear(size);
    await user.type(size, '1.625');
    await user.tab();
    expect(stepRow('Type ramp', 'text-2xl')).toEqual(['1.625', '2']);
    expect(stepRow('Type ramp', 'text-3xl')).toEqual(['1.875', '2.25']);
    expect(editsSheet()).toContain('--type-2xl: 1.625rem;');
    expect(screen.getByRole('textbox', { name: '--type-scale (Type scale)' })).toHaveValue(
      '0.75rem / 1rem, 0.875rem / 1.25rem, 1rem / 1.5rem, 1.125rem / 1.75rem, 1.25rem / 1.75rem, 1.625rem / 2rem, 1.875rem / 2.25rem',
    );

    const leading = screen.getByRole('textbox', { name: 'text-lg line height' });
    await user.clear(leading);
    await user.type(leading, '1');
    expect(leading).toBeInvalid();
    expect(leading).toHaveAccessibleDescription(/a line height below the size makes lines overlap/);
    expect(stepRow('Type ramp', 'text-lg')).toEqual(['1.125', '1']);
    expect(editsSheet()).toContain('--type-lg-leading: calc(1.75 / 1.125);');
  });

  it('turns a ratio’s steps into explicit ones', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Spacing ratio' }), '1.5');
    await user.tab();
    const xl = screen.getByRole('textbox', { name: 'xl size' });
    await user.clear(xl);
    await user.type(xl, '2.5');
    await user.tab();
    expect(stepRow('Spacing ramp', 'xl')).toEqual(['2.5']);
    expect(screen.getByRole('textbox', { name: 'Spacing ratio' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '--space-scale (Spacing scale)' })).toHaveValue(
      '0.2963rem, 0.4444rem, 0.6667rem, 1rem, 1.5rem, 2.5rem, 3.375rem',
    );
  });
});

describe('the spacing ramp', () => {
  it('computes the steps from a ratio and refuses one that would not grow', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    expect(stepRow('Spacing ramp', 'lg')).toEqual(['1.5']);
    const ratio = screen.getByRole('textbox', { name: 'Spacing ratio' });
    await user.type(ratio, '1.6');
    expect(stepRow('Spacing ramp', 'lg')).toEqual(['1.6']);
    expect(stepRow('Spacing ramp', 'md')).toEqual(['1']);
    await user.clear(ratio);
    await user.type(ratio, '0.9');
    expect(ratio).toBeInvalid();
    expect(stepRow('Spacing ramp', 'lg')).toEqual(['1.6']);
  });
});
