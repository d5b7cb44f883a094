// Where Debian's Chromium lives and the flags it needs to run headless as root on a machine
// with no outside network (background services would otherwise retry blocked hosts).
import { mkdtempSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Path of the full Chromium browser (Debian's `chromium`): the benchmarks measure pages in the
 *  browser claimants run, and the tests use it for what only it has (its PDF viewer).
 *  CHROME_PATH overrides it. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Path of the browser the tests drive otherwise: Chromium's headless shell (Debian's
 *  `chromium-headless-shell`, built from the same sources as `chromium`, which it shares its
 *  resources and its version with), as Playwright itself drives for headless runs. It renders and
 *  runs pages as Chromium does, without the desktop browser's own layers (windows, profile
 *  services, a display compositor), which cost the tests CPU on every page: an end-to-end file of
 *  short page checks took 72 s of the browser's CPU under `chromium --headless` and 38 s under the
 *  shell, and a CI run is bound by its CPU. CHROME_PATH overrides it too. */
export const testChromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

const tmpRoot = join(process.cwd(), '.tmp');
mkdirSync(tmpRoot, { recursive: true });

/** Launch flags for headless Chromium in tests and benchmarks. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // Chromium keeps a spare renderer process started for the next tab. A test opens each page in
  // a fresh browser context, which cannot take that spare, so every page paid for two renderer
  // starts: about 0.18 s of CPU of the 1.3 s a fresh context's first page costs.
  '--disable-features=SpareRendererForSitePerProcess',
];

/** A fresh, empty profile folder inside the project's .tmp. */
export function freshUserDataDir() {
  return mkdtempSync(join(tmpRoot, 'chromium-'));
}
