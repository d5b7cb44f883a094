import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { pageAxeViolations } from './support/browser';
import { startE2eSession } from './support/session';
import {
  addReceipt,
  claimant,
  fillClaimantInfo,
  fillClaimDetails,
  openStandardPage,
  pressButton,
  receipt,
  shownReferenceCode,
  signSummary,
  standardHeadings,
  storedClaim,
  summaryAnswers,
  waitForStandardPage,
} from './support/wizard-standard';

// Save and continue later, end to end: a claimant saves on one browser, the resume link arrives
// by mail (the server's file outbox, DATA_DIR/mail), and another browser (no cookies, no
// sessionStorage of the first) opens it on the page they left, with the answers and the document,
// and files the claim.

const ADMIN_TOKEN = 'save-and-resume-e2e-admin-token';
const session = startE2eSession({ ADMIN_TOKEN });

/** The resume link of the first mail in the server's file outbox that carries one. */
async function mailedResumeLink(dataDir: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const folder = join(dataDir, 'mail');
      for (const name of await readdir(folder).catch(() => [])) {
        const mail = await simpleParser(await readFile(join(folder, name)));
        const link = /https?:\/\/\S+\/resume\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
        if (link) {
          expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(claimant.email);
          expect(mail.text).not.toContain(claimant.street);
          return link;
        }
      }
      throw new Error('No mail with a resume link yet');
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('save and continue later', () => {
  it('saves on one browser, resumes from the mailed link on another with the answers and the document, and files the claim', async () => {
    const { page, browser, server } = session;
    await openStandardPage(page, server.url, 'claimantInfo');
    await fillClaimantInfo(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'claimDetails');
    await fillClaimDetails(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'paymentElection');
    await page.getByRole('radio', { name: 'Paper check by mail', exact: true }).check();
    await page.getByRole('textbox', { name: /^Name to print on the check/ }).fill(`${claimant.firstName} ${claimant.lastName}`);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'supportingDocuments');
    await addReceipt(page);

    await page.getByRole('button', { name: 'Save and continue later', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save and continue later' });
    await dialog.waitFor();
    // The address the claimant gave in the form is where the link goes, unless they change it.
    expect(await dialog.getByRole('textbox', { name: /^Email address/ }).inputValue()).toBe(claimant.email);
    expect(await pageAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Email me the link', exact: true }).click();
    const confirmation = dialog
      .getByRole('status')
      .getByText(`Your answers are saved. We sent a link to ${claimant.email}.`, { exact: false });
    await confirmation.waitFor();
    expect(await pageAxeViolations(page)).toEqual([]);
    const link = await mailedResumeLink(server.dataDir);

    // The other device's browser as a person runs it, with a window (headless, Chromium names
    // itself HeadlessChrome, which screening takes for automation).
    const userAgent = (await page.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
    const elsewhere = await browser.newContext({ userAgent });
    try {
      const resumed = await elsewhere.newPage();
      await resumed.goto(link);
      await waitForStandardPage(resumed, 'supportingDocuments');
      await resumed.getByText(receipt.name, { exact: true }).first().waitFor();
      expect(await pageAxeViolations(resumed)).toEqual([]);
      await pressButton(resumed, 'Next');
      await waitForStandardPage(resumed, 'claimSummary');
      expect(await summaryAnswers(resumed)).toEqual(
        expect.arrayContaining([
          `${standardHeadings.claimantInfo} / First name: ${claimant.firstName}`,
          `${standardHeadings.claimantInfo} / Email address: ${claimant.email}`,
          `${standardHeadings.claimDetails} / Which appliance did you buy?: Dishwasher`,
        ]),
      );
      await signSummary(resumed);
      await pressButton(resumed, 'Submit');
      await waitForStandardPage(resumed, 'confirmation');
      const { code } = await shownReferenceCode(resumed);
      const claim = await storedClaim(server, ADMIN_TOKEN, code);
      expect(claim?.files.map((file) => file.originalName)).toEqual([receipt.name]);
      // The resumed session went through only the last pages: screening counts the pages of the
      // session that saved the draft, and flags none of the session signals.
      const evidence = await fetch(`${server.url}/api/admin/claims/${code}/screening`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const { flags } = (await evidence.json()) as { flags: { name: string }[] };
      expect(flags.map((f) => f.name).filter((name) => ['noAppRequests', 'pagesNotVisited', 'scriptedClient'].includes(name))).toEqual([]);
      // Filing the claim took the draft away: the link opens nothing any more.
      expect((await fetch(link.replace('/resume/', '/api/drafts/'))).status).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });
});
