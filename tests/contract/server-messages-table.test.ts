import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { claimantMessages } from '@server/claimant-messages';
import { withMessagesTable } from '@server/settlement/messages-table';

// Administrators translating a package find every message the server words in the README's table.

describe("the server's messages in settlements/README.md", () => {
  it('are the rows of its table (run npm run settlement:schema after changing them)', async () => {
    const readme = await readFile('settlements/README.md', 'utf8');
    expect(readme, 'settlements/README.md is stale: run npm run settlement:schema').toBe(withMessagesTable(readme));
    for (const { key, englishText } of Object.values(claimantMessages)) expect(readme).toContain(`| \`${key}\` | ${englishText} |`);
  });
});
