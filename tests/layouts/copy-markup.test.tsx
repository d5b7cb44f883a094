import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys } from '@/lib/api/queries';
import { appStateStore } from '@/features/app-state/app-state-context';
import { demoSettlement } from '../support/demo-settlement';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// The settlement's copy is HTML where the site renders it as such (the FTC footer's copy block,
// the banner's copy). Copy comes from the administrator's API, so it is untrusted: the markup copy
// may use renders, anything that could run is gone. (tests/ui/copy-block.browser.test.tsx shows
// in Chromium that what the copy block leaves never runs.)

vi.setConfig({ testTimeout: 30_000 });

const hostile = [
  'Refunds are <strong>free</strong> to claim.',
  '<script>window.hostile = "script"</script>',
  '<img src="/no-such-image.png" onerror="window.hostile = 1" alt="">',
  '<a href="javascript:window.hostile = 2">Read the notice</a>',
  '<a href="https://www.ftc.example/refunds" onclick="window.hostile = 3">Agency refunds page</a>',
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
].join(' ');

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  act(() => appStateStore.setBannerActive(false));
});

/** The demo's English copy with hostile HTML as the FTC footer's and the banner's copy. */
function hostileQueryClient() {
  const queryClient = filledQueryClient();
  const content = demoSettlement
    .content('en')
    .map((entry) => (entry.key === 'Footer_FtcCopy' || entry.key === 'Banner_Copy' ? { key: entry.key, value: hostile } : entry));
  queryClient.setQueryData(apiKeys.cultureContent('en'), content);
  return queryClient;
}

describe('HTML copy from the settlement', () => {
  it('keeps the markup copy may use and drops everything that could run, in the FTC footer and the banner', async () => {
    await renderApp('/lookup', { theme: 'ftc-7-0-default', queryClient: hostileQueryClient() });
    await findPageHeading('Look up your claim');
    act(() => appStateStore.setBannerActive(true));
    const footer = screen.getByRole('contentinfo');
    const banner = await screen.findByRole('region', { name: 'The claim deadline is December 31, 2099' });

    for (const block of [footer, banner]) {
      // The copy block loads its sanitizer when it first shows: wait for the copy a claimant
      // would read, as a claimant would.
      expect((await within(block).findByText('free')).tagName).toBe('STRONG');
      const agency = within(block).getByRole('link', { name: 'Agency refunds page' });
      expect(agency).toHaveAttribute('href', 'https://www.ftc.example/refunds');
      expect(agency).toHaveAttribute('rel', 'noopener noreferrer');
      expect(agency).not.toHaveAttribute('onclick');
      // The javascript: address is dropped: the text stays, as text, not as a link.
      expect(within(block).getByText('Read the notice')).not.toHaveAttribute('href');
      expect(block.querySelector('script, iframe, style, img, [onerror], [onclick]')).toBeNull();
    }
  });
});
