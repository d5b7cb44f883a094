import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandIds } from '@themes/registry';
import { submitResponseSchema } from '@/contract/api';
import { claimForm, pdf, standardPayload, submitClaim, type TestDocument } from '../server/support/claims';
import { ringStory } from '../support/ring-story';
import { Browser as HttpClient } from '../server/support/server';
import { ADMIN_TOKEN } from './support/authorized-pages';
import { accessibilityTree, axFind, axText } from './support/ax-tree';
import { pageAxeViolations } from './support/browser';
import { sidewaysScroll } from './support/reflow';
import { startE2eSession } from './support/session';

// The administrator's desk in Chromium: a reviewer signs in with the link an administrator got
// for them, finds a flagged claim in the queue and denies it by keyboard alone, under their own
// name; an auditor reads the same claim and can decide nothing; a link works once; a claimant's
// session sees no claim. Each page is checked with axe in the three themes.

// The full browser: a document opened in a tab of its own shows in Chromium's PDF viewer, which
// the headless shell does not have.
const e2e = startE2eSession({ ADMIN_TOKEN }, { fullBrowser: true });

/** Files the demo's sample claim from a session of its own (the second one is a duplicate); with
 *  `person`, under that name and email instead, so its duplicates are a cluster of their own. */
async function file(
  person?: string,
  documents: TestDocument[] = [pdf(`documentContexts-${Math.random().toString(36).slice(2, 8)}`, 'receipt.pdf')],
): Promise<string> {
  const client = new HttpClient(e2e.server.url);
  await client.getCsrf();
  const base = standardPayload(documents);
  const email = person && `${person.toLowerCase()}@example.com`;
  const payload = person
    ? {
        ...base,
        claimantInfo: {
          ...base.claimantInfo!,
          // A person of their own: no phone, street or email of the sample's other claims.
          fields: {
            ...base.claimantInfo!.fields,
            firstName: person,
            lastName: 'Ringfield',
            emailAddress: email,
            confirmEmailAddress: email,
            phoneNumber: '(916) 555-7301',
            confirmPhoneNumber: '(916) 555-7301',
            mailingStreetLine1: '77 Ring Quay',
            mailingPostalCode: '94607',
          },
        },
      }
    : base;
  const response = await submitClaim(client, 'standard', claimForm(payload, documents));
  expect(response.status).toBe(200);
  return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
}

/** A person on the desk, added with the admin token: their sign-in link. */
async function addPerson(email: string, name: string, role: string): Promise<string> {
  const answer = await fetch(`${e2e.server.url}/api/admin/desk/people`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, name, role }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { signInUrl: string }).signInUrl;
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function signIn(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await heading(page, 'Sign in to the desk');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading(page, 'Flagged claims');
}

/** axe finds nothing on the page in each of the three themes (their tokens are all in the
 *  desk's stylesheet, chosen by the root element's data-brand, as the server writes it). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const served = await page.locator('html').getAttribute('data-brand');
  for (const brand of brandIds) {
    await page.evaluate((id) => document.documentElement.setAttribute('data-brand', id), brand);
    expect(await pageAxeViolations(page), brand).toEqual([]);
  }
  await page.evaluate((id) => document.documentElement.setAttribute('data-brand', id ?? ''), served);
}

/** A two-page PDF with a word on each page whose opening action is a script that would alert,
 *  send its form to `target` and open `target`, and whose first page is a link to `target` all
 *  over (what a hostile document would do to reach out of the viewer). */
function scriptedPdf(target: string): Buffer {
  const pages = ['Receipt', 'Dishwasher'].map((word) => `BT /F1 24 Tf 40 60 Td (${word}) Tj ET`);
  const script = `app.alert\\('ran'\\); this.submitForm\\('${target}/submitted'\\); app.launchURL\\('${target}/launched', true\\);`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R/AcroForm<</Fields[]>>>>',
    '<</Type/Pages/Kids[3 0 R 7 0 R]/Count 2>>',
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 5 0 R/Resources<</Font<</F1 6 0 R>>>>/Annots[<</Type/Annot/Subtype/Link/Rect[0 0 300 144]/A<</S/URI/URI(${target}/clicked)>>>>]>>`,
    `<</S/JavaScript/JS(${script})>>`,
    `<</Length ${pages[0]!.length}>>stream\n${pages[0]}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 8 0 R/Resources<</Font<</F1 6 0 R>>>>>>',
    `<</Length ${pages[1]!.length}>>stream\n${pages[1]}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj${object}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('the desk', () => {
  it('lets a reviewer deny a flagged claim by keyboard, under their own name', async () => {
    const first = await file();
    const flagged = await file();
    const { page } = e2e;
    const link = await addPerson('rhea@example.com', 'Rhea Reviewer', 'reviewer');
    await signIn(page, link);
    await expect.poll(() => page.title()).toBe("Flagged claims - Administrator's desk");
    // The heading has focus: a screen reader starts at the page's name.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByRole('row', { name: new RegExp(flagged) }).waitFor();
    await expectNoAxeViolations(page);
    // A screen reader hears the queue's columns, and which one its rows are in order of, and
    // which way. (The DevTools protocol's tree carries no sort state: aria-sort is read from the
    // column header found by its role.)
    const queueTable = axFind(await accessibilityTree(page), (node) => node.role === 'table')[0]!;
    expect(queueTable.name).toBe('Flagged claims, highest score first');
    const heads = axFind(queueTable, (node) => node.role === 'columnheader').map((head) => head.name);
    expect(heads).toEqual(['Claim', 'Form', 'Filed', 'Score', 'Flags', 'State', 'Review']);
    const sorts = await page
      .getByRole('table', { name: 'Flagged claims, highest score first' })
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-sort') ?? 'none'));
    expect(sorts).toEqual(['none', 'none', 'none', 'descending', 'none', 'none', 'none']);

    // Keyboard only from here: Tab to the claim's link, Enter, choose Deny, write the reason.
    const claimLink = page.getByRole('link', { name: flagged });
    await claimLink.focus();
    await page.keyboard.press('Enter');
    await heading(page, `Claim ${flagged}`);
    await expect.poll(() => page.getByText('State: Received').count()).toBe(1);
    await page.getByRole('link', { name: first }).first().waitFor();
    await expectNoAxeViolations(page);
    // The page's live region is there, empty, before the decision: what is put in it is read out.
    const liveRegions = async () => axFind(await accessibilityTree(page), (node) => node.role === 'status').map(axText);
    expect(await liveRegions()).toEqual(['']);
    await page.getByRole('radio', { name: 'Deny' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const reason = page.getByRole('textbox', { name: /Reason \(the claimant reads it\)/ });
    expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('The same purchase was claimed before.');
    // On past the cluster's checkbox (this claim's cluster is the claim it repeats) to the button.
    const record = page.getByRole('button', { name: 'Record the decision' });
    for (let n = 0; n < 3 && !(await record.evaluate((element) => element === document.activeElement)); n++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Recorded: the claim is Denied.').waitFor();
    expect(await liveRegions()).toEqual([expect.stringContaining('Recorded: the claim is Denied.')]);
    await page.getByText(/by Rhea Reviewer <rhea@example\.com> \(reviewer\): The same purchase was claimed before\./).waitFor();
    await page.getByText('Your role makes no decision on a claim that is denied.').waitFor();
  });

  it('lets a reviewer decide five flagged claims of one cluster at once', async () => {
    const ring: string[] = [];
    for (let n = 0; n < 5; n++) ring.push(await file('Quentin'));
    const { page } = e2e;
    await signIn(page, await addPerson('cy@example.com', 'Cy Cluster', 'reviewer'));
    await page.goto(`${e2e.server.url}/admin/claims/${ring[4]}`);
    await heading(page, `Claim ${ring[4]}`);
    // First, the claim set beside one it matched.
    await page
      .getByRole('link', { name: `Compare with ${ring[3]}` })
      .first()
      .click();
    await heading(page, `Claim ${ring[4]} beside ${ring[3]}`);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('cell', { name: 'Same', exact: true }).count()).toBeGreaterThan(5);
    await expectNoAxeViolations(page);
    await page.goBack();
    await heading(page, `Claim ${ring[4]}`);
    await page.getByRole('radio', { name: 'Deny' }).check();
    await page.getByRole('textbox', { name: /Reason \(the claimant reads it\)/ }).fill('One purchase, filed five times.');
    const whole = page.getByRole('checkbox', { name: 'Decide the 4 other claims of its cluster the same way' });
    await whole.check();
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await page.getByText('Recorded: the claim is Denied. 4 other claims of its cluster decided the same way.').waitFor();
    for (const code of ring.slice(0, 4)) {
      await page.goto(`${e2e.server.url}/admin/claims/${code}`);
      await page.getByText('State: Denied').waitFor();
      await page.getByText(/by Cy Cluster <cy@example\.com> \(reviewer\): One purchase, filed five times\./).waitFor();
    }
  });

  it('shows an auditor the claim without a decision, and takes a link only once', async () => {
    const flagged = (await file(), await file());
    const { page, browser } = e2e;
    const link = await addPerson('abe@example.com', 'Abe Auditor', 'auditor');
    await signIn(page, link);
    // Found by its reference code, typed as a claimant reads it out (lower case, spaces around).
    await page.getByRole('textbox', { name: 'Reference code, email, phone or full name' }).fill(` ${flagged.toLowerCase()} `);
    await page.getByRole('button', { name: 'Find the claim' }).click();
    await heading(page, 'Claims found');
    await page.getByRole('link', { name: flagged }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: flagged }).click();
    await heading(page, `Claim ${flagged}`);
    await page.getByText('Your role makes no decision on a claim that is received.').waitFor();
    expect(await page.getByRole('button', { name: 'Record the decision' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Audit log' }).click();
    await heading(page, 'Audit log');
    await page.getByRole('table', { name: 'The newest entries first' }).waitFor();
    await page.getByRole('button', { name: 'Check the audit log' }).click();
    await page.getByText(/^The audit log is whole: \d+ entries check out/).waitFor();
    await expectNoAxeViolations(page);

    const other = await browser.newContext();
    try {
      const again = await other.newPage();
      await again.goto(link);
      await again.getByRole('button', { name: 'Sign in' }).click();
      await again.getByText(/This sign-in link does not work any more/).waitFor();
    } finally {
      await other.close();
    }
  });

  it('shows the dashboard with a table beside each chart, and the report for counsel', async () => {
    const { page } = e2e;
    await signIn(page, await addPerson('dina@example.com', 'Dina Dashboard', 'supervisor'));
    await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Dashboard' }).click();
    await heading(page, 'Dashboard');
    const states = page.getByRole('table', { name: 'All claims by where they stand now, as a table' });
    await states.waitFor();
    // The first test denied one claim: the state's row counts it.
    expect(
      Number(
        await states
          .getByRole('row', { name: /^Denied/ })
          .getByRole('cell')
          .textContent(),
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('img', { name: /^Claims filed each day/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    // Each chart is one image named by its caption, and its figures are a table a screen reader
    // can walk: named by a caption, with column headers, and each row named by its row header.
    const tree = await accessibilityTree(page);
    const charts = axFind(tree, (node) => node.role === 'image' || node.role === 'img');
    expect(charts.length).toBeGreaterThanOrEqual(5);
    const tables = axFind(tree, (node) => node.role === 'table');
    for (const chart of charts) {
      const table = tables.find((node) => node.name === `${chart.name}, as a table`);
      expect(table, chart.name).toBeDefined();
      expect(axFind(table!, (node) => node.role === 'columnheader').length, chart.name).toBe(2);
      const rows = axFind(table!, (node) => node.role === 'row').slice(1);
      expect(rows.length, chart.name).toBeGreaterThan(0);
      for (const row of rows)
        expect(
          axFind(row, (node) => node.role === 'rowheader'),
          chart.name,
        ).toHaveLength(1);
    }

    const csvLink = page.getByRole('link', { name: 'Download the report as CSV' });
    const csv = await page.request.get(new URL((await csvLink.getAttribute('href'))!, e2e.server.url).href);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('section,item,form type,count');

    await page.getByRole('link', { name: 'The report as a printable page' }).click();
    await heading(page, /^Claims report, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Print the report' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('draws a PDF inline with its text, runs none of its scripts, and names one it cannot read', async () => {
    // A server of the test's own, which the PDF's script and link try to reach.
    const calls: string[] = [];
    const beacon = createServer((request, response) => {
      calls.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => beacon.listen(0, '127.0.0.1', resolve));
    const { page } = e2e;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The desk's policy refuses anything the viewer might want beyond its own worker.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    try {
      const target = `http://127.0.0.1:${(beacon.address() as AddressInfo).port}`;
      const scripted: TestDocument = {
        clientId: `documentContexts-${Math.random().toString(36).slice(2, 8)}`,
        name: 'scripted.pdf',
        type: 'application/pdf',
        bytes: scriptedPdf(target),
      };
      const broken = pdf(`documentContexts-${Math.random().toString(36).slice(2, 8)}`, 'broken.pdf');
      const code = await file(undefined, [scripted, broken]);
      await signIn(page, await addPerson('pia@example.com', 'Pia Pdf', 'reviewer'));
      const deskPage = await page.goto(`${e2e.server.url}/admin/claims/${code}`);
      // pdf.js's worker is one of the desk's own scripts; no other may run as a worker.
      expect(deskPage?.headers()['content-security-policy']?.split(/;\s*/)).toContain("worker-src 'self'");
      await heading(page, `Claim ${code}`);

      // Both pages drawn inside the viewer named by the document, each a named image with paint on it.
      const viewer = page.getByRole('region', { name: 'scripted.pdf' });
      await viewer.getByText('2 pages').waitFor();
      const first = viewer.getByRole('img', { name: 'Page 1 of 2' }).locator('canvas');
      expect(await viewer.getByRole('img', { name: 'Page 2 of 2' }).count()).toBe(1);
      const inked = (canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let at = 0; at < data.length; at += 4) if (data[at]! < 128) dark++;
        return dark;
      };
      await expect.poll(() => first.evaluate(inked)).toBeGreaterThan(0);
      // pdf.js parses in its worker, one of the desk's own files, sent compressed (1.2 MB as built).
      const [worker] = page.workers();
      expect(new URL(worker!.url()).origin).toBe(e2e.server.url);
      const workerFile = await page.request.get(worker!.url(), { headers: { 'accept-encoding': 'br' } });
      expect(workerFile.headers()['content-encoding']).toBe('br');
      expect(workerFile.headers()['content-type']).toMatch(/^text\/javascript/);
      // Its text, for a screen reader, behind a disclosure.
      await viewer.getByText('Text of the document').click();
      await viewer.getByRole('listitem').filter({ hasText: 'Dishwasher' }).waitFor();
      expect(await viewer.getByRole('listitem').allTextContents()).toEqual(['Receipt', 'Dishwasher']);
      // A document pdf.js cannot read says so, in its own viewer, and the page goes on.
      await page
        .getByRole('region', { name: 'broken.pdf' })
        .getByText(/^This PDF could not be read, so it cannot be shown here/)
        .waitFor();
      expect(await page.locator('iframe, object, embed').count()).toBe(0);
      await expectNoAxeViolations(page);

      // The page's link covers the whole first page; with no annotation layer, a click on it is a
      // click on a picture.
      await first.click();
      expect(page.url()).toBe(`${e2e.server.url}/admin/claims/${code}`);
      expect(page.context().pages()).toHaveLength(1);

      // The fallback: the same document opened in a tab of its own, in Chromium's viewer, as a
      // sandboxed page (where none of its scripts may run either).
      const link = page.getByRole('link', { name: 'scripted.pdf (opens in a new tab)' });
      const href = new URL((await link.getAttribute('href'))!, e2e.server.url).href;
      const served = await page.request.get(href);
      expect(served.headers()['content-security-policy']?.split(/;\s*/)).toContain('sandbox');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      try {
        // The viewer is Chromium's PDF extension, framed inside the document's page.
        const cdp = await tab.context().newCDPSession(tab);
        const viewerOpen = async () =>
          (await cdp.send('Target.getTargets')).targetInfos.some(
            (info) => info.type === 'iframe' && info.url.startsWith('chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/'),
          );
        await expect.poll(viewerOpen).toBe(true);
        expect(tab.url()).toBe(href);
        await cdp.detach();
      } finally {
        await tab.close();
      }
      expect(calls).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      beacon.close();
    }
  });

  it('scrolls no page sideways at 320 CSS px: queue, claim, comparison, search, dashboard, report, audit, sessions', async () => {
    const first = await file('Narrow');
    const second = await file('Narrow');
    const context = await e2e.browser.newContext({ viewport: { width: 320, height: 720 } });
    const page = await context.newPage();
    await signIn(page, await addPerson('nia@example.com', 'Nia Narrow', 'supervisor'));
    const overflow: (string | null)[] = [await sidewaysScroll(page)];
    /** Opens a page and measures it once `ready` shows (its content, not only its heading). */
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(`${e2e.server.url}${path}`);
      await ready();
      overflow.push(await sidewaysScroll(page));
    };
    const table = (name: string | RegExp) => () => page.getByRole('table', { name }).first().waitFor();
    await visit(`/admin/claims/${second}`, () => page.getByRole('heading', { level: 2, name: 'Screening' }).waitFor());
    await visit(`/admin/claims/${second}/compare/${first}`, table(/each answer of both claims$/));
    await visit(`/admin/search?q=${second}`, () => page.getByRole('link', { name: second }).first().waitFor());
    await visit('/admin/dashboard', table('All claims by where they stand now, as a table'));
    await visit('/admin/report', () => heading(page, /^Claims report/));
    await visit('/admin/audit', table('The newest entries first'));
    await visit('/admin/sessions', table('Your open sessions, the newest first'));
    await context.close();
    expect(overflow.filter(Boolean)).toEqual([]);
  });

  it('lists a slow ring the campaign job linked as one cluster, and opens it', async () => {
    // Five claimants unlike each other, one story with a word swapped in each: no real-time
    // signal links them; the campaign job does.
    const ring: string[] = [];
    for (const [n, name] of ['Ada', 'Bea', 'Cai', 'Dov', 'Eli'].entries()) {
      const documents = [pdf(`documentContexts-story${n}`, 'receipt.pdf')];
      const client = new HttpClient(e2e.server.url);
      await client.getCsrf();
      const base = standardPayload(documents);
      const email = `${name.toLowerCase()}.teller@example.com`;
      const payload = {
        ...base,
        claimantInfo: {
          ...base.claimantInfo!,
          fields: {
            ...base.claimantInfo!.fields,
            firstName: name,
            lastName: `Teller${'abcde'[n]}`,
            emailAddress: email,
            confirmEmailAddress: email,
            phoneNumber: `(916) 555-74${n}2`,
            confirmPhoneNumber: `(916) 555-74${n}2`,
            mailingStreetLine1: `${12 + n * 9} Story Lane`,
            mailingPostalCode: `9461${n}`,
          },
        },
        claimDetails: {
          ...base.claimDetails!,
          fields: { ...base.claimDetails!.fields, problemDescription: ringStory(n) },
        },
      };
      const response = await submitClaim(client, 'standard', claimForm(payload, documents));
      expect(response.status).toBe(200);
      ring.push(submitResponseSchema.parse(await response.json()).referenceCodeForm!);
    }
    const run = await fetch(`${e2e.server.url}/api/admin/screening/campaigns/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(run.status).toBe(200);

    const { page } = e2e;
    await signIn(page, await addPerson('cleo@example.com', 'Cleo Campaign', 'reviewer'));
    await page.getByRole('heading', { level: 2, name: 'Clusters of linked claims' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`Cluster from ${ring[0]}`) });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: /^\d+ links by a nearly identical story$/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Cluster from ${ring[0]}` }).click();
    await heading(page, 'Cluster of 5 linked claims');
    for (const code of ring) await page.getByRole('link', { name: code }).waitFor();
    expect(await page.getByRole('cell', { name: 'One of a cluster of linked claims' }).count()).toBe(5);
    await expectNoAxeViolations(page);
    // A claim of it offers the whole cluster to one decision.
    await page.getByRole('link', { name: ring[2]! }).click();
    await heading(page, `Claim ${ring[2]}`);
    await page.getByRole('radio', { name: 'Deny' }).check();
    await page.getByRole('checkbox', { name: 'Decide the 4 other claims of its cluster the same way' }).waitFor();
  });

  it('lists where a person is signed in, and ends another browser by keyboard', async () => {
    const first = await addPerson('sade@example.com', 'Sade Sessions', 'auditor');
    const elsewhere = await e2e.browser.newContext();
    try {
      const otherPage = await elsewhere.newPage();
      await signIn(otherPage, first);
      const again = await fetch(`${e2e.server.url}/api/admin/desk/links`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sade@example.com' }),
      });
      const { page } = e2e;
      await signIn(page, ((await again.json()) as { signInUrl: string }).signInUrl);
      await page.getByRole('link', { name: 'Your sessions' }).click();
      await heading(page, 'Your sessions');
      const table = page.getByRole('table', { name: 'Your open sessions, the newest first' });
      // The heading comes before the sessions do: wait for the list, then count its rows.
      await table.getByRole('cell', { name: 'This browser' }).waitFor();
      await expect.poll(() => table.getByRole('row').count()).toBe(3);
      await expectNoAxeViolations(page);
      const end = page.getByRole('button', { name: /^End session started .+, last used .+$/ });
      await end.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .getByText(/^Ended the session started .+: that browser is signed out\.$/)
        .waitFor();
      await expect.poll(() => end.count()).toBe(0);
      await otherPage.reload();
      await heading(otherPage, 'Sign in to the desk');
    } finally {
      await elsewhere.close();
    }
  });

  it('shows a claimant’s session how to sign in, and no claim', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.server.url}/standard`);
    await page.goto(`${e2e.server.url}/admin`);
    await heading(page, 'Sign in to the desk');
    await page.getByText(/Open the sign-in link an administrator sent you/).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
