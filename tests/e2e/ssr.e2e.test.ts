import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { fillClaimantInfo, goOn } from './support/a11y-walk';
import { launchBrowser, pageAxeViolations, waitForHydration } from './support/browser';
import { startFaultProxy } from './support/fault-proxy';
import { startServer, type RunningServer } from './support/server';

// Pages are rendered on the server: readable before (and without) their scripts, in the culture's
// language, and taken over by the browser without asking the API again or breaking the CSP.
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ SERVER_RENDERING: 'true' })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** Console errors a page reports: hydration errors and CSP violations show up here. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('with scripts disabled', () => {
  it('shows the first Standard page: heading, introduction, labelled fields, theme and language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/standard/claimant-info`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tell us about yourself');
    expect(await page.getByRole('textbox', { name: 'First name' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Last name' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('data-brand')).toBe('jnd-7');
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
    await context.close();
  });

  it('shows the Automotive start page in Spanish with lang="es"', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/automotive?culture=es`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Presente un reclamo por su vehículo');
    await context.close();
  });

  it('answers an unknown address with the not-found page and a 404 status', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('We could not find that page');
    await context.close();
  });
});

describe('redirects', () => {
  it.each([
    [
      'a query with markup in it, to its sanitised form',
      '/standard/claimant-info?culture=es&x=%3Cb%3E',
      '/standard/claimant-info?culture=es&x=b',
    ],
    [
      'an unauthorized claimant on a protected page, to /session-expired',
      '/automotive/claimant-info?culture=es',
      '/session-expired?form=Automotive&culture=es',
    ],
  ])('sends %s as an HTTP redirect', async (_what, path, target) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '', server.url).href).toBe(`${server.url}${target}`);
  });
});

describe('with scripts', () => {
  it.each(['/standard/claimant-info', '/automotive?culture=es', '/lookup', '/session-expired', '/no-such-page'])(
    '%s hydrates without errors and repeats none of the server’s calls',
    async (path) => {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      const calls: string[] = [];
      const pageState: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
        if (url.pathname.startsWith('/_page-state/')) pageState.push(`${url.pathname}${url.search}`);
      });
      const html = await (await page.goto(`${server.url}${path}`))!.text();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The app asks for its token as it takes the page over: on a busy machine the network can be
      // quiet for a while before its scripts have even run, so the quiet that counts is after that.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Only the CSRF token, which belongs with this browser's cookie.
      expect(calls).toEqual(['/api/csrf']);
      // The data every page shares, which the page names rather than carries: each address it
      // names is fetched once (its preload is what the app reads), and nothing else.
      const named = [...new Set(html.match(/\/_page-state\/[^"\\]+/g) ?? [])];
      expect(named.length).toBeGreaterThan(0);
      expect(pageState.sort()).toEqual(named.sort());
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

describe('a page whose code fails to download', () => {
  it('tells the claimant to reload, above the page the server drew, and moves focus there', async () => {
    const page = await browser.newPage();
    const html = await (await fetch(`${server.url}/standard/claimant-info`)).text();
    // The page's loader script names the entry script and the modules it imports, added after
    // the first paint.
    const scripts = JSON.parse(/\(function\(s\)\{.*\}\)\((\{.*?\})\);<\/script>/.exec(html)?.[1] ?? 'null') as {
      entry: string;
      preloads: string[];
    } | null;
    expect(scripts?.entry).toBeTruthy();
    const arrives = new Set([scripts!.entry, ...scripts!.preloads]);
    // The entry script and its imports arrive; every script it asks for next fails, as on a
    // connection that drops.
    await page.route('**/*.js', (route) => (arrives.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort()));
    await page.goto(`${server.url}/standard/claimant-info`);

    const alert = page.getByRole('alert').filter({ hasText: 'Your request failed. Please reload and try again.' });
    await alert.waitFor();
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    // Above the page, which stays, fields and all, so nothing typed into it is lost.
    const heading = page.getByRole('heading', { level: 1, name: 'Tell us about yourself', exact: true });
    expect(
      await alert.evaluate(
        (notice, h1) => Boolean(notice.compareDocumentPosition(h1!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await heading.elementHandle(),
      ),
    ).toBe(true);
    expect(await page.getByRole('textbox').count()).toBeGreaterThan(0);
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a page whose shared data fails to arrive', () => {
  it('tells the claimant to reload, above the page the server drew, after one retry', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    // The model configs and the copy every page shares never come: the connection drops.
    await page.route('**/_page-state/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto(`${server.url}/standard/claimant-info`);

    const alert = page.getByRole('alert').filter({ hasText: 'Your request failed. Please reload and try again.' });
    await alert.waitFor();
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    // The page stays as the server drew it, with its fields.
    await page.getByRole('heading', { level: 1, name: 'Tell us about yourself', exact: true }).waitFor();
    expect(await page.getByRole('textbox').count()).toBeGreaterThan(0);
    // Each address was asked for again before the app gave up (its preload may count as a try).
    const counts = new Map<string, number>();
    for (const path of asked) counts.set(path, (counts.get(path) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(0);
    expect(Math.min(...counts.values())).toBeGreaterThanOrEqual(2);
    await page.close();
  });
});

describe('a page whose end arrives late', () => {
  it('is taken over once all of it is there, though its scripts arrived and ran first', async () => {
    const proxy = await startFaultProxy(server.url);
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const loading = new Set<Request>();
    let asked = 0;
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      loading.add(request);
      asked += 1;
    });
    page.on('requestfinished', (request) => loading.delete(request));
    page.on('requestfailed', (request) => loading.delete(request));
    try {
      // The page's content arrives, and with it the first paint, which brings its scripts; the
      // router's state, in the scripts at the end of the page, is held back.
      const held = proxy.holdPageEnd('/standard/claimant-info', '$_TSR.router=');
      await page.goto(`${proxy.url}/standard/claimant-info`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Settled: scripts were asked for, none is still loading, and the page went idle without
      // asking for another.
      for (let settled = false; !settled; ) {
        const before = asked;
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
        settled = before > 0 && asked === before && loading.size === 0;
      }
      expect(errors).toEqual([]);
      expect(await page.getByRole('alert').filter({ hasText: 'Your request failed.' }).count()).toBe(0);

      held.release();
      await waitForHydration(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await proxy.close();
    }
  });
});

describe('the first paint', () => {
  it('comes before any script is asked for: the page is compressed, and its scripts follow the paint', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const answer = await page.goto(`${server.url}/standard/claimant-info`);
    expect(answer?.headers()['content-encoding']).toBe('gzip');
    await page.waitForSelector('html[data-hydrated]');
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.paint).not.toBeNull();
    expect(timings.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.paint!);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the first page’s scripts', () => {
  it.each(['/standard/claimant-info', '/automotive?culture=es'])(
    '%s takes over without the schema library: the server checked what it sent',
    async (path) => {
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        // The app's own scripts (a captcha provider's come from elsewhere).
        if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/')) scripts.push(request.url());
      });
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForLoadState('networkidle');
      await page.close();
      expect(scripts.length).toBeGreaterThan(0);
      // Each built script's source map names the modules in it.
      const sources = await Promise.all(
        scripts.map(async (url) => {
          const answer = await fetch(`${url}.map`);
          // The bundler's own helpers have no map (and no module of ours or of a library): its
          // runtime, and Vite's preload helper once dynamic imports make it a chunk of its own.
          if (answer.status === 404 && /\/(rolldown-runtime|preload-helper)-/.test(url)) return [];
          if (!answer.ok) throw new Error(`${url}.map: ${answer.status}`);
          return ((await answer.json()) as { sources: string[] }).sources;
        }),
      );
      // The maps do name the libraries that are there.
      expect(sources.flat().some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
      expect(sources.flat().filter((source) => source.includes('node_modules/zod/'))).toEqual([]);
    },
  );
});

describe('the first page’s start-up chunks', () => {
  it.each(['/standard/claimant-info', '/automotive?culture=es', '/lookup'])(
    '%s preloads with its entry the chunks it takes itself over with, and only those',
    async (path) => {
      const page = await browser.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === server.url && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) requested.push(url.pathname);
      });
      const html = await (await page.goto(`${server.url}${path}`))!.text();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const loader = JSON.parse(/\(function\(s\)\{.*\}\)\((\{.*?\})\);<\/script>/.exec(html)?.[1] ?? 'null') as {
        entry: string;
        preloads: string[];
        later: string[];
      };
      // The router and the theme's layout are chunks of their own, so the list is never empty.
      expect(loader.later.length).toBeGreaterThan(1);
      // Every chunk the page took itself over with was named in its loader (none found only once
      // the entry had run, a round trip later), and every one named was used, each asked for once.
      const named = [loader.entry, ...loader.preloads, ...loader.later];
      expect([...requested].sort()).toEqual([...named].sort());
      await page.close();
    },
  );
});

describe('before the scripts arrive', () => {
  it('keeps what a claimant typed, and it reaches the form: it survives Next and Back', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/standard/claimant-info`, { waitUntil: 'commit' });
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Marisol');
    release();
    // Hydrated: React has attached itself to the server's heading (no user-visible sign of it).
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await page.waitForLoadState('networkidle');
    expect(await firstName.inputValue()).toBe('Marisol');
    // Fills only the empty fields: First name keeps the early typing, which must pass validation.
    await fillClaimantInfo(page);
    await goOn(page, 'Next', '/standard/claim-details');
    await goOn(page, 'Back', '/standard/claimant-info');
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Marisol');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('HTML copy, sanitized on the server as in the browser', () => {
  // The FTC theme's footer and the banner show the package's HTML copy.
  let copyServer: RunningServer;
  beforeAll(async () => {
    copyServer = await startServer({ SERVER_RENDERING: 'true', THEME: 'ftc-7-0-default', BANNER: 'on' });
  });
  afterAll(async () => {
    await copyServer?.stop();
  });

  it('shows the banner and the footer copy without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${copyServer.url}/standard/claimant-info`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tell us about yourself');
    expect(await page.getByText('File your claim online by 11:59 p.m. Pacific Time on the deadline.').isVisible()).toBe(true);
    expect(await page.getByText(/You never have to pay to file a claim\./).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').locator('strong').textContent()).toBe('never');
    await context.close();
  });

  it('hydrates the page with its copy without errors', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${copyServer.url}/standard/claimant-info`);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('button', { name: 'Close this notice' }).click();
    await page.getByText('File your claim online by 11:59 p.m. Pacific Time on the deadline.').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
