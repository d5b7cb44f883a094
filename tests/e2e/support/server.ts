import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A reference server running in a child process, as `npm start` runs it. */
export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Resolves with the address the server prints once it listens (it prints nothing sooner). */
function addressWhenListening(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /Claims site listening on (http:\/\/[^\s"]+)/.exec(output());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output()}`)));
  });
}

/** Runs server/main.ts on a free loopback port over `dataDir`; resolves once it listens. */
async function spawnServer(dataDir: string, env: Record<string, string>) {
  let log = '';
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    // PORT=0: the server picks a free port and prints it.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = await addressWhenListening(child, () => log);
  /** Stops the server as an operator does (SIGTERM: it drains and closes its database). */
  const terminate = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, terminate, log: () => log };
}

/** Where the run's data-folder template lives: beside the run's build (DIST_DIR, one per run,
 *  see global-setup.ts), whose cleanup removes it too. */
export function dataTemplatePath(distDir: string): string {
  return `${distDir}-data`;
}

let template: Promise<string> | undefined;

/** The data folder every server of the run starts from: one server's first start (the embedded
 *  database created and brought to the latest schema) and clean stop. Creating the database is
 *  most of a first start, about half of it on a busy machine, and the end-to-end files start
 *  dozens of servers; a server started over a copy does what a restarted server does (the first
 *  start itself is the server tests' subject). Made by the first file that needs it, while other
 *  files run: two files starting at once may each make one, and the first to finish keeps its own. */
function dataTemplate(): Promise<string> {
  template ??= (async () => {
    const distDir = process.env.DIST_DIR;
    if (!distDir) throw new Error('DIST_DIR is not set: the end-to-end tests run through their global setup (vitest --project e2e).');
    const path = dataTemplatePath(distDir);
    if (existsSync(join(path, 'db', 'PG_VERSION'))) return path;
    const building = await mkdtemp(join(process.cwd(), '.tmp', 'e2e-template-'));
    const server = await spawnServer(building, {});
    await server.terminate();
    try {
      await rename(building, path);
    } catch {
      // Another file made it first: use theirs.
      await rm(building, { recursive: true, force: true });
    }
    return path;
  })();
  return template;
}

/** Starts the reference server on a free loopback port with a fresh data folder (a copy of the
 *  run's template). The app must be built already (the e2e global setup builds it once). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(process.cwd(), '.tmp', 'e2e-data-'));
  await cp(await dataTemplate(), dataDir, { recursive: true });
  const server = await spawnServer(dataDir, env);
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.terminate();
      await rm(dataDir, { recursive: true, force: true });
      // A page that throws while rendering on the server still reaches the browser (which renders
      // it), so no journey notices: the server's log does.
      const failures = server
        .log()
        .split('\n')
        .filter((line) => line.includes('could not be rendered on the server'));
      if (failures.length > 0) throw new Error(`Pages failed to render on the server:\n${failures.join('\n')}\n\n${server.log()}`);
    },
  };
}
