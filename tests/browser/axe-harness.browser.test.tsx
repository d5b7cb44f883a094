import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { axeViolations } from '../support/axe';

// The sweeps are only worth something if axe really computes colour contrast in this browser
// with the themes loaded; these two cases prove it both ways.
it('reports text that fails colour contrast', async () => {
  render(<p style={{ color: '#bbbbbb', background: '#ffffff' }}>Faint text nobody can read</p>);
  const violations = await axeViolations();
  expect(violations.some((v) => v.startsWith('color-contrast'))).toBe(true);
});

it('passes themed body text', async () => {
  document.documentElement.dataset.brand = 'jnd-7';
  render(
    <main>
      <p className="text-foreground bg-background">Readable text</p>
    </main>,
  );
  expect(await axeViolations()).toEqual([]);
});
