import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { applyBrand } from '../../stories/support/brand';
import { Button } from '@ui/button';

beforeAll(() => page.viewport(320, 640));
beforeEach(() => applyBrand('jnd-7'));
afterEach(() => cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'none' }] }));

describe('Button in a real browser', () => {
  it.each(['sm', 'md', 'lg'] as const)('is at least 24 pixels square at size %s, icon-only or not', (size) => {
    render(
      <>
        <Button size={size} label="Go" />
        <Button size={size} label="Edit" icon="pen" iconOnly />
        <Button size={size} variant="link" label="Change" />
      </>,
    );
    for (const button of screen.getAllByRole('button')) {
      const rect = button.getBoundingClientRect();
      expect(rect.width).toBeGreaterThanOrEqual(24);
      expect(rect.height).toBeGreaterThanOrEqual(24);
    }
  });

  it('wraps a long label inside a 320 pixel screen', () => {
    render(<Button label="Continue to the supporting documents that you want to upload for this claim" />);
    const rect = screen.getByRole('button').getBoundingClientRect();
    expect(rect.right).toBeLessThanOrEqual(320);
    expect(rect.height).toBeGreaterThan(45);
  });

  it('keeps a visible edge in forced-colors mode, where its fill is dropped', async () => {
    render(<Button label="Next" />);
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
    const style = getComputedStyle(screen.getByRole('button', { name: 'Next' }));
    expect(style.borderTopStyle).toBe('solid');
    expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(2);
    expect(style.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
  });
});
