// The reference server in a process of its own, configured from the environment as `npm start`
// configures it, for tests that need separate processes: several servers on one database, or a
// server killed mid-request. It runs from the run's bundle of server/main.ts (global-setup.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ADMIN_TOKEN } from './server';
import { bundledServerFlags } from '../../support/server-bundle';

/** A server process. */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no cleanup of any kind, as a crash or an out-of-memory kill. */
  kill(): Promise<void>;
}

/** Starts server/main.ts with these environment variables (PORT=0 picks a free port) and
 *  resolves once it prints the address it listens on. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  let log = '';
  // Node itself runs the server, so a signal sent to the child reaches the server directly.
  const child = spawn(process.execPath, [...bundledServerFlags, join(inject('serverBundle'), 'main.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      log += data.toString();
      const match = /Claims site listening on (http:\/\/[^\s"]+)/.exec(log);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (data: Buffer) => (log += data.toString()));
    child.once('exit', (code, signal) => reject(new Error(`The server exited (${code ?? signal}) before listening:\n${log}`)));
  });
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit').then(() => undefined);
  return {
    url,
    process: child,
    output: () => log,
    async stop() {
      const done = exited();
      child.kill('SIGTERM');
      await done;
    },
    async kill() {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
  };
}
