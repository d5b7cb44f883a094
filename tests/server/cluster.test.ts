import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDirs } from './support/server';

// One server per core: server/cluster.ts forks workers that share one port and one PostgreSQL
// database. Each worker writes its own start line (with its pid) to the shared stdout.

describe('one server per core (server/cluster.ts)', () => {
  let dirs: Awaited<ReturnType<typeof freshDirs>>;
  beforeAll(async () => {
    dirs = await freshDirs({ engine: 'postgres' });
  });
  afterAll(async () => {
    await dirs?.cleanup();
  });

  it('refuses to start on PGlite', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
      env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: dirs.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output).toContain('One server per core needs DATABASE_URL (PostgreSQL)');
  });

  it('runs two workers on one port and one database, and stops them all on SIGTERM', async () => {
    // A fixed port: the workers must share it (PORT=0 would give each its own).
    const port = String(20000 + (process.pid % 20000));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: port,
        HOST: '127.0.0.1',
        DATABASE_URL: dirs.databaseUrl!,
        DATA_DIR: dirs.dataDir,
        DIST_DIR: dirs.distDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    const starts = () =>
      output
        .split('\n')
        .filter((line) => line.includes('Claims site listening on'))
        .map((line) => JSON.parse(line) as { pid: number; url: string });
    const exited = once(child, 'exit');
    while (starts().length < 2) {
      if (child.exitCode !== null) throw new Error(output);
      await new Promise((resolve) => child.stdout.once('data', resolve));
    }
    const [a, b] = starts();
    expect(a!.pid).not.toBe(b!.pid);
    expect(a!.url).toBe(`http://127.0.0.1:${port}`);
    expect(b!.url).toBe(a!.url);
    const ready = await fetch(`${a!.url}/readyz`);
    expect(ready.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output).toContain('Stopped: every worker has drained');
  });
});
