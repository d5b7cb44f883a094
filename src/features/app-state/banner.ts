import type { AppStateStore } from './app-state-store';

// The settlement's banner: on when the app configuration says so, until the claimant closes it.
// Closed is remembered for the tab (sessionStorage), so it does not come back on the next page or
// after a reload, and a new visit shows it again.

const DISMISSED_KEY = 'claims-site:banner-dismissed';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off; the banner then simply shows on every load.
    return null;
  }
}

/** Whether the claimant closed the banner earlier in this tab. */
function bannerDismissed(storage: Storage | null = sessionStore()): boolean {
  return storage?.getItem(DISMISSED_KEY) === '1';
}

/** Turns the banner on at start-up when the setting asks for it and the claimant has not closed it. */
export function startBanner(store: AppStateStore, setting: boolean, storage: Storage | null = sessionStore()): void {
  store.setBannerActive(setting && !bannerDismissed(storage));
}

/** Closes the banner and remembers that for the tab. */
export function dismissBanner(store: AppStateStore, storage: Storage | null = sessionStore()): void {
  storage?.setItem(DISMISSED_KEY, '1');
  store.setBannerActive(false);
}
