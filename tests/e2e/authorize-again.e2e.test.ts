import { describe, expect, it } from 'vitest';
import { request, type Page } from 'playwright-core';
import { routeOnce } from './support/route-once';
import { startE2eSession } from './support/session';
import {
  ADMIN_TOKEN,
  arriveAt,
  demoClaimant,
  fillCredentials,
  openPage,
  press,
  shownReferenceCode,
  storedClaim,
} from './support/authorized-pages';

// A submit the server answers with 401 (the session no longer holds the form's authorization,
// for instance after a long pause) takes the claimant back to give the claim ID and PIN again,
// with everything they added still there, instead of failing the claim.

const e2e = startE2eSession({ ADMIN_TOKEN });

/** Sends the page's next submit to the real server as part of another session, one that has a
 *  valid CSRF token but never authorized: the server's own 401 for an authorization it lacks. */
async function nextSubmitFromAnUnauthorizedSession(page: Page, path: string): Promise<void> {
  const other = await request.newContext({ baseURL: e2e.server.url });
  const csrf = (await (await other.get('/api/csrf')).json()) as { requestHeaderName: string; requestToken: string };
  const session = (await other.storageState()).cookies.find((cookie) => cookie.name === 'claims_session');
  if (!session) throw new Error('no session cookie');
  await routeOnce(page, `${e2e.server.url}${path}`, async (route) => {
    const headers = {
      ...route.request().headers(),
      cookie: `claims_session=${session.value}`,
      [csrf.requestHeaderName.toLowerCase()]: csrf.requestToken,
    };
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
}

describe('a documents upload whose authorization ended', () => {
  it('asks for the claim ID and PIN again, then submits with the documents still there', async () => {
    const { page, pageErrors } = await openPage(e2e.browser, e2e.server, '/');
    await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
    await press(page, 'Continue');
    await arriveAt(page, '/documents-upload/supporting-documents', 'Add your documents');
    await page.getByRole('button', { name: 'Add a document' }).click();
    await page.getByRole('combobox', { name: /^Type of document/ }).selectOption('Receipt');
    await page
      .getByLabel(/^File/)
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 receipt') });
    await press(page, 'Upload');
    await page.getByRole('cell', { name: 'receipt.pdf', exact: true }).waitFor();

    await nextSubmitFromAnUnauthorizedSession(page, '/api/forms/documents-upload');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/forms/documents-upload'));
    await press(page, 'Submit');
    expect((await answered).status()).toBe(401);

    await page.waitForURL((url) => url.pathname === '/' && url.search === '?returnTo=summary');
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Your session with your claim ID and PIN has ended. Enter them again and continue: your answers are kept.',
    );
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: /^Claim ID/ }).inputValue()).toBe(demoClaimant.claimId);
    await press(page, 'Continue');

    await arriveAt(page, '/documents-upload/supporting-documents', 'Add your documents');
    await page.getByRole('cell', { name: 'receipt.pdf', exact: true }).waitFor();
    await press(page, 'Submit');
    await page.waitForURL((url) => url.pathname === '/documents-upload/confirmation');
    const claim = await storedClaim(e2e.server, await shownReferenceCode(page));
    expect(claim.files.map((file) => file.originalName)).toEqual(['receipt.pdf']);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
