// Servers the benchmarks measure, each in a child process of its own on loopback, as `npm start`
// runs the reference server: tsx as an import hook (so /proc/<pid> is the server itself, not a
// wrapper), a port the system picks, and the address read from the line the server prints.
// Shared by the benchmarks that start the reference server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../../server/db/database';

/** Node options that run a server with its two cipher modules swapped for stand-ins keeping every
 *  byte in the clear (bench-ciphers-off/), for what sealing at rest costs. */
export const CIPHERS_OFF = ['--import', fileURLToPath(new URL('./bench-ciphers-off/register.mjs', import.meta.url))];

/** The admin token every benchmarked server is started with. */
export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789';

/** A server running in a child process. */
export interface Child {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  process: ChildProcess;
  /** Sends SIGTERM and waits for the process to exit. */
  stop(): Promise<void>;
}

/** How long a server may take to start (a first PGlite start creates its cluster). */
const START_TIMEOUT_MS = 120_000;

/** Starts `script` with tsx and waits for the line that names its address ("listening on
 *  http://..."); `env` is added to this process's environment (an empty value hides a variable's
 *  effect, e.g. DATABASE_URL: '' for the embedded database); `nodeArgs` go to node itself
 *  (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
export async function startChild(
  script: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
  /** The folder it runs in (its tsconfig's path aliases are resolved from there). */
  cwd = process.cwd(),
): Promise<Child> {
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_TOKEN: BENCH_ADMIN_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${script} did not start within ${START_TIMEOUT_MS / 1000} s:\n${log}`)),
        START_TIMEOUT_MS,
      );
      child.stdout.on('data', (d: Buffer) => {
        log += d.toString();
        const match = /listening on (http:\/\/[^\s"]+)/.exec(log);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.stderr.on('data', (d: Buffer) => (log += d.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited (${code}):\n${log}`));
      });
    });
    // Once started, the log is not kept: a long run would only grow it.
    child.stdout.removeAllListeners('data').resume();
    child.stderr.removeAllListeners('data').resume();
    return { url, process: child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Resident memory of a process now and at its peak since start (VmRSS, VmHWM), in bytes;
 *  NaN for a process that has just ended. */
export async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** CPU seconds a process has used so far (user + system), from /proc/<pid>/stat. */
export async function cpuSeconds(pid: number): Promise<number> {
  return ticksOf(`/proc/${pid}/stat`);
}

/** CPU seconds of a Node process's main thread alone (the thread whose id is the process id):
 *  the event loop, where every request's JavaScript runs. The process's other threads (V8's
 *  compiler and garbage collector, libuv's file and crypto pool) can use the machine's other
 *  cores; the main thread cannot, so when it is near one core's worth, it is what holds claims
 *  per second down. */
export async function mainThreadCpuSeconds(pid: number): Promise<number> {
  return ticksOf(`/proc/${pid}/task/${pid}/stat`);
}

async function ticksOf(statPath: string): Promise<number> {
  const fields = (await readFile(statPath, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Stores `count` copies of an Automotive claim payload straight into the database, 7 seconds
 *  apart from 1 January 2025, each with its own reference code (AUT-000000001 on) and last name. */
export async function insertClaimCopies(db: Queryable, payload: unknown, count: number): Promise<void> {
  await db.query(
    `INSERT INTO claims (id, reference_code, form_type, culture, payload, request_hash, created_at)
     SELECT gen_random_uuid(), 'AUT-' || lpad(i::text, 9, '0'), 'Automotive', 'en',
            jsonb_set($1::jsonb, '{claimantInfo,fields,lastName}', to_jsonb('Whitfield ' || i)),
            'bench', timestamptz '2025-01-01T00:00:00Z' + i * interval '7 seconds'
       FROM generate_series(1, $2::int) AS i`,
    [JSON.stringify(payload), count],
  );
}
