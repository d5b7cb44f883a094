// The app configuration the server writes onto <html> beside the theme (server/settings/app-config.ts): read
// once at start-up, before any call. Each setting's attribute and reading are declared once, in
// src/contract/page-settings.ts; a value in the wrong shape counts as unset.
import { pageSettings, type PageSettingName } from '@/contract/page-settings';

/** The value of a setting the server wrote onto `<html>` (its default when absent or malformed). */
export function appSetting<K extends PageSettingName>(
  name: K,
  root: HTMLElement = document.documentElement,
): ReturnType<(typeof pageSettings)[K]['read']> {
  const setting = pageSettings[name];
  return setting.read(root.getAttribute(setting.attribute)) as ReturnType<(typeof pageSettings)[K]['read']>;
}

/** The redirect-on-error setting of contract.md §Errors: when on, a server error string sends the
 *  claimant to /error. */
export const redirectOnError = (root?: HTMLElement): boolean => appSetting('redirectOnError', root);

/** Whether the settlement turned its banner on; off by default. */
export const bannerSetting = (root?: HTMLElement): boolean => appSetting('banner', root);

/** The analytics tag id (a Google tag such as G-ABC123); null: none, and then nothing is loaded and
 *  nothing tracks the claimant. */
export const analyticsTagId = (root?: HTMLElement): string | null => appSetting('analyticsTagId', root);

/** Where an expired session goes: a path on this site or an https address; null: the site's own
 *  session-expired page. */
export const expiredRedirectUrl = (root?: HTMLElement): string | null => appSetting('expiredRedirectUrl', root);
