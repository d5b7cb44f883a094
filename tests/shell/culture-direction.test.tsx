import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from './support';
import { queryClientWithArabic } from './support-arabic';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
});

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = 'en';
});

describe.each(['jnd-7-0-default', 'ftc-7-0-default', 'jnd-9-0-kontent'] as const)('direction in %s', (theme) => {
  it('lays an Arabic page out right to left, on the page and in the layout', async () => {
    await renderApp('/lookup?culture=ar', { theme, queryClient: queryClientWithArabic() });
    await findPageHeading('ابحث عن مطالبتك');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const layout = document.querySelector('[data-slot="layout"]');
    expect(layout).toHaveAttribute('dir', 'rtl');
    expect(layout).toHaveAttribute('lang', 'ar');
  });

  it('turns back to left to right with the switch to English', async () => {
    await renderApp('/lookup?culture=ar', { theme, queryClient: queryClientWithArabic() });
    await findPageHeading('ابحث عن مطالبتك');
    await userEvent.click(screen.getAllByRole('link', { name: 'English' })[0]!);
    await findPageHeading('Look up your claim');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('[data-slot="layout"]')).toHaveAttribute('dir', 'ltr');
  });
});
