// Every cookie the server sets follows one rule for `Secure`: behind a trusted proxy that says the
// client's connection is HTTPS, each of them is Secure (and HttpOnly), as the session cookie is;
// on plain HTTP none is, or the browser would drop it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: '127.0.0.1', cookieSecure: 'auto', serverRendering: false });
  await writeFile(
    join(server.settings.distDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  await server?.cleanup();
});

/** Every cookie the server sets on the calls a claimant's first visit makes, by name. */
async function cookiesOfAVisit(headers: Record<string, string>): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (const path of ['/api/csrf', `${endpoints.setLanguage}?culture=es`, '/standard/claimant-info']) {
    const response = await fetch(`${server.url}${path}`, { headers });
    expect(response.status, path).toBeLessThan(300);
    for (const line of response.headers.getSetCookie()) cookies.set(line.slice(0, line.indexOf('=')), line);
  }
  return cookies;
}

describe('the cookies of a first visit', () => {
  it('are each Secure and HttpOnly behind a trusted proxy on HTTPS', async () => {
    const cookies = await cookiesOfAVisit({ 'X-Forwarded-Proto': 'https' });
    expect([...cookies.keys()].sort()).toEqual(['claim_began', 'claims_culture', 'claims_session', 'claims_started']);
    for (const [name, line] of cookies) {
      expect(line, name).toMatch(/;\s*Secure(;|$)/i);
      expect(line, name).toMatch(/;\s*HttpOnly(;|$)/i);
    }
  });

  it('are none of them Secure on plain HTTP', async () => {
    const cookies = await cookiesOfAVisit({});
    expect(cookies.size).toBe(4);
    for (const [name, line] of cookies) expect(line, name).not.toMatch(/;\s*Secure(;|$)/i);
  });
});
