// The benchmark's yardstick: a bare Node HTTP server doing the least a claims server must do
// with a claim. It parses the same multipart body with busboy, streams the file to disk and
// writes one row with the claim's answers, on the same database engine as the server it is
// compared with. No checks, no hashing, no sessions; with BASELINE_SHA256=1 it also keeps a
// SHA-256 of each document, as the server must. Started by scripts/bench-server.ts:
//   PORT=0 DATA_DIR=... [DATABASE_URL=...] [BASELINE_SHA256=1] node --import tsx scripts/bench-baseline-server.ts
import { createHash, randomUUID } from 'node:crypto';
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
      .then(() =>
        query('INSERT INTO baseline_claims (id, payload, file_path, sha256) VALUES ($1, $2::jsonb, $3, $4)', [
          id,
          payload,
          filePath,
          checksum,
        ]),
      )
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
