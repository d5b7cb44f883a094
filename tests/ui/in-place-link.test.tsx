import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InPlaceLink } from '@ui/in-place-link';

describe('InPlaceLink', () => {
  it('hands a plain click to the app and keeps the browser from leaving the page', async () => {
    const onFollow = vi.fn();
    render(
      <InPlaceLink href="/standard/claimant-info" onFollow={onFollow}>
        Change your information
      </InPlaceLink>,
    );
    const link = screen.getByRole('link', { name: 'Change your information' });
    expect(link).toHaveAttribute('href', '/standard/claimant-info');
    await userEvent.click(link);
    expect(onFollow).toHaveBeenCalledWith('/standard/claimant-info');
  });

  it('follows the link from the keyboard too (Enter clicks a link)', async () => {
    const onFollow = vi.fn();
    render(
      <InPlaceLink href="/claim/status" onFollow={onFollow}>
        Claim status
      </InPlaceLink>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onFollow).toHaveBeenCalledWith('/claim/status');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab or window)', (_name, init) => {
    const onFollow = vi.fn();
    render(
      <InPlaceLink href="/claim/status" onFollow={onFollow}>
        Claim status
      </InPlaceLink>,
    );
    // Read whether the browser may still open the link once the app has seen the click, then
    // stop it: jsdom cannot leave the page and says so in the log.
    let leftToBrowser: boolean | undefined;
    const stopNavigation = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stopNavigation);
    try {
      fireEvent(screen.getByRole('link', { name: 'Claim status' }), new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    } finally {
      window.removeEventListener('click', stopNavigation);
    }
    expect(onFollow).not.toHaveBeenCalled();
    expect(leftToBrowser).toBe(true);
  });
});
