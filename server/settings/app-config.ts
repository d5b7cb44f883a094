// The app configuration the server writes onto the page's <html> element beside the theme, so the
// app has it before its first call: every setting whose definition (server/settings/setting-definitions.ts)
// names a page setting (src/contract/page-settings.ts). Unset settings write nothing.
import { pageSettings } from '../../src/contract/page-settings';
import { settingDefinitions } from './setting-definitions';
import type { SettingDefinition } from './setting-kinds';
import type { ServerSettings } from './settings';

/** Every attribute this module may write (so a stale one in index.html is replaced, never doubled). */
export const appConfigAttributeNames = Object.values(pageSettings).map((setting) => setting.attribute);

/** The <html> attributes of the settings that are set. Values are escaped for a double-quoted attribute. */
export function appConfigAttributes(settings: ServerSettings): Record<string, string> {
  const attributes: Record<string, string> = {};
  const definitions: Readonly<Record<string, SettingDefinition<unknown, unknown>>> = settingDefinitions;
  for (const [name, definition] of Object.entries(definitions)) {
    if (!definition.page) continue;
    const text = definition.page.write((settings as unknown as Record<string, unknown>)[name]);
    if (text !== null) attributes[definition.page.attribute] = text;
  }
  return attributes;
}

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
