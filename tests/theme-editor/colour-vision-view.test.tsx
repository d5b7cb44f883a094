import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, startHistory } from '../../stories/theme-editor/edit-history';
import { getHistory, setHistory } from '../../stories/theme-editor/edit-store';
import { ColourVisionView } from '../../stories/theme-editor/colour-vision-view';

// jsdom's project does not load CSS, so the theme files' text (a ?raw import) comes from disk.
vi.mock('@themes/sources', async () => ({ savedThemes: (await import('../themes/theme-files')).themeFiles }));
// The three columns are the side by side's, checked in the built Ladle; here they stand in as one
// element, so the test is about the view around them.
vi.mock('../../stories/theme-editor/theme-columns', () => ({ ThemeColumns: () => <p>The three themes</p> }));

beforeEach(() => setHistory(startHistory()));

const findings = (brand: string) => within(screen.getByRole('region', { name: brand })).queryAllByRole('listitem');

describe('the colour-vision view', () => {
  it('filters the side by side and lists the state colours a view runs together', async () => {
    const user = userEvent.setup();
    render(<ColourVisionView />);
    const columns = screen.getByText('The three themes').parentElement!;
    expect(columns.style.filter).toBe('');

    await user.click(screen.getByRole('radio', { name: 'Protanopia (no red cones)' }));
    expect(screen.getByRole('heading', { name: 'Hard to tell apart with protanopia' })).toBeInTheDocument();
    const filterId = /^url\("?#(.+?)"?\)$/.exec(columns.style.filter)![1]!;
    expect(document.getElementById(filterId)?.querySelector('feColorMatrix')?.getAttribute('values')).toMatch(/^0\.152286 1\.052583 /);
    expect(findings('Legal administration (jnd-7)').map((li) => li.textContent)).toContainEqual(
      expect.stringMatching(/^error against success: --danger and --success-fg, ΔE OK 0\.0\d\d \(0\.2\d\d in typical vision\)$/),
    );

    // The view measures the tuned tokens: a vermilion error and a blue success clear the pair.
    act(() => {
      let h = setToken(getHistory(), 'jnd-7', 'danger', '#b34400', '#b3261e');
      h = setToken(h, 'jnd-7', 'success-fg', '#005a8c', '#1b5a30');
      setHistory(h);
    });
    expect(findings('Legal administration (jnd-7)').map((li) => li.textContent)).not.toContainEqual(
      expect.stringMatching(/^error against success/),
    );

    await user.click(screen.getByRole('radio', { name: 'Typical colour vision' }));
    expect(columns.style.filter).toBe('');
    expect(screen.queryByRole('region', { name: 'Legal administration (jnd-7)' })).toBeNull();
  });
});
