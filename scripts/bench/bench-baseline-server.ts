// The benchmark's yardstick: a bare Node HTTP server doing the least a claims server must do
// with a claim. It parses the same multipart body with busboy, streams the file to disk and
// writes one row with the claim's answers, on the same database engine as the server it is
// compared with. No checks, no hashing, no sessions; with BASELINE_SHA256=1 it also keeps a
// SHA-256 of each document, as the server must. With BASELINE_SCREENING=1 it also does the
// database work screening at submit cannot do without (see docs/screening.md), in the same
// shape as the server: one statement bumps six counters (client address, session, email, phone,
// the answers, the answers from this address) and looks up six keyed hashes of the claimant's
// identity among earlier claims; the claim's own insert stores its seven keys. Its identity is
// read from the demo's field names and folded only by case, and its counters never start a new
// window: a yardstick, not a screener.
// Started by scripts/bench/bench-server.ts:
//   PORT=0 DATA_DIR=... [DATABASE_URL=...] [BASELINE_SHA256=1] [BASELINE_SCREENING=1] node --import tsx scripts/bench/bench-baseline-server.ts
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

const dataDir = process.env.DATA_DIR ?? '.tmp/bench-baseline';
const filesDir = join(dataDir, 'files');
await mkdir(filesDir, { recursive: true });

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;
let query: Query;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = (sql, params) => pool.query(sql, params);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'db'));
  query = (sql, params) => db.query(sql, params);
}
await query(
  'CREATE TABLE IF NOT EXISTS baseline_claims (id uuid PRIMARY KEY, payload jsonb NOT NULL, file_path text, sha256 text, created_at timestamptz NOT NULL DEFAULT now())',
);

const checksummed = process.env.BASELINE_SHA256 === '1';
const screening = process.env.BASELINE_SCREENING === '1';
if (screening) {
  await query(
    'CREATE TABLE IF NOT EXISTS baseline_counters (key text PRIMARY KEY, window_start timestamptz NOT NULL, count integer NOT NULL)',
  );
  await query('CREATE TABLE IF NOT EXISTS baseline_keys (claim_id uuid NOT NULL, key text NOT NULL)');
  await query('CREATE INDEX IF NOT EXISTS baseline_keys_key ON baseline_keys (key)');
}
const secret = randomBytes(32);
const keyOf = (kind: string, value: string) => createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url');

/** The counters a claim bumps and the keys it is looked up and stored under. */
function screeningKeys(payload: string, address: string, session: string): { counters: string[]; lookups: string[]; stored: string[] } {
  const claim = JSON.parse(payload) as { claimantInfo?: { fields?: Record<string, unknown> }; claimDetails?: unknown };
  const field = (name: string) => String(claim.claimantInfo?.fields?.[name] ?? '').toLowerCase();
  const name = `${field('firstName')} ${field('lastName')}`;
  const home = `${field('mailingStreetLine1')} ${field('mailingPostalCode')}`;
  const email = keyOf('email', field('emailAddress'));
  const phone = keyOf('phone', field('phoneNumber').replace(/\D/g, ''));
  const answers = keyOf('answers', JSON.stringify(claim.claimDetails ?? null));
  const lookups = [
    keyOf('person', `${name}|${home}`),
    email,
    phone,
    keyOf('near:house', `${field('mailingPostalCode')}|${field('mailingStreetLine1').split(' ')[0]}`),
    keyOf('near:last', `${field('lastName')}|${field('mailingPostalCode')}`),
    keyOf('near:initial', `${field('lastName')}|${name.charAt(0)}`),
  ];
  const client = keyOf('address', address);
  return {
    counters: [
      `address:${client}`,
      `session:${keyOf('session', session)}`,
      `identity:${email}`,
      `identity:${phone}`,
      `burst:${answers}`,
      `address-answers:${client}:${answers}`,
    ],
    lookups,
    stored: [...lookups, answers],
  };
}

/** Stores a claim as the server would, after screening's statement when BASELINE_SCREENING is set. */
async function store(
  id: string,
  payload: string | null,
  filePath: string | null,
  checksum: string | null,
  address: string,
  session: string,
) {
  if (!screening || payload === null) {
    await query('INSERT INTO baseline_claims (id, payload, file_path, sha256) VALUES ($1, $2::jsonb, $3, $4)', [
      id,
      payload,
      filePath,
      checksum,
    ]);
    return;
  }
  const keys = screeningKeys(payload, address, session);
  await query(
    `WITH bumped AS (
       INSERT INTO baseline_counters AS c (key, window_start, count)
       SELECT k, now(), 1 FROM unnest($1::text[]) AS k WHERE set_config('synchronous_commit', 'off', true) = 'off'
       ON CONFLICT (key) DO UPDATE SET count = c.count + 1
       RETURNING key, count
     ), matched AS (
       SELECT k.claim_id, c.created_at FROM baseline_keys k JOIN baseline_claims c ON c.id = k.claim_id
       WHERE k.key = ANY($2::text[]) ORDER BY c.created_at DESC LIMIT 400
     )
     SELECT key, count, NULL::uuid AS claim_id FROM bumped UNION ALL SELECT NULL, NULL, claim_id FROM matched`,
    [keys.counters, keys.lookups],
  );
  await query(
    `WITH claim AS (
       INSERT INTO baseline_claims (id, payload, file_path, sha256) VALUES ($1, $2::jsonb, $3, $4) RETURNING id
     ), keyed AS (
       INSERT INTO baseline_keys (claim_id, key) SELECT claim.id, k FROM claim, unnest($5::text[]) AS k
     )
     SELECT count(*) FROM claim`,
    [id, payload, filePath, checksum, keys.stored],
  );
}
const server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'POST') return answer(200, {});
  const id = randomUUID();
  let payload: string | null = null;
  let filePath: string | null = null;
  let checksum: string | null = null;
  const writes: Promise<void>[] = [];
  const parser = busboy({ headers: req.headers });
  parser.on('field', (name, value) => {
    if (name === 'payload') payload = value;
  });
  parser.on('file', (_name, stream) => {
    filePath = join(filesDir, `${id}.bin`);
    if (checksummed) {
      const hash = createHash('sha256');
      stream.on('data', (chunk: Buffer) => hash.update(chunk));
      stream.once('end', () => (checksum = hash.digest('hex')));
    }
    writes.push(pipeline(stream, createWriteStream(filePath)));
  });
  parser.on('close', () => {
    Promise.all(writes)
      .then(() => store(id, payload, filePath, checksum, req.socket.remoteAddress ?? '', req.headers.cookie ?? ''))
      .then(
        () => answer(200, { nonMatchingPaymentElection: false, error: null, referenceCodeForm: `BASE-${id.slice(0, 8)}` }),
        (error: unknown) => answer(500, { error: String(error) }),
      );
  });
  parser.on('error', (error) => answer(400, { error: String(error) }));
  req.pipe(parser);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.info(`Baseline listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
