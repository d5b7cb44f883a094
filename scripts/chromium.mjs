// Where Debian's Chromium lives and the flags it needs to run headless as root on a machine
// with no outside network (background services would otherwise retry blocked hosts).
import { mkdtempSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Path of the Chromium binary; CHROME_PATH overrides it. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
