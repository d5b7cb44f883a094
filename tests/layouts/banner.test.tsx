import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStateStore } from '@/features/app-state/app-state-context';
import { startBanner } from '@/features/app-state/banner';
import { findPageHeading, renderApp } from '../support/render-app';

// The settlement's banner, switched on by the app configuration (data-banner="on", which
// main.tsx hands to startBanner): under the header of every layout, closable, closed for the tab.

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  sessionStorage.clear();
  act(() => appStateStore.setBannerActive(false));
});

const BANNER = 'The claim deadline is December 31, 2099';

describe.each(['jnd-7-0-default', 'ftc-7-0-default', 'jnd-9-0-kontent'] as const)('%s layout', (theme) => {
  it('shows the banner between the header and the page when the setting is on, and not when it is off', async () => {
    const { router } = await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    act(() => startBanner(appStateStore, false));
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();

    act(() => startBanner(appStateStore, true));
    const banner = screen.getByRole('region', { name: BANNER });
    // The copy's sanitizer loads with the first banner shown.
    expect(await within(banner).findByText('File your claim online by 11:59 p.m. Pacific Time on the deadline.')).toBeVisible();
    // Not a live region: it is read where it stands, once, not announced again on each page.
    expect(banner.closest('[aria-live]')).toBeNull();
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The same banner element stays through a page change.
    await act(() => router.navigate({ to: '/automotive' }));
    await findPageHeading('File a claim for your vehicle');
    expect(screen.getByRole('region', { name: BANNER })).toBe(banner);
  });

  it('closes with its button, sends focus to the page, and stays closed for the tab', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    act(() => startBanner(appStateStore, true));

    await user.click(screen.getByRole('button', { name: 'Close this notice' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();

    await act(() => router.navigate({ to: '/automotive' }));
    await findPageHeading('File a claim for your vehicle');
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
    // A reload of the tab starts the banner again from the setting: still closed.
    act(() => startBanner(appStateStore, true));
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
    // A new visit (a new tab's storage) shows it again.
    sessionStorage.clear();
    act(() => startBanner(appStateStore, true));
    expect(screen.getByRole('region', { name: BANNER })).toBeInTheDocument();
  });
});
