import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A data folder whose embedded database a server has created, migrated and closed cleanly, at
 *  `path`: made by `make` (given an empty folder) unless one is there already. Creating a PGlite
 *  database takes seconds, so test servers start on a copy. Files running at once may each make
 *  one; the first to finish is kept, and the others remove theirs. */
export async function dataTemplate(path: string, make: (dataDir: string) => Promise<void>): Promise<string> {
  if (existsSync(join(path, 'db', 'PG_VERSION'))) return path;
  await mkdir(dirname(path), { recursive: true });
  const building = await mkdtemp(`${path}-building-`);
  try {
    await make(building);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
  try {
    await rename(building, path);
  } catch {
    // Another file made it first: use theirs.
    await rm(building, { recursive: true, force: true });
  }
  return path;
}
