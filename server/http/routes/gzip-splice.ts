// A kept page's gzip, made once and reused for every response although each response differs
// (its nonce, client-id seed and ids). Gzipping the page's 120 kB for each response was the
// largest cost of serving a kept page, and it took the event loop from the claims being received.
//
// Deflate data is a run of blocks, and a decoder reads them in turn with one 32 kB window. So the
// page's fixed parts are compressed once each, every one ended by a sync flush (which leaves the
// stream at a byte boundary without closing it), and a response joins them with its own values
// put in between as stored (uncompressed) blocks, then a final empty block and the gzip trailer:
// the CRC-32 and length of the whole page. Only the CRC is computed per response.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw as deflateRawCallback } from 'node:zlib';

const deflateRaw = promisify(deflateRawCallback);

/** The gzip member header: deflate, no name or time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final fixed-Huffman block holding only its end code: it closes the deflate data. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** The most a stored block holds. */
const STORED_MAX = 0xffff;

/** The fixed parts of a page, each deflated once, ready to be joined around per-response values. */
export interface SplicedGzip {
  readonly parts: readonly Buffer[];
  readonly deflated: readonly Buffer[];
}

/** Deflates each fixed part once (off the main thread). */
export async function prepareSplice(parts: readonly Buffer[]): Promise<SplicedGzip> {
  const deflated = await Promise.all(parts.map((part) => deflateRaw(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })));
  return { parts, deflated };
}

/** Stored blocks (not final) holding `bytes`. */
function stored(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let at = 0;
  do {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5); // first byte 0: not final, stored, then padding to the byte's end
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
    at += STORED_MAX;
  } while (at < bytes.length);
  return blocks;
}

/** The CRC-32 `crc` extended by `bytes`. Node 20's crc32 answers 0 for an empty buffer that owns
 *  no memory, whatever the running value: empty bytes are skipped instead. */
function extend(crc: number, bytes: Buffer): number {
  return bytes.length === 0 ? crc : crc32(bytes, crc);
}

/** The gzip of parts[0] + values[0] + parts[1] + ... + parts[n]; `values` has one entry fewer
 *  than `parts`. */
export function splicedGzip(splice: SplicedGzip, values: readonly Buffer[]): Buffer {
  const { parts, deflated } = splice;
  if (values.length !== parts.length - 1)
    throw new Error(`A page of ${parts.length} parts takes ${parts.length - 1} values, not ${values.length}.`);
  const chunks: Buffer[] = [HEADER, deflated[0]!];
  let crc = extend(0, parts[0]!);
  let length = parts[0]!.length;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    const next = parts[i + 1]!;
    chunks.push(...stored(value), deflated[i + 1]!);
    crc = extend(extend(crc, value), next);
    length += value.length + next.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
