import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { Spinner } from '@ui/spinner';

const reducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => reducedMotion('no-preference'));

it('spins, and stands still when the user asks for reduced motion', async () => {
  render(<Spinner label="Loading" />);
  const ring = screen.getByRole('status').querySelector('svg') as SVGElement;
  expect(getComputedStyle(ring).animationName).toBe('spin');
  await reducedMotion('reduce');
  expect(getComputedStyle(ring).animationName).toBe('none');
});
