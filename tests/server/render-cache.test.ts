import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as serverEntry from '@/entry-server';
import { withClientIdSeed, createClientId } from '@/engine/models';
import type { ServerEntry } from '@server/settings/server-entry';
import { claimForm, pdf, standardPayload, submitClaim } from './support/claims';
import { ADMIN_TOKEN, Browser, startTestServer, type TestServer } from './support/server';

// A rendered page is kept for the next visitors of the same address and state, each response with
// its own CSP nonce and client-id seed; and renders are limited, a request beyond the limit
// getting the plain app page at once. The renders are the app's real server entry.

const indexHtml = readFileSync('index.html', 'utf8');

/** The real entry, counting its renders, and holding each render until `release` when `hold` is set. */
function countingEntry() {
  const counter = {
    renders: 0,
    hold: false,
    entered: null as null | (() => void),
    releases: [] as (() => void)[],
  };
  const entry: ServerEntry = {
    async render(input) {
      counter.renders += 1;
      if (counter.hold) {
        counter.entered?.();
        await new Promise<void>((resolve) => counter.releases.push(resolve));
      }
      return serverEntry.render(input);
    },
  };
  return { entry, counter };
}

async function startWith(settings: Parameters<typeof startTestServer>[0]) {
  return startTestServer({ ...settings, indexHtml });
}

/** What a claimant's browser gets for a page: the nonce of its CSP header, and the page. */
async function load(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { response, html, nonce, heading: /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null };
}

function seedOf(html: string): string {
  return /clientIdSeed:"([0-9a-f]{24})"/.exec(html)![1]!;
}

/** The suffixes of the client ids in a page's form fields (id="claimantInfo-XXXXXXXX-firstName"). */
function fieldIdSuffixes(html: string): string[] {
  return [...new Set([...html.matchAll(/id="claimantInfo-([A-Za-z0-9]{8})-/g)].map((m) => m[1]!))];
}

describe('the rendered-page cache', () => {
  let server: TestServer;
  const { entry, counter } = countingEntry();
  beforeAll(async () => {
    server = await startWith({ serverEntry: entry, renderCacheSeconds: 600 });
    // The start's warm-up rendered each form's first page once (without the cache).
    counter.renders = 0;
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('renders a page once, and gives each response its own nonce and seed', async () => {
    const browser = new Browser(server.url);
    const { requestToken } = await browser.getCsrf();
    const first = await load(server, '/standard/claimant-info');
    const second = await load(server, '/standard/claimant-info');
    expect(counter.renders).toBe(1);
    for (const page of [first, second]) {
      expect(page.response.status).toBe(200);
      expect(page.heading).toBe('Tell us about yourself');
      // Every nonce in the page is the one of its own CSP header.
      const nonces = new Set([...page.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([page.nonce]);
      expect(page.html).not.toMatch(/ssrnonce/);
      // The page carries no session: no session cookie, and no one's CSRF token. The one cookie
      // is the stamp of when this browser began, written for this response at send time.
      const cookies = page.response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
      expect(cookies.filter((name) => name !== 'claim_began')).toEqual([]);
      expect(page.html).not.toContain(requestToken);
      // The form's ids are those the page's own seed gives, as the browser makes them on hydration.
      const seed = seedOf(page.html);
      const expected = withClientIdSeed(seed, () => Array.from({ length: 64 }, () => createClientId('x').slice(2)));
      const ids = fieldIdSuffixes(page.html);
      expect(ids.length).toBe(1);
      expect(expected).toContain(ids[0]);
    }
    expect(first.nonce).not.toBe(second.nonce);
    expect(seedOf(first.html)).not.toBe(seedOf(second.html));
    expect(fieldIdSuffixes(first.html)).not.toEqual(fieldIdSuffixes(second.html));
  });

  it('sends the rendered page gzipped to a client that accepts it, and plain to one that does not', async () => {
    const path = '/standard/claimant-info';
    const plain = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const refused = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    // Node's fetch decodes the answer, as a browser does: the same page, its own nonce and seed.
    for (const response of [plain, zipped, refused]) {
      const html = await response.text();
      expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Tell us about yourself');
      expect(html).toContain('</html>');
    }
  });

  it('renders again for another language and after the settlement state changes', async () => {
    const before = counter.renders;
    expect((await load(server, '/standard/claimant-info?culture=es')).heading).toBe('Díganos quién es usted');
    expect(counter.renders).toBe(before + 1);
    const changed = await fetch(`${server.url}/api/admin/deadlines`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'claimFilingDeadline', passed: true }),
    });
    expect(changed.status).toBe(200);
    // The page is rendered afresh (the claim form has closed: the claimant is sent on).
    const after = await load(server, '/standard/claimant-info');
    expect(counter.renders).toBeGreaterThan(before + 1);
    expect(after.heading).not.toBe('Tell us about yourself');
  });
});

describe('the render limit', () => {
  let server: TestServer;
  const { entry, counter } = countingEntry();
  beforeAll(async () => {
    server = await startWith({ serverEntry: entry, renderConcurrency: 1, renderQueue: 0, renderCacheSeconds: 0 });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('serves the plain app page at once when renders are full, and claims keep being received', async () => {
    // The start's warm-up rendered each form's first page once: counted from here.
    const rendered = async () =>
      Number(/page_render_seconds_count\{result="rendered"\} (\d+)\n/.exec(await server.context.metrics.registry.metrics())?.[1] ?? 0);
    const renderedBefore = await rendered();
    counter.hold = true;
    const entered = new Promise<void>((resolve) => (counter.entered = resolve));
    const held = load(server, '/standard/claimant-info');
    await entered;

    // The render slot is taken: the next visitor gets the app page, which the browser renders.
    const plain = await load(server, '/standard/claim-details');
    expect(plain.response.status).toBe(200);
    expect(plain.heading).toBeNull();
    expect(plain.html).toContain('<span class="sr-only">Loading</span>');
    expect(plain.html).toContain(`nonce="${plain.nonce}"`);

    // A claim submitted meanwhile is received and stored.
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const document = pdf('documentContexts-a1', 'receipt.pdf');
    const submitted = await submitClaim(browser, 'standard', claimForm(standardPayload([document]), [document]));
    expect(submitted.status).toBe(200);

    counter.hold = false;
    for (const release of counter.releases.splice(0)) release();
    expect((await held).heading).toBe('Tell us about yourself');
    const metrics = await server.context.metrics.registry.metrics();
    expect(metrics).toMatch(/page_render_seconds_count\{result="fallback"\} 1\n/);
    expect(await rendered()).toBe(renderedBefore + 1);
  });
});
