import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { allCopyEntries } from '@/contract/copy-catalogue';
import { packageFormats } from '@server/settlement/package-formats';
import { withReferenceTables } from '@server/settlement/reference-tables';

// An administrator writing or upgrading a package reads every app copy key (with its English text
// and parameters), the address block's fields and the package formats in settlements/README.md.

describe('the tables settlements/README.md takes from the definitions', () => {
  it('are what the definitions give (run npm run settlement:schema after changing them)', async () => {
    const readme = await readFile('settlements/README.md', 'utf8');
    expect(readme, 'settlements/README.md is stale: run npm run settlement:schema').toBe(withReferenceTables(readme));
    for (const { key } of allCopyEntries) expect(readme).toContain(`| \`${key}\` |`);
    expect(readme).toContain('| header | `Header_LanguageMenu` | Language |  |');
    expect(readme).toContain('| shared | `Shared_Upload_Progress` | Uploading {name}: {percent}% | `{name}`, `{percent}` |');
    expect(readme).toContain('| header | `Header_CaseName` | **required**: no default |  |');
    expect(readme).toContain('| `mailingCountry` | no |');
    expect(readme).toContain('| `mailingStreetLine1` | yes |');
    for (const { version } of packageFormats) expect(readme).toMatch(new RegExp(`^\\| ${version} \\| \\d{4}-\\d{2}-\\d{2} \\|`, 'm'));
  });
});
