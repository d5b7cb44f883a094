// Makes sure ClamAV's daemon (clamd) is present for the document scanning tests, which start a
// real one. On Debian as root it installs Debian's package; anywhere else it stops with the exact
// command to run. Only the daemon is needed: the tests write their own signatures, so freshclam's
// downloads are never used.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const clamdPath = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

function works(path) {
  if (!existsSync(path)) return false;
  return spawnSync(path, ['--version'], { encoding: 'utf8' }).status === 0;
}

if (works(clamdPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

if (isRoot && isDebian && !process.env.CLAMD_PATH) {
  console.log('clamd is missing: installing Debian\'s "clamav-daemon" package (apt-get)...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'clamav-daemon'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // Fall through to the message below.
  }
  if (works(clamdPath)) process.exit(0);
}

console.error(
  [
    `The document scanning tests need ClamAV's daemon at ${clamdPath}, and it is not there.`,
    isDebian
      ? 'Install it with:  sudo apt-get update && sudo apt-get install -y clamav-daemon'
      : "Install ClamAV's clamd with your system package manager, then point CLAMD_PATH at its binary, e.g.  CLAMD_PATH=/usr/local/sbin/clamd npm test",
  ].join('\n'),
);
process.exit(1);
