/** The contract's redirect-on-error setting, which the server writes onto <html> as
 *  `data-redirect-on-error`: when on, a server error string sends the claimant to /error. */
export function redirectOnError(root: HTMLElement = document.documentElement): boolean {
  return root.getAttribute('data-redirect-on-error') === 'true';
}
