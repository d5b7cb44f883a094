// A claim's stored documents, streamed from disk: one file as it was uploaded, or all of a
// claim's files as one zip archive written while it is sent (stored without compression:
// PDFs, photos and Office files are compressed already, and nothing is held in memory).
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ClaimFileRecord } from '../db/claims';

/** A Content-Disposition header that offers `name` as the file name, for old and new clients. */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** One stored document as a web stream. */
export function documentStream(dataDir: string, file: ClaimFileRecord): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(join(dataDir, file.storedPath))) as ReadableStream<Uint8Array>;
}

/** All documents of a claim as a zip archive, each under its original name, opened one at a
 *  time as the archive reaches it. */
export function documentsArchive(dataDir: string, files: readonly ClaimFileRecord[], modified: Date): Readable {
  const zip = new ZipFile();
  for (const file of files) {
    zip.addReadStreamLazy(file.originalName, { compress: false, size: file.sizeBytes, mtime: modified }, (done) => {
      done(null, createReadStream(join(dataDir, file.storedPath)));
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
