// `npm run bench`: runs every benchmark in turn and prints its figures. Each benchmark is its
// own script so it can also be run alone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tsx = ['node_modules/tsx/dist/cli.mjs'];
const benches = [
  { name: 'bundle size', cmd: ['scripts/bench/bench-bundle.mjs'] },
  { name: 'form engine', cmd: [...tsx, 'scripts/bench/bench-form-engine.ts'] },
  { name: 'reference server', cmd: [...tsx, 'scripts/bench/bench-server.ts'], alt: ['scripts/bench/bench-server.mjs'] },
  { name: 'claims while mail is sent', cmd: [...tsx, 'scripts/bench/bench-mail.ts'] },
  { name: 'claims sealed at rest', cmd: [...tsx, 'scripts/bench/bench-encryption.ts'] },
  { name: 'claims export', cmd: [...tsx, 'scripts/bench/bench-export.ts'] },
  { name: "administrator's desk", cmd: [...tsx, 'scripts/bench/bench-desk.ts'] },
  { name: 'fraud screening', cmd: [...tsx, 'scripts/bench/bench-fraud.ts'] },
  { name: 'page performance (Lighthouse)', cmd: ['scripts/bench/bench-lighthouse.mjs'] },
  // Serves the build the Lighthouse benchmark has just made (client and server halves).
  { name: 'pages per second', cmd: [...tsx, 'scripts/bench/bench-pages.ts'], env: { DIST_DIR: '.tmp/bench-lighthouse-dist' } },
  { name: 'deadline day', cmd: [...tsx, 'scripts/bench/bench-deadline.ts'], env: { DIST_DIR: '.tmp/bench-lighthouse-dist' } },
  { name: 'keystroke latency', cmd: ['scripts/bench/bench-keystroke.mjs'] },
];

let failed = 0;
for (const bench of benches) {
  const cmd = existsSync(bench.cmd.at(-1)) ? bench.cmd : bench.alt && existsSync(bench.alt.at(-1)) ? bench.alt : null;
  if (!cmd) continue;
  console.log(`\n== ${bench.name}`);
  const result = spawnSync(process.execPath, cmd, { stdio: 'inherit', env: { ...process.env, ...bench.env } });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${bench.name}: exited with ${result.status}`);
  }
}
process.exit(failed ? 1 : 0);
