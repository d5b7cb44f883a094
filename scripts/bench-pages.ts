// Pages per second of the first page, server-rendered and client-rendered (SERVER_RENDERING=false),
// from 20 clients with kept-alive connections, each server in a process of its own started as
// `npm start` runs it (NODE_ENV=production). Prints pages/s, p50 and p99 for each and the ratio
// server-rendered / client-rendered, first as plain HTML, then gzipped as browsers ask for it.
// Targets: ratio 0.5 or more, p99 under 150 ms.
//   node --import tsx scripts/bench-pages.ts      (needs a build: DIST_DIR, default dist/)
// BENCH_SECONDS (default 5) per measurement, BENCH_CLIENTS (default 20), BENCH_PATH.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const path = process.env.BENCH_PATH ?? '/standard/claimant-info';
const distDir = process.env.DIST_DIR ?? 'dist';

async function startServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pages-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_TEST_CAPTCHA: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /Claims site listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  return {
    url,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// The client shares the machine with the server: it keeps the answer as bytes (decoding 120 kB
// of text per page cost the client more than the server spent sending it) and looks for the
// rendered page's marker in them.
const RENDERED_MARKER = Buffer.from('clientIdSeed');

function get(agent: Agent, url: string, gzip = false): Promise<{ status: number; body: Buffer; gzipped: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: Buffer.concat(chunks), gzipped: response.headers['content-encoding'] === 'gzip' }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Loads the page from `clients` clients for `seconds`; pages/s and latency percentiles. */
async function load(url: string, expectRendered: boolean, gzip = false) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const first = await get(agent, `${url}${path}`, gzip);
  const firstBody = first.gzipped ? gunzipSync(first.body) : first.body;
  if (first.status !== 200 || firstBody.includes(RENDERED_MARKER) !== expectRendered)
    throw new Error(`${url}${path}: status ${first.status}, rendered ${firstBody.includes(RENDERED_MARKER)}`);
  for (let i = 0; i < 20; i += 1) await get(agent, `${url}${path}`, gzip);
  const times: number[] = [];
  let fallbacks = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        // A compressed answer is checked for its status only: unzipping every page would make the
        // client, not the server, the measure.
        const page = await get(agent, `${url}${path}`, gzip);
        times.push(performance.now() - t);
        if (page.status !== 200) throw new Error(`${url}${path}: status ${page.status}`);
        if (expectRendered && !page.gzipped && !page.body.includes(RENDERED_MARKER)) fallbacks += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { pagesPerSecond: times.length / elapsed, p50: at(0.5), p99: at(0.99), pages: times.length, fallbacks };
}

console.log(
  `first page ${path}, ${clients} clients, ${seconds} s each; load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const rendered = await startServer({});
const plain = await startServer({ SERVER_RENDERING: 'false' });
try {
  const ssr = await load(rendered.url, true);
  const csr = await load(plain.url, false);
  // As browsers ask for them: gzip, compressed per response.
  const ssrGzip = await load(rendered.url, true, true);
  const csrGzip = await load(plain.url, false, true);
  const line = (name: string, r: typeof ssr) =>
    `  ${name.padEnd(28)} ${r.pagesPerSecond.toFixed(0).padStart(6)} pages/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.pages} pages${r.fallbacks ? `, ${r.fallbacks} client-rendered by the render limit` : ''})`;
  console.log(line('server-rendered', ssr));
  console.log(line('client-rendered', csr));
  console.log(line('server-rendered, gzip', ssrGzip));
  console.log(line('client-rendered, gzip', csrGzip));
  console.log(`  ratio with gzip: ${(ssrGzip.pagesPerSecond / csrGzip.pagesPerSecond).toFixed(2)}`);
  const ratio = ssr.pagesPerSecond / csr.pagesPerSecond;
  console.log(
    `  ratio server-rendered / client-rendered: ${ratio.toFixed(2)} (target 0.5 or more: ${ratio >= 0.5 ? 'met' : 'NOT MET'}); ` +
      `p99 of the server-rendered page ${ssr.p99.toFixed(0)} ms (target under 150 ms: ${ssr.p99 < 150 ? 'met' : 'NOT MET'})`,
  );
  console.log(
    `  load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await Promise.all([rendered.stop(), plain.stop()]);
}
