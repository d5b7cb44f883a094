// The settings the server writes onto the page's <html> element beside the theme, so the app has
// them before its first call. One entry per setting: its attribute, how the server writes the
// value and how the app reads it back. The server's setting definitions
// (server/settings/setting-definitions.ts) name the entry of each setting they write; the app reads them
// with src/features/html-settings/app-settings.ts. A value in the wrong shape reads as unset.

/** A Google tag id such as G-ABC123XYZ. It goes into the page and a script address, so nothing
 *  else may pass. */
export const analyticsTagPattern = /^[A-Z]{1,4}-[A-Z0-9]{4,20}$/;

/** A path on this site: one slash (two would name another host), no blanks. */
export const sitePathPattern = /^\/(?!\/)\S*$/;

/** One setting the app reads from `<html>`. */
export interface PageSetting<T> {
  /** The attribute on `<html>`. */
  readonly attribute: `data-${string}`;
  /** A value the documentation shows as an example. */
  readonly example: T;
  /** The attribute's text for a value; null: the attribute is left out. */
  write(value: T): string | null;
  /** The value for the attribute's text (null: absent). */
  read(text: string | null): T;
}

/** Declares one entry of `pageSettings` with its value type. */
const pageSetting = <T>(setting: PageSetting<T>): PageSetting<T> => setting;

/** Every setting the server writes onto `<html>` for the app, by the name of its server setting. */
export const pageSettings = {
  redirectOnError: pageSetting<boolean>({
    attribute: 'data-redirect-on-error',
    example: true,
    write: (on) => (on ? 'true' : null),
    read: (text) => text === 'true',
  }),
  banner: pageSetting<boolean>({
    attribute: 'data-banner',
    example: true,
    write: (on) => (on ? 'on' : null),
    read: (text) => text === 'on',
  }),
  analyticsTagId: pageSetting<string | null>({
    attribute: 'data-analytics-tag-id',
    example: 'G-ABC123XYZ',
    write: (id) => id || null,
    read: (text) => (text && analyticsTagPattern.test(text) ? text : null),
  }),
  expiredRedirectUrl: pageSetting<string | null>({
    attribute: 'data-expired-redirect-url',
    example: '/lookup',
    write: (url) => url || null,
    read: (text) => (text && (sitePathPattern.test(text) || /^https:\/\/\S+$/.test(text)) ? text : null),
  }),
};

/** The name of a setting the app reads from `<html>`. */
export type PageSettingName = keyof typeof pageSettings;
