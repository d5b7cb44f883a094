// A client of ClamAV's daemon (clamd) for its INSTREAM command: the document is sent in chunks,
// each preceded by its length as four bytes (big-endian), then a zero length; clamd answers one
// line ("stream: OK", "stream: <signature> FOUND", or "... ERROR") ended by a NUL, as the
// z-prefixed commands are. Chunks are at most CHUNK_BYTES, and each waits for the socket to take
// the one before (back-pressure), so a slow clamd holds at most a chunk or two in memory here.
import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';

/** Where clamd listens: a TCP address or a unix socket. */
export type ClamdAddress = { host: string; port: number } | { path: string };

/** What clamd found: nothing, or the signature it matched. */
type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** Largest chunk sent at once (clamd's own clients send a few kB; its limit is StreamMaxLength). */
const CHUNK_BYTES = 64 * 1024;

/** How long clamd may stay silent (not connecting, not taking bytes, not answering) by default. */
const CLAMD_TIMEOUT_MS = 10_000;

/** clamd could not be reached, gave no answer in time, or answered with an error. */
export class ClamdUnavailable extends Error {
  override name = 'ClamdUnavailable';
}

/** Sends one command and `body` (INSTREAM only) to clamd and returns its answer line. */
function ask(address: ClamdAddress, command: 'PING' | 'INSTREAM', body: Readable | null, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(address);
    let answer = '';
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      body?.destroy();
      if (error) reject(error);
      else resolve(answer.replace(/\0[\s\S]*$/, '').trim());
    };
    socket.setTimeout(timeoutMs, () => settle(new ClamdUnavailable(`clamd at ${describe(address)} gave no answer in ${timeoutMs} ms`)));
    // clamd answers (an error among them, e.g. a stream over its StreamMaxLength) and closes: the
    // answer counts even if our writes then fail on the closed socket.
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\0')) settle(null);
    });
    socket.on('end', () => settle(answer ? null : new ClamdUnavailable(`clamd at ${describe(address)} closed without an answer`)));
    socket.on('error', (error) => settle(answer ? null : new ClamdUnavailable(`clamd at ${describe(address)}: ${error.message}`)));
    socket.write(`z${command}\0`);
    if (!body) return;
    const send = async () => {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        for (let offset = 0; offset < chunk.length && !settled; offset += CHUNK_BYTES) {
          const piece = chunk.subarray(offset, offset + CHUNK_BYTES);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(piece.length);
          socket.write(length);
          if (!socket.write(piece)) await new Promise((go) => socket.once('drain', go).once('close', go));
        }
        if (settled) return;
      }
      socket.write(Buffer.alloc(4));
    };
    send().catch((error: unknown) => settle(error instanceof Error ? error : new Error(String(error))));
  });
}

function describe(address: ClamdAddress): string {
  return 'path' in address ? address.path : `${address.host}:${address.port}`;
}

/** Scans a document's bytes. Rejects with ClamdUnavailable when clamd cannot give a verdict. */
export async function scanStream(address: ClamdAddress, body: Readable, timeoutMs = CLAMD_TIMEOUT_MS): Promise<ScanVerdict> {
  const answer = await ask(address, 'INSTREAM', body, timeoutMs);
  if (/: OK$/.test(answer)) return { infected: false };
  const found = /: (.+) FOUND$/.exec(answer);
  if (found) return { infected: true, signature: found[1]! };
  throw new ClamdUnavailable(`clamd at ${describe(address)} answered "${answer.slice(0, 200)}"`);
}

/** Resolves when clamd answers PING with PONG (the readiness check). */
export async function pingClamd(address: ClamdAddress, timeoutMs = CLAMD_TIMEOUT_MS): Promise<void> {
  const answer = await ask(address, 'PING', null, timeoutMs);
  if (answer !== 'PONG') throw new ClamdUnavailable(`clamd at ${describe(address)} answered PING with "${answer.slice(0, 200)}"`);
}
