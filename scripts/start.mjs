// `npm start`: builds the app when dist/ is missing or older than its sources, then runs the
// reference server (server/main.ts) with tsx, which serves the app and the API on one port.
// SKIP_BUILD=1 serves whatever dist/ holds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
process.chdir(root);

const sources = [
  'index.html',
  'admin.html',
  'package.json',
  'vite.config.ts',
  'tailwind.config.ts',
  'tsr.config.json',
  'src',
  'ui',
  'themes',
  'public',
];
// Written by the build itself, so never a reason to build again.
const generated = new Set([join('src', 'routeTree.gen.ts')]);

function newestMtime(path) {
  if (!existsSync(path) || generated.has(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  const built = join('dist', 'index.html');
  if (!existsSync(built)) return 'dist/ has no index.html';
  if (!existsSync(join('dist', 'server', 'entry-server.js'))) return 'dist/ has no server build';
  if (!existsSync(join('dist', 'admin.html'))) return 'dist/ has no desk (admin.html)';
  const builtAt = statSync(built).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

let reason = process.env.SKIP_BUILD === '1' ? null : needsBuild();
// A production install (npm install --omit=dev) has the server but not the build tools: serve a
// dist/ built elsewhere as it is, or say what is missing.
if (reason && !existsSync(join(root, 'node_modules', 'vite'))) {
  if (!existsSync(join('dist', 'index.html'))) {
    console.error(
      `The app needs a build (${reason}), but the build tools are not installed (a production install?). Run "npm install && npm run build" where the devDependencies are installed and bring dist/ along, then start again.`,
    );
    process.exit(1);
  }
  console.warn(`Serving dist/ as it is (${reason}; the build tools are not installed).`);
  reason = null;
}
if (reason) {
  console.info(`Building the app (${reason})...`);
  // Under `npm start`, npm_execpath is npm's own CLI: run it with this Node, as npm would.
  const npm = process.env.npm_execpath;
  // A NODE_ENV left over in the shell (test, development) would make Vite bundle React's
  // development build; claimants always get the production one.
  const buildEnv = { ...process.env, NODE_ENV: 'production' };
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { stdio: 'inherit', env: buildEnv })
    : spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: buildEnv, shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(result.status ?? 1);
  }
}

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
if (!existsSync(tsx)) {
  console.error('tsx is not installed. Run "npm install" first.');
  process.exit(1);
}
const server = spawn(process.execPath, [tsx, join('server', 'main.ts')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
