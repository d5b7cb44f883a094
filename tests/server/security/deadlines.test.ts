// The court's deadline is enforced by the server, not only by the pages: submit, authorize and the
// documents upload of a form are refused (410, naming the deadline) once the form's deadline or
// the global one has passed, and nothing is stored. A deadline's grace period keeps it open for
// claimants stamped before it, and only until the grace runs out. The server's clock is replaced,
// so every boundary is met exactly, without waiting.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { countClaims } from '@server/db/claims';
import { claimForm, documentsUploadPayload, model, pdf, standardPayload, submitClaim } from '../support/claims';
import { copyDemoPackage, editJson } from '../support/packages';
import { ADMIN_TOKEN, Browser, startTestServer, storedDocuments, type TestServer } from '../support/server';

/** The deadline of the forms under test: 15 January 2030, 12:00:00 in the package's zone (Pacific). */
const DEADLINE = Date.UTC(2030, 0, 15, 20, 0, 0);
const GRACE_MINUTES = 30;
const SECOND = 1000;
const pacific = (at: number) => format(at, 'MM/dd/yyyy hh:mm:ss a', { in: tz('America/Los_Angeles') });

let server: TestServer;
let clock = DEADLINE - 60 * 60 * SECOND;
let accepted = 0;
let acceptedAfterDeadline = 0;

beforeAll(async () => {
  const settlementDir = await copyDemoPackage();
  await editJson(settlementDir, 'deadlines.json', (file) => {
    // Standard closes without grace; Automotive and the documents upload grant 30 minutes.
    file.deadlines.claimFilingDeadline.date = pacific(DEADLINE);
    file.deadlines.automotiveFilingDeadline.date = pacific(DEADLINE);
    file.deadlines.automotiveFilingDeadline.graceMinutes = GRACE_MINUTES;
    file.deadlines.documentsUploadFilingDeadline.date = pacific(DEADLINE);
    file.deadlines.documentsUploadFilingDeadline.graceMinutes = GRACE_MINUTES;
  });
  server = await startTestServer({ settlementDir, captchaProvider: 'test' });
  server.context.now = () => clock;
});
afterAll(async () => {
  // The figure for the report: claims the server took after a deadline had passed.
  console.info(`deadlines: ${accepted} claims accepted before a deadline, ${acceptedAfterDeadline} after one`);
  await server?.cleanup();
});

async function claimant(): Promise<Browser> {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  return browser;
}

/** A claimant whose browser opened a form page at `at`, which stamps when they began. */
async function beganAt(at: number, page = '/automotive'): Promise<Browser> {
  const browser = await claimant();
  const before = clock;
  clock = at;
  expect((await browser.fetch(page)).status).toBe(200);
  clock = before;
  return browser;
}

const authorize = (browser: Browser, formType: 'Automotive' | 'DocumentsUpload') =>
  browser.postJson(endpoints.authorize(formType), {
    reCaptchaResponse: 'test-pass-ABCDEFGH',
    credentials: model(formType, 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }),
  });

async function submitStandard(browser: Browser): Promise<Response> {
  const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
  const response = await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc]));
  if (response.status === 200) {
    accepted += 1;
    if (clock > DEADLINE) acceptedAfterDeadline += 1;
  }
  return response;
}

async function submitDocuments(browser: Browser): Promise<Response> {
  const doc = pdf('DocumentContexts-doc00001', 'factura.pdf');
  const response = await submitClaim(browser, 'documents-upload', claimForm(documentsUploadPayload([doc]), [doc]));
  if (response.status === 200) accepted += 1;
  return response;
}

async function expectGone(response: Response, deadlineKey: string) {
  expect(response.status).toBe(410);
  expect(await response.json()).toMatchObject({ deadlineKey, error: expect.any(String) });
}

describe('a form without grace', () => {
  it('takes a claim at the deadline’s last instant and refuses one a second later, storing nothing', async () => {
    const browser = await claimant();
    clock = DEADLINE;
    expect((await submitStandard(browser)).status).toBe(200);

    clock = DEADLINE + SECOND;
    const claims = await countClaims(server.context.db);
    const documents = await storedDocuments(server);
    await expectGone(await submitStandard(browser), 'claimFilingDeadline');
    expect(await countClaims(server.context.db)).toBe(claims);
    expect(await storedDocuments(server)).toEqual(documents);
  });

  it('gives no grace to a form whose deadline has none, whenever the claimant began', async () => {
    const early = await beganAt(DEADLINE - 60 * 60 * SECOND, '/standard');
    clock = DEADLINE + SECOND;
    await expectGone(await submitStandard(early), 'claimFilingDeadline');
  });

  it('refuses every form once the global deadline has passed', async () => {
    clock = DEADLINE - 60 * SECOND;
    const browser = await claimant();
    const moved = await fetch(`${server.url}/api/admin/deadlines`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'globalDeadline', passed: true }),
    });
    expect(moved.status).toBe(200);
    try {
      await expectGone(await submitStandard(browser), 'globalDeadline');
      await expectGone(await authorize(browser, 'Automotive'), 'globalDeadline');
      await expectGone(await authorize(browser, 'DocumentsUpload'), 'globalDeadline');
    } finally {
      await fetch(`${server.url}/api/admin/deadlines`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'globalDeadline', passed: false }),
      });
    }
    expect((await submitStandard(browser)).status).toBe(200);
  });
});

describe('a form with a grace period', () => {
  it('authorizes anyone up to the deadline, and after it only a claimant stamped before it', async () => {
    const stranger = await claimant();
    const early = await beganAt(DEADLINE - 10 * 60 * SECOND);
    clock = DEADLINE;
    expect((await authorize(stranger, 'Automotive')).status).toBe(200);

    clock = DEADLINE + SECOND;
    await expectGone(await authorize(stranger, 'Automotive'), 'automotiveFilingDeadline');
    expect((await authorize(early, 'Automotive')).status).toBe(200);
  });

  it('keeps the grace until its last instant and no longer', async () => {
    const early = await beganAt(DEADLINE - SECOND);
    clock = DEADLINE + GRACE_MINUTES * 60 * SECOND;
    expect((await authorize(early, 'Automotive')).status).toBe(200);
    clock = DEADLINE + GRACE_MINUTES * 60 * SECOND + SECOND;
    await expectGone(await authorize(early, 'Automotive'), 'automotiveFilingDeadline');
  });

  it('counts a stamp made at the deadline’s instant as before it, and one a second later as after', async () => {
    const atDeadline = await beganAt(DEADLINE);
    const late = await beganAt(DEADLINE + SECOND);
    clock = DEADLINE + 2 * SECOND;
    expect((await authorize(atDeadline, 'Automotive')).status).toBe(200);
    await expectGone(await authorize(late, 'Automotive'), 'automotiveFilingDeadline');
  });

  it('keeps the first stamp when the claimant opens a form page again after the deadline', async () => {
    const early = await beganAt(DEADLINE - 60 * SECOND);
    clock = DEADLINE + 60 * SECOND;
    expect((await early.fetch('/automotive')).status).toBe(200);
    expect((await authorize(early, 'Automotive')).status).toBe(200);
  });

  it('ignores a forged or altered stamp', async () => {
    const genuine = await beganAt(DEADLINE + 60 * SECOND);
    const cookie = genuine.requestHeaders().cookie!;
    const stamp = /claim_began=(\d+)\.([\w-]+)/.exec(cookie)!;
    const forged = cookie.replace(stamp[0], `claim_began=${DEADLINE - 60 * 60 * SECOND}.${stamp[2]}`);
    clock = DEADLINE + 2 * 60 * SECOND;
    const response = await fetch(`${server.url}${endpoints.authorize('Automotive')}`, {
      method: 'POST',
      headers: { ...genuine.requestHeaders(), cookie: forged, 'content-type': 'application/json' },
      body: JSON.stringify({
        reCaptchaResponse: 'test-pass-ABCDEFGH',
        credentials: model('Automotive', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }),
      }),
    });
    await expectGone(response, 'automotiveFilingDeadline');
  });

  it('refuses the documents upload after the deadline, and takes it in the grace of a claimant stamped before', async () => {
    const early = await beganAt(DEADLINE - 60 * SECOND, '/');
    const late = await claimant();
    clock = DEADLINE;
    expect((await authorize(early, 'DocumentsUpload')).status).toBe(200);
    expect((await authorize(late, 'DocumentsUpload')).status).toBe(200);

    clock = DEADLINE + SECOND;
    const claims = await countClaims(server.context.db);
    await expectGone(await submitDocuments(late), 'documentsUploadFilingDeadline');
    expect(await countClaims(server.context.db)).toBe(claims);
    expect((await submitDocuments(early)).status).toBe(200);

    clock = DEADLINE + GRACE_MINUTES * 60 * SECOND + SECOND;
    await expectGone(await submitDocuments(early), 'documentsUploadFilingDeadline');
  });

  it('tells the pages of a claimant in grace the deadline that applies to them', async () => {
    const early = await beganAt(DEADLINE - 60 * SECOND);
    const stranger = await claimant();
    clock = DEADLINE + SECOND;
    const dates = async (browser: Browser) =>
      ((await (await browser.fetch('/api/deadlines')).json()) as { en: { deadlines: Record<string, { deadlineDateTime: string }> } }).en
        .deadlines;
    expect((await dates(stranger)).automotiveFilingDeadline!.deadlineDateTime).toBe(pacific(DEADLINE));
    const graced = await dates(early);
    expect(graced.automotiveFilingDeadline!.deadlineDateTime).toBe(pacific(DEADLINE + GRACE_MINUTES * 60 * SECOND));
    // No grace on Standard's deadline: unchanged for everyone.
    expect(graced.claimFilingDeadline!.deadlineDateTime).toBe(pacific(DEADLINE));
  });
});
