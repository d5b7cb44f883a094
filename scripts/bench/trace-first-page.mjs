// Which main-thread tasks of the first page of each form run long after its first paint, and what
// runs in them. A production build served by the reference server (as bench-lighthouse.mjs
// serves it), loaded in Chromium with the CPU slowed (`--cpu=4` by default) while a trace
// records; for every task over `--over=30` ms after the first contentful paint it prints its
// duration, the scripts it evaluated or called into, and the functions with the most self time
// (from the trace's CPU samples). It prints, it never asserts: TBT's targets are
// bench-lighthouse.mjs's. `--runs=N` loads each page N times (3 by default), `--no-build` reuses
// the last build, `--path=/x` traces one address instead of the two first pages, `--scheme=dark`
// loads them as a phone set to dark does.
//
// Lighthouse's TBT counts what each task lasts beyond 50 ms at its calibrated slowdown (about 6x
// on this machine); a trace at a fixed slowdown is read for the tasks' relative sizes. Chromium
// slows the CPU from a thread of its own that pauses the page's main thread: on a busy machine
// that thread runs late and the page is slowed less than asked (at a load average of 12 on 2
// cores, tasks' wall time was 1.2 to 2 times their CPU time at "4x"), so each task's thread CPU
// time is printed too, and that times the slowdown is the figure to compare across runs (an upper
// bound: a busy machine's caches inflate CPU time a little too). Self time lands on a minified
// module's whole line: to see which statement of a module's top level costs, profile a build made
// with `--minify false` (the collator of the country list was found that way).
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { buildForBench, startBenchServer } from './page-bench-server.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const cpu = Number(arg('cpu', '4'));
const runs = Number(arg('runs', '3'));
const overMs = Number(arg('over', '30'));
const onePath = arg('path', null);
const scheme = arg('scheme', 'light');
const PAGES = onePath ? [onePath] : ['/standard/claimant-info', '/automotive?culture=es'];
const dist = join('.tmp', 'trace-first-page-dist');

if (!process.argv.includes('--no-build') || !existsSync(dist)) buildForBench(dist);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/** One load of `url` under a CPU slowdown, with its trace events. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ colorScheme: scheme });
  const page = await context.newPage();
  // A blank page of the same origin first: a navigation that changes the renderer process would
  // leave the slowdown behind, in the process of about:blank.
  await page.goto(new URL('/robots.txt', url).href);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // The page is React's once the root route marks <html>; then a little longer for what follows.
  // Asked through the protocol: Playwright's own waiting injects a script whose evaluation would
  // be traced as one of the page's long tasks.
  const hydrated = { expression: "document.documentElement.hasAttribute('data-hydrated')", returnByValue: true };
  for (let waited = 0; !(await cdp.send('Runtime.evaluate', hydrated)).result.value; waited += 100) {
    if (waited > 60_000) throw new Error(`${url} was not hydrated after 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') : '');

/** The renderer main thread's long tasks after the first contentful paint, with what ran in them. */
function longTasks(events, url) {
  // The page's own navigation: the trace may also hold the paint of the blank page before it.
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const navigationId = navigation?.args.data.navigationId;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && (!navigationId || e.args?.data?.navigationId === navigationId));
  if (!fcp || !navigation) throw new Error(`The trace has no first contentful paint of ${url}.`);
  const { pid } = fcp;
  const main = events.find((e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const tid = main?.tid ?? fcp.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const samples = cpuSamples(events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk')));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts && e.dur / 1000 > overMs);
  return {
    fcpMs: (fcp.ts - navigation.ts) / 1000,
    tasks: tasks.map((task) => {
      const end = task.ts + task.dur;
      const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
      const what = new Map();
      for (const e of inside) {
        const data = e.args?.data ?? {};
        let label = null;
        if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') label = `evaluate ${short(data.url ?? e.args?.fileName)}`;
        else if (e.name === 'FunctionCall') label = `call ${data.functionName || '(anonymous)'} ${short(data.url)}`;
        else if (e.name === 'ParseHTML') label = 'parse HTML';
        else if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') label = e.name;
        else if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'RunMicrotasks') label = e.name;
        if (label) what.set(label, (what.get(label) ?? 0) + e.dur / 1000);
      }
      const self = new Map();
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts >= end) continue;
        self.set(sample.frame, (self.get(sample.frame) ?? 0) + sample.ms);
      }
      return {
        startMs: (task.ts - navigation.ts) / 1000,
        ms: task.dur / 1000,
        // The main thread's own CPU time in the task: what a busy machine's other work adds to the
        // wall time is left out, so this times the slowdown is the task on an idle machine.
        cpuMs: task.tdur === undefined ? null : task.tdur / 1000,
        what: [...what].sort((a, b) => b[1] - a[1]).slice(0, 5),
        self: [...self].sort((a, b) => b[1] - a[1]).slice(0, 6),
      };
    }),
  };
}

/** The trace's CPU samples, each with its time, the time it stands for and its top frame. */
function cpuSamples(profileEvents) {
  const byId = new Map();
  for (const event of profileEvents) {
    const id = event.id;
    if (!byId.has(id)) byId.set(id, { start: 0, nodes: new Map(), samples: [], deltas: [] });
    const profile = byId.get(id);
    const data = event.args?.data ?? {};
    if (event.name === 'Profile') profile.start = data.startTime;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  const out = [];
  for (const profile of byId.values()) {
    let ts = profile.start;
    const times = profile.deltas.map((delta) => (ts += delta));
    for (let i = 0; i < profile.samples.length; i += 1) {
      const node = profile.nodes.get(profile.samples[i]);
      const frame = node?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') continue;
      const ms = ((times[i + 1] ?? times[i]) - times[i]) / 1000;
      const name = frame.functionName || '(anonymous)';
      const where = frame.url ? ` ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
      out.push({ ts: times[i], ms, frame: `${name}${where}` });
    }
  }
  return out;
}

const server = startBenchServer(dist, join('.tmp', 'trace-first-page-data'));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const origin = await server.url;
  console.log(`CPU slowdown ${cpu}x, tasks over ${overMs} ms after the first contentful paint, load average ${loadavg()[0].toFixed(1)}`);
  for (const path of PAGES) {
    // The server's first render of a page loads its modules: not what a claimant waits for.
    await fetch(origin + path).then((answer) => answer.text());
    for (let run = 1; run <= runs; run += 1) {
      const { fcpMs, tasks } = longTasks(await traceLoad(browser, origin + path), origin + path);
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
      console.log(
        `\n${path} run ${run}: FCP ${Math.round(fcpMs)} ms, ${tasks.length} task(s) over ${overMs} ms, ${Math.round(blocking)} ms beyond 50 ms`,
      );
      for (const task of tasks) {
        const cpuTime = task.cpuMs === null ? '' : `, CPU ${task.cpuMs.toFixed(1)} ms (x${cpu}: ${(task.cpuMs * cpu).toFixed(1)} ms)`;
        console.log(`  ${task.ms.toFixed(1).padStart(6)} ms at ${Math.round(task.startMs)} ms${cpuTime}`);
        for (const [label, ms] of task.what) console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${label}`);
        for (const [frame, ms] of task.self) console.log(`      ${ms.toFixed(1).padStart(6)} ms self  ${frame}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(join('.tmp', 'trace-first-page-data'), { recursive: true, force: true });
}
