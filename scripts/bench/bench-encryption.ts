// Claims per second with claimants' personal data sealed at rest (server/privacy/: sensitive
// answers, mail and documents encrypted), against the same server with its ciphers off: this
// checkout run with scripts/bench/bench-ciphers-off/register.mjs, which swaps the two cipher modules for
// stand-ins keeping every byte in the clear (envelopes, key rows and framing still run), so the
// ratio is what the cryptography costs a claim, whatever else the server has learnt since. Each run
// is a fresh server in a child process on a fresh PGlite data folder, the two alternate, best of
// the rounds. Target: ratio 0.95 or more.
// BENCH_ENCRYPTION_BASELINE=<commit> compares with that commit instead (checked out in a temporary
// git worktree sharing node_modules, with its own demo package), e.g. the one before encryption.
// BENCH_ROUNDS (default 3) sets the rounds; BENCH_PROFILE_DIR=<dir> writes a CPU profile of each server.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { benchPackage, fileClaims, LeanClient, pdfBytes, servedHashes, session, warmUp } from './bench-claims';
import { CIPHERS_OFF, cpuSeconds, startChild } from './bench-child';

const CLAIMS = Number(process.env.BENCH_ENCRYPTION_CLAIMS ?? 400);
const CONCURRENCY = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of every server there. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const tmp = join(process.cwd(), '.tmp');

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** One measured run: claims per second, and the server's CPU a claim (PGlite runs inside it). */
interface Run {
  claimsPerSecond: number;
  cpuMsPerClaim: number;
}

async function run(root: string, nodeArgs: readonly string[] = []): Promise<Run> {
  const dataDir = await mkdtemp(join(tmp, 'bench-encryption-'));
  const settlementDir = await benchPackage(tmp, root);
  const child = await startChild(
    join(root, 'server', 'main.ts'),
    {
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      SETTLEMENT_DIR: settlementDir,
      DATABASE_URL: '',
      UPLOADS_PER_ADDRESS: '100000',
    },
    [...nodeArgs, ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])],
    root,
  );
  // Each version's demo package has its own model hashes: the client sends those the server serves.
  const client = new LeanClient(child.url, pdfBytes(64 * 1024), CONCURRENCY, await servedHashes(child.url));
  try {
    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => session(child.url)));
    await warmUp(client, sessions, 50, 1_000_000);
    const cpuBefore = await cpuSeconds(child.process.pid!);
    const started = performance.now();
    await fileClaims(client, sessions, CLAIMS, 'sealed');
    const seconds = (performance.now() - started) / 1000;
    return { claimsPerSecond: CLAIMS / seconds, cpuMsPerClaim: (((await cpuSeconds(child.process.pid!)) - cpuBefore) * 1000) / CLAIMS };
  } finally {
    client.close();
    await child.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(settlementDir, { recursive: true, force: true });
  }
}

/** The figures of the server being compared with: its name and claims per second in each round. */
async function compare(name: string, plainRun: () => Promise<Run>): Promise<void> {
  const sealed: Run[] = [];
  const plain: Run[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    plain.push(await plainRun());
    sealed.push(await run(process.cwd()));
  }
  const best = (list: Run[]) => Math.max(...list.map((r) => r.claimsPerSecond));
  // CPU a claim follows the machine's other work far less than claims per second do.
  const leastCpu = (list: Run[]) => Math.min(...list.map((r) => r.cpuMsPerClaim));
  const rounds = (list: Run[]) => list.map((r) => r.claimsPerSecond.toFixed(1)).join(', ');
  const line = (label: string, list: Run[]) =>
    console.log(
      `  ${label.padEnd(34)} ${best(list).toFixed(1).padStart(6)} claims/s (rounds: ${rounds(list)}), server CPU ${leastCpu(list).toFixed(2)} ms a claim`,
    );
  console.log(`PGlite: ${CLAIMS} claims with a 64 kB document each, ${CONCURRENCY} concurrent clients, best of ${ROUNDS} rounds`);
  line(name, plain);
  line('sealed at rest (this checkout)', sealed);
  const ratio = best(sealed) / best(plain);
  console.log(
    `  ratio sealed / clear: ${ratio.toFixed(2)} in claims per second (target 0.95 or more: ${ratio >= 0.95 ? 'met' : 'NOT MET'})`,
  );
  console.log(`  ratio in CPU a claim (clear / sealed): ${(leastCpu(plain) / leastCpu(sealed)).toFixed(2)}`);
}

const baseline = process.env.BENCH_ENCRYPTION_BASELINE;
if (!baseline) await compare('ciphers off (this checkout)', () => run(process.cwd(), CIPHERS_OFF));
else {
  const worktree = join(tmp, 'bench-encryption-baseline');
  if (existsSync(worktree)) git('worktree', 'remove', '--force', worktree);
  git('worktree', 'add', '--detach', worktree, baseline);
  try {
    await symlink(join(process.cwd(), 'node_modules'), join(worktree, 'node_modules'), 'dir');
    await compare(`commit ${git('rev-parse', '--short', baseline)}`, () => run(worktree));
  } finally {
    git('worktree', 'remove', '--force', worktree);
  }
}
