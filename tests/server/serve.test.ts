import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { callSchemas } from '@/contract/call-schemas';
import { type CallName, callOf, calls } from '@/contract/calls';
import type { AppEnv } from '@server/http/app-env';
import { jsonError } from '@server/http/json-error';
import { serve } from '@server/http/serve';

// A call of the contract's table is registered with serve() (server/http/serve.ts), which takes its
// method and path from the table and holds its handler to the answer's schema. The compiler is
// half of this test: tsc fails while a line marked @ts-expect-error below compiles.

/** Routes tsc must refuse: registered on an app no request reaches. */
function wrongAnswers(app: Hono<AppEnv>): void {
  // @ts-expect-error a field of the wrong type: the captcha's provider is a string
  serve(app, 'captcha', (c) => c.json({ provider: 42, siteKey: null }));
  // @ts-expect-error a field the case file does not have, and none of those it needs
  serve(app, 'caseFile', (c) => c.json({ caseTitle: 'Smith v. Acme' }));
  // @ts-expect-error another call's answer: the whitelist is not the captcha
  serve(app, 'charactersWhitelist', (c) => c.json({ provider: 'test', siteKey: null }));
  // @ts-expect-error a JSON call answers JSON, not a document's bytes
  serve(app, 'deadlines', () => new Response('bytes'));
  // @ts-expect-error a draft's save answers with when it expires, a string or null
  serve(app, 'drafts', (c) => c.json({ saved: true, expiresAt: 7, error: null }));
}

describe('serve', () => {
  const app = new Hono<AppEnv>();
  serve(app, 'captcha', (c) => c.json({ provider: 'test', siteKey: null }));
  serve(app, 'caseSignOut', (c) => c.body(null, 204));
  serve(app, 'caseCode', (c) => (c.req.query('refuse') ? jsonError(c, 429, 'Wait.') : c.json({}, 202)));
  serve(app, { name: 'authorize', path: '/api/forms/lookup/authorize' }, (c) =>
    c.json({ authorized: false, error: 'No.', captcha: null, prepopulatedData: [] }, 401),
  );

  it("registers a call at its row's method and path, and nowhere else", async () => {
    const answer = await app.request(callOf('captcha').path);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ provider: 'test', siteKey: null });
    expect((await app.request(callOf('captcha').path, { method: 'POST' })).status).toBe(404);
    expect((await app.request(callOf('caseSignOut').path, { method: 'POST' })).status).toBe(204);
    expect((await app.request(callOf('caseSignOut').path)).status).toBe(404);
  });

  it('takes a refusal as { error } and a path of one form type', async () => {
    expect((await app.request(`${callOf('caseCode').path}?refuse=1`, { method: 'POST' })).status).toBe(429);
    expect((await app.request(callOf('caseCode').path, { method: 'POST' })).status).toBe(202);
    expect((await app.request('/api/forms/lookup/authorize', { method: 'POST' })).status).toBe(401);
  });
});

describe('a wrong answer', () => {
  it('is refused by tsc, each line above marked as expected to fail, but registers all the same', () => {
    const app = new Hono<AppEnv>();
    wrongAnswers(app);
    expect(app.routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      `GET ${callOf('captcha').path}`,
      `GET ${callOf('caseFile').path}`,
      `GET ${callOf('charactersWhitelist').path}`,
      `GET ${callOf('deadlines').path}`,
      `POST ${callOf('drafts').path}`,
    ]);
  });
});

describe('the calls table', () => {
  it('gives every call its schemas under the same name, and each path once', () => {
    expect(Object.keys(callSchemas).sort()).toEqual(Object.keys(calls).sort());
    const lines = (Object.keys(calls) as CallName[]).map((name) => `${callSchemas[name].method} ${callOf(name).path}`);
    expect(new Set(lines).size).toBe(lines.length);
  });
});
