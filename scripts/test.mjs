// `npm test`'s run: the typecheck beside every test, after the route tree is generated (both
// read it). tsc keeps one core busy for about 40 s, while the test run's start (building the app,
// starting PostgreSQL) leaves the other core idle; one after the other they took that much longer.
// The tests print as they go; the typecheck's output is printed whole when it ends. Either
// failing fails the run. Arguments go to vitest (`npm test -- tests/server`).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runSideBySide, verdict } from './side-by-side.mjs';

const root = join(import.meta.dirname, '..');
// vitest finds its config in the folder it runs in.
process.chdir(root);
execFileSync(process.execPath, [join(root, 'scripts', 'generate-routes.mjs')], { cwd: root, stdio: 'inherit' });
const outcomes = await runSideBySide([
  { name: 'typecheck (tsc -p .)', command: process.execPath, args: [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', root] },
  {
    name: 'vitest run',
    command: process.execPath,
    args: [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)],
    live: true,
  },
]);
process.exit(verdict(outcomes));
