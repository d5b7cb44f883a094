// Makes sure a real Chromium is present for the browser tests (scripts/ensure-debian-package.mjs).
import { chromiumPath } from './chromium.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  name: 'Chromium',
  neededBy: 'The browser tests',
  path: chromiumPath,
  pathVariable: 'CHROME_PATH',
  debianPackage: 'chromium',
  elsewhere: 'Install Chromium with your system package manager (e.g. CHROME_PATH=/usr/bin/chromium-browser npm test)',
});
