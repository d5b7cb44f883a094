// Where a claim's database work goes: files claims through the real server on a throwaway
// PostgreSQL (durable, pg_stat_statements loaded) and prints, per claim, the server's and
// PostgreSQL's CPU, the transactions committed, and each statement the server sent (calls, rows,
// time, buffers), plus what the database's connections were waiting on while the claims arrived.
// CPU per claim and statements per claim barely move with other work on the machine; claims per
// second do, so none is printed.
//   node --import tsx scripts/bench/profile-claims.ts
// PROFILE_CLAIMS (default 200) claims from 20 clients, each from a claimant of its own, after
// PROFILE_WARMUP (default 400) warm-up claims;
// PROFILE_ROOTS (default ".") a comma-separated list of source trees whose server/main.ts is
// measured in turn (for instance an export of another commit, with node_modules linked in);
// PROFILE_CPU_DIR=<dir> writes a V8 CPU profile of each server there.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres } from '../../tests/support/embedded-postgres';
import { benchPackage, fileClaims, LeanClient, pdfBytes, session, warmUp } from './bench-claims';

const CLAIMS = Number(process.env.PROFILE_CLAIMS ?? 200);
const WARMUP = Number(process.env.PROFILE_WARMUP ?? 400);
const CONCURRENCY = 20;
const ROOTS = (process.env.PROFILE_ROOTS ?? '.').split(',').map((r) => resolve(r.trim()));
/** PROFILE_WAITS=0 leaves out the sampling of what connections wait on (its queries cost
 *  PostgreSQL some CPU of its own). */
const WAITS = process.env.PROFILE_WAITS !== '0';
const tmp = join(process.cwd(), '.tmp');

/** CPU ms of a process (user + system), from /proc/<pid>/stat; with `children`, also those of
 *  its child processes, ended (reaped) or running. */
async function cpuMs(pid: number, children = false): Promise<number> {
  const stat = async (p: number | string) => (await readFile(`/proc/${p}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const own = await stat(pid);
  let ticks = Number(own[11]) + Number(own[12]) + (children ? Number(own[13]) + Number(own[14]) : 0);
  if (children)
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = await stat(entry).catch(() => null);
      if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
    }
  return ticks * 10;
}

async function startServer(root: string, env: Record<string, string>): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const cpuProfile = process.env.PROFILE_CPU_DIR ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.PROFILE_CPU_DIR)}`] : [];
  const child = spawn(process.execPath, [...cpuProfile, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_TOKEN: 'profile-admin-token-0123456789', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      log += d.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(log);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  child.stdout.removeAllListeners('data').resume();
  child.stderr.removeAllListeners('data').resume();
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

await mkdir(tmp, { recursive: true });
const postgres = await startThrowawayPostgres({ durable: true });
try {
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
  await admin.query("ALTER SYSTEM SET pg_stat_statements.track = 'all'");
  // Planning time too: a statement run with a custom plan is planned on every call.
  await admin.query('ALTER SYSTEM SET pg_stat_statements.track_planning = on');
  await admin.end();
  await postgres.pause();
  await postgres.resume();

  for (const root of ROOTS) {
    const database = await postgres.createDatabase();
    const dataDir = await mkdtemp(join(tmp, 'profile-claims-'));
    // The tree's own demo package, with velocity limits flagging only (see benchPackage).
    const here = process.cwd();
    process.chdir(root);
    const settlementDir = await benchPackage(tmp).finally(() => process.chdir(here));
    const stats = new pg.Client({ connectionString: database.url });
    await stats.connect();
    stats.on('error', () => undefined);
    await stats.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const server = await startServer(root, {
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      SETTLEMENT_DIR: settlementDir,
      DATABASE_URL: database.url,
      // The profile's clients share one loopback address, unlike as many claimants.
      UPLOADS_PER_ADDRESS: '1000',
    });
    const client = new LeanClient(server.url, pdfBytes(1024 * 1024), CONCURRENCY);
    try {
      const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => session(server.url)));
      await warmUp(client, sessions, WARMUP, CLAIMS);
      const dbName = new URL(database.url).pathname.slice(1);
      const commits = async () =>
        Number((await stats.query<{ n: string }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = $1', [dbName])).rows[0]!.n);
      await stats.query('SELECT pg_stat_statements_reset()');
      const commitsBefore = await commits();
      const serverBefore = await cpuMs(server.pid);
      const postgresBefore = await cpuMs(postgres.pid()!, true);
      // What the connections wait on, sampled while the claims arrive.
      const waits = new Map<string, number>();
      let watcherQueries = 0;
      let sampling = true;
      const sampler = (async () => {
        const watcher = new pg.Client({ connectionString: database.url });
        await watcher.connect();
        while (sampling && WAITS) {
          const { rows } = await watcher.query<{ w: string }>(
            `SELECT coalesce(wait_event_type || ':' || wait_event, state) AS w FROM pg_stat_activity
             WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
            [dbName],
          );
          watcherQueries += 1;
          for (const r of rows) waits.set(r.w, (waits.get(r.w) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 20));
        }
        await watcher.end();
      })();
      await fileClaims(client, sessions, CLAIMS, 'profile');
      sampling = false;
      await sampler;
      const serverMs = (await cpuMs(server.pid)) - serverBefore;
      const postgresMs = (await cpuMs(postgres.pid()!, true)) - postgresBefore;
      // Less the sampler's own queries and the reading of the count itself.
      const transactions = (await commits()) - commitsBefore - watcherQueries - 1;
      const { rows } = await stats.query<{
        calls: string;
        rows: string;
        total: number;
        plan: number;
        plans: string;
        hit: string;
        dirtied: string;
        wal: string;
        query: string;
      }>(
        `SELECT calls, rows, total_exec_time + total_plan_time AS total, total_plan_time AS plan, plans, shared_blks_hit + shared_blks_read AS hit,
           shared_blks_dirtied AS dirtied, wal_bytes AS wal, query
         FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
         WHERE d.datname = $1 AND query NOT ILIKE '%pg_stat%' ORDER BY total_exec_time DESC`,
        [dbName],
      );
      const per = (n: number | string) => (Number(n) / CLAIMS).toFixed(2);
      console.log(`\n${root}: ${CLAIMS} claims, 20 clients, each claim from a claimant of its own`);
      console.log(
        `  per claim: server CPU ${per(serverMs)} ms, PostgreSQL CPU ${per(postgresMs)} ms, ${per(transactions)} transactions committed, ${per(rows.reduce((s, r) => s + Number(r.calls), 0))} statements`,
      );
      console.log('  statements (per claim: calls, rows, ms (of it planning), plans, buffers touched, dirtied, WAL bytes):');
      for (const r of rows.slice(0, 14))
        console.log(
          `    ${per(r.calls).padStart(5)} ${per(r.rows).padStart(6)} ${per(r.total).padStart(6)} ms (${per(r.plan)}) ${per(r.plans).padStart(5)} ${per(r.hit).padStart(7)} ${per(r.dirtied).padStart(6)} ${per(r.wal).padStart(8)}  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`,
        );
      const samples = [...waits.values()].reduce((a, b) => a + b, 0);
      if (samples > 0)
        console.log(
          `  the connections' states while claims arrived (share of ${samples} samples): ${[...waits]
            .sort((a, b) => b[1] - a[1])
            .map(([w, n]) => `${w} ${((100 * n) / samples).toFixed(0)}%`)
            .join(', ')}`,
        );
    } finally {
      client.close();
      await server.stop();
      await stats.end();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(settlementDir, { recursive: true, force: true });
    }
  }
} finally {
  await postgres.stop();
}
