// Runs the reference server's tests under other Node versions than the one installed: the
// registry's `node` package ships Node binaries, and `npx -p node@N` puts one first on the PATH,
// so vitest and every process the tests start (servers, PostgreSQL's owner) run on it.
// A smoke subset, chosen to cover what differs between Node versions at small cost: the HTTP
// server and every call (PGlite), schema migrations with several servers (PostgreSQL), and
// documents in S3 and on disk.
// Usage: node scripts/test-node-versions.mjs [major ...]   (default: 22 24)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const majors = process.argv.slice(2).length ? process.argv.slice(2) : ['22', '24'];
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const smoke = ['tests/server/api.test.ts', 'tests/server/migrations.test.ts', 'tests/server/storage-settings.test.ts'];

for (const major of majors) {
  console.log(`\nThe server's smoke tests on Node ${major}:`);
  const run = spawnSync('npx', ['-y', '-p', `node@${major}`, '--', 'node', vitest, 'run', '--project', 'server', ...smoke], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`The server tests failed on Node ${major} (exit ${run.status ?? run.signal}).`);
    process.exit(1);
  }
}
