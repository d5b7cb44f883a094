// Makes sure a program the tests drive for real is on the machine. On Debian as root it installs
// the program's Debian package; anywhere else (or when the install fails) it stops with the exact
// command to run, or the variable that points at a binary installed elsewhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function works(path) {
  if (!existsSync(path)) return false;
  return spawnSync(path, ['--version'], { encoding: 'utf8' }).status === 0;
}

/**
 * Exits 0 when `path` runs (`--version`), else installs Debian's `debianPackage` when it can, else
 * exits 1 with what to do.
 * @param {{ name: string, neededBy: string, path: string, pathVariable: string, debianPackage: string, elsewhere: string }} tool
 */
export function ensureDebianPackage({ name, neededBy, path, pathVariable, debianPackage, elsewhere }) {
  if (works(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian && !process.env[pathVariable]) {
    console.log(`${name} is missing: installing Debian's "${debianPackage}" package (apt-get)...`);
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // Fall through to the message below.
    }
    if (works(path)) return;
  }
  console.error(
    [
      `${neededBy} need ${name} at ${path}, and it is not there.`,
      isDebian
        ? `Install it with:  sudo apt-get update && sudo apt-get install -y ${debianPackage}`
        : `${elsewhere}, then point ${pathVariable} at its binary.`,
    ].join('\n'),
  );
  process.exit(1);
}
