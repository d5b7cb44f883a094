import { describe, expect, it } from 'vitest';
import { cn } from '@ui/cn';
import { colorTokens } from '@themes/tokens';

describe('cn', () => {
  it('keeps a token colour beside a font size, and lets a later token colour win', () => {
    for (const token of colorTokens) {
      expect(cn('text-sm', `text-${token}`)).toBe(`text-sm text-${token}`);
      expect(cn(`text-${token}`, 'text-base')).toBe(`text-${token} text-base`);
      expect(cn('bg-muted', `bg-${token}`)).toBe(`bg-${token}`);
      expect(cn('border-2 border-input', `border-${token}`)).toBe(`border-2 border-${token}`);
    }
  });

  it('lets a caller override a default of the same group', () => {
    expect(cn('flex flex-col gap-2', 'gap-6')).toBe('flex flex-col gap-6');
    expect(cn('leading-tight', 'text-sm')).toBe('text-sm');
  });

  it('keeps the focus outline beside an outline colour', () => {
    expect(cn('outline-2 outline-focus')).toBe('outline-focus');
    expect(cn('outline-focus outline-primary')).toBe('outline-focus outline-primary');
  });
});
