import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSectionSchema } from '@/contract/page-layouts';
import {
  sectionCopyKeys,
  sectionDefinitions,
  sectionKinds,
  sectionShows,
  type SectionKind,
  type SectionOf,
} from '@/engine/sections/registry';
import { sectionsReadme, withSectionsTable } from '@server/settlement/sections-table';

// Each page section kind is one definition (src/engine/sections): the package schema, the package
// check's references and the README's table all come from it. These tests hold the facts of a
// definition to its own schema, so a definition that forgets a copy key or its mapping fails here.

/** A section of each kind with every optional property given: a new kind needs one to compile. */
const examples: { readonly [K in SectionKind]: SectionOf<K> } = {
  fields: { kind: 'fields', mapping: 'claimantInfo', keys: ['EmailAddress'], legend: 'Section_Contact' },
  name: { kind: 'name', mapping: 'claimantInfo' },
  address: { kind: 'address', mapping: 'claimantInfo', international: true, secondLine: true },
  table: { kind: 'table', mapping: 'claimTransactions', caption: 'Table_Caption', rowLabel: 'Table_Row', minimumMessage: 'Table_Min' },
  records: { kind: 'records', mapping: 'documentContexts', required: true, heading: 'Documents_Heading' },
  paypal: { kind: 'paypal' },
  summary: { kind: 'summary' },
  prepopulated: { kind: 'prepopulated', heading: 'Facts_Heading' },
  confirmation: { kind: 'confirmation', heading: 'Done_Heading', intro: 'Done_Intro' },
};

interface MemberJsonSchema {
  properties: Record<string, { description?: string }>;
}

/** The properties of a kind's schema, with their descriptions, as the JSON Schema states them. */
function propertiesOf(kind: SectionKind) {
  const member = pageSectionSchema.options.find((option) => option.shape.kind.value === kind)!;
  return (z.toJSONSchema(member, { io: 'input' }) as MemberJsonSchema).properties;
}

describe('the page section kinds', () => {
  it('are the members of the package schema, in the registry’s order, each described by its definition', () => {
    expect(pageSectionSchema.options.map((option) => option.shape.kind.value)).toEqual(sectionKinds);
    for (const option of pageSectionSchema.options)
      expect(option.description).toBe(sectionDefinitions[option.shape.kind.value].description);
  });

  it('are each filed under the kind they define', () => {
    for (const kind of sectionKinds) expect(sectionDefinitions[kind].kind).toBe(kind);
  });

  it.each(sectionKinds)('%s: the example reads as the schema says', (kind) => {
    expect(pageSectionSchema.parse(examples[kind])).toEqual(examples[kind]);
  });

  it.each(sectionKinds)('%s: names for the package check every copy key its schema takes', (kind) => {
    const section = examples[kind];
    const copyProperties = Object.entries(propertiesOf(kind))
      .filter(([, property]) => property.description?.startsWith('Copy key'))
      .map(([name]) => name);
    const named = sectionCopyKeys(section);
    expect(named.map((reference) => reference.property).sort()).toEqual(copyProperties.sort());
    for (const reference of named) expect(reference.key).toBe(section[reference.property as keyof typeof section]);
  });

  it.each(sectionKinds)('%s: shows the model its mapping names, and the summary lists only a model’s answers', (kind) => {
    const section = examples[kind];
    const shows = sectionShows(section);
    if ('mapping' in section) expect(shows).toMatchObject({ mapping: section.mapping });
    else expect(shows === null || !('mapping' in shows)).toBe(true);
    // The summary lists the answers of the model a section shows by its mapping: a kind whose
    // summary says "answers" without one would drop out of the summary unseen.
    if (sectionDefinitions[kind].summary === 'answers') expect(shows).toHaveProperty('mapping');
  });

  it('are the rows of the Sections table in settlements/README.md (run npm run settlement:schema after changing them)', async () => {
    const readme = await readFile(sectionsReadme, 'utf8');
    expect(readme, `${sectionsReadme} is stale: run npm run settlement:schema`).toBe(withSectionsTable(readme));
    for (const kind of sectionKinds) expect(readme).toContain(`| \`${kind}\` | ${sectionDefinitions[kind].description} |`);
  });
});
