// Proves that a red test makes a red run: runs the tests in tests/gate, which fail on purpose (one
// per vitest project, plus a setup and a teardown hook that throw), beside a server test file that
// passes, and checks that vitest exits non-zero and reported each of them failed. `.ci/run` calls
// this before the suite; if it fails, no green run can be trusted, so CI stops.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const passing = 'tests/server/claim-hash.test.ts';
const expectedFailures = [
  'tests/gate/node/fails.test.ts',
  'tests/gate/node/setup-fails.test.ts',
  'tests/gate/node/teardown-fails.test.ts',
  'tests/gate/dom/fails.test.tsx',
  'tests/gate/server/fails.test.ts',
  'tests/gate/browser/fails.browser.test.tsx',
  'tests/gate/e2e/fails.e2e.test.ts',
];
const report = join(root, '.tmp', `gate-${process.pid}.json`);
mkdirSync(join(root, '.tmp'), { recursive: true });

console.log(`Checking the test gate: ${expectedFailures.length} tests that fail on purpose, beside ${passing}.`);
console.log('Their failures below are expected; what counts is the verdict at the end.\n');
const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
    'tests/gate',
    passing,
  ],
  // CLAIMS_GATE_ONLY: only the gate's files run, so the e2e setup need not build the app.
  { cwd: root, stdio: 'inherit', env: { ...process.env, CLAIMS_GATE_FIXTURES: '1', CLAIMS_GATE_ONLY: '1' } },
);

const problems = [];
if (run.status === 0) problems.push('vitest exited 0 although tests failed');
if (!existsSync(report)) problems.push('vitest wrote no report');
else {
  const results = JSON.parse(readFileSync(report, 'utf8')).testResults;
  rmSync(report, { force: true });
  const status = new Map(results.map((result) => [relative(root, result.name), result.status]));
  for (const file of expectedFailures) {
    if (status.get(file) !== 'failed') problems.push(`${file} was ${status.get(file) ?? 'not run'}, not failed`);
  }
  if (status.get(passing) !== 'passed') problems.push(`${passing} was ${status.get(passing) ?? 'not run'}, not passed`);
}

if (problems.length) {
  console.error(`\nThe test gate is broken: a failing test may not fail the run.\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nThe test gate holds: vitest exited ${run.status} with every project's failing test reported failed.`);
