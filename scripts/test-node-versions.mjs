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
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const majors = process.argv.slice(2).length ? process.argv.slice(2) : ['22', '24'];
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const smoke = ['tests/server/api.test.ts', 'tests/server/migrations.test.ts', 'tests/server/storage-settings.test.ts'];

/** Runs the smoke tests on Node `major`; resolves with its exit status and everything it printed. */
function runOn(major) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['-y', '-p', `node@${major}`, '--', 'node', vitest, 'run', '--project', 'server', ...smoke], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: null, output: `${output}\n${error.message}` }));
    child.on('close', (status, signal) => resolve({ status: status ?? signal, output }));
  });
}

const runs = majors.map((major) => runOn(major).then((run) => ({ major, ...run })));
let failed = false;
for (const run of runs) {
  const { major, status, output } = await run;
  console.log(`\nThe server's smoke tests on Node ${major}:\n${output}`);
  if (status !== 0) {
    console.error(`The server tests failed on Node ${major} (exit ${status}).`);
    failed = true;
  }
}
if (failed) process.exit(1);
