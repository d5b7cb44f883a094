import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeKestrelPackage } from './support/packages';

// The Kestrel test package stands for a settlement in French and Japanese: what its pages show a
// claimant must be written in each culture, not left in English (a test of another package's
// language would otherwise pass on English text).

let dir: string;
beforeAll(async () => {
  dir = await writeKestrelPackage();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const readJson = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<string, unknown>;

/** The copy keys the forms' pages name, and the note every page with a required field shows. */
async function pageKeys(): Promise<string[]> {
  const keys = new Set(['Shared_RequiredNote']);
  for (const form of ['forms/standard.json', 'forms/lookup.json']) {
    const { pages } = (await readJson(form)) as { pages: Record<string, unknown>[] };
    for (const page of pages) {
      for (const name of ['title', 'heading', 'intro', 'button']) if (typeof page[name] === 'string') keys.add(page[name]);
      for (const section of page.sections as Record<string, unknown>[])
        for (const name of ['legend', 'heading', 'intro', 'caption', 'rowLabel', 'minimumMessage'])
          if (typeof section[name] === 'string') keys.add(section[name]);
    }
  }
  return [...keys].sort();
}

/** Texts that are the same word in English and in the culture ("Signature"). */
const sameWord: Record<string, string[]> = { fr: ['Kestrel_Review_Section'] };

describe('the Kestrel package in French and Japanese', () => {
  it.each(['fr', 'ja'])('has its own %s text for every key its pages show', async (culture) => {
    const english = (await readJson('copy/en.json')) as Record<string, string>;
    const own = (await readJson(`copy/${culture}.json`)) as Record<string, string>;
    const keys = await pageKeys();
    expect(keys.length).toBeGreaterThan(10);
    const untranslated = keys.filter(
      (key) => (own[key] === english[key] && !sameWord[culture]?.includes(key)) || own[key]!.startsWith(`[${culture}]`),
    );
    expect(untranslated).toEqual([]);
  });
});
