// The build folder holds the client build and, in server/, the server build: the server's own
// code with its source map. Only the client build is sent; however a request spells the server
// build's path, it gets the app page, never the file.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/server';

const SERVER_CODE = 'export const secretOfTheServerBuild = 1;';
const SERVER_MAP = '{"version":3,"sources":["secret-of-the-server-build.ts"]}';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ serverRendering: false });
  const dist = server.settings.distDir;
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *\n');
  await mkdir(join(dist, 'server'), { recursive: true });
  await writeFile(join(dist, 'server', 'entry-server.js'), SERVER_CODE);
  await writeFile(join(dist, 'server', 'entry-server.js.map'), SERVER_MAP);
});
afterAll(async () => {
  await server?.cleanup();
});

describe('the server build', () => {
  it('still sends a file of the client build', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *\n');
  });

  it.each([
    '/server/entry-server.js',
    '/server/entry-server.js.map',
    '/SERVER/entry-server.js',
    '/%73erver/entry-server.js',
    '//server/entry-server.js.map',
  ])('is not sent for %s', async (path) => {
    const answer = await rawRequest(
      server.url,
      `GET ${path} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nConnection: close`,
      Buffer.alloc(0),
      'wait',
    );
    expect(answer.status).not.toBeNull();
    expect(answer.text).not.toContain('secretOfTheServerBuild');
    expect(answer.text).not.toContain('secret-of-the-server-build');
  });
});
