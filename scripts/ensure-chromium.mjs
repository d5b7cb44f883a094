// Makes sure a real Chromium is present (scripts/ensure-debian-package.mjs): the tests drive
// Chromium's headless shell, and the full browser where only it will do (its PDF viewer); the
// benchmarks measure pages in the full browser.
import { execFileSync } from 'node:child_process';
import { chromiumPath, testChromiumPath } from './chromium.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  name: 'Chromium',
  neededBy: 'The browser tests and the benchmarks',
  path: chromiumPath,
  pathVariable: 'CHROME_PATH',
  debianPackage: 'chromium',
  elsewhere: 'Install Chromium with your system package manager (e.g. CHROME_PATH=/usr/bin/chromium-browser npm test)',
});

/** The installed version of a Debian package, or null. */
function installedVersion(debianPackage) {
  try {
    return (
      execFileSync('dpkg-query', ['-W', '-f=${Version}', debianPackage], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }) || null
    );
  } catch {
    return null;
  }
}

// The shell and the full browser share `chromium-common`, at one version: the shell of the
// installed browser's very version is asked for, not the newest one.
const common = installedVersion('chromium-common');
ensureDebianPackage({
  name: "Chromium's headless shell",
  neededBy: 'The browser tests',
  path: testChromiumPath,
  pathVariable: 'CHROME_PATH',
  debianPackage: common ? `chromium-headless-shell=${common}` : 'chromium-headless-shell',
  elsewhere: 'Install Chromium with your system package manager (e.g. CHROME_PATH=/usr/bin/chromium-browser npm test)',
});
