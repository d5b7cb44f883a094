// Benchmark of the reference server, run in a child process on loopback as `npm start` runs it:
//   1. claims per second accepted, each with a 1 MB document, from 20 concurrent clients
//      (400 claims), with p50/p95 latency;
//   2. peak server memory while it receives one 100 MB document (it must stay far below the
//      file size: uploads are streamed to disk, never buffered).
// Run alone with: node node_modules/tsx/dist/cli.mjs scripts/bench-server.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sampleStandardClaim } from '../tests/support/sample-claim';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 400);
const CONCURRENCY = 20;
const DOCUMENT_BYTES = 1024 * 1024;
const LARGE_BYTES = 100 * 1024 * 1024;
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const MB = 1024 * 1024;

const tmp = join(process.cwd(), '.tmp');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Child {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the server as one Node process (tsx as an import hook, so /proc/<pid> is the server). */
async function startChild(dataDir: string, env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN, DIST_DIR: join(dataDir, 'no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`The server did not start within 120 s:\n${log}`);
    try {
      if ((await fetch(`${url}/api/csrf`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** A claimant session: cookie plus CSRF header. */
async function session(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/csrf`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  const { requestHeaderName, requestToken } = (await response.json()) as { requestHeaderName: string; requestToken: string };
  return { cookie, [requestHeaderName]: requestToken };
}

async function submit(url: string, headers: Record<string, string>, file: Blob, name: string, key: string): Promise<{ ms: number; code: string }> {
  const clientId = 'documentContexts-bench001';
  const form = new FormData();
  form.append('payload', JSON.stringify(sampleStandardClaim([{ clientId, name, size: file.size, type: 'application/pdf' }])));
  form.append(clientId, file, name);
  const started = performance.now();
  const response = await fetch(`${url}/api/forms/standard`, { method: 'POST', body: form, headers: { ...headers, 'Idempotency-Key': key } });
  const body = (await response.json()) as { referenceCodeForm: string | null; error: string | null };
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.referenceCodeForm) throw new Error(`Claim refused (${response.status}): ${body.error}`);
  return { ms, code: body.referenceCodeForm };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function procStatus(pid: number): Promise<{ rss: number; hwm: number }> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function adminMemory(url: string): Promise<{ rssBytes: number; maxRssBytes: number }> {
  const response = await fetch(`${url}/api/admin/memory`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return (await response.json()) as { rssBytes: number; maxRssBytes: number };
}

async function throughput(dataDir: string): Promise<void> {
  const server = await startChild(dataDir, {});
  try {
    const document = new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(DOCUMENT_BYTES - 9)])], { type: 'application/pdf' });
    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => session(server.url)));
    // One warm-up claim per session: first-use costs (JIT, first queries) are not the steady state.
    await Promise.all(sessions.map((headers, i) => submit(server.url, headers, document, 'warmup.pdf', `warmup-${i}-${Date.now()}`)));
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      sessions.map(async (headers, worker) => {
        while (next < CLAIMS) {
          const n = next;
          next += 1;
          const { ms } = await submit(server.url, headers, document, `receipt-${n}.pdf`, `bench-${worker}-${n}-${started}`);
          latencies.push(ms);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const memory = await procStatus(server.process.pid!);
    console.log(`claims accepted: ${latencies.length} with a 1 MB document each, ${CONCURRENCY} concurrent clients, loopback`);
    console.log(`  throughput: ${(latencies.length / seconds).toFixed(1)} claims/s (${((latencies.length * DOCUMENT_BYTES) / MB / seconds).toFixed(1)} MB/s of documents) in ${seconds.toFixed(1)} s`);
    console.log(`  latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);
    console.log(`  server peak RSS during the run: ${(memory.hwm / MB).toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

// Each measured server opens an existing data folder: creating an embedded database costs far
// more memory (initdb) than opening one, and that one-off peak would hide the figures.
async function largeUpload(dataDir: string): Promise<void> {
  const server = await startChild(dataDir, { UPLOAD_MAX_BYTES: String(LARGE_BYTES + MB), SUBMIT_MAX_BYTES: String(LARGE_BYTES + 4 * MB) });
  const filePath = join(server.dataDir, 'large-source.pdf');
  try {
    // The client side streams the file from disk too, so the figures are the server's alone.
    const hash = createHash('sha256');
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(filePath);
      out.on('error', reject);
      const chunk = randomBytes(MB);
      const head = Buffer.from('%PDF-1.7\n');
      out.write(head);
      hash.update(head);
      let written = head.length;
      const writeMore = () => {
        while (written < LARGE_BYTES) {
          const piece = chunk.subarray(0, Math.min(chunk.length, LARGE_BYTES - written));
          written += piece.length;
          hash.update(piece);
          if (!out.write(piece)) return void out.once('drain', writeMore);
        }
        out.end(resolve);
      };
      writeMore();
    });
    const expected = hash.digest('hex');
    const headers = await session(server.url);
    await submit(server.url, headers, new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)])]), 'warmup.pdf', `warmup-large-${Date.now()}`);
    const before = await procStatus(server.process.pid!);
    let sampledPeak = before.rss;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        sampledPeak = Math.max(sampledPeak, (await procStatus(server.process.pid!)).rss);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const file = await openAsBlob(filePath, { type: 'application/pdf' });
    const started = performance.now();
    const { code } = await submit(server.url, headers, file, 'large-scan.pdf', `large-${Date.now()}`);
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const after = await procStatus(server.process.pid!);
    const reported = await adminMemory(server.url);
    const claim = (await (await fetch(`${server.url}/api/admin/claims/${code}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
      files: { sha256: string; sizeBytes: number }[];
    };
    const stored = claim.files[0];
    console.log(`100 MB upload: accepted in ${seconds.toFixed(1)} s, stored ${stored?.sizeBytes === LARGE_BYTES && stored.sha256 === expected ? 'intact (size and SHA-256 match)' : 'WITH A MISMATCH'}`);
    const peak = Math.max(sampledPeak, after.hwm);
    console.log(
      `  server RSS: ${(before.rss / MB).toFixed(0)} MB before the upload, peak ${(peak / MB).toFixed(0)} MB while receiving it (+${((peak - before.rss) / MB).toFixed(0)} MB for a ${(LARGE_BYTES / MB).toFixed(0)} MB file; /api/admin/memory maxRSS ${(reported.maxRssBytes / MB).toFixed(0)} MB)`,
    );
  } finally {
    await server.stop();
  }
}

await mkdir(tmp, { recursive: true });
console.log(`reference server benchmark (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, Node ${process.version})`);
const dataDir = await mkdtemp(join(tmp, 'bench-server-'));
try {
  // Create the embedded database once, so both measured servers open an existing one.
  await (await startChild(dataDir, {})).stop();
  await throughput(dataDir);
  await largeUpload(dataDir);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
