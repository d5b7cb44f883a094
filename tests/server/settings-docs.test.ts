import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from '@server/settings';

// Both READMEs carry the table of the server's settings: the root one for someone starting the
// site, server/README.md beside the code. This keeps both in step with what the server reads.

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

/** The rows of the settings table under a heading: variable and default. */
function settingsTable(file: string, heading: string): { name: string; fallback: string }[] {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file} has a "${heading}" section`).toBeGreaterThan(-1);
  const section = text.slice(start + heading.length + 2).split(/\n#{1,2} /)[0]!;
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)].map((match) => ({ name: match[1]!, fallback: match[2]!.trim() }));
}

const root = () => settingsTable('README.md', '## Settings of the reference server');
const server = () => settingsTable('server/README.md', '## Settings');

describe('the settings tables of README.md and server/README.md', () => {
  it('list every variable the server and npm start read, and nothing else', () => {
    const read = [...variablesTheServerReads(), ...variablesStartReads()].sort();
    expect(read).toEqual(expect.arrayContaining(['PORT', 'THEME', 'REDIRECT_ON_ERROR', 'SKIP_BUILD']));
    expect(
      server()
        .map((row) => row.name)
        .sort(),
    ).toEqual(read);
    expect(
      root()
        .map((row) => row.name)
        .sort(),
    ).toEqual(read);
  });

  it('give the same variables in the same order with the same defaults', () => {
    expect(root()).toEqual(server());
  });
});
