// Claims per second with claimants' personal data sealed at rest (server/privacy/: sensitive
// answers, mail and documents encrypted), against the same server just before encryption at rest
// came in: that commit is checked out in a temporary git worktree (sharing node_modules) and run
// with its own demo package. Each run is a fresh server in a child process on a fresh PGlite data
// folder, the two alternate, best of the rounds. Target: ratio 0.95 or more.
// BENCH_ENCRYPTION_BASELINE names another commit to compare with.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { benchPackage, fileClaims, LeanClient, pdfBytes, servedHashes, session, warmUp } from './bench-claims';
import { startChild } from './bench-child';

const CLAIMS = Number(process.env.BENCH_ENCRYPTION_CLAIMS ?? 400);
const CONCURRENCY = 8;
const ROUNDS = 3;
const tmp = join(process.cwd(), '.tmp');

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit before the one that sealed personal data at rest. */
function baselineCommit(): string {
  if (process.env.BENCH_ENCRYPTION_BASELINE) return process.env.BENCH_ENCRYPTION_BASELINE;
  const sealing = git('log', '--format=%H', '-1', '--grep=^Personal data sealed at rest');
  if (!sealing) throw new Error('No commit "Personal data sealed at rest" in this history: set BENCH_ENCRYPTION_BASELINE.');
  return `${sealing}^`;
}

async function run(root: string): Promise<number> {
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
    [],
    root,
  );
  // Each version's demo package has its own model hashes: the client sends those the server serves.
  const client = new LeanClient(child.url, pdfBytes(64 * 1024), CONCURRENCY, await servedHashes(child.url));
  try {
    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => session(child.url)));
    await warmUp(client, sessions, 50, 1_000_000);
    const started = performance.now();
    await fileClaims(client, sessions, CLAIMS, 'sealed');
    return CLAIMS / ((performance.now() - started) / 1000);
  } finally {
    client.close();
    await child.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(settlementDir, { recursive: true, force: true });
  }
}

const commit = baselineCommit();
const worktree = join(tmp, 'bench-encryption-baseline');
if (existsSync(worktree)) git('worktree', 'remove', '--force', worktree);
git('worktree', 'add', '--detach', worktree, commit);
try {
  await symlink(join(process.cwd(), 'node_modules'), join(worktree, 'node_modules'), 'dir');
  const sealed: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    plain.push(await run(worktree));
    sealed.push(await run(process.cwd()));
  }
  const best = (list: number[]) => Math.max(...list);
  const rounds = (list: number[]) => list.map((r) => r.toFixed(1)).join(', ');
  console.log(`PGlite: ${CLAIMS} claims with a 64 kB document each, ${CONCURRENCY} concurrent clients, best of ${ROUNDS} rounds`);
  console.log(
    `  before encryption (${git('rev-parse', '--short', commit)})  ${best(plain).toFixed(1).padStart(6)} claims/s (rounds: ${rounds(plain)})`,
  );
  console.log(`  sealed at rest (this checkout)   ${best(sealed).toFixed(1).padStart(6)} claims/s (rounds: ${rounds(sealed)})`);
  const ratio = best(sealed) / best(plain);
  console.log(
    `  ratio sealed / before: ${ratio.toFixed(2)} in claims per second (target 0.95 or more: ${ratio >= 0.95 ? 'met' : 'NOT MET'})`,
  );
} finally {
  git('worktree', 'remove', '--force', worktree);
}
