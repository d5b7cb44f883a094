import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  authorizeResponseSchema,
  cmsDeadlinesSchema,
  deadlineKeys,
  legacyDeadlinesSchema,
  signatureDateResponseSchema,
} from '@/contract/api';
import { callSchemas } from '@/contract/call-schemas';
import { type CallName, callOf, callPath, calls } from '@/contract/calls';
import { endpoints } from '@/contract/endpoints';
import { formTypes } from '@/contract/form-type-names';
import { ThemeError } from '@themes/registry';
import { formatBytes } from '@/engine/format-bytes';
import { createApp } from '@server/http/app';
import { listTrackingEvents } from '@server/db/tracking';
import { SettingsError } from '@server/settings/setting-kinds';
import { model } from './support/claims';
import { ADMIN_TOKEN, Browser, engines, freshDirs, startTestServer, type TestServer } from './support/server';

const credentials = (formType: (typeof formTypes)[number], claimId: string, pin: string) =>
  model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId, pin });

/** GET calls that answer only a signed-in claimant or the holder of a draft's token: their own
 *  tests (case-file, drafts) check their answers. */
const answeredAfterSignIn: readonly CallName[] = ['caseFile', 'caseClaim', 'draft'];

/** Every GET call of the table that answers JSON to anyone, with its answer's schema. */
const getCallsAnswered = (Object.keys(calls) as CallName[]).flatMap((name): [CallName, ZodType][] => {
  const { answer } = callSchemas[name];
  return callSchemas[name].method === 'GET' && answer.kind === 'json' && !answeredAfterSignIn.includes(name) ? [[name, answer.schema]] : [];
});

/** A body each POST call would take, so that only the CSRF token is wrong; `{}` for the rest. */
const postBodies: Partial<Record<CallName, unknown>> = {
  tracking: { formType: 'Automotive', fieldKey: 'VIN', fieldValue: '1' },
  authorize: { reCaptchaResponse: 'test-pass-ABCDEFGH', credentials: credentials('Lookup', 'BW-100200', '4321') },
};

// Every call on both database engines: embedded PGlite and a real PostgreSQL server.
describe.each(engines)('on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  describe('every GET call of the contract answers per its schema', () => {
    it.each(
      getCallsAnswered.flatMap(([name, schema]): [string, string, ZodType][] => {
        const { path, query } = callOf(name);
        // A call that takes the culture, in each of the demo's.
        if (query.length === 0) return [[name, path, schema]];
        return ['en', 'es'].map((culture) => [`${name} ${culture}`, `${path}?${query[0]}=${culture}`, schema]);
      }),
    )('%s', async (_name, path, schema) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const parsed = schema.safeParse(await response.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('offers English and Spanish, with the demo case in both', async () => {
      expect(await (await fetch(`${server.url}${endpoints.cultures}`)).json()).toEqual({ en: 'English', es: 'Español' });
      const content = async (culture: string) =>
        new Map(
          ((await (await fetch(`${server.url}${endpoints.cultureContent(culture)}`)).json()) as { key: string; value: string }[]).map(
            (e) => [e.key, e.value],
          ),
        );
      const en = await content('en');
      const es = await content('es');
      expect(en.get('Header_CaseName')).toBe('In re Brightwater Appliance Litigation');
      expect(es.get('Header_CaseNumber')).toBe('Caso n.º 3:24-cv-01234');
      expect(en.get('Validation_Required')).toBe('Value is required');
      expect(en.get('Validation_MaxLength')).toBe('The maximum length allowed is {max}');
      expect(es.get('Shared_Button_Next')).toBe('Siguiente');
      // The upload limit of this deployment (UPLOAD_MAX_BYTES), not a placeholder.
      expect(en.get('Page_DocumentsUploadDocuments_Intro')).toContain(`up to ${formatBytes(server.settings.uploadMaxBytes)} each`);
      expect([...en.values(), ...es.values()].filter((value) => value.includes('{maxSize}'))).toEqual([]);
      expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
      expect((await fetch(`${server.url}${endpoints.cultureContent('fr')}`)).status).toBe(404);
    });

    it('gives every deadline key an open date and sends Spanish claim filing to an external page', async () => {
      const body = cmsDeadlinesSchema.parse(await (await fetch(`${server.url}${endpoints.deadlines}`)).json());
      expect(Object.keys(body.en.deadlines).sort()).toEqual([...deadlineKeys].sort());
      expect(body.en.projectTimeZone).toBe('Pacific');
      for (const deadline of Object.values(body.en.deadlines)) expect(deadline.deadlineDateTime).toMatch(/2099/);
      expect(body.es?.deadlines.claimFilingDeadline?.redirectUrl).toMatch(/^https:\/\//);
      expect(body.en.deadlines.claimFilingDeadline?.redirectUrl).toBe('/deadline');
    });

    it("dates the signature today in the settlement's zone", async () => {
      const { signatureDate } = signatureDateResponseSchema.parse(
        await (await fetch(`${server.url}${endpoints.signatureDate('en')}`)).json(),
      );
      const today = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
      expect(signatureDate).toBe(today);
    });

    it('names the test captcha provider with its site key and serves its script', async () => {
      expect(await (await fetch(`${server.url}${endpoints.captcha}`)).json()).toEqual({ provider: 'test', siteKey: 'test-site-key' });
      const script = await fetch(`${server.url}/captcha/test.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      const source = await script.text();
      for (const method of ['render', 'execute', 'reset', 'getResponse']) expect(source).toContain(`${method}: ${method}`);
      // Compressed for a browser that accepts it, as every other script of the page is.
      const compressed = await fetch(`${server.url}/captcha/test.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(compressed.headers.get('content-encoding')).toBe('gzip');
      expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await compressed.text()).toBe(source);
    });

    it('sets the language with a 204 and refuses an unknown one', async () => {
      const ok = await fetch(`${server.url}${endpoints.setLanguage}?culture=es`);
      expect(ok.status).toBe(204);
      expect(ok.headers.getSetCookie().join()).toContain('claims_culture=es');
      expect((await fetch(`${server.url}${endpoints.setLanguage}?culture=xx`)).status).toBe(400);
    });
  });

  describe('CSRF', () => {
    it('issues a token bound to the session cookie', async () => {
      const browser = new Browser(server.url);
      const token = await browser.getCsrf();
      expect(token.requestHeaderName).toBe('X-CSRF-TOKEN');
      const again = await browser.getCsrf();
      expect(again.requestToken).toBe(token.requestToken);
      const other = await new Browser(server.url).getCsrf();
      expect(other.requestToken).not.toBe(token.requestToken);
    });

    it.each(
      (Object.keys(calls) as CallName[])
        .filter((name) => callSchemas[name].method === 'POST')
        .map((name) => [name, callPath(name, { formType: 'standard' }), postBodies[name] ?? {}] as const),
    )('refuses %s without a token, with a wrong one, and with another session’s', async (_name, path, body) => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      expect((await browser.postJson(path, body, { csrf: false })).status).toBe(403);
      expect((await browser.postJson(path, body, { csrf: false, headers: { 'X-CSRF-TOKEN': 'forged' } })).status).toBe(403);
      const stranger = await new Browser(server.url).getCsrf();
      const refused = await browser.postJson(path, body, { csrf: false, headers: { 'X-CSRF-TOKEN': stranger.requestToken } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: expect.any(String) });
    });

    it('refuses a submit without a token', async () => {
      const form = new FormData();
      form.append('payload', '{}');
      const response = await fetch(`${server.url}${endpoints.submit('Standard')}`, { method: 'POST', body: form });
      expect(response.status).toBe(403);
    });
  });

  describe('tracking and session timeout', () => {
    it('stores a tracking event and answers 204', async () => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const response = await browser.postJson(endpoints.tracking, {
        formType: 'Automotive',
        fieldKey: 'VIN',
        fieldValue: '1BWCM82633A004352',
      });
      expect(response.status).toBe(204);
      expect(await listTrackingEvents(server.context.db, 5)).toContainEqual({
        formType: 'Automotive',
        fieldKey: 'VIN',
        fieldValue: '1BWCM82633A004352',
      });
      // A field the form does not track, or a sensitive one, is answered alike and kept nowhere.
      for (const event of [
        { formType: 'Automotive', fieldKey: 'ProblemDescription', fieldValue: 'not tracked' },
        { formType: 'Standard', fieldKey: 'EmailAddress', fieldValue: 'someone@example.com' },
      ]) {
        expect((await browser.postJson(endpoints.tracking, event)).status).toBe(204);
        expect(await listTrackingEvents(server.context.db, 5)).not.toContainEqual(event);
      }
    });

    it('refuses a malformed event, a wrong content type and an oversized body', async () => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      expect((await browser.postJson(endpoints.tracking, { formType: 'Nope', fieldKey: 'x', fieldValue: 'y' })).status).toBe(400);
      const text = await browser.fetch(endpoints.tracking, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'formType=Standard',
      });
      expect(text.status).toBe(415);
      const huge = await browser.postJson(endpoints.tracking, { formType: 'Standard', fieldKey: 'Notes', fieldValue: 'x'.repeat(100_000) });
      expect(huge.status).toBe(413);
    });

    it('logs the session out: an authorization does not survive session-timeout', async () => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const body = { reCaptchaResponse: 'test-pass-ABCDEFGH', credentials: credentials('Automotive', 'BW-100200', '4321') };
      expect((await browser.postJson(endpoints.authorize('Automotive'), body)).status).toBe(200);
      expect((await browser.fetch(endpoints.sessionTimeout, { method: 'POST' })).status).toBe(204);
      const form = new FormData();
      form.append('payload', '{}');
      const submit = await browser.fetch(endpoints.submit('Automotive'), { method: 'POST', body: form });
      expect(submit.status).toBe(401);
    });
  });

  describe('authorize', () => {
    it.each(formTypes)('%s: demo credentials authorize and prepopulate per the schema', async (formType) => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const response = await browser.postJson(endpoints.authorize(formType), {
        reCaptchaResponse: 'test-pass-ABCDEFGH',
        credentials: credentials(formType, 'bw-100200 ', '4321'),
      });
      expect(response.status).toBe(200);
      const body = authorizeResponseSchema.parse(await response.json());
      expect(body.authorized).toBe(true);
      expect(body.error).toBeNull();
      for (const item of body.prepopulatedData) expect(item.metadata).toMatchObject({ FormType: formType });
      if (formType === 'Standard' || formType === 'Automotive') {
        expect(body.prepopulatedData).toContainEqual({
          metadata: { DtoMapping: 'claimantInfo', FormType: formType },
          fields: expect.objectContaining({ FirstName: 'Dana', LastName: 'Whitfield', MailingCountry: 'US' }),
        });
      }
      if (formType === 'Lookup') {
        expect(body.prepopulatedData[0]?.fields).toMatchObject({ ClaimStatus: 'Received' });
      }
    });

    it('answers 401 with the failed shape for wrong credentials', async () => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const response = await browser.postJson(endpoints.authorize('Lookup'), {
        reCaptchaResponse: 'test-pass-ABCDEFGH',
        credentials: credentials('Lookup', 'BW-100200', '0000'),
      });
      expect(response.status).toBe(401);
      const body = authorizeResponseSchema.parse(await response.json());
      expect(body).toMatchObject({ authorized: false, error: 'The claim ID and PIN do not match our records.', prepopulatedData: [] });
    });

    it('answers 400 for a malformed body, missing credentials and a missing captcha token', async () => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const malformed = await browser.fetch(endpoints.authorize('Lookup'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"reCaptchaResponse":',
      });
      expect(malformed.status).toBe(400);
      expect(authorizeResponseSchema.parse(await malformed.json()).authorized).toBe(false);
      const noModel = await browser.postJson(endpoints.authorize('Lookup'), { reCaptchaResponse: 'test-pass-ABCDEFGH' });
      expect(noModel.status).toBe(400);
      const noCaptcha = await browser.postJson(endpoints.authorize('Lookup'), {
        reCaptchaResponse: null,
        credentials: credentials('Lookup', 'BW-100200', '4321'),
      });
      expect(noCaptcha.status).toBe(400);
      expect(await noCaptcha.json()).toMatchObject({ authorized: false, error: 'Invalid recaptcha value' });
    });

    it('slows down guessing: after the allowed failures, even right credentials wait', async () => {
      const strict = await startTestServer({ engine, authorizeMaxFailures: 2 });
      try {
        const browser = new Browser(strict.url);
        await browser.getCsrf();
        const attempt = (pin: string) =>
          browser.postJson(endpoints.authorize('Lookup'), {
            reCaptchaResponse: 'test-pass-ABCDEFGH',
            credentials: credentials('Lookup', 'BW-100200', pin),
          });
        expect((await attempt('1111')).status).toBe(401);
        expect((await attempt('2222')).status).toBe(401);
        expect((await attempt('4321')).status).toBe(429);
      } finally {
        await strict.cleanup();
      }
    });
  });

  describe('behind a proxy', () => {
    it('counts failed attempts per forwarded client with TRUST_PROXY, and per connection without it', async () => {
      const attempt = (browser: Browser, forwardedFor: string) =>
        browser.postJson(
          endpoints.authorize('Lookup'),
          { reCaptchaResponse: 'test-pass-ABCDEFGH', credentials: credentials('Lookup', 'BW-100200', '0000') },
          // A client may send its own X-Forwarded-For: only the entry the proxy appended counts.
          { headers: { 'x-forwarded-for': `10.9.9.9, ${forwardedFor}` } },
        );
      const behindProxy = await startTestServer({ engine, authorizeMaxFailures: 1, trustProxy: 'true' });
      try {
        const browser = new Browser(behindProxy.url);
        await browser.getCsrf();
        expect((await attempt(browser, '203.0.113.1')).status).toBe(401);
        expect((await attempt(browser, '203.0.113.1')).status).toBe(429);
        // Another claimant behind the same proxy is not slowed down by the first one's failures.
        expect((await attempt(browser, '203.0.113.2')).status).toBe(401);
        // An IPv6 client counts by its /64: a new address from it for each guess is the same client.
        expect((await attempt(browser, '2001:db8:5:7::1')).status).toBe(401);
        expect((await attempt(browser, '2001:db8:5:7:9a3c:11:2:3')).status).toBe(429);
        expect((await attempt(browser, '2001:db8:5:8::1')).status).toBe(401);
      } finally {
        await behindProxy.cleanup();
      }
      const direct = await startTestServer({ engine, authorizeMaxFailures: 1 });
      try {
        const browser = new Browser(direct.url);
        await browser.getCsrf();
        expect((await attempt(browser, '203.0.113.1')).status).toBe(401);
        expect((await attempt(browser, '203.0.113.2')).status).toBe(429);
      } finally {
        await direct.cleanup();
      }
    });
  });

  describe('security headers, errors and the app shell', () => {
    it('sends the security headers on API answers', async () => {
      const response = await fetch(`${server.url}${endpoints.cultures}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('answers an unknown /api path with a JSON 404', async () => {
      const response = await fetch(`${server.url}/api/no-such-call`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Not found.' });
    });

    it('serves index.html with the theme and a CSP nonce for app paths', async () => {
      for (const path of ['/', '/standard/claimant-info', '/page-not-found', '/session-expired?form=Standard&culture=en']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = await response.text();
        expect(html).toContain('<html lang="en" data-brand="jnd-7" data-theme-setting="jnd-7-0-default">');
        const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
        expect(nonce).toBeTruthy();
        expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
      }
    });

    it('caches hashed assets for good and does not answer a missing asset with the app', async () => {
      const asset = await fetch(`${server.url}/assets/index-TEST1234.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      const missing = await fetch(`${server.url}/assets/missing.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).not.toContain('<html');
      const robots = await fetch(`${server.url}/robots.txt`);
      expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await robots.text()).toBe('User-agent: *\n');
      const head = await fetch(`${server.url}/assets/index-TEST1234.js`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String('console.log("app");\n'.length));
      const captcha = await fetch(`${server.url}/captcha/test.js`);
      expect(captcha.headers.get('cache-control')).toBe('no-cache');
    });

    it('serves index.html itself with a nonce, never the raw file', async () => {
      const html = await (await fetch(`${server.url}/index.html`)).text();
      expect(html).toMatch(/<meta property="csp-nonce" nonce="[^"]+"/);
      expect(html).toContain('data-theme-setting="jnd-7-0-default"');
    });

    it("sends the build's brotli or gzip copy of an asset to a client that accepts it", async () => {
      const source = 'console.log("compressed app");\n';
      const assets = join(server.settings.distDir, 'assets');
      await writeFile(join(assets, 'both-TEST1234.js'), source);
      await writeFile(join(assets, 'both-TEST1234.js.br'), brotliCompressSync(source));
      await writeFile(join(assets, 'both-TEST1234.js.gz'), gzipSync(source));
      const url = `${server.url}/assets/both-TEST1234.js`;
      // Node's fetch decodes the answer, as a browser does.
      const brotli = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
      expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await brotli.text()).toBe(source);
      const gzip = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(source);
      const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(source);
      // An asset the build left uncompressed goes out as it is.
      const uncompressed = await fetch(`${server.url}/assets/index-TEST1234.js`);
      expect(uncompressed.headers.get('content-encoding')).toBeNull();
      expect(await uncompressed.text()).toBe('console.log("app");\n');
    });

    it('compresses the large JSON answers for a client that accepts gzip, and leaves the rest plain', async () => {
      const plain = await fetch(`${server.url}${endpoints.formsConfig}`, { headers: { 'Accept-Encoding': 'identity' } });
      const plainBody = await plain.text();
      expect(plain.headers.get('content-encoding')).toBeNull();
      const gzip = await fetch(`${server.url}${endpoints.formsConfig}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.headers.get('content-type')).toMatch(/^application\/json/);
      // Node's fetch decodes the answer, as a browser does: the same configs arrive.
      expect(await gzip.text()).toBe(plainBody);
      // The small answers of unsafe calls go out as they are.
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const authorized = await browser.postJson(
        endpoints.authorize('Lookup'),
        { reCaptchaResponse: 'test-pass-ABCDEFGH', credentials: credentials('Lookup', 'BW-100300', '8765') },
        { headers: { 'Accept-Encoding': 'gzip' } },
      );
      expect(authorized.status).toBe(200);
      expect(authorized.headers.get('content-encoding')).toBeNull();
    });

    it('does not serve files outside dist', async () => {
      for (const path of ['/assets/..%2f..%2fdata%2fdb%2fPG_VERSION', '/..%2f..%2fpackage.json']) {
        const response = await fetch(`${server.url}${path}`);
        const text = await response.text();
        expect(text).not.toMatch(/^\d+\n?$/);
        expect(text).not.toContain('"name"');
      }
    });
  });

  describe('settings', () => {
    it('fails at start with the registry message for an unknown theme, and names a bad setting', async () => {
      const dirs = await freshDirs({ engine });
      try {
        await expect(createApp({ ...dirs, theme: 'jnd-8-0-default' })).rejects.toThrow(ThemeError);
        await expect(createApp({ ...dirs, theme: 'jnd-8-0-default' })).rejects.toThrow(/Unknown theme "jnd-8-0-default"/);
        await expect(createApp({ ...dirs, deadlinesPassed: 'claimFilingDeadline,noSuchDeadline' })).rejects.toThrow(SettingsError);
        await expect(createApp({ ...dirs, uploadMaxBytes: 'lots' })).rejects.toThrow(/UPLOAD_MAX_BYTES/);
      } finally {
        await dirs.cleanup();
      }
    });

    it('THEME, REDIRECT_ON_ERROR, DEADLINE_PASSED, DEADLINE_STYLE=legacy and CAPTCHA_PROVIDER=none change what is served', async () => {
      const other = await startTestServer({
        theme: 'jnd-9-0-kontent',
        redirectOnError: 'true',
        deadlinesPassed: 'claimFilingDeadline',
        deadlineStyle: 'legacy',
        captchaProvider: 'none',
      });
      try {
        expect(await (await fetch(`${other.url}/`)).text()).toContain(
          'data-brand="kontent-9" data-theme-setting="jnd-9-0-kontent" data-redirect-on-error="true"',
        );
        const deadlines = legacyDeadlinesSchema.parse(await (await fetch(`${other.url}${endpoints.deadlines}`)).json());
        expect(deadlines.deadlines.claimFilingDeadline?.deadline).toMatch(/2020/);
        expect(deadlines.deadlines.automotiveFilingDeadline?.deadline).toMatch(/2099/);
        expect(deadlines.deadlines.globalDeadline?.timeZone).toBe('Pacific');
        expect(await (await fetch(`${other.url}${endpoints.captcha}`)).json()).toEqual({ provider: 'none', siteKey: null });
        const browser = new Browser(other.url);
        await browser.getCsrf();
        const noCaptcha = await browser.postJson(endpoints.authorize('Lookup'), {
          reCaptchaResponse: null,
          credentials: credentials('Lookup', 'BW-100200', '4321'),
        });
        expect(noCaptcha.status).toBe(200);
      } finally {
        await other.cleanup();
      }
    });

    it('lets the admin call move a deadline into the past and back, with the admin token only', async () => {
      const move = (passed: boolean, token = ADMIN_TOKEN) =>
        fetch(`${server.url}/api/admin/deadlines`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ key: 'lookupFilingDeadline', passed }),
        });
      expect((await move(true, 'wrong-token-wrong-token')).status).toBe(401);
      expect((await move(true)).status).toBe(200);
      const passed = cmsDeadlinesSchema.parse(await (await fetch(`${server.url}${endpoints.deadlines}`)).json());
      expect(passed.en.deadlines.lookupFilingDeadline?.deadlineDateTime).toMatch(/2020/);
      expect((await move(false)).status).toBe(200);
      const open = cmsDeadlinesSchema.parse(await (await fetch(`${server.url}${endpoints.deadlines}`)).json());
      expect(open.en.deadlines.lookupFilingDeadline?.deadlineDateTime).toMatch(/2099/);
    });

    it('has no admin calls when ADMIN_TOKEN is not set', async () => {
      const plain = await startTestServer({ engine, adminToken: null });
      try {
        const response = await fetch(`${plain.url}/api/admin/memory`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
        expect(response.status).toBe(404);
      } finally {
        await plain.cleanup();
      }
    });
  });
});
