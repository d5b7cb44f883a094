// Where one server render of a page goes: renders the page RENDERS times in process (no cache),
// prints the mean wall time per render, and with PROFILE_DIR writes a V8 CPU profile and sums
// its self time by where the code lives (react-dom, i18next, zod, seroval, the app's files ...).
//   node --import tsx scripts/bench/profile-render.ts [path]     (needs a build with its server entry:
//   DIST_DIR, default dist/)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import { startServer } from '../../server/http/listen';
import { packageOf, printSelfTime } from './cpu-profile-summary';

const path = process.argv[2] ?? '/standard/claimant-info';
const renders = Number(process.env.RENDERS ?? 60);
const dataDir = await mkdtemp(join(tmpdir(), 'profile-render-'));
const server = await startServer({ port: 0, dataDir, distDir: process.env.DIST_DIR ?? 'dist', renderCacheSeconds: 0, renderQueue: 1000 });
try {
  const once = async () => {
    const response = await server.app.request(`http://127.0.0.1${path}`);
    const html = await response.text();
    if (!html.includes('clientIdSeed')) throw new Error(`${path} was not rendered on the server`);
    return html.length;
  };
  for (let i = 0; i < 15; i += 1) await once();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < renders; i += 1) bytes = await once();
  const wall = (performance.now() - started) / renders;
  const cpu = process.cpuUsage(cpuStart);
  const { profile } = await session.post('Profiler.stop');
  console.log(
    `${path}: ${renders} renders, ${wall.toFixed(1)} ms wall and ${((cpu.user + cpu.system) / 1000 / renders).toFixed(1)} ms CPU each, ${bytes} bytes of HTML`,
  );
  printSelfTime(
    profile,
    renders,
    'self time by where the code lives (ms per render):',
    (frame) =>
      packageOf(frame.url) ??
      (frame.url.includes('/server/entry-server')
        ? `entry-server.js: ${frame.functionName || '(anonymous)'}`
        : frame.url.replace(/^.*\/work\/[^/]+\/[^/]+\//, '').replace(/^file:\/\//, '')),
  );
  if (process.env.PROFILE_DIR) await writeFile(join(process.env.PROFILE_DIR, 'render.cpuprofile'), JSON.stringify(profile));
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
