import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Comments and READMEs explain themselves with the repository's own documents: docs/contract.md
// (what the site promises) and docs/decisions.md (the choices made where it is silent). A reader
// of the repository has nothing else, so a pointer to a document outside it, or to a section
// these do not have, leaves them with a dead end.

const tracked = execFileSync(
  'git',
  ['ls-files', 'src', 'server', 'ui', 'tests', 'scripts', 'themes', 'stories', '.ladle', 'README.md', 'CONTRIBUTING.md', 'docs'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(
    (file) => /\.(ts|tsx|mjs|js|md|css)$/.test(file) && !file.endsWith('routeTree.gen.ts') && file !== 'tests/docs/references.test.ts',
  );

const sources = tracked.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The `## §Name` headings of a document in docs/. */
function sections(document: string): Set<string> {
  return new Set([...readFileSync(`docs/${document}`, 'utf8').matchAll(/^## §(\w+)/gm)].map((match) => match[1]!));
}

describe('documentation pointers', () => {
  it('never send the reader to a document outside the repository', () => {
    const outside = /\b[Ss]pec sections?\b|\b(?:the|The) spec\b|\bspec['’]s\b|\(spec:|\b(?:PRODUCT|TOOLCHAIN|REVIEW|STYLE)\.md\b/;
    const found = sources.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('name only sections that docs/contract.md and docs/decisions.md have', () => {
    const known = { 'contract.md': sections('contract.md'), 'decisions.md': sections('decisions.md') };
    expect(known['contract.md'].size).toBeGreaterThan(5);
    expect(known['decisions.md'].size).toBeGreaterThan(3);
    const broken: string[] = [];
    let pointers = 0;
    for (const { file, text } of sources) {
      // "contract.md §Data and §Behaviour" names two sections of the same document.
      for (const match of text.matchAll(/\b(contract\.md|decisions\.md)\)?,? ((?:§\w+(?:,? (?:and )?)?)+)/g)) {
        for (const name of match[2]!.matchAll(/§(\w+)/g)) {
          pointers += 1;
          if (!known[match[1] as keyof typeof known].has(name[1]!)) broken.push(`${file}: ${match[1]} §${name[1]}`);
        }
      }
    }
    expect(pointers).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});
