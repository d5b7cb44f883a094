import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pageSectionSchema } from '@/contract/page-layouts';
import { sectionDefinitions, sectionKinds } from '@/engine/sections/registry';
import { sectionsReadme, withSectionsTable } from '@server/settlement/sections-table';

// Each page section kind is one file (src/engine/sections/kinds): its schema builds the package
// schema and the README's table, its definition is filed in the registry. What each definition names and shows is held to its own
// schema, kind by kind, in tests/wizard/section-kinds.test.tsx.

describe('the page section kinds', () => {
  it('are the members of the package schema, in the registry’s order, each with a description', () => {
    expect(pageSectionSchema.options.map((option) => option.shape.kind.value)).toEqual(sectionKinds);
    for (const option of pageSectionSchema.options) expect(option.description).toMatch(/^[A-Z].*\.$/);
  });

  it('are each filed under the kind they define', () => {
    for (const kind of sectionKinds) expect(sectionDefinitions[kind].kind).toBe(kind);
  });

  it('are the rows of the Sections table in settlements/README.md (run npm run settlement:schema after changing them)', async () => {
    const readme = await readFile(sectionsReadme, 'utf8');
    expect(readme, `${sectionsReadme} is stale: run npm run settlement:schema`).toBe(withSectionsTable(readme));
    for (const option of pageSectionSchema.options) expect(readme).toContain(`| \`${option.shape.kind.value}\` | ${option.description} |`);
  });
});
