import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dataTemplatesPath, serverBundlePath } from './support/server';
import { bundleServer } from '../support/server-bundle';

/** Builds the app (the browser's and the server's halves) once before the end-to-end tests, as `npm start` would, into a folder of this
 *  run's own (DIST_DIR, which the servers the tests start inherit), so two runs at once or a
 *  running `npm start` never serve each other's half-written build. Vitest sets NODE_ENV=test,
 *  which would make Vite bundle React's development build; the tests must meet the production
 *  bundle claimants get. Its cleanup also removes the data folders the run's servers start from
 *  (support/server.ts), and the server's bundle the servers run (tests/support/server-bundle.ts). */
export default async function setup(): Promise<() => void> {
  const distDir = join(process.cwd(), '.tmp', `e2e-dist-${process.pid}`);
  mkdirSync(distDir, { recursive: true });
  // The test gate's own run (scripts/check-gate.mjs) holds one e2e test, which fails without a
  // server: building the app for it took 26 of the gate's 47 s.
  if (process.env.CLAIMS_GATE_ONLY === '1') {
    process.env.DIST_DIR = distDir;
    return () => rmSync(distDir, { recursive: true, force: true });
  }
  execSync(
    `node scripts/generate-routes.mjs && npx vite build --outDir "${distDir}" --emptyOutDir && npx vite build --mode desk --outDir "${distDir}" && npx vite build --ssr src/entry-server.tsx --outDir "${join(distDir, 'server')}"`,
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  await bundleServer(serverBundlePath(distDir));
  process.env.DIST_DIR = distDir;
  return () => {
    rmSync(distDir, { recursive: true, force: true });
    rmSync(dataTemplatesPath(distDir), { recursive: true, force: true });
    rmSync(serverBundlePath(distDir), { recursive: true, force: true });
  };
}
