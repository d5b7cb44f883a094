// Keeps every core busy, as another job on a shared CI machine would, to check that tests wait
// for what the user sees rather than for time. Bounded: it stops by itself after --seconds
// (default 1800), when the command it runs ends, or when the process that started it goes away.
//
//   node scripts/cpu-hog.mjs [--seconds N] [--workers N] [--runs N] [-- command args...]
//
// With a command it starts the hog, runs the command (--runs times in a row, stopping at the
// first failure), stops the hog and exits with the command's status. `npm run test:load` runs
// the browser and end-to-end tests three times this way.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? args : args.slice(0, split);
const command = split === -1 ? [] : args.slice(split + 1);

function option(name, fallback) {
  const at = options.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(options[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`cpu-hog: --${name} needs a whole number of 1 or more; got "${options[at + 1] ?? ''}".`);
    process.exit(2);
  }
  return value;
}

const seconds = option('seconds', 1800);
const workerCount = option('workers', availableParallelism());
const runs = option('runs', 1);

// Each worker spins on arithmetic until told to stop or its own deadline passes.
const spin = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
const deadline = Date.now() + workerData.seconds * 1000;
let x = 0;
function burn() {
  const until = Date.now() + 50;
  while (Date.now() < until) x = (x * 1103515245 + 12345) % 2147483648;
  if (!stop && Date.now() < deadline) setImmediate(burn);
  else process.exit(0);
}
burn();
`;

const workers = Array.from({ length: workerCount }, () => new Worker(spin, { eval: true, workerData: { seconds } }));
const stopAll = () => {
  for (const worker of workers) worker.postMessage('stop');
};
const limit = setTimeout(stopAll, seconds * 1000);
// The parent going away (a cancelled CI job) ends the hog too.
const parentWatch = setInterval(() => {
  try {
    process.kill(process.ppid, 0);
  } catch {
    stopAll();
  }
}, 1000);
console.info(`cpu-hog: ${workerCount} busy thread(s) for at most ${seconds} s`);

if (command.length === 0) {
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
  clearTimeout(limit);
  clearInterval(parentWatch);
} else {
  let status = 0;
  for (let run = 1; run <= runs && status === 0; run += 1) {
    if (runs > 1) console.info(`cpu-hog: run ${run} of ${runs}: ${command.join(' ')}`);
    // spawnSync blocks this thread only; the workers keep spinning.
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
    status = result.status ?? 1;
  }
  stopAll();
  clearTimeout(limit);
  clearInterval(parentWatch);
  process.exit(status);
}
