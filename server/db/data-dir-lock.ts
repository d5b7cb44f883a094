// The embedded database is a folder that one process at a time may open: PGlite does not guard
// it, and two processes writing it (a running server and `npm run admin`) would damage it. Who
// opens it first writes DATA_DIR/db.lock with its process id and, on Linux, that process's start
// time. A lock whose process no longer runs is taken over; so is one whose process id now belongs
// to a process started at another time (after a crash in a container, ids come round again).
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Raised when another running process holds the embedded database. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** When a process started (clock ticks since boot, from /proc), or '' where /proc is missing. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function running(pid: number, startTime: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTimeOf(pid);
  return startTime === '' || now === '' || now === startTime;
}

/** Takes the lock of the embedded database in `dataDir` for this process; returns its release.
 *  `holder` names this process in the message another one gets ("the server", "npm run admin"). */
export async function lockDataDir(dataDir: string, holder: string): Promise<() => Promise<void>> {
  const path = join(dataDir, 'db.lock');
  const content = `${process.pid}\n${holder}\n${startTimeOf(process.pid)}\n`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(path, content, { flag: 'wx' });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const [pidLine = '', other = 'another process', startTime = ''] = (await readFile(path, 'utf8').catch(() => '')).split('\n');
    const pid = Number(pidLine);
    if (!Number.isSafeInteger(pid) || pid <= 0) break;
    if (running(pid, startTime)) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is open in ${other} (process ${pid}). Stop it first, or use DATABASE_URL (PostgreSQL), which many processes may share.`,
      );
    }
    // Left by a process that ended without releasing it: take it over.
    await rm(path, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${path}; remove it if no server or admin command is running.`);
}
