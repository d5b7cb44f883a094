// Claim files on disk. Uploads are written to DATA_DIR/tmp/<claim id>/ while they arrive; once
// the claim's rows are committed, the folder is renamed to DATA_DIR/files/<claim id>/ (one
// atomic rename on one file system). At start, recoverStorage() finishes or removes whatever a
// crash left half done, so there is never a claim without its files nor a file without its claim.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { claimExists } from '../db/claims';
import type { Queryable } from '../db/database';
import { SNIFF_BYTES } from './file-types';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the files of a claim live once stored, relative to DATA_DIR. */
export function storedDir(claimId: string): string {
  return join('files', claimId);
}

/** A file written to the staging folder. */
export interface StagedFile {
  /** File name inside the claim's folder (the original name is kept in the database only). */
  storedName: string;
  size: number;
  sha256: string;
  /** The first bytes, for type sniffing. */
  head: Buffer;
  /** True when the stream ended early because the size limit was reached. */
  truncated: boolean;
}

/** The staging folder of one incoming claim. */
export class ClaimStaging {
  readonly dir: string;
  private created = false;

  constructor(
    private readonly dataDir: string,
    readonly claimId: string,
  ) {
    this.dir = join(dataDir, 'tmp', claimId);
  }

  /** Streams one file into the staging folder while hashing it; never holds it in memory. */
  async write(source: Readable, storedName: string, isTruncated: () => boolean): Promise<StagedFile> {
    if (!this.created) {
      await mkdir(this.dir, { recursive: true });
      this.created = true;
    }
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        done(null, chunk);
      },
    });
    // flush: the data is on disk before the claim that lists it is committed.
    await pipeline(source, meter, createWriteStream(join(this.dir, storedName), { flush: true }));
    return { storedName, size, sha256: hash.digest('hex'), head, truncated: isTruncated() };
  }

  /** Moves the staged files to their final folder (after the claim rows are committed). */
  async commit(): Promise<void> {
    const target = join(this.dataDir, storedDir(this.claimId));
    await mkdir(join(this.dataDir, 'files'), { recursive: true });
    if (!this.created) await mkdir(this.dir, { recursive: true });
    await rename(this.dir, target);
    await syncDir(join(this.dataDir, 'files'));
  }

  /** Removes everything staged for this claim. */
  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename itself has still happened.
  } finally {
    await handle.close();
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Finishes or undoes what a crash left: staged folders of committed claims are moved into
 *  place, other staged folders are removed, stored folders without a claim are set aside. */
export async function recoverStorage(dataDir: string, db: Queryable): Promise<{ completed: number; removed: number; setAside: number }> {
  let completed = 0;
  let removed = 0;
  let setAside = 0;
  await mkdir(join(dataDir, 'tmp'), { recursive: true });
  await mkdir(join(dataDir, 'files'), { recursive: true });
  for (const name of await listDir(join(dataDir, 'tmp'))) {
    const path = join(dataDir, 'tmp', name);
    if (uuidPattern.test(name) && (await claimExists(db, name))) {
      await rm(join(dataDir, storedDir(name)), { recursive: true, force: true });
      await rename(path, join(dataDir, storedDir(name)));
      completed += 1;
    } else {
      await rm(path, { recursive: true, force: true });
      removed += 1;
    }
  }
  // A stored folder without its claim can only come from a database that was swapped or
  // restored: set it aside rather than delete what may be someone's documents.
  for (const name of await listDir(join(dataDir, 'files'))) {
    if (!uuidPattern.test(name) || !(await claimExists(db, name))) {
      await mkdir(join(dataDir, 'orphaned'), { recursive: true });
      await rename(join(dataDir, 'files', name), join(dataDir, 'orphaned', `${name}-${Date.now()}`));
      console.warn(`Stored files ${name} have no claim in the database; moved to ${join(dataDir, 'orphaned')}.`);
      setAside += 1;
    }
  }
  return { completed, removed, setAside };
}
