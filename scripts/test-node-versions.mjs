// Runs the reference server's tests under other Node versions than the one installed: the
// registry's `node` package ships Node binaries, and `npx -p node@N` puts one first on the PATH,
// so vitest and every process the tests start (servers, PostgreSQL's owner) run on it.
// A smoke subset, chosen to cover what differs between Node versions at small cost: the HTTP
// server and every call (PGlite), schema migrations with several servers (PostgreSQL), and
// documents in S3 and on disk.
// The versions run side by side: each spends much of its time fetching Node, starting its own
// PostgreSQL and S3 servers (on free ports, in folders of their own) and waiting on them, so two
// take 67 s together on a 2-core machine against 82 s one after the other. Each run's output is
// printed whole when it ends.
// Usage: node scripts/test-node-versions.mjs [major ...]   (default: 22 24)
import { join } from 'node:path';
import { runSideBySide, verdict } from './side-by-side.mjs';

const root = join(import.meta.dirname, '..');
// vitest finds its config in the folder it runs in.
process.chdir(root);
const majors = process.argv.slice(2).length ? process.argv.slice(2) : ['22', '24'];
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const smoke = ['tests/server/api.test.ts', 'tests/server/migrations.test.ts', 'tests/server/storage-settings.test.ts'];

const outcomes = await runSideBySide(
  majors.map((major) => ({
    name: `the server's smoke tests on Node ${major}`,
    command: 'npx',
    args: ['-y', '-p', `node@${major}`, '--', 'node', vitest, 'run', '--project', 'server', ...smoke],
  })),
);
process.exit(verdict(outcomes));
