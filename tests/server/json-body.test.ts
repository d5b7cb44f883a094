import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { Browser, startTestServer, type TestServer } from './support/server';

// What the JSON calls answer to a body they cannot take: the status and the reason, in the
// route's own answer shape (authorize answers as a failed authorize).

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

const json = (body: BodyInit, type = 'application/json'): RequestInit => ({ method: 'POST', headers: { 'Content-Type': type }, body });

/** A body sent in chunks without a Content-Length, as a stream of `size` bytes of JSON text. */
function streamed(size: number): RequestInit {
  const text = new TextEncoder().encode(`{"fieldKey":"${'x'.repeat(size)}"}`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < text.length; at += 16_384) controller.enqueue(text.slice(at, at + 16_384));
      controller.close();
    },
  });
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit;
}

const bad: [string, () => RequestInit, number, string][] = [
  ['another media type', () => json('formType=Standard', 'text/plain'), 415, 'Content-Type must be application/json.'],
  ['a JSON media type of its own', () => json('{}', 'application/vnd.api+json'), 415, 'Content-Type must be application/json.'],
  [
    'a declared length beyond the limit',
    () => json(JSON.stringify({ fieldValue: 'x'.repeat(100_000) })),
    413,
    'The request body is too large.',
  ],
  ['a stream beyond the limit', () => streamed(100_000), 413, 'The request body is too large.'],
  ['text that is not JSON', () => json('{"formType":'), 400, 'The request body is not valid JSON.'],
  ['an empty body', () => json(''), 400, 'The request body is not valid JSON.'],
  ['JSON nested 100 deep', () => json(`${'['.repeat(100)}${']'.repeat(100)}`), 400, 'The request body is nested too deeply.'],
];

describe('a JSON call refuses a body it cannot take', () => {
  it.each(bad)('tracking: %s', async (_name, init, status, message) => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const response = await browser.fetch(endpoints.tracking, init());
    expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error: message } });
  });

  it.each(bad)('authorize: %s, as a failed authorize', async (_name, init, status, message) => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const response = await browser.fetch(endpoints.authorize('Automotive'), init());
    expect({ status: response.status, body: await response.json() }).toEqual({
      status,
      body: { authorized: false, error: message, captcha: null, prepopulatedData: [] },
    });
  });

  it('says which call refused a body that breaks its schema', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const tracking = await browser.fetch(endpoints.tracking, json(JSON.stringify({ formType: 'Nope', fieldKey: 'x', fieldValue: 'y' })));
    expect({ status: tracking.status, body: await tracking.json() }).toEqual({
      status: 400,
      body: { error: 'The tracking event is not valid.' },
    });
    const authorize = await browser.fetch(endpoints.authorize('Automotive'), json('[]'));
    expect(authorize.status).toBe(400);
    expect((await authorize.json()).error).toBe('The request is not valid.');
  });

  it('takes a streamed body within the limit', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const response = await browser.fetch(endpoints.tracking, streamed(100));
    // It parses; the event then lacks its form type.
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { error: 'The tracking event is not valid.' },
    });
  });

  it('lets session-timeout go without a body, with unreadable JSON, but not with another media type', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    expect((await browser.fetch(endpoints.sessionTimeout, { method: 'POST' })).status).toBe(204);
    expect((await browser.fetch(endpoints.sessionTimeout, json('{"x":'))).status).toBe(204);
    expect((await browser.fetch(endpoints.sessionTimeout, json('x', 'text/plain'))).status).toBe(415);
    expect((await browser.fetch(endpoints.sessionTimeout, json(JSON.stringify({ x: 'y'.repeat(100_000) })))).status).toBe(413);
  });
});
