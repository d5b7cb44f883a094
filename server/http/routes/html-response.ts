// The page's HTML, gzipped here rather than by Hono's compress middleware. A server-rendered page
// is about 120 kB, different in every response (its nonce and client-id seed), so it is
// compressed on every request: the middleware's web CompressionStream took about 18 ms of the
// main thread for one, Node's zlib about 2 ms, and off the main thread (zlib's async calls run
// in libuv's thread pool), which keeps the event loop free for the uploads of claims. A rendered
// page arrives as bytes already (see render.ts), so nothing is encoded per response either.
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'hono';

const gzip = promisify(gzipCallback);

/** Below this a page is sent as it is: compressing it would save less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/** True when the request accepts gzip (a `q=0` refuses it). */
export function acceptsGzip(c: Context): boolean {
  const header = c.req.header('Accept-Encoding') ?? '';
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Sends a page's HTML (text, or its UTF-8 bytes) with its status, gzipped when the client
 *  accepts it. `gzipped` says the bytes are gzipped already (a kept page, see render.ts). */
export async function htmlResponse(c: Context, html: string | Buffer, status: 200 | 404 | 503 = 200, gzipped = false): Promise<Response> {
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const compress = !gzipped && bytes.length >= MIN_COMPRESSED_BYTES && acceptsGzip(c);
  const body = compress ? await gzip(bytes, { level: 6 }) : bytes;
  if (compress || gzipped) c.header('Content-Encoding', 'gzip');
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), status);
}
