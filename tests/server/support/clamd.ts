// A real ClamAV daemon (Debian's clamav-daemon package; scripts/ensure-clamd.mjs installs it) for
// the scanning tests: started in a temporary folder with a config file written here, listening on
// a unix socket there, with a signature database of the test's own (no download: a hash signature
// of the EICAR test file matches exactly that file, and clamd loads it in a fraction of a second).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** The EICAR anti-virus test file: harmless, and detected as malware by every scanner. */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');

/** clamd's binary (CLAMD_PATH overrides). */
const clamdPath = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

/** A running clamd. */
export interface TestClamd {
  /** The unix socket it listens on (CLAMD_ADDRESS). */
  readonly socket: string;
  /** A socket path in the same folder that nothing listens on: clamd down. */
  readonly nothingListening: string;
  stop(): Promise<void>;
}

/** Starts clamd with a database that knows `samples` (EICAR by default) by their MD5 hash. */
export async function startClamd(samples: readonly Buffer[] = [EICAR]): Promise<TestClamd> {
  if (!existsSync(clamdPath)) {
    throw new Error(
      `The scanning tests need ClamAV's daemon at ${clamdPath}. Install it with:  sudo apt-get update && sudo apt-get install -y clamav-daemon  (npm test does so as root on Debian), or set CLAMD_PATH.`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'clamd-'));
  const database = join(dir, 'db');
  await mkdir(database);
  const hashes = samples.map((bytes, i) => `${createHash('md5').update(bytes).digest('hex')}:${bytes.length}:Test.Sample-${i}`);
  await writeFile(join(database, 'test.hdb'), `${hashes.join('\n')}\n`);
  const socket = join(dir, 'clamd.sock');
  const config = join(dir, 'clamd.conf');
  await writeFile(
    config,
    [`DatabaseDirectory ${database}`, `LocalSocket ${socket}`, 'Foreground yes', 'StreamMaxLength 30M', 'SelfCheck 0', ''].join('\n'),
  );
  const child = spawn(clamdPath, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    // clamd prints its limits once its socket listens, just before it takes connections.
    await new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        output.push(line);
        if (line.startsWith('Limits:')) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`clamd exited (${code}) before listening:\n${output.join('\n')}`)));
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    socket,
    nothingListening: join(dir, 'nothing.sock'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
