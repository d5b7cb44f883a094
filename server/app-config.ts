// The app configuration the server writes onto the page's <html> element beside the theme, so the
// app has it before its first call: the redirect-on-error setting, the banner, the analytics tag
// and where an expired session goes. Unset settings write nothing.
import type { ServerSettings } from './settings';

/** Every attribute this module may write (so a stale one in index.html is replaced, never doubled). */
export const appConfigAttributeNames = [
  'data-redirect-on-error',
  'data-banner',
  'data-analytics-tag-id',
  'data-expired-redirect-url',
] as const;

/** The <html> attributes of the settings that are set. Values are escaped for a double-quoted attribute. */
export function appConfigAttributes(settings: ServerSettings): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (settings.redirectOnError) attributes['data-redirect-on-error'] = 'true';
  if (settings.banner) attributes['data-banner'] = 'on';
  if (settings.analyticsTagId) attributes['data-analytics-tag-id'] = settings.analyticsTagId;
  if (settings.expiredRedirectUrl) attributes['data-expired-redirect-url'] = settings.expiredRedirectUrl;
  return attributes;
}

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
