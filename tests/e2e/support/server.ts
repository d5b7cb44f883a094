import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Starts the reference server on a free loopback port with a fresh data folder. The app must
 *  be built already (the e2e global setup builds it once). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(process.cwd(), '.tmp', 'e2e-data-'));
  let log = '';
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    // PORT=0: the server picks a free port and prints it.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = await addressWhenListening(child, () => log);
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      // A page that throws while rendering on the server still reaches the browser (which renders
      // it), so no journey notices: the server's log does.
      const failures = log.split('\n').filter((line) => line.includes('could not be rendered on the server'));
      if (failures.length > 0) throw new Error(`Pages failed to render on the server:\n${failures.join('\n')}\n\n${log}`);
    },
  };
}
