// Benchmark of the claims export: peak memory of the server while it streams every claim as CSV
// and as NDJSON, at 10,000 and 100,000 claims (a flat figure means the export reads in batches
// and writes as the client reads), plus the same for `npm run admin -- export`. The server runs
// in a child process on loopback, on the embedded database, as `npm start` runs it. Part of the
// growth between sizes is the embedded database's page cache (shared_buffers, 128 MB) filling
// as more of the table is read; it stops there.
// Run alone with: node node_modules/tsx/dist/cli.mjs scripts/bench/bench-export.ts
// BENCH_EXPORT_SIZES=1000,5000 picks other sizes.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { sampleAutomotiveClaim } from '../../tests/support/sample-claim';
import { BENCH_ADMIN_TOKEN, insertClaimCopies, memoryOf, startChild, type Child } from './bench-child';

const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '10000,100000').split(',').map(Number);
const MB = 1024 * 1024;
const tmp = join(process.cwd(), '.tmp');

/** Samples a process's RSS every 50 ms until stopped; resolves with the highest seen. */
function sampleRss(pid: number): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        peak = Math.max(peak, (await memoryOf(pid)).rss);
      } catch {
        return; // The process ended.
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

/** Stores `count` claims (an Automotive sample with three repair rows and two documents each,
 *  answers varied per claim) straight into a new embedded database, in the database itself. */
async function seed(dataDir: string, count: number): Promise<void> {
  const db = await openDatabase({ dataDir, databaseUrl: null });
  try {
    const docs = [1, 2].map((n) => ({
      clientId: `documentContexts-bench00${n}`,
      name: `invoice ${n}.pdf`,
      size: 250_000 * n,
      type: 'application/pdf',
    }));
    const sample = sampleAutomotiveClaim(docs);
    const repairs = [1, 2, 3].map((n) => ({
      ...sample.claimTransactions[0]!,
      clientId: `claimTransactions-${n}`,
      fields: { repairDate: `0${n}/12/2023`, repairCost: `${n}50.00`, repairShop: `Shop ${n}, "Main St"` },
    }));
    const template = { ...sample, claimTransactions: repairs };
    await insertClaimCopies(db, template, count);
    await db.query(
      `INSERT INTO claim_files (id, claim_id, model_client_id, original_name, stored_path, size_bytes, content_type, sha256)
       SELECT gen_random_uuid(), c.id, 'documentContexts-bench00' || n, 'invoice ' || n || '.pdf', 'files/' || c.id || '/00' || n || '.pdf',
              250000 * n, 'application/pdf', encode(sha256(convert_to(c.id::text || n, 'UTF8')), 'hex')
         FROM claims c CROSS JOIN generate_series(1, 2) AS n`,
    );
  } finally {
    await db.close();
  }
}

/** The server on the seeded data folder, on the embedded database whatever the environment says. */
function startServer(dataDir: string): Promise<Child> {
  return startChild('server/main.ts', { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), DATABASE_URL: '' });
}

async function adminMemory(url: string): Promise<{ rssBytes: number; heapUsedBytes: number; maxRssBytes: number }> {
  const response = await fetch(`${url}/api/admin/memory`, { headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` } });
  return (await response.json()) as { rssBytes: number; heapUsedBytes: number; maxRssBytes: number };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** One export over HTTP, read to the end and counted, with the server's memory around it. */
async function httpExport(server: Child, format: 'csv' | 'ndjson', count: number): Promise<void> {
  const before = await adminMemory(server.url);
  const sampler = sampleRss(server.process.pid!);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/export?format=${format}`, {
    headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}`, 'accept-encoding': 'identity' },
  });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const sampledPeak = await sampler.stop();
  const after = await adminMemory(server.url);
  const records = format === 'ndjson' ? newlines : Number.NaN;
  if (format === 'ndjson' && records !== count) throw new Error(`NDJSON export had ${records} lines for ${count} claims`);
  console.log(
    `  HTTP ${format.padEnd(6)} ${count.toLocaleString('en-US').padStart(7)} claims: ${mb(bytes).padStart(7)} in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en-US')} claims/s); ` +
      `server RSS ${mb(before.rssBytes)} before, peak ${mb(Math.max(sampledPeak, after.rssBytes))} while exporting; maxRSS since start ${mb(before.maxRssBytes)} -> ${mb(after.maxRssBytes)}; JS heap used ${mb(before.heapUsedBytes)} -> ${mb(after.heapUsedBytes)}`,
  );
}

/** `npm run admin -- export` (the CLI process itself, tsx as an import hook), output discarded. */
async function cliExport(dataDir: string, format: 'csv' | 'ndjson', count: number): Promise<void> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'export', '--format', format], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  child.stdout!.on('data', (chunk: Buffer) => (bytes += chunk.length));
  let peak = 0;
  const sampler = setInterval(() => {
    memoryOf(child.pid!).then(
      // A process that has just ended has no memory lines left (NaN): keep the last figure.
      (m) => (peak = Number.isNaN(m.hwm) ? peak : Math.max(peak, m.hwm)),
      () => undefined,
    );
  }, 50);
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`npm run admin -- export exited with ${code}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  CLI  ${format.padEnd(6)} ${count.toLocaleString('en-US').padStart(7)} claims: ${mb(bytes).padStart(7)} in ${seconds.toFixed(1)} s (with start); peak RSS ${mb(peak)}`,
  );
}

await mkdir(tmp, { recursive: true });
for (const count of SIZES) {
  const root = await mkdtemp(join(tmp, 'bench-export-'));
  const dataDir = join(root, 'data');
  try {
    const seeded = performance.now();
    await seed(dataDir, count);
    console.log(
      `${count.toLocaleString('en-US')} claims (Automotive, 3 repair rows, 2 documents each) stored in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(dataDir);
    try {
      await httpExport(server, 'csv', count);
      await httpExport(server, 'ndjson', count);
    } finally {
      await server.stop();
    }
    await cliExport(dataDir, 'csv', count);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
