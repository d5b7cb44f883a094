import pino from 'pino';
import { beforeEach } from 'vitest';
import { log } from '../../server/observability/log';

// Servers that tests start in this process log a JSON line for every claim, mail and warning
// (over 1,400 lines a run), which buries the test report. Each test's lines are kept instead and
// printed only when that test fails, where they explain it. Child-process servers are not
// affected: their tests read what they print. The bound keeps a long test from growing it
// without end; the newest lines are the ones that explain a failure.
const kept: string[] = [];
const keptAtMost = 2_000;

// pino writes through the stream under this documented symbol; child loggers inherit it.
(log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
  write(line: string) {
    kept.push(line);
    if (kept.length > keptAtMost) kept.splice(0, kept.length - keptAtMost);
  },
};

beforeEach(({ onTestFailed }) => {
  kept.length = 0;
  onTestFailed(() => {
    if (kept.length > 0) process.stdout.write(`The server's log during this test:\n${kept.join('')}`);
  });
});
