import { afterEach, describe, expect, it } from 'vitest';
import { ThemeError } from '@themes/registry';
import { readTheme } from '@/features/html-settings/theme';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme-setting');
});

describe('readTheme', () => {
  it.each([
    ['jnd-7-0-default', 'Layout', 'jnd-7'],
    ['ftc-7-0-default', 'LayoutFtc', 'ftc-7'],
    ['jnd-9-0-kontent', 'LayoutKontent', 'kontent-9'],
  ])('reads %s from <html> and picks %s', (setting, layout, brand) => {
    document.documentElement.setAttribute('data-theme-setting', setting);
    expect(readTheme().layout).toBe(layout);
    expect(document.documentElement.getAttribute('data-brand')).toBe(brand);
  });

  it('raises a developer error for an unknown theme', () => {
    document.documentElement.setAttribute('data-theme-setting', 'jnd-8-0-default');
    expect(() => readTheme()).toThrow(ThemeError);
    expect(() => readTheme()).toThrow('Unknown theme "jnd-8-0-default"');
  });

  it('raises a developer error when no theme is set', () => {
    expect(() => readTheme()).toThrow('Theme not specified');
  });
});
