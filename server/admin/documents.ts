// A claim's stored documents, streamed from the document store (disk or bucket): one file as it
// was uploaded, or all of a claim's files as one zip archive written while it is sent (stored
// without compression: PDFs, photos and Office files are compressed already, and nothing is
// held in memory).
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ClaimFileRecord } from '../db/claims';
import type { DocumentStore } from '../storage/store';

/** A Content-Disposition header that offers `name` as the file name, for old and new clients. */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** One stored document as a web stream. */
export async function documentStream(store: Pick<DocumentStore, 'open'>, file: ClaimFileRecord): Promise<ReadableStream<Uint8Array>> {
  return Readable.toWeb(await store.open(file.storedPath)) as ReadableStream<Uint8Array>;
}

/** A file name as a zip entry may carry it: a drive (`C:`), folder separators and a name of
 *  dots only would make it a path (zip tools refuse such entries, or unpack them elsewhere). */
function archiveName(name: string): string {
  const flat = name.replace(/[:\\/]/g, '_');
  return /^\.*$/.test(flat) ? `_${flat}` : flat;
}

/** All documents of a claim as a zip archive, each under its original name, opened one at a
 *  time as the archive reaches it. */
export function documentsArchive(store: Pick<DocumentStore, 'open'>, files: readonly ClaimFileRecord[], modified: Date): Readable {
  const zip = new ZipFile();
  for (const file of files) {
    zip.addReadStreamLazy(archiveName(file.originalName), { compress: false, size: file.sizeBytes, mtime: modified }, (done) => {
      store.open(file.storedPath).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
