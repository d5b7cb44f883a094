// Page-performance benchmark: a production build served by the reference server, measured by
// Lighthouse (mobile preset, simulated throttling) on the first Standard page and on the
// Automotive start page in Spanish, each in the light scheme and in the dark one (Chromium told
// the system prefers dark, as a claimant's phone in dark mode does; `--scheme=light` or
// `--scheme=dark` measures one). Beside each page it measures a static snapshot of the very
// same page (rendered in Chromium, scripts stripped, served with the same CSS): the physical limit
// for that content. Runs each page ten times (the snapshot three) and prints each run, the medians
// and the worst run, with a verdict on each target: performance score,
// LCP, TBT, CLS, FCP, the time from first byte to interactive (what rendering and hydrating the
// page costs), the gzip size of every script the page requested, and the page's LCP as a multiple
// of the snapshot's, and what each library costs in the page's scripts. `--no-build` reuses the
// last build; `--runs=N` changes the page's count. TBT swings from run to run (tasks near 50 ms
// cross it or not), so its target is on every run: all under 150 ms and 9 in 10 under 100 ms.
//
// The CPU slowdown is calibrated to the machine. Lighthouse's mobile preset slows the CPU by a
// fixed 4x, so a slower or busier machine reported a slower phone: on one commit TBT moved from
// under 100 ms to over 2 s as this machine's benchmark index fell from about 2,570 to 1,200. Each
// run first measures the machine with Lighthouse's own benchmark (in the run's fresh Chromium) and
// slows the CPU by index / REFERENCE_INDEX, so every run emulates the same device: the one the
// fixed 4x gave on the machine of the first measured runs (index about 2,560).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { libraryCosts, printLibraryCosts } from './bundle-libraries.mjs';
import { chromiumArgs, chromiumPath, freshUserDataDir } from '../chromium.mjs';
import { buildForBench, startBenchServer } from './page-bench-server.mjs';

const PAGES = [
  { name: 'Standard, first page', path: '/standard/claimant-info' },
  { name: 'Automotive start, Spanish', path: '/automotive?culture=es' },
];
const targets = { score: 0.98, lcpRatio: 1.3, tbtMs: 100, tbtShareUnder: 0.9, tbtWorstMs: 150, cls: 0, scriptKb: 240 };
/** The benchmark index that a 1x slowdown stands for: 4x on a machine of index 2,560. */
const REFERENCE_INDEX = 640;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 10);
/** The colour schemes each page is measured in. */
const schemeArg = process.argv.find((arg) => arg.startsWith('--scheme='))?.slice(9);
const SCHEMES = schemeArg === 'light' || schemeArg === 'dark' ? [schemeArg] : ['light', 'dark'];
/** Chromium's flag for a system that prefers dark: prefers-color-scheme matches dark, and the page
 *  is not darkened by the browser (that is another flag). */
const schemeFlags = (scheme) => (scheme === 'dark' ? ['--force-dark-mode'] : []);
/** The snapshot has no script: its runs barely vary, and three give its median. */
const snapshotRuns = Math.min(runs, 3);
// Its own build folder: tests and `npm start` rebuild dist/ while this runs.
const dist = join('.tmp', 'bench-lighthouse-dist');
/** Where the whole report of a page's latest run goes, for looking into a figure. */
const reportPath = (label, path) =>
  join('.tmp', `bench-lighthouse-${`${label} ${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`);

if (!process.argv.includes('--no-build')) buildForBench(dist);

/** gzip bytes of a built asset, or null when the URL is not one of dist/'s files. */
function gzipOfAsset(url) {
  const file = join(dist, new URL(url).pathname);
  if (!existsSync(file)) return null;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Lighthouse's benchmark index of the Chromium listening on `port` (the median of three, as one
 * reading swings with the machine's load), measured on a blank page before the run.
 */
async function benchmarkIndex(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const readings = [];
    for (let i = 0; i < 3; i += 1) readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    await page.close();
    return median(readings);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in a fresh Chromium profile, its CPU slowdown calibrated to the machine. */
async function measure(url, label, scheme) {
  const userDataDir = freshUserDataDir();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, ...schemeFlags(scheme), `--user-data-dir=${userDataDir}`],
    userDataDir: false,
    logLevel: 'silent',
  });
  try {
    const calibrationIndex = await benchmarkIndex(chrome.port);
    const cpuSlowdownMultiplier = calibrationIndex / REFERENCE_INDEX;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    writeFileSync(reportPath(label, new URL(url).pathname), JSON.stringify(lhr));
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const scripts = requests
      .filter((item) => item.resourceType === 'Script')
      .map((item) => ({ url: item.url, transfer: item.transferSize ?? 0, gzip: gzipOfAsset(item.url) ?? item.transferSize ?? 0 }));
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // From the first byte of the page to the moment it is interactive: the cost of rendering
      // and hydrating it on the claimant's phone (Lighthouse's simulated mobile CPU).
      hydration: lhr.audits.interactive.numericValue - (lhr.audits['server-response-time'].numericValue ?? 0),
      scripts,
      scriptGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      calibrationIndex,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const line = (r) =>
  `score ${r.score.toFixed(2)}  LCP ${ms(r.lcp)}  TBT ${ms(r.tbt)}  CLS ${r.cls.toFixed(3)}  FCP ${ms(r.fcp)}  byte-to-interactive ${ms(r.hydration)}  scripts ${kB(r.scriptGzip)} gzip in ${r.scripts.length} file(s)  CPU ${r.cpuSlowdownMultiplier.toFixed(2)}x (index ${Math.round(r.calibrationIndex)})`;

/** The page as Chromium draws it once its heading shows, without any script: what the server
 *  could send for it. Style sheets and images stay (their URLs are the server's). */
async function snapshotOf(url, scheme) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ colorScheme: scheme });
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel=modulepreload], link[rel=preload][as=script]')) element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    return html;
  } finally {
    await browser.close();
  }
}

/** Serves `html` at every page path and passes every other request (CSS, fonts, images) on to
 *  the reference server, so the snapshot loads the very same assets. */
async function serveSnapshot(html, origin) {
  const upstream = new URL(origin);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://snapshot').pathname;
    if (!/\.[a-z0-9]+$/i.test(path)) {
      // Compressed as the reference server sends its pages.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      res.end(gzipSync(html));
      return;
    }
    const out = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** `count` Lighthouse runs of one URL; a run that loses its trace (Lighthouse's own NO_NAVSTART)
 *  is repeated once, and any other failure ends the benchmark. */
async function measureRuns(url, label, count, scheme) {
  const results = [];
  for (let run = 1; run <= count; run += 1) {
    const result = await measure(url, label, scheme).catch((error) => {
      if (!String(error.message).includes('NO_NAVSTART')) throw error;
      console.log(`  ${label} run ${run} lost its trace (${error.message}); repeating it`);
      return measure(url, label, scheme);
    });
    results.push(result);
    console.log(`  ${label} run ${run}: ${line(result)}`);
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    runs: results,
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    hydration: pick('hydration'),
    scripts: results.at(-1).scripts,
    scriptGzip: pick('scriptGzip'),
    benchmarkIndex: pick('benchmarkIndex'),
    calibrationIndex: pick('calibrationIndex'),
    cpuSlowdownMultiplier: pick('cpuSlowdownMultiplier'),
  };
}

const server = startBenchServer(dist, join('.tmp', 'bench-lighthouse-data'));
let failed = false;
try {
  const origin = await server.url;
  const table = [];
  for (const page of PAGES.flatMap((p) => SCHEMES.map((scheme) => ({ ...p, name: `${p.name}, ${scheme}`, scheme })))) {
    console.log(`${page.name} (${page.path})`);
    // A live server has rendered the page many times: the first render of a page (loading its
    // modules, warming the JIT) is not what a claimant waits for.
    await fetch(origin + page.path).then((answer) => answer.text());
    const site = await measureRuns(origin + page.path, `site ${page.scheme}`, runs, page.scheme);
    const snapshot = await serveSnapshot(await snapshotOf(origin + page.path, page.scheme), origin);
    let limit;
    try {
      limit = await measureRuns(snapshot.url + page.path, `static snapshot ${page.scheme}`, snapshotRuns, page.scheme);
    } finally {
      await snapshot.close();
    }
    console.log(`  scripts of ${page.path} (last run, gzip / as transferred):`);
    for (const script of [...site.scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kB(script.gzip).padStart(9)} ${kB(script.transfer).padStart(9)}  ${new URL(script.url).pathname}`);
    }
    // The same scripts by library (from their source maps): what each one costs this page.
    console.log(`  what each library costs ${page.path} (gzip, estimated from the source maps):`);
    const files = site.scripts.map((script) => join(dist, new URL(script.url).pathname)).filter((file) => existsSync(file));
    printLibraryCosts(libraryCosts(files));
    table.push({ page, site, limit });
  }
  console.log(`\nlighthouse (mobile preset; the site's median of ${runs}, the snapshot's of ${snapshotRuns})`);
  const verdict = (met) => (met ? 'met' : 'NOT MET');
  for (const { page, site, limit } of table) {
    console.log(`${page.name} (${page.path})`);
    console.log(`  site             ${line(site)}`);
    console.log(`  static snapshot  ${line(limit)}`);
    const tbts = site.runs.map((r) => r.tbt);
    const worstTbt = Math.max(...tbts);
    const underTarget = tbts.filter((tbt) => tbt < targets.tbtMs).length;
    const worstScore = Math.min(...site.runs.map((r) => r.score));
    const worstCls = Math.max(...site.runs.map((r) => r.cls));
    const lcpRatio = site.lcp / limit.lcp;
    console.log(
      `  worst run: TBT ${ms(worstTbt)}, score ${worstScore.toFixed(2)}, LCP ${ms(Math.max(...site.runs.map((r) => r.lcp)))}, CLS ${worstCls.toFixed(3)}`,
    );
    console.log(
      `  TBT: every run under ${targets.tbtWorstMs} ms ${verdict(worstTbt < targets.tbtWorstMs)}; ${underTarget} of ${tbts.length} under ${targets.tbtMs} ms (target ${Math.ceil(tbts.length * targets.tbtShareUnder)}) ${verdict(underTarget >= Math.ceil(tbts.length * targets.tbtShareUnder))}`,
    );
    // The snapshot runs no script: its TBT is the browser's own work on this content (HTML, style,
    // layout) at this slowdown. On a machine whose memory is slow, the benchmark index (pure
    // arithmetic) can read as usual while that work takes several times longer, and the
    // calibration then emulates a slower phone than intended.
    const snapshotTbts = limit.runs.map((r) => r.tbt);
    const machineAlone = Math.max(...snapshotTbts) >= targets.tbtMs;
    console.log(
      `  TBT of the static snapshot (no script): ${ms(Math.min(...snapshotTbts))} to ${ms(Math.max(...snapshotTbts))}; the site's median is ${ms(site.tbt - limit.tbt)} beyond the snapshot's` +
        (machineAlone
          ? ' (the browser alone blocks as long as the target allows here: the TBT verdicts above say more about this machine than about the page)'
          : ''),
    );
    console.log(
      `  score ${targets.score} or more in every run ${verdict(worstScore >= targets.score)}; LCP ${lcpRatio.toFixed(2)} x the snapshot's (at most ${targets.lcpRatio}) ${verdict(lcpRatio <= targets.lcpRatio)}; ` +
        `CLS ${targets.cls} in every run ${verdict(worstCls <= targets.cls)}; scripts ${kB(site.scriptGzip)} (at most ${targets.scriptKb} kB) ${verdict(site.scriptGzip <= targets.scriptKb * 1024)}`,
    );
  }
  // The slowdown follows the machine (index / REFERENCE_INDEX), so the figures describe one
  // device; the index Lighthouse read during its runs is printed beside the calibration's.
  const all = table.flatMap((row) => [row.site, row.limit]);
  console.log(
    `machine: benchmark index ${Math.round(median(all.map((r) => r.calibrationIndex)))} before the runs (${Math.round(median(all.map((r) => r.benchmarkIndex)))} in Lighthouse's), CPU slowdown ${median(all.map((r) => r.cpuSlowdownMultiplier)).toFixed(2)}x (index / ${REFERENCE_INDEX}), load average ${loadavg()[0].toFixed(1)}`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
