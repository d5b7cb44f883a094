// Deadline day: claims filed while a crowd loads pages, and the server's memory over a long run.
// Each server runs in a child process as `npm start` runs it (NODE_ENV=production, server
// rendering from a build), on PGlite and on PostgreSQL, the clients in this process:
//   1. claims per second with a 1 MB document each from 20 clients, alone and then while 200
//      more clients load the first page over and over (gzip, kept-alive connections, no cookie:
//      a crowd arriving from a notice; in a worker thread, scripts/bench/bench-crowd.mjs, so that its
//      event loop does not delay the claims). Prints both, their ratio (target 0.8 or more), the failed
//      submits (target 0), the server's CPU in each run and the pages the crowd got meanwhile
//      (while claims are received the server holds pages back: server/http/claim-priority.ts); then every claim the admin API
//      lists is checked against the codes the clients were given: none lost, none stored twice.
//   2. pages beside claims that stall: the crowd alone, then beside STALLED submits whose bodies
//      trickle in a byte every 200 ms (phones on a poor connection, or a client holding the
//      server's claims-first gate open for as long as the request timeout lets it). Target: the
//      crowd keeps 0.8 or more of its pages a second.
//   3. a soak on a fresh server: its resident memory at idle, after a warm-up (1,000 renders and
//      100 claims), every fifth of 10,000 page renders (the render cache off, so each is a real
//      render; pages, cultures and layouts in turn) and after 500 and 1,000 claims. Target: not
//      growing after the warm-up (the last figure at most 10% above the warm one; a fall, as the
//      collector returns what the warm-up used, is printed as a fall).
//   node node_modules/tsx/dist/cli.mjs scripts/bench/bench-deadline.ts      (needs a build: DIST_DIR,
//   default dist/, with its server half: `npm run build`)
// BENCH_CLAIMS (default 300) per filing run, BENCH_CROWD (default 200), BENCH_RENDERS (default
// 10,000), BENCH_SOAK_CLAIMS (default 1,000), BENCH_ENGINES (default "PGlite,PostgreSQL"),
// BENCH_PARTS (default "filing,stalled,soak": which of the parts run).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/embedded-postgres';
import { BENCH_ADMIN_TOKEN, cpuSeconds, memoryOf, startChild } from './bench-child';
import { benchPackage, LeanClient, pdfBytes, percentile, session } from './bench-claims';
import { benchProductionEnv } from './bench-production-env.mjs';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 300);
const CROWD = Number(process.env.BENCH_CROWD ?? 200);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 10_000);
const SOAK_CLAIMS = Number(process.env.BENCH_SOAK_CLAIMS ?? 1_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'PGlite,PostgreSQL').split(',').map((e) => e.trim());
const PARTS = (process.env.BENCH_PARTS ?? 'filing,stalled,soak').split(',').map((p) => p.trim());
const FILERS = 20;
const STALLED = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FIRST_PAGE = '/standard/claimant-info';
const distDir = process.env.DIST_DIR ?? 'dist';
const tmp = join(process.cwd(), '.tmp');
const MB = 1024 * 1024;

type Engine = 'PGlite' | 'PostgreSQL';

/** Starts a server as in production, on a fresh data folder and (PostgreSQL) a fresh database. */
async function startTarget(engine: Engine, postgres: ThrowawayPostgres | null, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmp, 'bench-deadline-'));
  const settlementDir = await benchPackage(tmp);
  const database = engine === 'PostgreSQL' ? await createDatabase(postgres!.url()) : null;
  const server = await startChild('server/main.ts', {
    ...benchProductionEnv,
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    SETTLEMENT_DIR: settlementDir,
    DATABASE_URL: database?.url ?? '',
    // The benchmark's clients share one loopback address, unlike as many claimants.
    UPLOADS_PER_ADDRESS: '1000',
    ...env,
  });
  return {
    server,
    async stop() {
      await server.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(settlementDir, { recursive: true, force: true });
    },
  };
}

// A server-rendered page carries the seed of its client ids; the plain app page (the answer over
// the render limit) does not.
const RENDERED_MARKER = Buffer.from('clientIdSeed');

/** One GET: gzip as browsers ask for it (a page never unzipped), or plain HTML, in which the soak
 *  looks for the rendered page's marker. */
function get(agent: Agent, url: string, gzip: boolean): Promise<{ status: number; rendered: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => !gzip && chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode!, rendered: !gzip && Buffer.concat(chunks).includes(RENDERED_MARKER) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** `clients` clients loading `paths` in turn until stopped (scripts/bench/bench-crowd.mjs, in a worker
 *  thread of its own): pages served, failures. */
function crowd(url: string, clients: number, paths: readonly string[]) {
  const state = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
  state[0] = 1;
  const worker = new Worker(new URL('./bench-crowd.mjs', import.meta.url), { workerData: { url, clients, paths, state } });
  const finished = new Promise<{ firstFailure: string; seconds: number; p50: number; p99: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    get pages() {
      return Atomics.load(state, 1);
    },
    /** Keeps the time of each page that starts from now on (true) or no more (false). */
    measure(on: boolean) {
      Atomics.store(state, 3, on ? 1 : 0);
    },
    async stop() {
      Atomics.store(state, 0, 0);
      const { firstFailure, seconds, p50, p99 } = await finished;
      await worker.terminate();
      const pages = Atomics.load(state, 1);
      return { pages, failures: Atomics.load(state, 2), firstFailure, pagesPerSecond: pages / seconds, p50, p99 };
    },
  };
}

interface Filing {
  claimsPerSecond: number;
  /** The server process's CPU over the run, as a share of one core. */
  serverCpu: number;
  p50: number;
  p99: number;
  codes: string[];
  failed: number;
  firstFailure: string;
}

// Every claim of the run is filed by a claimant of its own (see distinctClaimant).
let claimants = 0;

/** Files `claims` claims from FILERS clients, each with a session of its own. */
async function file(url: string, claims: number, label: string, serverPid?: number): Promise<Filing> {
  const client = new LeanClient(url, pdfBytes(MB), FILERS);
  try {
    const sessions = await Promise.all(Array.from({ length: FILERS }, () => session(url)));
    const latencies: number[] = [];
    const codes: string[] = [];
    let failed = 0;
    let firstFailure = '';
    let next = 0;
    const cpuBefore = serverPid === undefined ? 0 : await cpuSeconds(serverPid);
    const started = performance.now();
    await Promise.all(
      sessions.map(async (headers, worker) => {
        while (next < claims) {
          const n = next;
          next += 1;
          try {
            const { ms, code } = await client.submit(headers, `receipt-${n}.pdf`, `${label}-${worker}-${n}-${started}`, claimants++);
            latencies.push(ms);
            codes.push(code);
          } catch (error) {
            failed += 1;
            firstFailure ||= String(error);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = serverPid === undefined ? Number.NaN : ((await cpuSeconds(serverPid)) - cpuBefore) / seconds;
    latencies.sort((a, b) => a - b);
    return {
      claimsPerSecond: codes.length / seconds,
      serverCpu,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      codes,
      failed,
      firstFailure,
    };
  } finally {
    client.close();
  }
}

/** Every reference code the admin API lists, page by page. */
async function storedCodes(url: string): Promise<string[]> {
  const codes: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await fetch(`${url}/api/admin/claims?limit=1000${query}`, {
      headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` },
    });
    if (!response.ok) throw new Error(`GET /api/admin/claims: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { claims: { referenceCode: string }[]; nextCursor: string | null };
    codes.push(...page.claims.map((claim) => claim.referenceCode));
    cursor = page.nextCursor;
  } while (cursor);
  return codes;
}

const line = (name: string, f: Filing) =>
  `  ${name.padEnd(34)} ${f.claimsPerSecond.toFixed(1).padStart(6)} claims/s  p50 ${f.p50.toFixed(0).padStart(5)} ms  p99 ${f.p99.toFixed(0).padStart(6)} ms  ${f.failed} failed${f.firstFailure ? ` (first: ${f.firstFailure})` : ''}; server CPU ${(f.serverCpu * 100).toFixed(0)}% of a core`;

async function submitsUnderPageLoad(engine: Engine, postgres: ThrowawayPostgres | null): Promise<void> {
  const target = await startTarget(engine, postgres);
  try {
    const url = target.server.url;
    // Warm-up: a claim per filer and a rendered first page, so first-use costs are not the figure.
    const warm = await file(url, FILERS, 'warm');
    if (warm.failed > 0) throw new Error(`The warm-up claims failed: ${warm.firstFailure}`);
    await get(new Agent(), `${url}${FIRST_PAGE}`, true);
    const pid = target.server.process.pid;
    const alone = await file(url, CLAIMS, 'alone', pid);
    const pages = crowd(url, CROWD, [FIRST_PAGE]);
    // The crowd is at full strength once every client has had a page.
    while (pages.pages < CROWD) await new Promise((resolve) => setTimeout(resolve, 50));
    // Pages counted while the claims are filed: the crowd's start, with no claim in flight, is not the figure.
    const pagesBefore = pages.pages;
    const loadedFrom = performance.now();
    pages.measure(true);
    const loaded = await file(url, CLAIMS, 'loaded', pid);
    pages.measure(false);
    const pagesWhileFiling = (pages.pages - pagesBefore) / ((performance.now() - loadedFrom) / 1000);
    const served = await pages.stop();
    const ratio = loaded.claimsPerSecond / alone.claimsPerSecond;
    console.log(`${engine}:`);
    console.log(line('submits alone', alone));
    console.log(line(`submits while ${CROWD} clients load pages`, loaded));
    console.log(
      `  the crowd meanwhile: ${pagesWhileFiling.toFixed(0)} pages/s (${served.pagesPerSecond.toFixed(0)} from its start to its end), ${served.failures} failed${served.firstFailure ? ` (first: ${served.firstFailure})` : ''}; ` +
        `page p50 ${served.p50.toFixed(0)} ms, p99 ${served.p99.toFixed(0)} ms (target p99 under 1 s: ${served.p99 < 1000 ? 'met' : 'NOT MET'})`,
    );
    const failed = alone.failed + loaded.failed;
    console.log(
      `  ratio loaded / alone: ${ratio.toFixed(2)} (target 0.8 or more: ${ratio >= 0.8 ? 'met' : 'NOT MET'}); failed submits ${failed} (target 0: ${failed === 0 ? 'met' : 'NOT MET'})`,
    );
    // Every code a client was given is stored once, and nothing else is stored.
    const given = [...warm.codes, ...alone.codes, ...loaded.codes];
    const stored = await storedCodes(url);
    const storedSet = new Set(stored);
    const lost = given.filter((code) => !storedSet.has(code)).length;
    const twice = stored.length - storedSet.size;
    const unasked = stored.length - given.length;
    console.log(
      `  admin API: ${stored.length} claims stored for ${given.length} accepted; lost ${lost}, stored twice ${twice}, stored without an answer ${Math.max(0, unasked)} (${lost === 0 && twice === 0 && unasked === 0 ? 'none lost or duplicated' : 'MISMATCH'})`,
    );
  } finally {
    await target.stop();
  }
}

/** A submit whose body trickles in a byte every 200 ms until `stop` (its first bytes name a
 *  multipart body of 1 MB, which never comes). */
async function stalledSubmit(url: string) {
  const headers = await session(url);
  const submit = request(`${url}/api/forms/standard`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=stalled', 'Content-Length': String(MB) },
  });
  submit.on('error', () => undefined);
  submit.write('--stalled\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{');
  const drip = setInterval(() => submit.write(' '), 200);
  return {
    stop() {
      clearInterval(drip);
      submit.destroy();
    },
  };
}

async function pagesBesideStalledClaims(engine: Engine, postgres: ThrowawayPostgres | null): Promise<void> {
  const target = await startTarget(engine, postgres);
  try {
    const url = target.server.url;
    const pages = crowd(url, CROWD, [FIRST_PAGE]);
    // Pages a second over five seconds, and their p99 (the crowd keeps the times while measuring).
    const pagesPerSecond = async () => {
      const [before, from] = [pages.pages, performance.now()];
      await sleep(5000);
      return (pages.pages - before) / ((performance.now() - from) / 1000);
    };
    while (pages.pages < CROWD) await sleep(50);
    await pagesPerSecond();
    const alone = await pagesPerSecond();
    const stalled = await Promise.all(Array.from({ length: STALLED }, () => stalledSubmit(url)));
    pages.measure(true);
    const beside = await pagesPerSecond();
    pages.measure(false);
    for (const submit of stalled) submit.stop();
    const served = await pages.stop();
    const ratio = beside / alone;
    console.log(
      `${engine}, pages beside ${STALLED} stalled submits: ${beside.toFixed(0)} pages/s against ${alone.toFixed(0)} alone, ratio ${ratio.toFixed(2)} ` +
        `(target 0.8 or more: ${ratio >= 0.8 ? 'met' : 'NOT MET'}); page p50 ${served.p50.toFixed(0)} ms, p99 ${served.p99.toFixed(0)} ms, ${served.failures} failed`,
    );
  } finally {
    await target.stop();
  }
}

async function soak(engine: Engine, postgres: ThrowawayPostgres | null): Promise<void> {
  // Each render a real one: the render cache off. The pages, cultures and the not-found page in
  // turn, so that every kind of page and both cultures' copy stay in play.
  const target = await startTarget(engine, postgres, { RENDER_CACHE_SECONDS: '0' });
  try {
    const { url, process: child } = target.server;
    const rss = async () => (await memoryOf(child.pid!)).rss / MB;
    const paths = ['/', '/lookup', '/automotive', FIRST_PAGE, '/page-not-found'].flatMap((path) => [path, `${path}?culture=es`]);
    const figures: string[] = [`idle ${(await rss()).toFixed(0)} MB`];
    // A few clients: more would only meet the render limit and be answered with the plain page.
    const renders = async (count: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      let next = 0;
      let fallbacks = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < count) {
            const n = next;
            next += 1;
            const page = await get(agent, `${url}${paths[n % paths.length]}`, false);
            if (page.status !== 200 && page.status !== 404) throw new Error(`${paths[n % paths.length]}: status ${page.status}`);
            if (!page.rendered) fallbacks += 1;
          }
        }),
      );
      agent.destroy();
      return fallbacks;
    };
    // The warm-up does both kinds of work: renders, and claims, whose first ones fill pools that
    // then stay (the database connections, the aligned buffers documents are written through).
    const warmUp = Math.min(1_000, Math.round(RENDERS / 10));
    let fallbacks = await renders(warmUp);
    const warmClaims = await file(url, FILERS * 5, 'soak-warm');
    const warm = await rss();
    figures.push(`after ${warmUp.toLocaleString('en-US')} renders and ${warmClaims.codes.length} claims (warm) ${warm.toFixed(0)} MB`);
    const step = Math.ceil((RENDERS - warmUp) / 5);
    for (let done = warmUp; done < RENDERS; done += step) {
      fallbacks += await renders(Math.min(step, RENDERS - done));
      figures.push(`${Math.min(done + step, RENDERS).toLocaleString('en-US')}: ${(await rss()).toFixed(0)} MB`);
    }
    // Claims in two halves: memory that grows with every claim shows in the second.
    const half = await file(url, Math.ceil(SOAK_CLAIMS / 2), 'soak-1');
    figures.push(`after ${half.codes.length.toLocaleString('en-US')} claims ${(await rss()).toFixed(0)} MB`);
    const rest = await file(url, SOAK_CLAIMS - Math.ceil(SOAK_CLAIMS / 2), 'soak-2');
    const claims = { codes: [...half.codes, ...rest.codes], failed: warmClaims.failed + half.failed + rest.failed };
    const last = await rss();
    figures.push(`after ${claims.codes.length.toLocaleString('en-US')} claims ${last.toFixed(0)} MB`);
    const growth = (last - warm) / warm;
    console.log(`${engine} soak (resident memory): ${figures.join(', ')}`);
    console.log(
      `  ${fallbacks} of ${RENDERS.toLocaleString('en-US')} pages were answered by the render limit; ${claims.failed} claims failed; ` +
        `${growth < 0 ? 'fall' : 'growth'} after the warm-up ${(Math.abs(growth) * 100).toFixed(1)}% ` +
        `(target not growing, at most 10% above the warm figure: ${growth <= 0.1 ? 'met' : 'NOT MET'})`,
    );
  } finally {
    await target.stop();
  }
}

await mkdir(tmp, { recursive: true });
console.log(
  `deadline day (Node ${process.version}, ${cpus().length} cores, build ${distDir}); load average at start ${loadavg()[0]!.toFixed(1)}`,
);
const postgres = ENGINES.includes('PostgreSQL') ? await startThrowawayPostgres({ durable: true }) : null;
try {
  if (PARTS.includes('filing')) for (const engine of ENGINES as Engine[]) await submitsUnderPageLoad(engine, postgres);
  if (PARTS.includes('stalled')) for (const engine of ENGINES as Engine[]) await pagesBesideStalledClaims(engine, postgres);
  if (PARTS.includes('soak')) for (const engine of ENGINES as Engine[]) await soak(engine, postgres);
  console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
} finally {
  await postgres?.stop();
}
