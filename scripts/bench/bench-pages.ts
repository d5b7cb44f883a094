// Pages per second of the first page, server-rendered and client-rendered (SERVER_RENDERING=false),
// from 20 clients with kept-alive connections, each server in a process of its own started as
// `npm start` runs it (NODE_ENV=production). The two servers are loaded in alternating turns, so a
// machine that slows down or speeds up weighs on both alike. Prints pages/s, p50 and p99 for each,
// the CPU a page of each server and of this process (the clients), and the ratio
// server-rendered / client-rendered, as plain HTML and gzipped as browsers ask for it.
// Targets: ratio 0.5 or more, p99 under 150 ms.
//   node --import tsx scripts/bench/bench-pages.ts      (needs a build: DIST_DIR, default dist/)
// BENCH_SECONDS (default 5) per measurement, BENCH_CLIENTS (default 20), BENCH_PATH.
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds } from './bench-child';
import { startBenchServer } from './page-bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const path = process.env.BENCH_PATH ?? '/standard/claimant-info';
const distDir = process.env.DIST_DIR ?? 'dist';

/** The reference server serving the build with `env` besides, in a data folder of its own. */
async function startServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pages-'));
  const server = startBenchServer(distDir, dataDir, env);
  return {
    url: await server.url,
    pid: server.pid,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// The client shares the machine's two cores with the server, so it does as little as it can: it
// counts an answer's bytes and keeps none of them (see LeanConnection). Only the warm-up's first
// answer is read, to check it is the page expected; pages the render limit left to the browser
// are counted by the server itself (its page_render_seconds metric).
const RENDERED_MARKER = Buffer.from('clientIdSeed');
const ADMIN_TOKEN = 'bench-pages-admin-token-0123456789';
const ROUNDS = 4;

function get(agent: Agent, url: string, gzip = false, keep = false): Promise<{ status: number; body: Buffer | null; gzipped: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          body: keep ? Buffer.concat(chunks) : null,
          gzipped: response.headers['content-encoding'] === 'gzip',
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the server says it did: pages rendered, served from its cache, or left to the browser. */
async function renderCounts(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/api/admin/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^page_render_seconds_count\{result="(\w+)"\} (\d+)/gm)) counts[match[1]!] = Number(match[2]);
  return counts;
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** Checks the page and warms the server up, once per server and encoding. */
async function warmUp(server: Server, expectRendered: boolean, gzip: boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const first = await get(agent, `${server.url}${path}`, gzip, true);
  const firstBody = first.gzipped ? gunzipSync(first.body!) : first.body!;
  if (first.status !== 200 || firstBody.includes(RENDERED_MARKER) !== expectRendered)
    throw new Error(`${server.url}${path}: status ${first.status}, rendered ${firstBody.includes(RENDERED_MARKER)}`);
  for (let i = 0; i < 20; i += 1) await get(agent, `${server.url}${path}`, gzip);
  agent.destroy();
}

/** Loads the page from `clients` clients for `duration` seconds: the answers' times, the seconds
 *  taken and the server's CPU seconds meanwhile. */
async function load(server: Server, gzip: boolean, duration: number) {
  const times: number[] = [];
  const connections = Array.from({ length: clients }, () => new LeanConnection(server.url, path, gzip));
  const cpuBefore = await cpuSeconds(server.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    connections.map(async (connection) => {
      while (performance.now() < end) {
        const t = performance.now();
        const status = await connection.get();
        times.push(performance.now() - t);
        if (status !== 200) throw new Error(`${server.url}${path}: status ${status}`);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const clientUsed = process.cpuUsage(clientBefore);
  for (const connection of connections) connection.close();
  return { times, elapsed, cpu: (await cpuSeconds(server.pid)) - cpuBefore, clientCpu: (clientUsed.user + clientUsed.system) / 1e6 };
}

/** One kept-alive connection asking for one page again and again, as lean as a load generator can
 *  be: the request is written as prepared bytes, and of each answer only its status line and its
 *  Content-Length are read (Node's HTTP client, parsing every answer into objects and events, cost
 *  the client three times the CPU of this and made it, not the server, the measure). */
class LeanConnection {
  private static readonly headerEnd = Buffer.from('\r\n\r\n');
  private readonly socket: Socket;
  private readonly request: Buffer;
  private waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;
  private head: Buffer | null = null;
  private status = 0;
  private remaining = -1;

  constructor(url: string, pagePath: string, gzip: boolean) {
    const { hostname, port } = new URL(url);
    this.request = Buffer.from(
      `GET ${pagePath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${gzip ? 'Accept-Encoding: gzip\r\n' : ''}\r\n`,
      'latin1',
    );
    this.socket = connect({ host: hostname, port: Number(port), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.waiting?.reject(error);
      this.waiting = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error(`${url}${pagePath}: the server closed the connection`)));
  }

  /** Asks for the page; resolves with the answer's status once all of it has arrived. */
  get(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(this.request);
    });
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    if (this.remaining < 0) {
      this.head = this.head ? Buffer.concat([this.head, chunk]) : chunk;
      const end = this.head.indexOf(LeanConnection.headerEnd);
      if (end < 0) return;
      const text = this.head.subarray(0, end).toString('latin1');
      this.status = Number(text.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(text);
      if (!length) throw new Error(`${path}: an answer without Content-Length`);
      this.remaining = Number(length[1]) - (this.head.length - end - 4);
      this.head = null;
    } else {
      this.remaining -= chunk.length;
    }
    if (this.remaining <= 0) {
      this.remaining = -1;
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.resolve(this.status);
    }
  }
}

/** The two servers measured in turns (server-rendered, client-rendered, and again, ROUNDS times),
 *  so a machine that slows down or speeds up during the run weighs on both alike. */
async function sideBySide(ssr: Server, csr: Server, gzip: boolean) {
  await warmUp(ssr, true, gzip);
  await warmUp(csr, false, gzip);
  const fallbacksBefore = (await renderCounts(ssr.url)).fallback ?? 0;
  const runs = { ssr: [] as Awaited<ReturnType<typeof load>>[], csr: [] as Awaited<ReturnType<typeof load>>[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.ssr.push(await load(ssr, gzip, seconds / ROUNDS));
    runs.csr.push(await load(csr, gzip, seconds / ROUNDS));
  }
  const fallbacks = ((await renderCounts(ssr.url)).fallback ?? 0) - fallbacksBefore;
  const summary = (list: Awaited<ReturnType<typeof load>>[]) => {
    const times = list.flatMap((run) => run.times).sort((a, b) => a - b);
    const elapsed = list.reduce((sum, run) => sum + run.elapsed, 0);
    const cpu = list.reduce((sum, run) => sum + run.cpu, 0);
    const clientCpu = list.reduce((sum, run) => sum + run.clientCpu, 0);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return {
      pagesPerSecond: times.length / elapsed,
      p50: at(0.5),
      p99: at(0.99),
      pages: times.length,
      cpuMsPerPage: (cpu * 1000) / times.length,
      clientCpuMsPerPage: (clientCpu * 1000) / times.length,
    };
  };
  return { ssr: { ...summary(runs.ssr), fallbacks }, csr: { ...summary(runs.csr), fallbacks: 0 } };
}

console.log(
  `first page ${path}, ${clients} clients, ${seconds} s each in ${ROUNDS} turns; load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const rendered = await startServer({ ADMIN_TOKEN });
const plain = await startServer({ SERVER_RENDERING: 'false', ADMIN_TOKEN });
try {
  const asIs = await sideBySide(rendered, plain, false);
  // As browsers ask for them: gzip, compressed per response.
  const gzipped = await sideBySide(rendered, plain, true);
  type Result = typeof asIs.ssr;
  const line = (name: string, r: Result) =>
    `  ${name.padEnd(28)} ${r.pagesPerSecond.toFixed(0).padStart(6)} pages/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
    `CPU a page: server ${r.cpuMsPerPage.toFixed(2)} ms, client ${r.clientCpuMsPerPage.toFixed(2)} ms  (${r.pages} pages${r.fallbacks ? `, ${r.fallbacks} client-rendered by the render limit` : ''})`;
  console.log(line('server-rendered', asIs.ssr));
  console.log(line('client-rendered', asIs.csr));
  console.log(line('server-rendered, gzip', gzipped.ssr));
  console.log(line('client-rendered, gzip', gzipped.csr));
  const gzipRatio = gzipped.ssr.pagesPerSecond / gzipped.csr.pagesPerSecond;
  console.log(`  ratio with gzip, as browsers ask: ${gzipRatio.toFixed(2)} (target 0.5 or more: ${gzipRatio >= 0.5 ? 'met' : 'NOT MET'})`);
  console.log(
    `  server CPU a page, client-rendered / server-rendered: ${(asIs.csr.cpuMsPerPage / asIs.ssr.cpuMsPerPage).toFixed(2)} plain, ` +
      `${(gzipped.csr.cpuMsPerPage / gzipped.ssr.cpuMsPerPage).toFixed(2)} gzip`,
  );
  const ratio = asIs.ssr.pagesPerSecond / asIs.csr.pagesPerSecond;
  const ssr = asIs.ssr;
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
