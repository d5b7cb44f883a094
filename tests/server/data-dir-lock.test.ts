import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@server/db/data-dir-lock';

let dir: string;
beforeEach(async () => {
  await mkdir(join(process.cwd(), '.tmp'), { recursive: true });
  dir = await mkdtemp(join(process.cwd(), '.tmp', 'lock-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};

describe('the embedded database lock', () => {
  it('keeps a second opener out, naming who holds it, until released', async () => {
    const release = await lockDataDir(dir, 'the server');
    const refused = await lockDataDir(dir, 'npm run admin').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `The embedded database in ${dir} is open in the server (process ${process.pid}). Stop it first, or use DATABASE_URL (PostgreSQL), which many processes may share.`,
    );
    await release();
    const again = await lockDataDir(dir, 'npm run admin');
    expect(await readFile(join(dir, 'db.lock'), 'utf8')).toBe(`${process.pid}\nnpm run admin\n${startTime(process.pid)}\n`);
    await again();
  });

  it('refuses while another running process holds it', async () => {
    await writeFile(join(dir, 'db.lock'), `${process.ppid}\nthe server\n${startTime(process.ppid)}\n`);
    await expect(lockDataDir(dir, 'npm run admin')).rejects.toThrow(`is open in the server (process ${process.ppid})`);
  });

  it('takes over a lock left by a process that has ended', async () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    await writeFile(join(dir, 'db.lock'), `${ended.stdout.toString()}\nthe server\n1\n`);
    const release = await lockDataDir(dir, 'the server');
    expect(await readFile(join(dir, 'db.lock'), 'utf8')).toContain(`${process.pid}\n`);
    await release();
  });

  it('takes over a lock whose process id now belongs to a process started at another time', async () => {
    // As after a crash in a container: the new server may get the old one's process id.
    await writeFile(join(dir, 'db.lock'), `${process.pid}\nthe server\n${Number(startTime(process.pid)) - 500}\n`);
    const release = await lockDataDir(dir, 'the server');
    await release();
  });
});
