// Makes sure a real Chromium is present for the browser tests. On Debian as root it installs
// Debian's package; anywhere else it stops with the exact command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

function works(path) {
  if (!existsSync(path)) return false;
  const r = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return r.status === 0;
}

if (works(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

if (isRoot && isDebian && !process.env.CHROME_PATH) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package (apt-get)...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // Fall through to the message below.
  }
  if (works(chromiumPath)) process.exit(0);
}

console.error(
  [
    `The browser tests need Chromium at ${chromiumPath}, and it is not there.`,
    isDebian
      ? 'Install it with:  sudo apt-get update && sudo apt-get install -y chromium'
      : 'Install Chromium with your system package manager, then point CHROME_PATH at its binary, e.g.  CHROME_PATH=/usr/bin/chromium-browser npm test',
  ].join('\n'),
);
process.exit(1);
