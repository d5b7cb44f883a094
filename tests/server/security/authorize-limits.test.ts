// The limits on authorize checks: counted in the database (so they hold for a burst of
// concurrent requests and across servers), per client address and per claim ID, with the
// client address read through the proxies TRUST_PROXY names only.
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { resolveSettings, settingsFromEnv } from '@server/settings/settings';
import { startServer } from '@server/http/listen';
import { limitNetwork } from '@server/limits/client-network';
import { sampleModel } from '../../support/sample-claim';
import { Browser, freshDirs, startTestServer } from '../support/server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An Automotive authorize call's body. */
const body = (claimId: string, pin: string) => ({
  reCaptchaResponse: 'test-pass-ABCDEFGH',
  credentials: sampleModel('Automotive', 'credentials', 'credentials-q7r8s9t0', { claimId, pin }),
});

async function claimant(url: string): Promise<Browser> {
  const browser = new Browser(url);
  await browser.getCsrf();
  return browser;
}

function authorize(browser: Browser, claimId: string, pin: string, forwardedFor?: string): Promise<number> {
  return browser
    .postJson(endpoints.authorize('Automotive'), body(claimId, pin), forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {})
    .then((response) => response.status);
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('300 wrong PINs sent at once', () => {
  it('get at most the limit of checks, across two servers on one database', async () => {
    const { cleanup, ...dirs } = await freshDirs({ engine: 'postgres' });
    cleanups.push(cleanup);
    const { cleanup: cleanupB, ...dirsB } = await freshDirs({ engine: 'pglite' });
    cleanups.push(cleanupB);
    const a = await startServer({ port: 0, host: '127.0.0.1', ...dirs, authorizeMaxFailures: 10 });
    cleanups.push(() => a.stop());
    const b = await startServer({ port: 0, host: '127.0.0.1', ...dirsB, databaseUrl: dirs.databaseUrl, authorizeMaxFailures: 10 });
    cleanups.push(() => b.stop());
    const browser = await claimant(a.url);
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => authorize(browser.via(i % 2 ? b.url : a.url), 'BW-100200', String(1000 + i).padStart(4, '0'))),
    );
    expect(tally(statuses)).toEqual({ 401: 10, 429: 290 });
  });
});

describe('behind a proxy TRUST_PROXY names', () => {
  it('one address’s failures do not lock the claimant out, and guesses spread over claim IDs are counted', async () => {
    const server = await startTestServer({ engine: 'postgres', trustProxy: '10.0.0.0/8, 127.0.0.1', authorizeMaxFailures: 5 });
    cleanups.push(() => server.cleanup());
    const attacker = await claimant(server.url);
    for (let i = 0; i < 5; i += 1) expect(await authorize(attacker, 'BW-100200', `11${i}1`, '198.51.100.66')).toBe(401);
    expect(await authorize(attacker, 'BW-100200', '4321', '198.51.100.66')).toBe(429);
    // A client's own X-Forwarded-For entries before the proxy's do not make it someone else.
    expect(await authorize(attacker, 'BW-100200', '9999', '203.0.113.7, 198.51.100.66')).toBe(429);
    // The claimant, elsewhere, signs in with the right PIN.
    expect(await authorize(await claimant(server.url), 'BW-100200', '4321', '203.0.113.7')).toBe(200);

    // Another address spreading its guesses over claim IDs meets the same limit.
    const spreader = await claimant(server.url);
    const spread = [];
    for (let i = 0; i < 6; i += 1) spread.push(await authorize(spreader, `BW-1009${i}0`, '0000', '198.51.100.77'));
    expect(spread).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts the failures of one claim ID from every address', async () => {
    const server = await startTestServer({ engine: 'postgres', trustProxy: '127.0.0.1', authorizeMaxFailuresPerClaim: 4 });
    cleanups.push(() => server.cleanup());
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await authorize(await claimant(server.url), 'BW-100300', '0000', `198.51.100.${10 + i}`));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('does not believe X-Forwarded-For or X-Forwarded-Proto from a peer it does not name', async () => {
    const server = await startTestServer({ engine: 'postgres', trustProxy: '10.0.0.0/8', authorizeMaxFailures: 2 });
    cleanups.push(() => server.cleanup());
    const client = await claimant(server.url);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await authorize(client, 'BW-100200', '0000', `198.51.100.${i}`));
    expect(statuses).toEqual([401, 401, 429]);
    const forgedHttps = await fetch(`${server.url}/api/csrf`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forgedHttps.headers.get('strict-transport-security')).toBeNull();
    expect(forgedHttps.headers.getSetCookie().join()).not.toMatch(/;\s*Secure/i);

    const proxied = await startTestServer({ engine: 'pglite', trustProxy: '127.0.0.1' });
    cleanups.push(() => proxied.cleanup());
    const viaProxy = await fetch(`${proxied.url}/api/csrf`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toContain('max-age');
    expect(viaProxy.headers.getSetCookie().join()).toMatch(/;\s*Secure/i);
  });
});

describe('TRUST_PROXY', () => {
  it('takes true, false, or addresses and CIDR ranges, and refuses anything else', () => {
    const trust = (value: string) => resolveSettings(settingsFromEnv({ TRUST_PROXY: value })).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'yes please']) expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
  });
});

describe('the network a client is counted under', () => {
  it('is an IPv4 address itself and an IPv6 address its /64, however it is written', () => {
    expect(limitNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(limitNetwork('2001:db8:0:7:a:b:c:d')).toBe('2001:db8:0:7::/64');
    expect(limitNetwork('2001:DB8:0:7::5')).toBe('2001:db8:0:7::/64');
    expect(limitNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitNetwork('1::3:4:5:6:7')).toBe('1:0:0:3::/64');
    expect(limitNetwork('1:2:3::5:6:1.2.3.4')).toBe('1:2:3:0::/64');
    expect(limitNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitNetwork('unknown')).toBe('unknown');
  });
});
