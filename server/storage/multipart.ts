// Receives a claim's multipart body straight from the socket with busboy: the JSON part is kept
// (it is small and bounded), each file goes to the document store as it arrives, with its
// per-file checks. The first problem stops all writing; the rest of the body is read and thrown
// away so the client still gets a clean answer, up to the request size limit.
//
// A client may stop at any byte, and busboy then destroys the file stream it is filling with an
// error: a stream event emitted with no listener ends the process. So every stream here (the
// request, the parser, each file) has its 'error' listener before it can emit anything, and the
// store learns of a broken file through the rejection of its write, never through the stream.
// A store that fails (a full disk, a bucket that is away) stops the parser at once: busboy waits
// for a file stream the store gave up on to be read, so it would otherwise hold the request open.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { submissionJsonPart } from '../../src/contract/api';
import { fileNameKey } from '../../src/engine/file-name-key';
import { kindForUpload } from './file-types';
import type { ClaimUploads, StagedFile } from './store';

/** Largest JSON part accepted. */
const JSON_PART_LIMIT = 1024 * 1024;

/** A file of the claim, staged on disk. */
export interface ReceivedFile {
  /** The multipart field name: the clientId of the document-context model it belongs to. */
  modelClientId: string;
  originalName: string;
  contentType: string;
  staged: StagedFile;
}

/** Why an upload was refused; `name` is the file concerned, when there is one. */
export type UploadProblem =
  | { kind: 'fileType' | 'fileSize' | 'emptyFile' | 'duplicateName' | 'twoFilesForOneModel' | 'badFileName' | 'infected'; name: string }
  | { kind: 'tooManyFiles' | 'unexpectedPart' | 'malformed' | 'jsonTooLarge' | 'bodyTooLarge' | 'aborted' }
  /** The store failed; `cause` is its error, for the log. */
  | { kind: 'storage'; cause: unknown }
  /** clamd could not scan a document (storage/scan-documents.ts); `cause` is why, for the log. */
  | { kind: 'scanner'; cause: unknown };

/** What receiveSubmission produced. */
type Received = { ok: true; json: string | null; files: ReceivedFile[] } | { ok: false; problem: UploadProblem };

/** Limits of one submission. */
interface UploadLimits {
  fileBytes: number;
  files: number;
  bodyBytes: number;
}

const clientIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The last path segment of a browser-sent file name (old browsers sent full paths). */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}

/** The invisible marks that change the direction text is shown in (a right-to-left override
 *  makes `cod.exe` of `exe.doc` look like a document). */
const directionMarks = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

function hasControlCharacter(name: string): boolean {
  for (let i = 0; i < name.length; i += 1) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return directionMarks.test(name);
}

/** What the caller may learn and decide while the body streams in. */
interface ReceiveHooks {
  /** Called with the JSON part the moment it has arrived, before any later part is read. */
  onJson?: (json: string) => void;
  /** Stops reading at once: nothing more is stored, and the result is the problem `aborted`.
   *  The rest of the body is left unread for the caller to drop. */
  signal?: AbortSignal;
}

/** Streams one multipart submission into the claim's uploads. Never rejects; problems come back as values. */
export function receiveSubmission(
  source: Readable,
  headers: IncomingHttpHeaders,
  uploads: ClaimUploads,
  limits: UploadLimits,
  hooks: ReceiveHooks = {},
): Promise<Received> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.fileBytes,
          files: limits.files,
          fields: 8,
          fieldSize: JSON_PART_LIMIT,
          parts: limits.files + 8,
          fieldNameSize: 200,
        },
      });
    } catch {
      source.resume();
      resolve({ ok: false, problem: { kind: 'malformed' } });
      return;
    }

    let problem: UploadProblem | null = null;
    let json: string | null = null;
    let finished = false;
    let nextIndex = 1;
    const files: ReceivedFile[] = [];
    const models = new Set<string>();
    const names = new Set<string>();
    const pending: Promise<void>[] = [];
    const fail = (p: UploadProblem) => {
      problem ??= p;
    };
    const finish = () => {
      if (finished) return;
      finished = true;
      void Promise.allSettled(pending).then(() => resolve(problem ? { ok: false, problem } : { ok: true, json, files }));
    };
    /** Stops parsing: the file being received fails (its write settles), nothing more is stored. */
    const abort = (p: UploadProblem) => {
      fail(p);
      source.off('data', count);
      source.unpipe(parser);
      parser.destroy(new Error(p.kind));
      finish();
    };

    // The body's size, counted as it goes to the parser (a listener beside the pipe rather than
    // a stream in between: one less copy through stream machinery per chunk).
    let bytes = 0;
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.bodyBytes) abort({ kind: 'bodyTooLarge' });
    };

    parser.on('file', (field, stream, info) => {
      // First of all: busboy destroys this stream with an error when the body ends or breaks
      // inside the file, maybe before the store has opened anything to pipe it to. That error is
      // recorded where it starts (the parser's 'error', or abort), and a failing store's through
      // its write: here it only must not go unheard.
      stream.on('error', () => undefined);
      const name = baseName(info.filename ?? '');
      const refuse = (p: UploadProblem) => {
        fail(p);
        stream.resume();
      };
      if (problem) return refuse(problem);
      if (!clientIdPattern.test(field)) return refuse({ kind: 'unexpectedPart' });
      if (name === '' || name.length > 255 || hasControlCharacter(name)) return refuse({ kind: 'badFileName', name });
      if (models.has(field)) return refuse({ kind: 'twoFilesForOneModel', name });
      // By the form engine's key (Unicode form and case aside), as Windows and macOS disks compare names.
      if (names.has(fileNameKey(name))) return refuse({ kind: 'duplicateName', name });
      const type = kindForUpload(name, info.mimeType ?? '');
      if (!type.ok) return refuse({ kind: 'fileType', name });
      models.add(field);
      names.add(fileNameKey(name));
      const storedName = `${String(nextIndex).padStart(3, '0')}.${type.extension}`;
      nextIndex += 1;
      let truncated = false;
      stream.on('limit', () => {
        truncated = true;
      });
      pending.push(
        uploads
          .write(stream, storedName, () => truncated)
          .then(
            (staged) => {
              if (staged.truncated) fail({ kind: 'fileSize', name });
              else if (staged.size === 0) fail({ kind: 'emptyFile', name });
              else if (!type.kind.sniff(staged.head)) fail({ kind: 'fileType', name });
              else files.push({ modelClientId: field, originalName: name, contentType: type.kind.contentType, staged });
            },
            (error: unknown) => {
              // The store gave up on this file (or the body broke off inside it, recorded already
              // by then, which wins): the parser would wait for the file to be read. Stop parsing
              // and answer now; the rest of the body is read and dropped.
              abort({ kind: 'storage', cause: error });
              source.resume();
            },
          ),
      );
    });
    parser.on('field', (field, value, info) => {
      if (field !== submissionJsonPart || json !== null) return fail({ kind: 'unexpectedPart' });
      if (info.valueTruncated) return fail({ kind: 'jsonTooLarge' });
      json = value;
      hooks.onJson?.(value);
    });
    parser.on('filesLimit', () => fail({ kind: 'tooManyFiles' }));
    parser.on('fieldsLimit', () => fail({ kind: 'unexpectedPart' }));
    parser.on('partsLimit', () => fail({ kind: 'tooManyFiles' }));
    parser.on('error', () => {
      fail({ kind: 'malformed' });
      source.off('data', count);
      source.unpipe(parser);
      source.resume();
      finish();
    });
    parser.on('close', finish);
    source.on('error', () => abort({ kind: 'aborted' }));
    source.on('close', () => {
      // An IncomingMessage that closes before its end was cut off by the client.
      if ('complete' in source && source.complete === false) abort({ kind: 'aborted' });
    });
    hooks.signal?.addEventListener('abort', () => abort({ kind: 'aborted' }), { once: true });
    source.on('data', count);
    source.pipe(parser);
  });
}
