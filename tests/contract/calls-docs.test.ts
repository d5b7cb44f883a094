import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callSchemas } from '@/contract/call-schemas';
import { type CallName, callOf, calls } from '@/contract/calls';
import { callsTable, withCallsTable } from '@/contract/calls-docs';

// docs/contract.md §Calls carries the table of the claimant's calls, written from the calls table
// (src/contract/calls.ts, call-schemas.ts) by `npm run calls:docs`. This keeps it in step.

describe('the calls table of docs/contract.md', () => {
  it('is the one the calls table gives (run `npm run calls:docs` after changing a call)', () => {
    const document = readFileSync('docs/contract.md', 'utf8');
    expect(document).toBe(withCallsTable(document));
  });

  it('has one row per call, with its method and path', () => {
    const rows = [...callsTable().matchAll(/^\| `(GET|POST) ([^`?]+)[^`]*` \|/gm)].map((match) => `${match[1]} ${match[2]}`);
    const expected = (Object.keys(calls) as CallName[]).map((name) => `${callSchemas[name].method} ${callOf(name).path}`);
    expect(rows).toEqual(expected);
  });
});
