import { render, screen } from '@testing-library/react';
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

const primaryBox = () => screen.getByRole('textbox', { name: '--primary' });
/** What the editor has in force for --primary: the diff's tuned value, or null when unchanged. */
const inForce = () => screen.queryByRole('rowheader', { name: '--primary' })?.closest('tr')?.lastElementChild?.textContent ?? null;

describe('typing a colour', () => {
  it('applies a six-digit hex as it is typed, never the three digits on the way', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await user.clear(primaryBox());
    await user.type(primaryBox(), '#5b8');
    expect(inForce()).toBeNull();
    expect(primaryBox()).toHaveAccessibleDescription(/^Press Enter or leave the field to apply #5b8\./);
    await user.type(primaryBox(), 'c3a');
    expect(inForce()).toBe('#5b8c3a');
    expect(primaryBox()).not.toHaveAccessibleDescription(/Press Enter/);
    // The run is one step: one undo goes back to the saved colour, with no #5b8 between.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(primaryBox()).toHaveValue('#1d3f6e');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('applies a three-digit hex on Enter, or when focus leaves the field', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await user.clear(primaryBox());
    await user.type(primaryBox(), '#5b8');
    expect(inForce()).toBeNull();
    await user.keyboard('{Enter}');
    expect(inForce()).toBe('#5b8');

    await user.clear(primaryBox());
    await user.type(primaryBox(), '#234');
    expect(inForce()).toBe('#5b8');
    await user.tab();
    expect(inForce()).toBe('#234');
  });

  it('keeps an unfinished colour in the box with an error, and applies nothing', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await user.clear(primaryBox());
    await user.type(primaryBox(), 'rgb(10 20 30');
    expect(primaryBox()).toBeInvalid();
    expect(inForce()).toBeNull();
    await user.type(primaryBox(), ')');
    expect(primaryBox()).toBeValid();
    expect(inForce()).toBe('rgb(10 20 30)');
  });
});
