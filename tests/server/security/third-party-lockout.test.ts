// No stranger can lock a claimant out: claims sent in her name (her email) from other sessions and
// other addresses flag her own claim for review, they never refuse it. A sender that repeats
// itself (its address naming the same email again and again) is still refused.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Browser, TestServer } from '../support/server';
import { claimant, claimBy, flagsOf, referenceOf, screeningServer, visitor } from '../screening/support';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await screeningServer(
    'pglite',
    { velocity: { identity: { flagAbove: 3, refuseAbove: 5 } }, bots: { minSecondsToSubmit: 0 } },
    { trustProxy: 'true' },
  );
});
afterAll(async () => {
  await server?.cleanup();
});

const victim = 'dana.whitfield@example.org';

function fileFrom(browser: Browser, address: string, n: number): Promise<Response> {
  return browser.fetch('/api/forms/standard', {
    method: 'POST',
    body: claimBy(claimant(300 + n, { email: victim })).form(),
    headers: { 'x-forwarded-for': address },
  });
}

it("30 claims naming a claimant's email from strangers' sessions and addresses do not lock her out", async () => {
  for (let i = 0; i < 30; i += 1) {
    const junk = await fileFrom(await visitor(server), `203.0.113.${i + 1}`, i);
    expect(junk.status).toBe(200);
  }
  const own = await fileFrom(await visitor(server), '198.51.100.7', 40);
  expect(own.headers.get('retry-after')).toBeNull();
  const code = await referenceOf(own);
  // She is not turned away; the administrator sees why her claim is worth a look.
  expect(await flagsOf(server, code)).toEqual(expect.arrayContaining(['velocityIdentity', 'duplicateEmail']));
});

it('still refuses a sender that names the same email again and again from its own address', async () => {
  const statuses = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await fileFrom(await visitor(server), '192.0.2.50', 50 + i)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const refused = await fileFrom(await visitor(server), '192.0.2.50', 60);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(/please try again in [\d,]+ minutes?/);
  // Her own claim from her own address still goes through.
  expect((await fileFrom(await visitor(server), '198.51.100.7', 61)).status).toBe(200);
});
