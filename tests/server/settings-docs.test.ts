import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageSettings } from '@/contract/page-settings';
import { settingDefinitions } from '@server/settings/setting-definitions';
import { settingsTable, startVariables, withSettingsTable } from '@server/settings/settings-docs';
import { settingsFromEnv } from '@server/settings/settings';

// server/README.md carries the table of the server's settings, written from the setting
// definitions by `npm run settings:docs`; the root README links to it. This keeps the table in step
// with the definitions and with what the server and `npm start` read.

/** Every environment variable settingsFromEnv looks at, found by watching it read. */
function variablesTheServerReads(): string[] {
  const read = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  settingsFromEnv(env);
  return [...read];
}

/** Variables `npm start` itself reads (scripts/start.mjs), npm's own npm_* aside. */
function variablesStartReads(): string[] {
  const source = readFileSync('scripts/start.mjs', 'utf8');
  return [...new Set([...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!))];
}

/** The variables of the table's rows. */
const rowNames = (table: string) => [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!);

describe('the settings table of server/README.md', () => {
  it('is the one the setting definitions give (run `npm run settings:docs` after changing one)', () => {
    const readme = readFileSync('server/README.md', 'utf8');
    expect(readme).toBe(withSettingsTable(readme));
  });

  it('lists every variable the server and npm start read, and nothing else', () => {
    const read = [...variablesTheServerReads(), ...variablesStartReads()].sort();
    expect(read).toEqual(expect.arrayContaining(['PORT', 'THEME', 'REDIRECT_ON_ERROR', 'SKIP_BUILD']));
    expect(rowNames(settingsTable()).sort()).toEqual(read);
    expect(variablesStartReads().sort()).toEqual(startVariables.map((variable) => variable.env).sort());
  });

  it('is what the root README points to', () => {
    const root = readFileSync('README.md', 'utf8');
    expect(root).toContain('](server/README.md#settings)');
    expect(rowNames(root)).toEqual([]);
  });
});

describe('the setting definitions', () => {
  it('give every page setting the app reads to exactly one setting, under its own name', () => {
    const written = Object.entries(settingDefinitions).flatMap(([name, definition]) =>
      'page' in definition && definition.page ? [[name, definition.page.attribute]] : [],
    );
    expect(written.sort()).toEqual(
      Object.entries(pageSettings)
        .map(([name, setting]) => [name, setting.attribute])
        .sort(),
    );
  });

  it('name each environment variable once', () => {
    const names = Object.values(settingDefinitions).flatMap((definition) => (definition.env === null ? [] : [definition.env]));
    expect(new Set(names).size).toBe(names.length);
  });
});
