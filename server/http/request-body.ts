// Reading a request's body within limits: its media type, its bytes up to a bound (a client that
// stops mid-body or sends too much gets an answer, not a hung handler). How deep its JSON may
// nest is limits/json-depth.ts.
import type { Context } from 'hono';

/** Largest JSON body the server reads (authorize, tracking, admin). */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The media type of the request, lower-cased, without parameters. */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Reads a body of at most `limit` bytes: 413 above it, 400 when it breaks off. */
export async function readLimitedBody(
  c: Context,
  limit: number,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; status: 400 | 413; message: string }> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413, message: 'The request body is too large.' };
  const body = c.req.raw.body;
  if (!body) return { ok: false, status: 400, message: 'The request body is empty.' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    // A client that stops mid-body (reset, or its side closed early) breaks the read.
    const read = await reader.read().catch(() => null);
    if (!read) return { ok: false, status: 400, message: 'The request body did not arrive whole.' };
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, status: 413, message: 'The request body is too large.' };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
