// The offline stand-ins of outside providers (PayPal's login page, the test captcha's script)
// exist only where the settlement uses them, and the PayPal stand-in's form is held to the
// limits and the CSRF rule of every call.
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDemoPackage, editJson } from '../support/packages';
import { Browser, startTestServer, type TestServer } from '../support/server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(settings: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const started = await startTestServer(settings);
  cleanups.push(() => started.cleanup());
  return started;
}

/** The hidden CSRF field of the stand-in's login form. */
function csrfField(html: string): string {
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  };
}

describe('the PayPal login stand-in', () => {
  it('logs in from its own form, and refuses a post without the session’s token, too large, or of another type', async () => {
    const { url } = await server();
    const browser = new Browser(url);
    const page = await browser.fetch('/paypal-login-demo?state=state-12345678');
    expect(page.status).toBe(200);
    const csrf = csrfField(await page.text());
    expect(csrf).not.toBe('');

    // Another site's page posting to it: the browser sends no cookie (SameSite) and no token.
    const forged = await fetch(`${url}/paypal-login-demo`, form({ state: 'state-12345678', email: 'dana@example.com' }));
    expect(forged.status).toBe(403);
    const wrongToken = await browser.fetch(
      '/paypal-login-demo',
      form({ state: 'state-12345678', email: 'dana@example.com', csrf: 'x'.repeat(43) }),
    );
    expect(wrongToken.status).toBe(403);
    const huge = await browser.fetch(
      '/paypal-login-demo',
      form({ state: 'state-12345678', email: 'dana@example.com', csrf, pad: 'p'.repeat(2_000_000) }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.text()).not.toContain('ppppp');
    const json = await browser.fetch('/paypal-login-demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'state-12345678', email: 'dana@example.com', csrf }),
    });
    expect(json.status).toBe(415);

    const login = await browser.fetch('/paypal-login-demo', form({ state: 'state-12345678', email: 'dana@example.com', csrf }));
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toMatch(/^\/paypal\/return\?code=ppdemo\..+&state=state-12345678$/);
  });

  it('does not exist for a settlement whose PayPal login is PayPal’s own', async () => {
    const dir = await copyDemoPackage();
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await editJson(dir, 'settlement.json', (settlement) => {
      settlement.payPal.loginUrl = 'https://www.paypal.com/connect';
    });
    const { url } = await server({ settlementDir: dir });
    const browser = new Browser(url);
    const page = await browser.fetch('/paypal-login-demo?state=state-12345678');
    expect(await page.text()).not.toContain('Log in to PayPal (demo)');
    const post = await browser.fetch('/paypal-login-demo', form({ state: 'state-12345678', email: 'dana@example.com' }));
    expect(post.status).toBe(404);
  });
});

describe('the test captcha’s script', () => {
  it('is served with the test captcha, and not with another provider', async () => {
    const withTest = await server({ captchaProvider: 'test' });
    const script = await fetch(`${withTest.url}/captcha/test.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    const withNone = await server({ captchaProvider: 'none' });
    expect((await fetch(`${withNone.url}/captcha/test.js`)).status).toBe(404);
  });
});
