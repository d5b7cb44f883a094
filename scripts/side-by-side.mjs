// Runs commands at the same time and fails if any of them fails. CI's checks before the suite
// (the test gate, lint, the stories' build, the server's tests on other Node versions) each keep
// one core busy or wait on their own children part of their time: one after the other they took
// about 197 s of a 2-core CI machine, side by side 179 to 187 s. A command's output is
// printed whole, under its name, when it ends, so the log reads as if they had run in turn; one
// command may instead print as it goes (`live`), such as the test run beside the typecheck.
//
// Usage: node scripts/side-by-side.mjs <npm script> [<npm script> ...]
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{ name: string, command: string, args: string[], live?: boolean }} Job
 * @typedef {{ name: string, status: number | string | null }} Outcome
 */

/** Runs `job`; resolves when it ends, after printing its output (unless it printed live). */
function run(job) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, {
      stdio: job.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (/** @type {number | string | null} */ status) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (!job.live) {
        process.stdout.write(`\n── ${job.name} (${seconds} s, ${status === 0 ? 'passed' : `failed: ${status}`}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: job.name, status });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`\n${error.message}\n`));
      end(error.message);
    });
    child.on('close', (status, signal) => end(status ?? signal));
  });
}

/** Runs every job at once; resolves with each one's outcome, in the order given. */
export async function runSideBySide(/** @type {Job[]} */ jobs) {
  return Promise.all(jobs.map(run));
}

/** Prints which jobs failed, if any; returns the exit status for the whole. */
export function verdict(/** @type {Outcome[]} */ outcomes) {
  const failed = outcomes.filter((outcome) => outcome.status !== 0);
  for (const outcome of failed) console.error(`${outcome.name} failed (${outcome.status}).`);
  return failed.length === 0 ? 0 : 1;
}

/** A job that runs `npm run <script>`. */
function npmScript(/** @type {string} */ script) {
  return { name: `npm run ${script}`, command: 'npm', args: ['run', script] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('Usage: node scripts/side-by-side.mjs <npm script> [<npm script> ...]');
    process.exit(2);
  }
  process.exit(verdict(await runSideBySide(scripts.map(npmScript))));
}
