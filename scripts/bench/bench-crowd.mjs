// The deadline-day crowd of scripts/bench/bench-deadline.ts, in a worker thread of its own: hundreds of
// clients loading pages keep an event loop busy, and on the benchmark's main thread they would
// delay the claims being filed beside them, so the figure would measure the load generator
// rather than the server. `state` is shared with the main thread: [running, pages, failures,
// measuring]. While `measuring` is 1 the time of each page that starts is kept; the worker's last
// message gives their median and 99th percentile.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, clients, paths, state } = workerData;
const RUNNING = 0;
const PAGES = 1;
const FAILURES = 2;
const MEASURING = 3;

/** One GET asking for gzip as browsers do; the page is never unzipped (the client must not be
 *  the measure). */
function get(agent, path) {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('error', reject);
      response.on('end', () => resolve(response.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: clients });
let firstFailure = '';
const latencies = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    for (let n = client; Atomics.load(state, RUNNING) === 1; n += clients) {
      const measured = Atomics.load(state, MEASURING) === 1;
      const pageStarted = performance.now();
      try {
        const status = await get(agent, paths[n % paths.length]);
        if (measured) latencies.push(performance.now() - pageStarted);
        if (status === 200 || status === 404) Atomics.add(state, PAGES, 1);
        else {
          Atomics.add(state, FAILURES, 1);
          firstFailure ||= `status ${status}`;
        }
      } catch (error) {
        Atomics.add(state, FAILURES, 1);
        firstFailure ||= String(error);
      }
    }
  }),
);
agent.destroy();
latencies.sort((a, b) => a - b);
const percentile = (p) =>
  latencies.length === 0 ? Number.NaN : latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
parentPort.postMessage({ firstFailure, seconds: (performance.now() - started) / 1000, p50: percentile(50), p99: percentile(99) });
