// Benchmark of the administrator's desk: how long its calls take at 10,000 and 100,000 claims
// (a fifth of them screened and flagged, with scores spread over 0 to 99): the queue's first page,
// a filtered page, the next page by its cursor and one claim's page, held to a target, and a
// month's dashboard, which counts every claim of the month, printed beside them (and, apart, the
// one-time fill of the payment-method column of rows stored before it). A
// person signs in with a one-time link as at the desk; the server runs in a child process on the
// embedded database, as `npm start` runs it.
// Run alone with: node node_modules/tsx/dist/cli.mjs scripts/bench/bench-desk.ts
// BENCH_DESK_SIZES=1000,5000 picks other sizes.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { claimsPerPaymentMethod } from '../../server/db/desk-figures';
import { electionPlaces } from '../../server/claims/payment-method';
import { loadSettlement } from '../../server/settlement/load';
import { sampleAutomotiveClaim } from '../../tests/support/sample-claim';
import { BENCH_ADMIN_TOKEN, insertClaimCopies, startChild, type Child } from './bench-child';

const SIZES = (process.env.BENCH_DESK_SIZES ?? '10000,100000').split(',').map(Number);
/** Runs of each call, after two warm-up runs. */
const RUNS = 20;
/** What the queue and a claim's page should answer within at 100,000 claims (p95 of each call). */
const TARGET_MS = 250;
const tmp = join(process.cwd(), '.tmp');

/** Stores `count` Automotive claims a week apart in seconds, a fifth of them screened and flagged.
 *  They are copied in as rows stored before the payment_method column (migration 16): the
 *  dashboard's count fills it from their payloads, once (timed and printed), and the table is then
 *  compacted, as the claims a server of this version files are stored with it from the start. */
async function seed(dataDir: string, count: number): Promise<void> {
  const db = await openDatabase({ dataDir, databaseUrl: null });
  try {
    const sample = sampleAutomotiveClaim([]);
    await insertClaimCopies(db, sample, count);
    const filling = performance.now();
    await claimsPerPaymentMethod(db, electionPlaces(await loadSettlement()), new Date('2025-01-01'), new Date('2026-01-01'));
    console.log(
      `  payment methods filled once from ${count.toLocaleString('en-US')} payloads in ${(performance.now() - filling).toFixed(0)} ms`,
    );
    await db.query('VACUUM FULL claims');
    await db.query(
      `INSERT INTO claim_screening (claim_id, score, flags, name_key, address_key)
       SELECT id, (hashtext(id::text) & 2147483647) % 100,
              jsonb_build_array(jsonb_build_object('name', (ARRAY['duplicateEmail','nearDuplicate','tooFast','velocityAddress'])[1 + (hashtext(id::text) & 3)], 'reason', 'bench', 'matches', '[]'::jsonb)),
              'n' || reference_code, 'a' || reference_code
         FROM claims WHERE (hashtext(reference_code) & 2147483647) % 5 = 0`,
    );
  } finally {
    await db.close();
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a reviewer in through the admin API's link: the desk's cookie. */
async function signIn(server: Child): Promise<string> {
  const added = await json<{ signInUrl: string }>(
    await fetch(`${server.url}/api/admin/desk/people`, {
      method: 'POST',
      headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', name: 'Bench Reviewer', role: 'reviewer' }),
    }),
  );
  const response = await fetch(`${server.url}/api/desk/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: added.signInUrl.split('#')[1] }),
  });
  await json(response);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** p50 and p95 of a call's time, in ms. */
async function time(label: string, call: () => Promise<unknown>): Promise<number> {
  for (let n = 0; n < 2; n++) await call();
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
  console.log(`  ${label.padEnd(34)} p50 ${times[Math.floor(RUNS / 2)]!.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
  return p95;
}

async function benchSize(count: number): Promise<number> {
  await mkdir(tmp, { recursive: true });
  const dataDir = await mkdtemp(join(tmp, 'bench-desk-'));
  try {
    const seeded = performance.now();
    await seed(dataDir, count);
    console.log(`${count.toLocaleString('en-US')} claims (${((performance.now() - seeded) / 1000).toFixed(0)} s to store):`);
    const server = await startChild('server/main.ts', { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), DATABASE_URL: '' });
    try {
      const cookie = await signIn(server);
      const get = <T>(path: string) => fetch(`${server.url}${path}`, { headers: { cookie } }).then((response) => json<T>(response));
      const first = await get<{ claims: { referenceCode: string }[]; nextCursor: string }>('/api/desk/queue');
      const results = [
        await time('queue, first page', () => get('/api/desk/queue')),
        await time('queue, one flag, not reviewed', () => get('/api/desk/queue?flag=nearDuplicate&review=pending')),
        await time('queue, next page by cursor', () => get(`/api/desk/queue?cursor=${encodeURIComponent(first.nextCursor)}`)),
        await time('one claim', () => get(`/api/desk/claims/${first.claims[0]!.referenceCode}`)),
      ];
      // Printed, not held to the target: it counts every claim of the period (here all of them).
      await time('dashboard, a month (every claim)', () => get('/api/desk/dashboard?from=2025-01-01&to=2025-01-31'));
      return Math.max(...results);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`Desk calls, ${RUNS} runs each after two warm-up runs (PGlite, server in a child process)`);
let worst = 0;
for (const size of SIZES) worst = Math.max(worst, await benchSize(size));
console.log(
  `slowest p95 of the queue and a claim ${worst.toFixed(1)} ms (target: each under ${TARGET_MS} ms at 100,000 claims): ${worst < TARGET_MS ? 'met' : 'NOT met'}`,
);
