// Claims received at once are limited per browser session and per client address: uploads that
// stall mid-body hold their slots, the next one is refused with 429 and Retry-After before its
// body is read, and once the stalled ones are dropped a new claim goes through.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { adminHeaders } from '../support/admin';
import { claimForm, encode, pdf, standardPayload } from '../support/claims';
import { postHead, stalledRequest } from '../support/raw-http';
import { Browser, startTestServer, type TestServer } from '../support/server';

vi.setConfig({ testTimeout: 60_000 });

const submitPath = endpoints.submit('Standard');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ uploadsPerSession: 2, uploadsPerAddress: 3, trustProxy: 'true' });
});
afterAll(async () => {
  await server?.cleanup();
});

async function claimBody(): Promise<{ body: Buffer; contentType: string }> {
  const doc = pdf('documentContexts-doc00001', 'receipt.pdf', 40_000);
  return encode(claimForm(standardPayload([doc]), [doc]));
}

async function visitor(): Promise<Browser> {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  return browser;
}

/** An upload from `browser` at `address` that sends half its body and waits. */
async function stall(browser: Browser, address: string) {
  const { body, contentType } = await claimBody();
  const headers = { ...browser.requestHeaders(), 'Content-Type': contentType, 'X-Forwarded-For': address };
  return stalledRequest(server.url, postHead(server.url, submitPath, headers, body.length), body.subarray(0, body.length / 2));
}

/** A whole claim from `browser` at `address`. */
async function submit(browser: Browser, address: string): Promise<Response> {
  const doc = pdf('documentContexts-doc00001', 'receipt.pdf', 40_000);
  return browser.fetch(submitPath, {
    method: 'POST',
    body: claimForm(standardPayload([doc]), [doc]),
    headers: { 'X-Forwarded-For': address },
  });
}

/** The server's count of submits holding a slot, from its metrics. */
async function slotsHeld(): Promise<number> {
  const text = await (await fetch(`${server.url}/api/admin/metrics`, { headers: adminHeaders })).text();
  return Number(/^claims_upload_slots_held (\d+)/m.exec(text)?.[1] ?? Number.NaN);
}

const waitForSlots = (n: number) => vi.waitFor(async () => expect(await slotsHeld()).toBe(n), { timeout: 30_000, interval: 20 });

it('holds a slot for each stalled upload, refuses the next with 429, and frees them when dropped', async () => {
  const claimant = await visitor();
  const stalled = [await stall(claimant, '203.0.113.5'), await stall(claimant, '203.0.113.5')];
  await waitForSlots(2);

  // The session's third upload at once is refused before its body is read.
  const refused = await submit(claimant, '203.0.113.5');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(/Too many claims are being sent from here at the same time/);

  // Another session at the same address has one slot left of the address's three.
  const neighbour = await visitor();
  stalled.push(await stall(neighbour, '203.0.113.5'));
  await waitForSlots(3);
  expect((await submit(await visitor(), '203.0.113.5')).status).toBe(429);
  // Another client address is not held by this one.
  expect((await submit(await visitor(), '198.51.100.30')).status).toBe(200);

  // The stalled uploads are dropped: their slots come back, and the claimant's claim goes through.
  for (const upload of stalled) upload.reset();
  await Promise.all(stalled.map((upload) => upload.answer));
  await waitForSlots(0);
  expect((await submit(claimant, '203.0.113.5')).status).toBe(200);
  await waitForSlots(0);
});
