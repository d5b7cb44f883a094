import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dataTemplate } from '../../support/data-template';
import { bundledServerFlags } from '../../support/server-bundle';

/** A reference server running in a child process, as `npm start` runs it (from the run's bundle
 *  of its sources, see tests/support/server-bundle.ts). */
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

/** Runs server/main.ts, as the run's global setup bundled it, on a free loopback port over
 *  `dataDir`; resolves once it listens. */
async function spawnServer(dataDir: string, env: Record<string, string>) {
  let log = '';
  const child = spawn(process.execPath, [...bundledServerFlags, join(serverBundlePath(runDistDir()), 'main.mjs')], {
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

/** The run's build (global-setup.ts): the servers serve it, and its siblings hold the server's
 *  bundle and the data templates. */
function runDistDir(): string {
  const distDir = process.env.DIST_DIR;
  if (!distDir) throw new Error('DIST_DIR is not set: the end-to-end tests run through their global setup (vitest --project e2e).');
  return distDir;
}

/** Where the run's bundle of the server lives: beside the run's build, removed with it. */
export function serverBundlePath(distDir: string): string {
  return `${distDir}-server`;
}

/** Where the run's data-folder templates live: beside the run's build (DIST_DIR, one per run,
 *  see global-setup.ts), whose cleanup removes them too. */
export function dataTemplatesPath(distDir: string): string {
  return `${distDir}-data`;
}

/** What a first start writes depends on these alone: the package's claimants are added to an
 *  empty database, sealed under the data keys. Servers that differ in nothing else share one
 *  template; the theme, the deadlines and the rest are read at every start. */
const firstStartSettings = ['SETTLEMENT_DIR', 'DATA_KEYS'] as const;

const templates = new Map<string, Promise<string>>();

/** The data folder a server with `env` starts from (tests/support/data-template.ts): a first
 *  start with the same package and keys, and a clean stop. The end-to-end files start dozens of
 *  servers, and creating the database was about half of each first start on a busy machine; a
 *  server started over a copy does what a restarted server does (the first start itself is the
 *  server tests' subject). Made by the first file that needs it, while other files run. */
function templateFor(env: Record<string, string>): Promise<string> {
  const shaping = Object.fromEntries(firstStartSettings.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
  const key = createHash('sha256').update(JSON.stringify(shaping)).digest('hex').slice(0, 16);
  let template = templates.get(key);
  if (!template) {
    template = dataTemplate(join(dataTemplatesPath(runDistDir()), key), async (building) => {
      const server = await spawnServer(building, shaping);
      await server.terminate();
    });
    templates.set(key, template);
  }
  return template;
}

/** Starts the reference server on a free loopback port with a fresh data folder (a copy of the
 *  template for its package). The app must be built already (the e2e global setup builds it once). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(process.cwd(), '.tmp', 'e2e-data-'));
  await cp(await templateFor(env), dataDir, { recursive: true });
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
