import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEntry } from '@server/settings/server-entry';
import { claimForm, encode, pdf, sendInTwoParts, standardPayload, submitClaim } from './support/claims';
import { Browser, startTestServer, type TestServer } from './support/server';

// Claims before pages: while a claim is being received, page responses are made one at a time
// (PAGES_WHILE_CLAIMING=1 here) and the others wait their turn; claims and API calls are never
// held, a page client that leaves while waiting is dropped, a full queue answers 503 at once, and a
// claim whose upload has stalled holds no page back.
// A page is held mid-making by a server entry whose render of /held waits for the test, so that
// the one slot stays taken for as long as the test needs.

/** A server entry that holds the render of /held until `release`; other pages get the plain app page. */
function holdingEntry() {
  let entered: () => void = () => {};
  let release: () => void = () => {};
  const held = {
    entered: new Promise<void>((resolve) => (entered = resolve)),
    released: new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
  const entry: ServerEntry = {
    async render({ page }) {
      if (page.pathname === '/held') {
        entered();
        await held.released;
      }
      return { kind: 'fallback', reason: 'the test renders no page' };
    },
  };
  return { entry, held };
}

/** A gauge of the server's metrics (by its label `state`, when given), as an operator's dashboard shows it. */
async function gauge(server: TestServer, name: string, state?: string): Promise<number | undefined> {
  const { values } = await server.context.metrics.registry.getSingleMetric(name)!.get();
  return values.find((value) => state === undefined || value.labels.state === state)?.value;
}

/** Waits until the gauge shows `value`. */
async function until(server: TestServer, [name, state]: readonly [string, string?], value: number): Promise<void> {
  while ((await gauge(server, name, state)) !== value) await new Promise((resolve) => setImmediate(resolve));
}

const waitingPages = ['page_responses', 'waiting'] as const;
const pagesInProgress = ['page_responses', 'in_progress'] as const;
const uploads = ['claims_uploads_in_flight'] as const;

/** A page load: its status, Retry-After and whether it is the app's page. */
async function page(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), isApp: text.includes('<div id="root">') };
}

/** A claim whose body stops half way until `finish` is called. */
async function heldClaim(server: TestServer) {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  const document = pdf('documentContexts-a1', 'receipt.pdf', 64 * 1024);
  const { body, contentType } = await encode(claimForm(standardPayload([document]), [document]));
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const answer = sendInTwoParts(
    `${server.url}/api/forms/standard`,
    { ...browser.requestHeaders(), 'content-type': contentType },
    body,
    gate,
  );
  await until(server, uploads, 1);
  return { answer, finish };
}

/** A GET of `path` on a socket of its own that the test can drop before the answer. */
function droppablePage(server: TestServer, path: string) {
  const { hostname, port } = new URL(server.url);
  const socket = connect({ host: hostname, port: Number(port) });
  socket.on('error', () => {});
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  return { drop: () => socket.destroy() };
}

describe('pages while claims are received', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pagesWhileClaiming: 1, pageShareWhileClaiming: 100, pageQueue: 2 });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('makes pages wait their turn while a claim is received, and answers them once it ends', async () => {
    const { entry, held } = holdingEntry();
    const other = await startTestServer({ serverEntry: entry, pagesWhileClaiming: 1, pageShareWhileClaiming: 100, pageQueue: 2 });
    try {
      const claim = await heldClaim(other);
      // The one page slot is taken by a page being made.
      const heldPage = page(other, '/held');
      await held.entered;
      const first = page(other, '/standard/claimant-info');
      const asset = page(other, '/assets/missing-TEST1234.js');
      await until(other, waitingPages, 2);

      // The queue is full: one more page is told to come back, at once.
      const refused = await page(other, '/lookup');
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe('2');

      // API calls and claims are never held.
      const browser = new Browser(other.url);
      expect((await browser.getCsrf()).requestToken).toBeTruthy();
      const document = pdf('documentContexts-a1', 'second.pdf');
      const secondClaim = await submitClaim(browser, 'standard', claimForm(standardPayload([document]), [document]));
      expect(secondClaim.status).toBe(200);
      expect(await gauge(other, ...waitingPages)).toBe(2);

      // The held claim ends: the waiting pages are answered, while the first page is still being made.
      claim.finish();
      expect((await claim.answer)?.status).toBe(200);
      expect(await first).toMatchObject({ status: 200, isApp: true });
      expect((await asset).status).toBe(404);
      held.release();
      expect(await heldPage).toMatchObject({ status: 200, isApp: true });
      await until(other, pagesInProgress, 0);
      expect(await gauge(other, ...waitingPages)).toBe(0);
    } finally {
      held.release();
      await other.cleanup();
    }
  });

  it('drops a page client that leaves while waiting, and leaves its turn to the next', async () => {
    const { entry, held } = holdingEntry();
    const other = await startTestServer({ serverEntry: entry, pagesWhileClaiming: 1, pageShareWhileClaiming: 100, pageQueue: 2 });
    try {
      const claim = await heldClaim(other);
      const heldPage = page(other, '/held');
      await held.entered;
      const leaving = droppablePage(other, '/standard/claimant-info');
      await until(other, waitingPages, 1);
      leaving.drop();
      await until(other, waitingPages, 0);

      // The slot it waited for is the next page's: one waits and is answered when the held page is done.
      const next = page(other, '/lookup');
      await until(other, waitingPages, 1);
      held.release();
      expect(await heldPage).toMatchObject({ status: 200, isApp: true });
      expect(await next).toMatchObject({ status: 200, isApp: true });
      claim.finish();
      expect((await claim.answer)?.status).toBe(200);
      await until(other, pagesInProgress, 0);
    } finally {
      held.release();
      await other.cleanup();
    }
  });

  it('lets every page through at once when no claim is in flight', async () => {
    const { entry, held } = holdingEntry();
    const other = await startTestServer({ serverEntry: entry, pagesWhileClaiming: 1, pageShareWhileClaiming: 100, pageQueue: 0 });
    try {
      const heldPage = page(other, '/held');
      await held.entered;
      // One page is being made, the queue takes none, and still every page is answered.
      const pages = await Promise.all(['/standard/claimant-info', '/lookup', '/'].map((path) => page(other, path)));
      expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
      held.release();
      expect((await heldPage).status).toBe(200);
    } finally {
      held.release();
      await other.cleanup();
    }
  });

  it('keeps serving pages one at a time while a claim is received', async () => {
    const claim = await heldClaim(server);
    // Pages are slowed while claims are received, never stopped.
    const pages = await Promise.all(['/standard/claimant-info', '/lookup', '/'].map((path) => page(server, path)));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(await gauge(server, ...uploads)).toBe(1);
    claim.finish();
    expect((await claim.answer)?.status).toBe(200);
  });

  it('serves every page of a crowd while a claim is received, at the default share of the server', async () => {
    const paced = await startTestServer();
    try {
      const claim = await heldClaim(paced);
      // Thirty pages at once: eight are made at a time, each turn of the loop earning pages a
      // fifth of its time; the rest wait their turn and are all answered, the claim still held.
      const pages = await Promise.all(Array.from({ length: 30 }, () => page(paced, '/standard/claimant-info')));
      expect(pages.every((p) => p.status === 200 && p.isApp)).toBe(true);
      expect(await gauge(paced, ...uploads)).toBe(1);
      expect(await gauge(paced, ...waitingPages)).toBe(0);
      claim.finish();
      expect((await claim.answer)?.status).toBe(200);
    } finally {
      await paced.cleanup();
    }
  });

  it('does not hold pages back for a claim whose upload has stalled', async () => {
    // The smallest share and no queue: a page that had to wait for its turn would get 503.
    const strict = await startTestServer({ pagesWhileClaiming: 1, pageShareWhileClaiming: 1, pageQueue: 0 });
    try {
      // Half a claim's body arrives, then nothing: a phone on a poor connection, or a client
      // trickling its upload. It costs the server nothing, so pages go out as if it were not there.
      const claim = await heldClaim(strict);
      for (let n = 0; n < 20; n++) expect(await page(strict, '/standard/claimant-info')).toMatchObject({ status: 200, isApp: true });
      expect(await gauge(strict, ...uploads)).toBe(1);
      claim.finish();
      expect((await claim.answer)?.status).toBe(200);
    } finally {
      await strict.cleanup();
    }
  });

  it('refuses a setting that would stop pages', async () => {
    await expect(startTestServer({ pagesWhileClaiming: 0 })).rejects.toThrow(/PAGES_WHILE_CLAIMING/);
    await expect(startTestServer({ pageShareWhileClaiming: 0 })).rejects.toThrow(/PAGE_SHARE_WHILE_CLAIMING/);
  });
});
