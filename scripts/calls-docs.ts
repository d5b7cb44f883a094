// `npm run calls:docs`: writes the table of docs/contract.md §Calls from the calls table
// (src/contract/calls.ts, call-schemas.ts); commit the result.
import { readFileSync, writeFileSync } from 'node:fs';
import { withCallsTable } from '../src/contract/calls-docs';

const file = 'docs/contract.md';
writeFileSync(file, withCallsTable(readFileSync(file, 'utf8')));
console.info(`wrote the calls table of ${file}`);
