// The settings table of server/README.md, written from the setting definitions
// (server/settings/setting-definitions.ts) by `npm run settings:docs`; tests/server/settings-docs.test.ts
// fails while the README's copy differs.
import { settingDefinitions } from './setting-definitions';
import type { SettingDefinition } from './setting-kinds';

/** Variables `npm start` reads itself (scripts/start.mjs), after the server's in the table. */
export const startVariables = [
  {
    env: 'SKIP_BUILD',
    defaultText: 'unset',
    doc: '`1`: `npm start` serves `dist/` as it is, without checking whether to build.',
  },
] as const;

/** The lines that open and close the generated table in server/README.md. */
const tableMarkers = {
  start: '<!-- settings table: generated from server/settings/setting-definitions.ts by `npm run settings:docs` -->',
  end: '<!-- end of the settings table -->',
} as const;

/** The settings table (Markdown, links relative to server/README.md). */
export function settingsTable(): string {
  const definitions: Readonly<Record<string, SettingDefinition<unknown, unknown>>> = settingDefinitions;
  const rows = Object.values(definitions).flatMap((definition) => {
    if (definition.env === null) return [];
    const page = definition.page
      ? ` Written into \`index.html\` as \`<html ${definition.page.attribute}="${definition.page.write(definition.page.example)}">\`.`
      : '';
    return [row(definition.env, definition.defaultText, definition.doc + page)];
  });
  const start = startVariables.map((variable) => row(variable.env, variable.defaultText, variable.doc));
  return ['| variable | default | what it does |', '|---|---|---|', ...rows, ...start].join('\n');
}

function row(env: string, defaultText: string, doc: string): string {
  if (`${defaultText}${doc}`.includes('|')) throw new Error(`The settings table row of ${env} may not contain "|".`);
  return `| \`${env}\` | ${defaultText} | ${doc} |`;
}

/** `readme` with its settings table replaced by the one the definitions give. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(tableMarkers.start);
  const end = readme.indexOf(tableMarkers.end);
  if (start === -1 || end < start) throw new Error(`server/README.md lacks the lines ${tableMarkers.start} and ${tableMarkers.end}.`);
  return `${readme.slice(0, start + tableMarkers.start.length)}\n\n${settingsTable()}\n\n${readme.slice(end)}`;
}
