import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon, iconNames, isIconName, type IconName } from '@ui/icon';

describe('Icon', () => {
  it('registers the thirteen icons of the contract', () => {
    expect(iconNames).toEqual([
      'globe',
      'pen',
      'phone',
      'trash',
      'user-secret',
      'envelope',
      'circle-info',
      'location-dot',
      'chevron-down',
      'plus',
      'check',
      'paper-plane',
      'x',
    ]);
  });

  it.each(iconNames)('renders %s as an svg', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('data-icon-name')).toBe(name);
    expect(svg?.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });

  it('is hidden from assistive technology without a title', () => {
    const { container } = render(<Icon name="globe" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its title when it has one', () => {
    render(<Icon name="circle-info" title="Information" />);
    const img = screen.getByRole('img', { name: 'Information' });
    expect(img).not.toHaveAttribute('aria-hidden', 'true');
  });

  it('throws an error naming the unknown icon and the registered ones', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Icon name={'rocket' as IconName} />)).toThrow(
      /Unknown icon "rocket"\. Registered icons: globe, pen, phone, trash, user-secret, envelope, circle-info, location-dot, chevron-down, plus, check, paper-plane, x\./,
    );
    vi.restoreAllMocks();
  });

  it('tells registered names from others', () => {
    expect(isIconName('pen')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(undefined)).toBe(false);
  });
});
