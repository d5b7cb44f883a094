// Session ids are the server's to issue: a cookie the client made up is replaced, and the id is
// replaced again when the claimant authorizes, so an id someone else knew beforehand (planted in
// the claimant's browser, or read on a shared computer) never carries the claimant's authorization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { sampleDocumentsUploadClaim } from '../../support/sample-claim';
import { claimForm, model, pdf, submitClaim } from '../support/claims';
import { Browser, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ captchaProvider: 'test' });
});
afterAll(async () => {
  await server?.cleanup();
});

const credentials = model('DocumentsUpload', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' });

function authorize(browser: Browser): Promise<Response> {
  return browser.postJson(endpoints.authorize('DocumentsUpload'), { reCaptchaResponse: 'test-pass-ABCDEFGH', credentials });
}

function documentsClaim(browser: Browser): Promise<Response> {
  const doc = pdf('DocumentContexts-doc00001', 'invoice.pdf');
  const payload = sampleDocumentsUploadClaim([{ clientId: doc.clientId, name: doc.name, size: doc.bytes.length, type: doc.type }]);
  return submitClaim(browser, 'documents-upload', claimForm(payload, [doc]));
}

/** A second browser holding exactly what this one holds now (its cookies and token). */
const copyOf = (browser: Browser) =>
  new Browser(server.url, {
    cookies: new Map(
      browser
        .requestHeaders()
        .cookie?.split('; ')
        .map((pair) => pair.split('=', 2) as [string, string]),
    ),
    csrf: browser.csrf,
  });

describe('session ids', () => {
  it('replaces a session id the client made up', async () => {
    const chosen = 'A'.repeat(43);
    const browser = new Browser(server.url, { cookies: new Map([['claims_session', chosen]]), csrf: null });
    await browser.getCsrf();
    const cookie = browser.requestHeaders().cookie ?? '';
    expect(cookie).toMatch(/claims_session=[\w-]{43}\.[\w-]{22}/);
    expect(cookie).not.toContain(chosen);
  });

  it('refuses a signed-looking cookie whose tag the server did not make', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const real = /claims_session=([^;]+)/.exec(browser.requestHeaders().cookie ?? '')?.[1] ?? '';
    const forged = `${'B'.repeat(43)}.${real.split('.')[1]}`;
    const planted = new Browser(server.url, { cookies: new Map([['claims_session', forged]]), csrf: browser.csrf });
    const response = await authorize(planted);
    expect(response.status).toBe(403);
  });

  it('gives the session a new id on authorize: the id known before it carries no authorization', async () => {
    const claimant = new Browser(server.url);
    await claimant.getCsrf();
    // Someone who knew the id (and its token) before the claimant signed in.
    const before = copyOf(claimant);
    expect((await authorize(claimant)).status).toBe(200);
    expect(claimant.requestHeaders().cookie).not.toBe(before.requestHeaders().cookie);

    const stale = await documentsClaim(before);
    expect([401, 403]).toContain(stale.status);
    const own = await documentsClaim(claimant);
    expect(own.status).toBe(200);
  });

  it('keeps the first-visit stamp across the new id', async () => {
    const claimant = new Browser(server.url);
    await claimant.getCsrf();
    const stamp = /claims_started=(\d+)\./.exec(claimant.requestHeaders().cookie ?? '')?.[1];
    expect(stamp).toBeDefined();
    expect((await authorize(claimant)).status).toBe(200);
    const cookie = claimant.requestHeaders().cookie ?? '';
    expect(/claims_started=(\d+)\./.exec(cookie)?.[1]).toBe(stamp);
    // The carried stamp is signed for the new id: asking for a token again keeps it as it is.
    await claimant.getCsrf();
    expect(claimant.requestHeaders().cookie).toBe(cookie);
  });
});
