import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startHistory } from '../../stories/theme-editor/edit-history';
import { setHistory } from '../../stories/theme-editor/edit-store';
import { TokenEditor } from '../../stories/theme-editor/token-editor';

// The editor as a designer uses it: a failing pair offers the nearest passing colour of each of
// its tokens, one press applies it, and Undo takes it back.

// jsdom's project does not load CSS, so the theme files' text (a ?raw import) comes from disk.
vi.mock('@themes/sources', async () => ({ savedThemes: (await import('../themes/theme-files')).themeFiles }));

beforeEach(() => {
  document.documentElement.dataset.brand = 'jnd-7';
  setHistory(startHistory());
});

/** The contrast table's row of one pair, by its row header. */
const pairRow = (pair: string) => screen.getByRole('rowheader', { name: pair }).closest('tr')!;
const result = (pair: string) => within(pairRow(pair)).getAllByRole('cell')[4]!.textContent;

async function typeInto(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const box = screen.getByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, value);
  await user.tab();
}

describe('the nearest passing colour', () => {
  it('fixes a failing pair in one press, names the token and colour, and undoes', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await typeInto(user, '--primary', '#8a9bb0');
    expect(result('primary-fg on primary')).toBe('Fail');

    // White text reads on no mid grey-blue at Lc 60, so only --primary is offered.
    const offers = within(pairRow('primary-fg on primary')).getAllByRole('button', { name: /^Use / });
    expect(offers.map((b) => b.textContent)).toEqual([expect.stringMatching(/^Use #[0-9a-f]{6} for --primary$/)]);
    const colour = /#[0-9a-f]{6}/.exec(offers[0]!.textContent!)![0];

    await user.click(offers[0]!);
    expect(screen.getByRole('textbox', { name: '--primary' })).toHaveValue(colour);
    expect(result('primary-fg on primary')).toBe('Pass');
    expect(screen.getByText(/pairs pass WCAG 2.2 AA|pairs fail WCAG 2.2 AA/)).toHaveTextContent('All 25 pairs pass WCAG 2.2 AA.');
    expect(screen.getByText(new RegExp(`^--primary is now ${colour} \\(was #8a9bb0\\)`))).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: '--primary' })).toHaveValue('#8a9bb0');
    expect(result('primary-fg on primary')).toBe('Fail');
  });

  it('takes a keyboard user from one failing pair to the next until all pass', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await typeInto(user, '--link', '#9bb8e0');
    await typeInto(user, '--focus', '#dddddd');
    await typeInto(user, '--danger', '#f08080');
    expect(screen.getByText(/pairs fail WCAG 2.2 AA/)).toHaveTextContent(/^[4-9] of 25 pairs fail/);

    const first = screen.getAllByRole('button', { name: /^Use #[0-9a-f]{6} for --/ })[0]!;
    first.focus();
    let presses = 0;
    while (screen.queryAllByRole('button', { name: /^Use #/ }).length > 0 && presses < 10) {
      // Each press moves focus on to the next pair's offer.
      expect(document.activeElement?.textContent).toMatch(/^Use #/);
      await user.keyboard('{Enter}');
      presses++;
    }
    expect(screen.getByText(/pairs pass WCAG 2.2 AA/)).toHaveTextContent('All 25 pairs pass WCAG 2.2 AA.');
    expect(presses).toBeLessThanOrEqual(3);
    // With nothing left to fix, focus rests on the table, not the page's top.
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Contrast' }).parentElement);
    expect(document.activeElement).toHaveAttribute('role', 'region');
  });

  it('offers nothing on a pair that passes', () => {
    render(<TokenEditor />);
    expect(screen.queryAllByRole('button', { name: /^Use #/ })).toEqual([]);
  });
});
