// How long a server takes to become warm: files claims batch after batch into one fresh server on
// a throwaway PostgreSQL (durable) and prints, for each batch, the server's CPU per claim (all of
// it, and its main thread's alone) and the claims per second, first for the reference server, then
// for the equal-work baseline (bench-baseline-server.ts with its SHA-256 and screening's database
// work), the yardstick of bench-server.ts. A server keeps getting cheaper while V8 is still
// compiling its hot functions: bench-server.ts measures after BENCH_WARMUP claims, and this says
// whether that is enough for a server this size. It prints, it never asserts.
//   node --import tsx scripts/bench/profile-warmup.ts
// WARMUP_BATCH (default 300) claims a batch from 20 clients, WARMUP_BATCHES (default 8) batches;
// WARMUP_SERVERS (default "server,baseline") picks the servers, "clear" adding the reference server
// with its ciphers off.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase, startThrowawayPostgres } from '../../tests/support/embedded-postgres';
import { CIPHERS_OFF, cpuSeconds, mainThreadCpuSeconds, startChild } from './bench-child';
import { benchPackage, LeanClient, pdfBytes, session } from './bench-claims';

const BATCH = Number(process.env.WARMUP_BATCH ?? 300);
const BATCHES = Number(process.env.WARMUP_BATCHES ?? 8);
const CONCURRENCY = 20;
const tmp = join(process.cwd(), '.tmp');

const servers = {
  server: { script: 'server/main.ts', env: {}, nodeArgs: [] },
  baseline: { script: 'scripts/bench/bench-baseline-server.ts', env: { BASELINE_SHA256: '1', BASELINE_SCREENING: '1' }, nodeArgs: [] },
  clear: { script: 'server/main.ts', env: {}, nodeArgs: CIPHERS_OFF },
} as const;
type ServerName = keyof typeof servers;

const picked = (process.env.WARMUP_SERVERS ?? 'server,baseline').split(',').map((name) => name.trim());
for (const name of picked)
  if (!(name in servers)) throw new Error(`WARMUP_SERVERS: "${name}" is not one of ${Object.keys(servers).join(', ')}.`);

const load = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ')[0];

const postgres = await startThrowawayPostgres({ durable: true });
try {
  console.log(
    `${BATCHES} batches of ${BATCH} claims with a 1 MB document each, ${CONCURRENCY} clients, each claim from a claimant of its own`,
  );
  for (const name of picked as ServerName[]) {
    const { script, env, nodeArgs } = servers[name];
    const dataDir = await mkdtemp(join(tmp, 'warmup-'));
    const settlementDir = await benchPackage(tmp);
    const database = await createDatabase(postgres.url());
    const child = await startChild(
      script,
      {
        ...env,
        DATA_DIR: dataDir,
        DIST_DIR: join(dataDir, 'no-dist'),
        SETTLEMENT_DIR: settlementDir,
        DATABASE_URL: database.url,
        // The 20 clients share one loopback address, unlike 20 claimants.
        UPLOADS_PER_ADDRESS: '100000',
      },
      nodeArgs,
    );
    const client = new LeanClient(child.url, pdfBytes(1024 * 1024), CONCURRENCY);
    try {
      const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => session(child.url)));
      const pid = child.process.pid!;
      let claimant = 0;
      console.log(`${name} (${script}${nodeArgs.length > 0 ? ', ciphers off' : ''}):`);
      for (let batch = 0; batch < BATCHES; batch += 1) {
        const [cpuBefore, mainBefore] = [await cpuSeconds(pid), await mainThreadCpuSeconds(pid)];
        const started = performance.now();
        const last = claimant + BATCH;
        await Promise.all(
          sessions.map(async (headers, worker) => {
            while (claimant < last) {
              const n = claimant;
              claimant += 1;
              await client.submit(headers, 'receipt.pdf', `warmup-${name}-${worker}-${n}`, n);
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        const perClaim = (cpu: number) => ((cpu * 1000) / BATCH).toFixed(2).padStart(6);
        console.log(
          `  claims ${String(batch * BATCH).padStart(5)} to ${String(last).padStart(5)}: ` +
            `CPU ${perClaim((await cpuSeconds(pid)) - cpuBefore)} ms a claim, main thread ${perClaim((await mainThreadCpuSeconds(pid)) - mainBefore)} ms, ` +
            `${(BATCH / seconds).toFixed(0).padStart(4)} claims/s, load average ${await load()}`,
        );
      }
    } finally {
      client.close();
      await child.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(settlementDir, { recursive: true, force: true });
    }
  }
} finally {
  await postgres.stop();
}
