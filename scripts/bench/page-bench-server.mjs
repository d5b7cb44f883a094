// The production build and the reference server that the page benchmarks measure: a build of
// their own (tests and `npm start` rebuild dist/ meanwhile), the server in production mode on a
// free port with a throwaway data folder. Shared by bench-lighthouse.mjs, trace-first-page.mjs and
// bench-pages.ts.
import { execSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchProductionEnv } from './bench-production-env.mjs';

/** Builds the app and its server half into `dist`, as `npm run build` does for the app. */
export function buildForBench(dist) {
  // Vitest or a shell may leave NODE_ENV=test, which would bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  execSync(`"${process.execPath}" node_modules/vite/bin/vite.js build --logLevel error --emptyOutDir --outDir ${dist}`, {
    stdio: 'inherit',
    env,
  });
  // The server's half: pages are rendered on the server, as `npm start` serves them.
  execSync(
    `"${process.execPath}" node_modules/vite/bin/vite.js build --logLevel error --ssr src/entry-server.tsx --outDir ${join(dist, 'server')}`,
    { stdio: 'inherit', env },
  );
}

/** Starts server/main.ts serving `dist` on a free port with its own data folder and `env` besides;
 *  `url` resolves with its address once it listens. */
export function startBenchServer(dist, dataDir, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Production as claimants get it, with the offline captcha stand-in (no provider is reachable here).
    env: {
      ...process.env,
      ...benchProductionEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) resolve(match[1].replace(/\/$/, ''));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid, stop };
}
