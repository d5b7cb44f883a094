// Where the server's time goes while a crowd loads a page it has rendered and kept: starts the
// server in this process with the render cache on, lets a crowd in a child process (so the
// client is not in the profile) load PATH for SECONDS, and prints the server's CPU per page and
// its self time by function (this repository's code) or package (node_modules).
//   node --import tsx scripts/bench/profile-pages.ts [path]   (needs a build with its server entry:
//   DIST_DIR, default dist/; CLIENTS, default 50; SECONDS, default 10; PROFILE_DIR to keep it)
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/http/listen';
import { packageOf, printSelfTime } from './cpu-profile-summary';

const path = process.argv[2] ?? '/standard/claimant-info';
const clients = Number(process.env.CLIENTS ?? 50);
const seconds = Number(process.env.SECONDS ?? 10);
const dataDir = await mkdtemp(join(tmpdir(), 'profile-pages-'));
const server = await startServer({ port: 0, dataDir, distDir: process.env.DIST_DIR ?? 'dist', renderCacheSeconds: 600 });

// The crowd: keep-alive clients asking for gzip, as browsers do; prints how many pages it got.
const crowdScript = `
const { Agent, request } = require('node:http');
const [url, clients, seconds] = process.argv.slice(1);
const agent = new Agent({ keepAlive: true, maxSockets: Number(clients) });
const until = Date.now() + Number(seconds) * 1000;
let pages = 0, failed = 0;
function one() {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) pages++; else failed++; resolve(); });
    });
    req.on('error', () => { failed++; resolve(); });
    req.end();
  });
}
Promise.all(Array.from({ length: Number(clients) }, async () => { while (Date.now() < until) await one(); }))
  .then(() => { console.log(JSON.stringify({ pages, failed })); agent.destroy(); });
`;

function runCrowd(forSeconds: number): Promise<{ pages: number; failed: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', crowdScript, `${server.url}${path}`, String(clients), String(forSeconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the crowd exited ${code}`))));
  });
}

try {
  await runCrowd(2); // renders the page once and warms the code
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const cpuStart = process.cpuUsage();
  const { pages, failed } = await runCrowd(seconds);
  const cpu = process.cpuUsage(cpuStart);
  const { profile } = await session.post('Profiler.stop');
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `${path}: ${pages} pages (${failed} failed) in ${seconds} s, ${(pages / seconds).toFixed(0)}/s, ${(cpuMs / pages).toFixed(2)} ms of server CPU a page`,
  );
  printSelfTime(
    profile,
    pages,
    'self time (ms per page, share):',
    (frame) =>
      packageOf(frame.url) ??
      `${frame.url.replace(/^.*\/(server|src|node:internal)\//, '$1/').replace(/^file:\/\//, '')} ${frame.functionName || '(anonymous)'}`,
    30,
  );
  if (process.env.PROFILE_DIR) await writeFile(join(process.env.PROFILE_DIR, 'pages.cpuprofile'), JSON.stringify(profile));
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
