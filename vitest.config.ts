import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';
import { browserDependencies } from './scripts/browser-deps.mjs';
import { holdClipboard, releaseClipboard } from './tests/support/clipboard-lock.ts';

// Five projects, chosen by file name:
//   *.test.ts            pure logic, in Node
//   tests/server/*.test.ts  the reference server, in Node, against PGlite and a throwaway
//                        PostgreSQL server, with documents on disk and in a local S3 server
//   *.test.tsx           components in jsdom (fast, no layout or colour)
//   *.browser.test.tsx   components and stories in real Chromium (axe with colour contrast)
//   tests/e2e/*.e2e.test.ts  the built app and reference server, driven by Playwright
//
// tests/gate/ holds one test per project that fails on purpose; they run only with
// CLAIMS_GATE_FIXTURES=1 (`npm run test:gate`), which checks that a red test makes a red run.
const gate = process.env.CLAIMS_GATE_FIXTURES === '1';
const gateFixtures = (project: string) => (gate ? [`tests/gate/${project}/**`] : []);
const notGate = ['tests/gate/**'];

// The node, server and end-to-end files share their worker's modules instead of loading them
// again for each file: a server file imported the whole server and the app's server render,
// several seconds of CPU, before its first test, and an end-to-end file Playwright's client.
// Measured on this 2-core machine: the 40 shortest server files took 110 s of wall time and 208 s
// of CPU loading their own, 56 s and 102 s sharing; the node project 50 s, 22 s; the 12 shortest
// end-to-end files 240-257 s and 451-483 CPU-s, 222-228 s and 417-425. What a test leaves behind
// would now reach the next file in that worker, so spies, stubbed globals and environment
// variables are put back after every test. The dom files keep a graph each (see their pool): they
// share a document, which these files do not.
const sharedModules = { isolate: false, restoreMocks: true, unstubGlobals: true, unstubEnvs: true } as const;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  test: {
    // The AWS SDK warns once a process that its releases after January 2027 need Node 22
    // (the README says so for operators); in the tests it is a line in every file that
    // stores documents in S3.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // The desk's sign-in tests run a real OpenID provider (tests/e2e/support/oidc-provider.ts)
    // with its development login pages, on purpose, under Node 20, which it no longer lists.
    // It warns of both on every run and no setting of its own turns either off; its other
    // warnings (stores, keys, lifetimes) stay, since a test provider should not need them.
    onConsoleLog: (log) => !/oidc-provider WARNING: (Unsupported runtime|a quick start development-only feature devInteractions)/.test(log),
    // Two files at a time, whatever the machine: Vitest's default (one fewer than the CPUs) runs a
    // 2-CPU machine's files one by one, and most of a file's time is spent waiting (on PostgreSQL,
    // a browser, a child server), not computing. The end-to-end files run beside the others: each
    // starts its own server on a port of its own with a data folder of its own.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/server/**', ...(gate ? ['tests/gate/{dom,server,browser,e2e}/**'] : notGate)],
          setupFiles: ['tests/setup/server-log.ts'],
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', ...gateFixtures('server')],
          // One PostgreSQL and one S3 server per run, shared by every file (databases and buckets
          // are per test server).
          globalSetup: ['tests/server/support/global-setup.ts'],
          setupFiles: ['tests/setup/server-log.ts'],
          // Each test server opens its own database, which takes seconds on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Each file still gets a fresh jsdom window and module graph of its own, in a VM context
          // of a worker that lives on: the default pool started a process per file, and loading
          // jsdom and the runner again was more of this project's CPU than its tests.
          pool: 'vmForks',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/**/*.browser.test.tsx', ...(gate ? ['tests/gate/{node,server,browser,e2e}/**'] : notGate)],
          setupFiles: ['tests/setup/dom.ts'],
          // userEvent journeys through whole blocks, with axe, take seconds on a quiet 2-core machine
          // and ten times that with two files at once beside other work; as long as a browser test may.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Pre-bundle every package the browser tests can reach. Left to discovery, Vite finds
        // some mid-run on a cold cache (as in CI), reloads, and the running file fails with
        // "Failed to fetch dynamically imported module".
        optimizeDeps: { include: browserDependencies() },
        test: {
          name: 'browser',
          include: ['tests/**/*.browser.test.tsx'],
          exclude: gate ? ['tests/gate/{node,dom,server,e2e}/**'] : notGate,
          setupFiles: ['tests/setup/browser.ts'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { holdClipboard, releaseClipboard },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts', ...gateFixtures('e2e')],
          globalSetup: ['tests/e2e/global-setup.ts'],
          ...sharedModules,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll waits for what the page will show (focus moving, a count changing): as
          // long as a step may take on a busy machine, not vitest's default second, which a
          // loaded CI machine overran on a focus move after a mailed code.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
