// One server per core on one machine: node:cluster forks WORKERS processes (default: the cores
// Node sees), each running server/main.ts; they share the listening port (the primary hands out
// connections) and one PostgreSQL database (DATABASE_URL, required: PGlite is one process's).
//   DATABASE_URL=postgres://... WORKERS=2 node --import tsx server/cluster.ts
// SIGTERM to the primary drains every worker (each finishes its uploads in flight, see
// listen.ts) and exits once they have. A worker that dies is replaced.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { log } from './observability/log';

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL?.trim()) {
    console.error('The server could not start. One server per core needs DATABASE_URL (PostgreSQL): PGlite serves one process only.');
    process.exit(1);
  }
  const workers = Number(process.env.WORKERS?.trim() || availableParallelism());
  if (!Number.isSafeInteger(workers) || workers < 1 || workers > 256) {
    console.error(`The server could not start. WORKERS must be a whole number between 1 and 256; got "${process.env.WORKERS}".`);
    process.exit(1);
  }
  let stopping = false;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('Stopped: every worker has drained');
        process.exit(0);
      }
      return;
    }
    log.warn({ worker: worker.process.pid, code, signal }, 'A worker exited: starting another');
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, 'Draining every worker');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} else {
  await import('./main');
}
