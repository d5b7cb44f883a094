// Claim documents on the local disk, written straight to their final place:
// DATA_DIR/files/<claim id>-<stored name> (e.g. files/<claim id>-001.pdf), one flat folder, no
// staging folder and no rename, with direct I/O where the file system takes it (file-writers.ts).
// Each document is flushed to the disk (fsync) before its claim's rows are committed, and the
// committed claim row is what makes a document count. Until then the claim's durable
// pending_uploads row (written before the first byte, see sweep.ts) marks its documents as
// arriving: a refused claim's documents are deleted at once, and those of a claim whose server
// died before committing are deleted by the sweep (at start, and every minute).
// Several servers on one machine may share DATA_DIR: the recovery at start leaves alone the
// documents of claims another live server is receiving.
//
// Earlier versions staged documents in DATA_DIR/tmp/<claim id>/ and renamed that folder to
// DATA_DIR/files/<claim id>/ once the claim committed; their documents stay where they are
// (claim_files.stored_path names each), and the recovery still finishes or removes what such a
// version left in tmp/.
import { createReadStream, constants as fsConstants } from 'node:fs';
import { access, mkdir, readdir, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { claimExists } from '../db/claims';
import { log } from '../observability/log';
import { knownClaims } from '../db/pending-uploads';
import type { Queryable } from '../db/database';
import { createDocumentFile, directWritesWork } from './file-writers';
import { observe, uuidPattern, type ClaimUploads, type DocumentStore, type StagedFile } from './store';

/** Where a document of a claim is stored, relative to DATA_DIR (claim_files.stored_path). */
function storedPath(claimId: string, storedName: string): string {
  return `files/${claimId}-${storedName}`;
}

/** The claim a stored file name belongs to: `<claim id>-<stored name>`, or a claim's folder
 *  `<claim id>` as earlier versions stored them. */
function claimOfEntry(name: string): string | null {
  const claimId = name.slice(0, 36);
  return uuidPattern.test(claimId) && (name.length === 36 || name[36] === '-') ? claimId : null;
}

const isMissing = (error: unknown) => (error as { code?: unknown })?.code === 'ENOENT';

/** The documents of one incoming claim, written to their final place. */
class DiskClaimUploads implements ClaimUploads {
  /** Every document begun, settled or not: a discard waits for each before deleting it (when its
   *  file was created: on a disk that refuses writes, removing what is not there fails too). */
  private readonly writes: { path: string; done: Promise<unknown>; created: boolean }[] = [];

  constructor(
    private readonly dataDir: string,
    readonly claimId: string,
    private readonly directWrites: () => Promise<boolean>,
  ) {}

  write(source: Readable, storedName: string, isTruncated: () => boolean, encode?: Transform): Promise<StagedFile> {
    const location = storedPath(this.claimId, storedName);
    const path = join(this.dataDir, location);
    const entry = { path, done: Promise.resolve() as Promise<unknown>, created: false };
    const written = this.writeFile(source, entry, encode).then((measured) => ({
      storedName,
      location,
      ...measured,
      truncated: isTruncated(),
    }));
    entry.done = written.catch(() => undefined);
    this.writes.push(entry);
    return written;
  }

  private async writeFile(source: Readable, entry: { path: string; created: boolean }, encode?: Transform) {
    const { path } = entry;
    // files/ exists from the start (recover): no mkdir per claim, unless it went away. 'wx': a
    // claim id is fresh, so an existing file is never someone's document to overwrite.
    const direct = await this.directWrites();
    const file = await createDocumentFile(path, direct).catch(async (error: unknown) => {
      if (!isMissing(error)) throw error;
      await mkdir(dirname(path), { recursive: true });
      return createDocumentFile(path, direct);
    });
    entry.created = true;
    // On journaling file systems (ext4, XFS, btrfs) the file's fsync also makes its new folder
    // entry durable, so no separate fsync of the folder is needed.
    // Measured as the chunks go to the file: no extra stream in between. Attached only now: a
    // 'data' listener starts the flow, and nothing may flow before the file can take it.
    const measure = observe(source);
    if (encode) await pipeline(source, encode, file);
    else await pipeline(source, file);
    return measure.result();
  }

  async discard(): Promise<void> {
    for (const { path, done, created } of this.writes) {
      await done;
      if (!created) continue;
      await unlink(path).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
    }
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Documents under DATA_DIR (files/ when stored or arriving, orphaned/ when set aside; tmp/ only
 *  as earlier versions left it). */
export function diskStore(dataDir: string): DocumentStore {
  const files = join(dataDir, 'files');
  const remove = (path: string) => rm(path, { recursive: true, force: true });
  let directProbe: Promise<boolean> | undefined;
  /** Whether documents go to files/ with direct I/O (see file-writers.ts), probed once. */
  const directWrites = () =>
    (directProbe ??= mkdir(files, { recursive: true }).then(
      () => directWritesWork(files),
      () => false,
    ));
  /** Moves a stored entry without its claim to orphaned/, rather than delete what may be
   *  someone's documents (a database that was swapped or restored). */
  async function setAside(name: string): Promise<void> {
    await mkdir(join(dataDir, 'orphaned'), { recursive: true });
    try {
      await rename(join(files, name), join(dataDir, 'orphaned', `${name}-${Date.now()}`));
      log.warn({ file: name, movedTo: join(dataDir, 'orphaned') }, 'A stored file has no claim in the database: set aside in orphaned/');
    } catch (error) {
      // Its own server removed it meanwhile (a refused claim).
      if (!isMissing(error)) throw error;
    }
  }

  return {
    kind: 'disk',
    begin: (claimId) => new DiskClaimUploads(dataDir, claimId, directWrites),
    async removeUploads(claimIds) {
      if (claimIds.length === 0) return;
      const wanted = new Set(claimIds);
      for (const name of await listDir(files)) {
        const claimId = claimOfEntry(name);
        // Only files: a folder of this name is a committed claim of an earlier version.
        if (claimId && wanted.has(claimId) && name.length > 36) await remove(join(files, name));
      }
      // A staging folder an earlier version was filling.
      for (const claimId of claimIds) await remove(join(dataDir, 'tmp', claimId));
    },
    async open(location) {
      const path = normalize(join(dataDir, location));
      if (!path.startsWith(files + sep)) throw new Error(`Not a stored document: ${location}`);
      await access(path);
      return createReadStream(path);
    },
    // Runs after the sweep at start (sweep.ts), which has removed the documents of claims whose
    // server is gone. A document whose claim has an in-progress row is left to the sweeps (its
    // server is alive, or the row was locked by a commit under way); one with no claim and no
    // such row has no trace in the database at all and is set aside.
    async recover(db: Queryable, inProgress) {
      let completed = 0;
      let removed = 0;
      let setAsideCount = 0;
      await mkdir(files, { recursive: true });
      if (!(await directWrites()))
        log.info({ folder: files }, 'Documents are written through the page cache: the file system does not take direct I/O');
      // What an earlier version left in tmp/: a staging folder whose claim committed is moved
      // into place (a crash between commit and rename), the others are removed unless a live
      // server (of that version) is still filling them.
      for (const name of await listDir(join(dataDir, 'tmp'))) {
        const path = join(dataDir, 'tmp', name);
        if (uuidPattern.test(name) && (await claimExists(db, name))) {
          try {
            await rename(path, join(files, name));
            completed += 1;
          } catch (error) {
            // Its own server finished the move meanwhile.
            if (!isMissing(error)) throw error;
          }
        } else if (!uuidPattern.test(name) || !(await inProgress(name))) {
          await remove(path);
          removed += 1;
        }
      }
      const stored = await listDir(files);
      const known = await knownClaims(db, [...new Set(stored.flatMap((name) => claimOfEntry(name) ?? []))]);
      for (const name of stored) {
        const claimId = claimOfEntry(name);
        if (claimId && known.has(claimId)) continue;
        await setAside(name);
        setAsideCount += 1;
      }
      if (completed || removed || setAsideCount) {
        log.info(
          { completed, removed, setAside: setAsideCount },
          'Storage recovery: claim folders completed, staging folders removed, files set aside',
        );
      }
    },
    async ready() {
      await mkdir(files, { recursive: true });
      await access(files, fsConstants.W_OK);
    },
    close: () => undefined,
  };
}
