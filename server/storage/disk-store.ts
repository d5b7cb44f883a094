// Claim documents on the local disk. Uploads are written to DATA_DIR/tmp/<claim id>/ while they
// arrive; once the claim's rows are committed, the folder is renamed to DATA_DIR/files/<claim
// id>/ (one atomic rename on one file system). Several servers on one machine may share DATA_DIR:
// the recovery at start leaves alone the folders of claims another live server is receiving.
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { claimExists } from '../db/claims';
import type { Queryable } from '../db/database';
import { observe, uuidPattern, type ClaimUploads, type DocumentStore, type StagedFile } from './store';

/** Where the files of a claim live once stored, relative to DATA_DIR. */
export function storedDir(claimId: string): string {
  return join('files', claimId);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const isMissing = (error: unknown) => (error as { code?: unknown })?.code === 'ENOENT';

/** The staging folder of one incoming claim. */
class DiskClaimUploads implements ClaimUploads {
  readonly dir: string;
  /** The folder's creation, shared by the claim's files: a small file can be received whole
   *  and the next one begin before the first mkdir has finished. */
  private created: Promise<unknown> | null = null;

  constructor(
    private readonly dataDir: string,
    readonly claimId: string,
  ) {
    this.dir = join(dataDir, 'tmp', claimId);
  }

  async write(source: Readable, storedName: string, isTruncated: () => boolean): Promise<StagedFile> {
    // tmp/ exists from the start (recover): one plain mkdir per claim, unless it went away.
    this.created ??= mkdir(this.dir).catch((error: unknown) => (isMissing(error) ? mkdir(this.dir, { recursive: true }) : Promise.reject(error)));
    await this.created;
    // Measured as the chunks go to the file: no extra stream in between.
    const measure = observe(source);
    // flush: the data is on disk before the claim that lists it is committed. On journaling
    // file systems (ext4, XFS, btrfs) that fsync also makes the new file's folder entries
    // durable, so no separate fsync of the folders is needed.
    await pipeline(source, createWriteStream(join(this.dir, storedName), { flush: true }));
    const location = `${storedDir(this.claimId)}/${storedName}`;
    return { storedName, location, ...measure.result(), truncated: isTruncated() };
  }

  async commit(): Promise<void> {
    const target = join(this.dataDir, storedDir(this.claimId));
    // files/ exists from the start (recover).
    // A claim without documents has no folder yet: it gets an empty one.
    this.created ??= mkdir(this.dir, { recursive: true });
    await this.created;
    try {
      await rename(this.dir, target);
    } catch (error) {
      if (!isMissing(error)) throw error;
      // Another server's recovery on the same DATA_DIR may have moved it already; otherwise
      // files/ itself went away since the start.
      if (!(await exists(target))) {
        await mkdir(join(this.dataDir, 'files'), { recursive: true });
        await rename(this.dir, target);
      }
    }
    // No fsync of files/ here: if a power cut loses the rename, the claim is committed and its
    // folder still in tmp/, which the recovery at start moves into place.
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Documents under DATA_DIR (files/ when stored, tmp/ while arriving, orphaned/ when set aside). */
export function diskStore(dataDir: string): DocumentStore {
  return {
    kind: 'disk',
    begin: (claimId) => new DiskClaimUploads(dataDir, claimId),
    removeUploads: (claimId) => rm(join(dataDir, 'tmp', claimId), { recursive: true, force: true }),
    async open(location) {
      const path = normalize(join(dataDir, location));
      if (!path.startsWith(join(dataDir, 'files') + sep)) throw new Error(`Not a stored document: ${location}`);
      await access(path);
      return createReadStream(path);
    },
    // Staged folders of committed claims are moved into place (a crash between commit and
    // rename), those of claims no live server is receiving are removed, and a stored folder
    // without a claim is set aside.
    async recover(db: Queryable, inProgress) {
      let completed = 0;
      let removed = 0;
      await mkdir(join(dataDir, 'tmp'), { recursive: true });
      await mkdir(join(dataDir, 'files'), { recursive: true });
      for (const name of await listDir(join(dataDir, 'tmp'))) {
        const path = join(dataDir, 'tmp', name);
        if (uuidPattern.test(name) && (await claimExists(db, name))) {
          try {
            await rename(path, join(dataDir, storedDir(name)));
            completed += 1;
          } catch (error) {
            // Its own server finished the move meanwhile.
            if (!isMissing(error)) throw error;
          }
        } else if (!uuidPattern.test(name) || !(await inProgress(name))) {
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
        }
      }
      if (completed || removed) console.info(`Storage recovery: ${completed} claim folder(s) completed, ${removed} staging folder(s) removed.`);
    },
    close: () => undefined,
  };
}
