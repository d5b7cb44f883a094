import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDtcg } from '@themes/dtcg';
import { writeThemeCss } from '@themes/theme-css';
import { startHistory } from '../../stories/theme-editor/edit-history';
import { setHistory } from '../../stories/theme-editor/edit-store';
import { TokenEditor } from '../../stories/theme-editor/token-editor';
import { themeFiles } from '../themes/theme-files';

// jsdom's project does not load CSS, so the theme files' text (a ?raw import) comes from disk.
vi.mock('@themes/sources', async () => ({ savedThemes: (await import('../themes/theme-files')).themeFiles }));

beforeEach(() => {
  document.documentElement.dataset.brand = 'ftc-7';
  document.documentElement.dataset.scheme = 'light';
  setHistory(startHistory());
});

const theme = themeFiles['ftc-7'];
const tuned = { ...theme, tokens: { ...theme.tokens, link: '#0b4f8a', radius: '0.5rem' }, dark: { ...theme.dark, link: '#a3d0ff' } };
const fileField = () => screen.getByLabelText('Import a theme (.css or DTCG .json) into ftc-7');

describe('importing a theme', () => {
  it('reads an exported CSS file back, confirms it for everyone, and undoes', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    await user.upload(fileField(), new File([writeThemeCss(tuned)], 'ftc-7.css', { type: 'text/css' }));

    const status = await screen.findByText(/^Imported 38 tokens and 30 dark colours from ftc-7\.css into ftc-7: 3 changed\./);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue('#0b4f8a');
    expect(screen.getByRole('textbox', { name: '--radius (Corner radius)' })).toHaveValue('0.5rem');
    // The dark scheme's colours came in too: the editor shows them when the dark scheme is tuned.
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(await screen.findByRole('heading', { name: 'Colours (dark scheme)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue('#a3d0ff');
    expect(screen.getByRole('textbox', { name: '--radius (Corner radius)' })).toHaveValue('0.5rem');
    await user.click(screen.getByRole('radio', { name: 'Light' }));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue(theme.tokens.link);
    expect(screen.getByText('Undid the import of ftc-7.css.')).toBeInTheDocument();
  });

  it('reads DTCG JSON as before, and says when the file is another theme’s', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    const jnd = themeFiles['jnd-7'];
    await user.upload(fileField(), new File([JSON.stringify(toDtcg(jnd))], 'jnd-7.tokens.json', { type: 'application/json' }));
    await screen.findByText(/^Imported 38 tokens and 30 dark colours from jnd-7\.tokens\.json \(a jnd-7 file\) into ftc-7/);
    expect(screen.getByRole('textbox', { name: '--primary' })).toHaveValue(jnd.tokens.primary);
  });

  it('applies nothing of a file with problems and lists them in an alert', async () => {
    const user = userEvent.setup();
    render(<TokenEditor />);
    const css = ":where([data-brand='ftc-7']) {\n  --primary: bluish;\n  --sparkle: #fff;\n  --link: #123456;\n}\n";
    await user.upload(fileField(), new File([css], 'bad.css', { type: 'text/css' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing imported: bad.css has 2 problems')).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['--sparkle: no such token in this theme', expect.stringMatching(/^--primary: Not a colour/)]);
    expect(fileField()).toHaveAccessibleDescription(/--sparkle: no such token/);
    expect(screen.getByRole('textbox', { name: '--link' })).toHaveValue(theme.tokens.link);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });
});
