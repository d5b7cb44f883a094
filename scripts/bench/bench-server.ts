// Benchmark of the reference server, each server in a child process on loopback as `npm start`
// runs it, the clients in this process:
//   1. where a claim's time goes: each step of the server's work on one claim, alone;
//   2. claims per second, each with a 1 MB document, from 20 concurrent clients (plain HTTP with
//      kept-alive connections, see LeanClient), for the server
//      and for a bare baseline (scripts/bench/bench-baseline-server.ts: busboy, the file to disk, one
//      row), on PGlite and on PostgreSQL (a throwaway PostgreSQL 18 with its default, durable
//      settings), with the ratio server / baseline. On PostgreSQL also the baselines that do the
//      work the server cannot skip: one keeping a SHA-256 of each document, and one that also does
//      screening's database work (BASELINE_SCREENING: the counters and key lookup every screened
//      claim needs, its keys stored with it). The target is measured against the second (0.9 or
//      more), since every claim is screened at submit; the other ratios are printed for reference,
//      with the server run once more with its ciphers off (scripts/bench-ciphers-off). Each
//      server files BENCH_WARMUP claims before it is measured, so the figures are its steady
//      state. Beside each rate: CPU a claim of the server, of its main thread alone (the event
//      loop, which no other core can help) and of PostgreSQL and the clients;
//   3. server memory while it receives one 100 MB document, on disk and in an S3 bucket (s3rver).
// Run alone with: node node_modules/tsx/dist/cli.mjs scripts/bench/bench-server.ts
// BENCH_CLAIMS (default 400), BENCH_WARMUP (claims filed before the measure, default as many) and
// BENCH_ROUNDS (default 2, best round counts) tune part 2.
// BENCH_PARTS (default "costs,pglite,postgres,memory") picks parts; BENCH_PROFILE_DIR=<dir>
// writes a V8 CPU profile of every measured server there (open it in Chrome's DevTools).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formsConfigResponseSchema, submissionPayloadSchema } from '../../src/contract/api';
import { toWhitelist } from '../../src/engine/rules/context';
import { checkSubmission } from '../../src/engine/submission-check';
import { claimHash } from '../../server/claims/claim-hash';
import { openDatabase, type Database } from '../../server/db/database';
import { loadSettlementFilesSync } from '../../server/settlement/load';
import { kindForUpload } from '../../server/storage/file-types';
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/embedded-postgres';
import { sampleStandardClaim } from '../../tests/support/sample-claim';
import { startLocalS3 } from '../../tests/support/s3-server';
import { BENCH_ADMIN_TOKEN, CIPHERS_OFF, cpuSeconds, mainThreadCpuSeconds, memoryOf, startChild, type Child } from './bench-child';
import { benchPackage, CLIENT_ID, fileClaims, LeanClient, pdfBytes as pdfBytesOf, percentile, session, warmUp } from './bench-claims';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = Number(process.env.BENCH_WARMUP ?? CLAIMS);
const CONCURRENCY = 20;
const DOCUMENT_BYTES = 1024 * 1024;
const LARGE_BYTES = 100 * 1024 * 1024;
const MB = 1024 * 1024;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'costs,pglite,postgres,memory').split(',').map((p) => p.trim()));
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

const tmp = join(process.cwd(), '.tmp');

async function submit(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  name: string,
  key: string,
): Promise<{ ms: number; code: string }> {
  const form = new FormData();
  form.append('payload', JSON.stringify(sampleStandardClaim([{ clientId: CLIENT_ID, name, size: file.size, type: 'application/pdf' }])));
  form.append(CLIENT_ID, file, name);
  const started = performance.now();
  const response = await fetch(`${url}/api/forms/standard`, {
    method: 'POST',
    body: form,
    headers: { ...headers, 'Idempotency-Key': key },
  });
  const body = (await response.json()) as { referenceCodeForm: string | null; error: string | null };
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.referenceCodeForm) throw new Error(`Claim refused (${response.status}): ${body.error}`);
  return { ms, code: body.referenceCodeForm };
}

/** CPU seconds of a PostgreSQL server: its main process, the connections it ended (counted to
 *  it when reaped) and the connections still open. */
async function postgresCpuSeconds(postmaster: number): Promise<number> {
  const stat = async (pid: number | string) => (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const own = await stat(postmaster);
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await stat(entry).catch(() => null);
    if (fields && Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

const pdfBytes = () => pdfBytesOf(DOCUMENT_BYTES);

// ---------------------------------------------------------------------------------------------
// 1. Where a claim's time goes

/** Mean milliseconds of `work` over `runs` runs after a warm-up. */
async function timed(runs: number, work: (i: number) => unknown): Promise<number> {
  for (let i = 0; i < Math.min(20, runs); i += 1) await work(i);
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await work(i);
  return (performance.now() - started) / runs;
}

async function claimCosts(postgres: ThrowawayPostgres): Promise<void> {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(DOCUMENT_BYTES - 9)]);
  const payload = sampleStandardClaim([{ clientId: CLIENT_ID, name: 'receipt.pdf', size: bytes.length, type: 'application/pdf' }]);
  const json = JSON.stringify(payload);
  const demo = loadSettlementFilesSync();
  const configs = formsConfigResponseSchema.parse(demo.modelConfigs);
  const whitelist = toWhitelist(demo.info.allowedCharacters);
  const parsed = submissionPayloadSchema.parse(JSON.parse(json));
  const dir = await mkdtemp(join(tmp, 'bench-costs-'));
  const database = await createDatabase(postgres.url());
  const db: Database = await openDatabase({ dataDir: dir, databaseUrl: database.url });
  const rows: [string, number][] = [];
  try {
    rows.push(['SHA-256 of the 1 MB document', await timed(200, () => createHash('sha256').update(bytes).digest('hex'))]);
    rows.push([
      'file type: extension, declared type and first bytes',
      await timed(2000, () => kindForUpload('receipt.pdf', 'application/pdf').ok && bytes.subarray(0, 1024).includes('%PDF-')),
    ]);
    rows.push(['JSON part: parse and check against the contract', await timed(500, () => submissionPayloadSchema.parse(JSON.parse(json)))]);
    rows.push([
      "rule engine: the form's rules (checkSubmission)",
      await timed(500, () =>
        checkSubmission(parsed, configs, 'Standard', {
          whitelist,
          filesByClientId: { [CLIENT_ID]: [{ name: 'receipt.pdf', size: bytes.length, type: 'application/pdf' }] },
        }),
      ),
    ]);
    rows.push([
      'idempotency hash of the claim',
      await timed(500, () =>
        claimHash(parsed, [{ modelClientId: CLIENT_ID, originalName: 'receipt.pdf', sizeBytes: bytes.length, sha256: 'x'.repeat(64) }]),
      ),
    ]);
    rows.push(['write 1 MB to disk, no fsync', await timed(50, (i) => writeFile(join(dir, `plain-${i}.bin`), bytes))]);
    rows.push([
      'write 1 MB to disk with fsync (as stored: in its final place, no rename)',
      await timed(50, (i) => pipeline(Readable.from([bytes]), createWriteStream(join(dir, `flushed-${i}.bin`), { flush: true }))),
    ]);
    rows.push(['PostgreSQL: one query round trip (SELECT 1)', await timed(500, () => db.query('SELECT 1'))]);
    rows.push([
      'PostgreSQL: the claim transaction (in-progress row, claim, file; durable commit)',
      await timed(200, async () => {
        const claimId = randomUUID();
        await db.query('INSERT INTO pending_uploads (claim_id, instance_id) VALUES ($1, 0)', [claimId]);
        await db.transaction(async (tx) => {
          await tx.query('DELETE FROM pending_uploads WHERE claim_id = $1 RETURNING 1', [claimId]);
          await tx.query(
            `INSERT INTO claims (id, reference_code, form_type, culture, payload, idempotency_key, request_hash) VALUES ($1, $2, 'Standard', 'en', $3::jsonb, $4, 'h')`,
            [claimId, claimId, json, claimId],
          );
          await tx.query(
            `INSERT INTO claim_files (id, claim_id, model_client_id, original_name, stored_path, size_bytes, content_type, sha256) VALUES ($1, $2, $3, 'receipt.pdf', 'p', 1, 'application/pdf', 'x')`,
            [randomUUID(), claimId, CLIENT_ID],
          );
        });
      }),
    ]);
  } finally {
    await db.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
  console.log('where a claim with a 1 MB document spends its time, each step alone (mean ms per claim):');
  for (const [name, ms] of rows) console.log(`  ${name.padEnd(80)} ${ms.toFixed(3)} ms`);
}

// ---------------------------------------------------------------------------------------------
// 2. Throughput, server and baseline

interface Throughput {
  claimsPerSecond: number;
  /** CPU time of the server process per claim: unlike claims per second, barely moved by
   *  other work on the machine. */
  cpuMsPerClaim: number;
  /** Of it, the main thread's (see mainThreadCpuSeconds), and the share of the run's wall time
   *  that thread was running: near 100 %, the event loop is what limits claims per second. */
  mainThreadCpuMsPerClaim: number;
  mainThreadBusy: number;
  /** CPU time per claim of the clients (this process) and of the database. */
  clientCpuMsPerClaim: number;
  databaseCpuMsPerClaim: number;
  p50: number;
  p95: number;
  peakRssMb: number;
}

async function throughput(server: Child, databaseCpu: () => Promise<number>): Promise<Throughput> {
  const client = new LeanClient(server.url, pdfBytes(), CONCURRENCY);
  try {
    return await measureThroughput(server, client, databaseCpu);
  } finally {
    client.close();
  }
}

async function measureThroughput(server: Child, client: LeanClient, databaseCpu: () => Promise<number>): Promise<Throughput> {
  const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => session(server.url)));
  // As many warm-up claims as are measured by default, for both servers alike: a profile of the
  // reference server showed the optimising compiler's threads busy for its first thousand.
  await warmUp(client, sessions, WARMUP, CLAIMS);
  const cpuBefore = await cpuSeconds(server.process.pid!);
  const mainBefore = await mainThreadCpuSeconds(server.process.pid!);
  const databaseBefore = await databaseCpu();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const latencies = await fileClaims(client, sessions, CLAIMS, 'bench');
  const seconds = (performance.now() - started) / 1000;
  const cpu = (await cpuSeconds(server.process.pid!)) - cpuBefore;
  const main = (await mainThreadCpuSeconds(server.process.pid!)) - mainBefore;
  const clients = process.cpuUsage(clientBefore);
  const database = (await databaseCpu()) - databaseBefore;
  latencies.sort((a, b) => a - b);
  const memory = await memoryOf(server.process.pid!);
  const perClaim = (cpuSeconds: number) => (cpuSeconds * 1000) / latencies.length;
  return {
    claimsPerSecond: latencies.length / seconds,
    cpuMsPerClaim: perClaim(cpu),
    mainThreadCpuMsPerClaim: perClaim(main),
    mainThreadBusy: main / seconds,
    clientCpuMsPerClaim: perClaim((clients.user + clients.system) / 1e6),
    databaseCpuMsPerClaim: perClaim(database),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    peakRssMb: memory.hwm / MB,
  };
}

/** Fresh settings for one measured server: a data folder, and a database on PostgreSQL. */
async function freshTarget(engine: 'PGlite' | 'PostgreSQL', postgres: ThrowawayPostgres, pgliteTemplate: string | null) {
  const dataDir = await mkdtemp(join(tmp, 'bench-server-'));
  const settlementDir = await benchPackage(tmp);
  const database = engine === 'PostgreSQL' ? await createDatabase(postgres.url()) : null;
  if (pgliteTemplate) await cp(pgliteTemplate, dataDir, { recursive: true });
  return {
    env: {
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      SETTLEMENT_DIR: settlementDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      // The benchmark's 20 clients share one loopback address, unlike 20 claimants.
      UPLOADS_PER_ADDRESS: '1000',
    },
    async cleanup() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(settlementDir, { recursive: true, force: true });
    },
  };
}

async function measured(
  script: string,
  engine: 'PGlite' | 'PostgreSQL',
  postgres: ThrowawayPostgres,
  template: string | null,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<Throughput> {
  const target = await freshTarget(engine, postgres, template);
  try {
    const child = await startChild(script, { ...target.env, ...env }, [
      ...nodeArgs,
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
    ]);
    try {
      // PGlite runs inside the server process: its CPU is the server's.
      const databaseCpu = engine === 'PostgreSQL' ? () => postgresCpuSeconds(postgres.pid()!) : () => Promise.resolve(0);
      return await throughput(child, databaseCpu);
    } finally {
      await child.stop();
    }
  } finally {
    await target.cleanup();
  }
}

async function compare(engine: 'PGlite' | 'PostgreSQL', postgres: ThrowawayPostgres): Promise<void> {
  // Each measured PGlite server opens a copy of an existing data folder: creating an embedded
  // database costs far more (initdb) than opening one, and that one-off cost is not the figure.
  let templates: Record<string, string | null> = { server: null, baseline: null };
  if (engine === 'PGlite') {
    templates = {
      server: await mkdtemp(join(tmp, 'bench-template-server-')),
      baseline: await mkdtemp(join(tmp, 'bench-template-baseline-')),
    };
    await (await startChild('server/main.ts', { DATA_DIR: templates.server!, DIST_DIR: join(templates.server!, 'no-dist') })).stop();
    await (await startChild('scripts/bench/bench-baseline-server.ts', { DATA_DIR: templates.baseline! })).stop();
  }
  try {
    const runs: { baseline: Throughput[]; server: Throughput[]; checksummed: Throughput[]; screened: Throughput[]; clear: Throughput[] } = {
      baseline: [],
      server: [],
      checksummed: [],
      screened: [],
      clear: [],
    };
    // Alternated, so a machine that slows down during the run weighs on both alike. On
    // PostgreSQL, also the baseline keeping a SHA-256 of each document, as the server must: what
    // the server costs beyond its checksums.
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.baseline.push(await measured('scripts/bench/bench-baseline-server.ts', engine, postgres, templates.baseline!));
      runs.server.push(await measured('server/main.ts', engine, postgres, templates.server!));
      if (engine === 'PostgreSQL') {
        runs.checksummed.push(await measured('scripts/bench/bench-baseline-server.ts', engine, postgres, null, { BASELINE_SHA256: '1' }));
        runs.screened.push(
          await measured('scripts/bench/bench-baseline-server.ts', engine, postgres, null, {
            BASELINE_SHA256: '1',
            BASELINE_SCREENING: '1',
          }),
        );
        // For reference: the server with its ciphers off (see bench-encryption.ts), so the figures
        // say what sealing claims at rest costs here apart from the rest.
        runs.clear.push(await measured('server/main.ts', engine, postgres, null, {}, CIPHERS_OFF));
      }
    }
    const best = (list: Throughput[]) => list.reduce((a, b) => (b.claimsPerSecond > a.claimsPerSecond ? b : a));
    const line = (name: string, list: Throughput[]) => {
      const b = best(list);
      const least = (pick: (t: Throughput) => number) => Math.min(...list.map(pick)).toFixed(2);
      console.log(
        `  ${name.padEnd(9)}${name.length > 9 ? `\n${' '.repeat(11)}` : ''} ${b.claimsPerSecond.toFixed(1).padStart(6)} claims/s (rounds: ${list.map((t) => t.claimsPerSecond.toFixed(1)).join(', ')}), p50 ${b.p50.toFixed(0)} ms, p95 ${b.p95.toFixed(0)} ms, peak RSS ${b.peakRssMb.toFixed(0)} MB`,
      );
      console.log(
        `  ${''.padEnd(9)} CPU per claim (least of the rounds): server ${least((t) => t.cpuMsPerClaim)} ms${engine === 'PostgreSQL' ? `, PostgreSQL ${least((t) => t.databaseCpuMsPerClaim)} ms` : ''}, clients ${least((t) => t.clientCpuMsPerClaim)} ms`,
      );
      console.log(
        `  ${''.padEnd(9)} server's main thread: ${least((t) => t.mainThreadCpuMsPerClaim)} ms of it, running ${(b.mainThreadBusy * 100).toFixed(0)} % of the best round`,
      );
    };
    console.log(`${engine}: ${CLAIMS} claims with a 1 MB document each, ${CONCURRENCY} concurrent clients, best of ${ROUNDS} rounds`);
    line('baseline', runs.baseline);
    line('server', runs.server);
    if (runs.checksummed.length > 0) line('baseline with SHA-256', runs.checksummed);
    if (runs.screened.length > 0) line("baseline with SHA-256 and screening's database work", runs.screened);
    if (runs.clear.length > 0) line('server with its ciphers off (for reference)', runs.clear);
    const ratio = best(runs.server).claimsPerSecond / best(runs.baseline).claimsPerSecond;
    const cpuRatio = Math.min(...runs.baseline.map((t) => t.cpuMsPerClaim)) / Math.min(...runs.server.map((t) => t.cpuMsPerClaim));
    console.log(
      `  ratio server / baseline: ${ratio.toFixed(2)} in claims per second; ${cpuRatio.toFixed(2)} in CPU per claim (baseline / server)`,
    );
    if (runs.checksummed.length > 0) {
      const checksummedRatio = best(runs.server).claimsPerSecond / best(runs.checksummed).claimsPerSecond;
      console.log(
        `  ratio server / baseline with SHA-256: ${checksummedRatio.toFixed(2)} in claims per second (for reference: what screening and the rest cost together)`,
      );
    }
    if (runs.screened.length > 0) {
      // The yardstick: a bare server doing the least any server that screens at submit must do.
      const screenedRatio = best(runs.server).claimsPerSecond / best(runs.screened).claimsPerSecond;
      console.log(
        `  ratio server / baseline with SHA-256 and screening's database work: ${screenedRatio.toFixed(2)} in claims per second (target 0.9 or more: ${screenedRatio >= 0.9 ? 'met' : 'NOT MET'})`,
      );
      if (runs.clear.length > 0)
        console.log(
          `  the same with the server's ciphers off: ${(best(runs.clear).claimsPerSecond / best(runs.screened).claimsPerSecond).toFixed(2)} (for reference: what sealing at rest costs)`,
        );
    }
  } finally {
    for (const dir of Object.values(templates)) if (dir) await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Memory while one 100 MB document arrives

async function largeUpload(label: string, env: Record<string, string>, dataDir: string): Promise<void> {
  const server = await startChild('server/main.ts', {
    ...env,
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    UPLOAD_MAX_BYTES: String(LARGE_BYTES + MB),
    SUBMIT_MAX_BYTES: String(LARGE_BYTES + 4 * MB),
  });
  const filePath = join(dataDir, 'large-source.pdf');
  try {
    // The client side streams the file from disk too, so the figures are the server's alone.
    const hash = createHash('sha256');
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(filePath);
      out.on('error', reject);
      const chunk = randomBytes(MB);
      const head = Buffer.from('%PDF-1.7\n');
      out.write(head);
      hash.update(head);
      let written = head.length;
      const writeMore = () => {
        while (written < LARGE_BYTES) {
          const piece = chunk.subarray(0, Math.min(chunk.length, LARGE_BYTES - written));
          written += piece.length;
          hash.update(piece);
          if (!out.write(piece)) return void out.once('drain', writeMore);
        }
        out.end(resolve);
      };
      writeMore();
    });
    const expected = hash.digest('hex');
    const headers = await session(server.url);
    await submit(
      server.url,
      headers,
      new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)])]),
      'warmup.pdf',
      `warmup-large-${Date.now()}`,
    );
    const before = await memoryOf(server.process.pid!);
    let sampledPeak = before.rss;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        sampledPeak = Math.max(sampledPeak, (await memoryOf(server.process.pid!)).rss);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const file = await openAsBlob(filePath, { type: 'application/pdf' });
    const started = performance.now();
    const { code } = await submit(server.url, headers, file, 'large-scan.pdf', `large-${Date.now()}`);
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const after = await memoryOf(server.process.pid!);
    const claim = (await (
      await fetch(`${server.url}/api/admin/claims/${code}`, { headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` } })
    ).json()) as {
      files: { sha256: string; sizeBytes: number }[];
    };
    const stored = claim.files[0];
    const peak = Math.max(sampledPeak, after.hwm);
    console.log(
      `  ${label.padEnd(24)} accepted in ${seconds.toFixed(1)} s, ${stored?.sizeBytes === LARGE_BYTES && stored.sha256 === expected ? 'intact' : 'WITH A MISMATCH'}; server RSS ${(before.rss / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB while receiving (+${((peak - before.rss) / MB).toFixed(0)} MB for ${(LARGE_BYTES / MB).toFixed(0)} MB)`,
    );
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------

await mkdir(tmp, { recursive: true });
console.log(`reference server benchmark (Node ${process.version}, loopback, clients in the benchmark's process)`);
// Other work on the machine moves claims per second much more than CPU per claim: say how busy it was.
const load = () => loadavg()[0]!.toFixed(1);
console.log(`load average at start: ${load()} on ${cpus().length} cores`);
const postgres = await startThrowawayPostgres({ durable: true });
const s3 = await startLocalS3();
try {
  if (PARTS.has('costs')) {
    await claimCosts(postgres);
    console.log('');
  }
  if (PARTS.has('pglite')) await compare('PGlite', postgres);
  if (PARTS.has('postgres')) await compare('PostgreSQL', postgres);
  console.log(`load average after the throughput runs: ${load()}`);
  console.log('');
  if (PARTS.has('memory')) console.log('one 100 MB document, PostgreSQL (the server streams it; its memory must not grow with the file):');
  for (const store of PARTS.has('memory') ? (['disk', 'S3 bucket (s3rver)'] as const) : []) {
    const dataDir = await mkdtemp(join(tmp, 'bench-large-'));
    const database = await createDatabase(postgres.url());
    try {
      const bucket = store === 'disk' ? null : await s3.createBucket();
      const env: Record<string, string> = { DATABASE_URL: database.url };
      if (bucket) {
        Object.assign(env, {
          STORAGE_URL: bucket.url,
          STORAGE_ENDPOINT: bucket.endpoint!,
          STORAGE_ACCESS_KEY_ID: bucket.accessKeyId!,
          STORAGE_SECRET_ACCESS_KEY: bucket.secretAccessKey!,
          STORAGE_FORCE_PATH_STYLE: 'true',
        });
      }
      await largeUpload(store, env, dataDir);
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await s3.stop();
  await postgres.stop();
}
