// Reading a request's body within limits: its media type, its bytes up to a bound (a client that
// stops mid-body or sends too much gets an answer, not a hung handler), and how deep its JSON nests.
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

/** Deepest nesting of arrays and objects a JSON body may have. */
export const JSON_MAX_DEPTH = 64;

/** How deep arrays and objects nest in a JSON text (brackets inside strings aside). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return deepest;
}
