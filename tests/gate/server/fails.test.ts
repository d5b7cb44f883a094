import { afterAll, expect, test } from 'vitest';
import { Browser, startTestServer, type TestServer } from '../../server/support/server';

let server: TestServer | undefined;
afterAll(() => server?.cleanup());

// The server suite's PostgreSQL is what once turned failed runs green: this test runs a server on
// it before failing.
test('a failing assertion in the server project, on PostgreSQL, fails the run', async () => {
  server = await startTestServer({ engine: 'postgres' });
  const csrf = await new Browser(server.url).getCsrf();
  expect(csrf.requestToken).toBe('not the token');
});
