import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withCultureParam } from '@/features/deadlines/deadline-redirect';
import { axeViolations } from '../support/axe';
import { findPageHeading, renderApp } from '../support/render-app';
import { queryClientWithArabic } from '../support/arabic';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
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
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    await findPageHeading('Look up your claim');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('[data-slot="layout"]')).toHaveAttribute('dir', 'ltr');
  });
});

describe.each(['jnd-7-0-default', 'ftc-7-0-default', 'jnd-9-0-kontent'] as const)('language menu in %s', (theme) => {
  it('lists every enabled culture by its own name, in its own language', async () => {
    await renderApp('/lookup', { theme, queryClient: queryClientWithArabic() });
    await findPageHeading('Look up your claim');
    const menu = screen.getByRole('navigation', { name: 'Language' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['العربية', 'ar'],
    ]);
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('changes the language of the page the claimant is on, and marks the new one', async () => {
    const { router } = await renderApp('/lookup', { theme, queryClient: queryClientWithArabic() });
    await findPageHeading('Look up your claim');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'العربية' }));
    await findPageHeading('ابحث عن مطالبتك');
    expect(router.state.location.pathname).toBe('/lookup');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const menu = screen.getByRole('navigation', { name: 'Language' });
    expect(within(menu).getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'page');
    // English is then reached through the switch to English beside the menu, listed once.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Español', 'العربية']);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('data-slot', 'english-switch');
  });

  it('is reached and used with the keyboard alone', async () => {
    await renderApp('/lookup', { theme, queryClient: queryClientWithArabic() });
    await findPageHeading('Look up your claim');
    const spanish = within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Español' });
    for (let press = 0; press < 40 && document.activeElement !== spanish; press += 1) await userEvent.tab();
    expect(spanish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es'));
  });
});

describe('redirects keep the culture', () => {
  it('adds the active culture to a path on the site, unless it names one', () => {
    expect(withCultureParam('/claim/status', 'ar')).toBe('/claim/status?culture=ar');
    expect(withCultureParam('/claim/status?x=1#top', 'vi')).toBe('/claim/status?x=1&culture=vi#top');
    expect(withCultureParam('/claim/status?culture=es', 'ar')).toBe('/claim/status?culture=es');
    expect(withCultureParam('/claim/status', 'en')).toBe('/claim/status');
  });
});
