// A 410 from the server is a passed deadline, not a failure: the client hands the app the
// deadline's key, and every internal deadline target carries the claimant's culture.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCultureParam } from '@/features/deadlines/deadline-redirect';
import { DeadlinePassedError } from '@/lib/api/deadline-passed';
import { createHttp } from '@/lib/api/http';
import { fetchTransport } from '@/lib/api/transport';

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(410, { 'content-type': 'application/json' });
    const key = request.url === '/named' ? 'automotiveFilingDeadline' : undefined;
    response.end(JSON.stringify({ authorized: false, error: 'The deadline to file this form has passed.', deadlineKey: key }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a 410 answer', () => {
  const send = () => createHttp({ baseUrl: origin, transport: fetchTransport, uploadTransport: fetchTransport });
  const call = (path: string) =>
    send()({
      method: 'POST',
      path,
      schema: { safeParse: (value: unknown) => ({ success: true as const, data: value }) },
      failureMessage: 'failed',
      resultOn: [400, 401],
      csrf: { requestHeaderName: 'X-CSRF', requestToken: 'token' },
      body: { json: {} },
    });

  it('rejects with the deadline the server named', async () => {
    const error = await call('/named').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeadlinePassedError);
    expect((error as DeadlinePassedError).deadlineKey).toBe('automotiveFilingDeadline');
    expect((error as DeadlinePassedError).status).toBe(410);
  });

  it('still means a passed deadline when the body names none', async () => {
    const error = await call('/unnamed').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeadlinePassedError);
    expect((error as DeadlinePassedError).deadlineKey).toBeNull();
  });
});

describe('an internal deadline target', () => {
  it('carries the claimant’s culture', () => {
    expect(withCultureParam('/deadline', 'vi')).toBe('/deadline?culture=vi');
    expect(withCultureParam('/closed?from=claim#top', 'es')).toBe('/closed?from=claim&culture=es#top');
  });

  it('keeps a culture the configured target names itself', () => {
    expect(withCultureParam('/deadline?culture=es', 'vi')).toBe('/deadline?culture=es');
  });
});
