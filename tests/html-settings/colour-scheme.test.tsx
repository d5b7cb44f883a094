import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEME_STORAGE_KEY } from '@/features/html-settings/colour-scheme';
import { ColourSchemeChoice } from '@/layouts/parts/colour-scheme-choice';
import { demoI18n } from '../support/demo-i18n';

// The claimant's choice of colours in the footer, and the inline script of index.html that puts
// it back before the page first paints. The colours themselves are checked in a real browser
// (tests/e2e/shell.e2e.test.ts).

afterEach(() => {
  document.documentElement.removeAttribute('data-scheme');
  sessionStorage.clear();
});

async function renderChoice(culture = 'en') {
  const i18n = await demoI18n(culture);
  return render(
    <I18nextProvider i18n={i18n}>
      <ColourSchemeChoice />
    </I18nextProvider>,
  );
}

/** Runs index.html's inline script, as the browser does before the page paints. */
function runIndexScript(): void {
  const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script nonce="__CSP_NONCE__">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(script).toBeDefined();
  new Function(script!)();
}

describe('the colour scheme choice', () => {
  it('follows the device until the claimant chooses, and keeps the choice for the tab', async () => {
    const user = userEvent.setup();
    await renderChoice();
    const choice = screen.getByRole('combobox', { name: 'Colors' });
    expect(choice).toHaveDisplayValue('Same as my device');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Same as my device', 'Light', 'Dark']);

    await user.selectOptions(choice, 'Dark');
    expect(document.documentElement).toHaveAttribute('data-scheme', 'dark');
    expect(sessionStorage.getItem(SCHEME_STORAGE_KEY)).toBe('dark');

    await user.selectOptions(choice, 'Same as my device');
    expect(document.documentElement).not.toHaveAttribute('data-scheme');
    expect(sessionStorage.getItem(SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('is worded in Spanish', async () => {
    await renderChoice('es');
    expect(screen.getByRole('combobox', { name: 'Colores' })).toHaveDisplayValue('Igual que mi dispositivo');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Igual que mi dispositivo', 'Claros', 'Oscuros']);
  });

  it('is put back by the page’s inline script after a reload, and shown chosen', async () => {
    sessionStorage.setItem(SCHEME_STORAGE_KEY, 'light');
    runIndexScript();
    expect(document.documentElement).toHaveAttribute('data-scheme', 'light');
    await renderChoice();
    expect(screen.getByRole('combobox', { name: 'Colors' })).toHaveDisplayValue('Light');
  });

  it('ignores a stored value that is no scheme', () => {
    sessionStorage.setItem(SCHEME_STORAGE_KEY, 'sepia');
    runIndexScript();
    expect(document.documentElement).not.toHaveAttribute('data-scheme');
  });
});
