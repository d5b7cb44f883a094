// The app configuration the server writes onto <html> beside the theme (server/app-config.ts): read
// once at start-up, before any call. A value in the wrong shape counts as unset.

/** The redirect-on-error setting of contract.md §Errors, written as `data-redirect-on-error`: when
 *  on, a server error string sends the claimant to /error. */
export function redirectOnError(root: HTMLElement = document.documentElement): boolean {
  return root.getAttribute('data-redirect-on-error') === 'true';
}

/** Whether the settlement turned its banner on (`data-banner="on"`); off by default. */
export function bannerSetting(root: HTMLElement = document.documentElement): boolean {
  return root.getAttribute('data-banner') === 'on';
}

/** The analytics tag id (`data-analytics-tag-id`, a Google tag such as G-ABC123); null: none, and
 *  then nothing is loaded and nothing tracks the claimant. */
export function analyticsTagId(root: HTMLElement = document.documentElement): string | null {
  const value = root.getAttribute('data-analytics-tag-id');
  return value && /^[A-Z]{1,4}-[A-Z0-9]{4,20}$/.test(value) ? value : null;
}

/** Where an expired session goes (`data-expired-redirect-url`): a path on this site or an https
 *  address; null: the site's own session-expired page. */
export function expiredRedirectUrl(root: HTMLElement = document.documentElement): string | null {
  const value = root.getAttribute('data-expired-redirect-url');
  if (!value) return null;
  if (/^\/(?!\/)\S*$/.test(value)) return value;
  return /^https:\/\/\S+$/.test(value) ? value : null;
}
