import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fillClaimantInfo, fillPaymentElection, fillStandardClaimDetails, goOn, settle, signSummary, uploadDocument } from './a11y-walk';
import { ADMIN_TOKEN, shownReferenceCode } from './authorized-pages';
import type { MailServer } from '../../server/support/mail-server';
import type { RunningServer } from './server';

// The claimant's case file (/claim/status) as the e2e tests reach it: a Standard claim filed in
// the browser, and the one-time sign-in code read from the mail the server sent: to its file
// outbox (the default of `npm start`), or to a real SMTP server on loopback (SMTP_URL).

/** Where a test reads the mail the server sent: each mail's text under an id of its own. */
interface Mailbox {
  mails(): Promise<{ id: string; text: string }[]>;
}

/** The server's file outbox (DATA_DIR/mail), one .eml file a mail. */
function outbox(server: RunningServer): Mailbox {
  return {
    async mails() {
      let names: string[] = [];
      try {
        names = (await readdir(join(server.dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
      // Quoted-printable soft line breaks would split a code across lines.
      const text = async (name: string) => (await readFile(join(server.dataDir, 'mail', name), 'utf8')).replace(/=\r?\n/g, '');
      return Promise.all(names.map(async (name) => ({ id: name, text: await text(name) })));
    },
  };
}

/** What a real SMTP server (tests/server/support/mail-server.ts) accepted: subject and text. */
export function smtpMailbox(mail: MailServer): Mailbox {
  return { mails: async () => mail.accepted.map((m, index) => ({ id: String(index), text: `${m.subject ?? ''}\n${m.text ?? ''}` })) };
}

/** A one-time code (K7Q3-9XWM): two groups of four, not the tail of a reference code. */
const ONE_TIME_CODE = /(?<![A-Za-z0-9-])([A-Z0-9]{4}-[A-Z0-9]{4})(?![A-Za-z0-9-])/;

/** Files a Standard claim through the wizard as `email` and returns its reference code. */
export async function fileStandardClaim(page: Page, server: RunningServer, email: string): Promise<string> {
  await page.goto(`${server.url}/standard/claimant-info`, { waitUntil: 'domcontentloaded' });
  await settle(page);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await fillClaimantInfo(page);
  await goOn(page, 'Next', '/standard/claim-details');
  await fillStandardClaimDetails(page);
  await goOn(page, 'Next', '/standard/payment-election');
  await fillPaymentElection(page);
  await goOn(page, 'Next', '/standard/supporting-documents');
  await uploadDocument(page, 'Receipt');
  await goOn(page, 'Next', '/standard/claim-summary');
  await signSummary(page);
  await goOn(page, 'Submit', '/standard/confirmation');
  return shownReferenceCode(page);
}

/** Runs `request` (which asks for a sign-in code) and returns the code of the mail it sends. */
export async function mailedCode(server: RunningServer, request: () => Promise<void>, mailbox: Mailbox = outbox(server)): Promise<string> {
  const before = new Set((await mailbox.mails()).map((mail) => mail.id));
  await request();
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        for (const { id, text } of await mailbox.mails()) {
          if (before.has(id)) continue;
          code = ONE_TIME_CODE.exec(text)?.[1] ?? null;
          if (code) return code;
        }
        return null;
      },
      { timeout: 30_000, interval: 200 },
    )
    .not.toBeNull();
  return code!;
}

/** The status page's heading. */
export const statusHeading = (page: Page, referenceCode: string) =>
  page.getByRole('heading', { level: 1, name: `Your claim ${referenceCode}` });

/** Signs in at /claim/status with the reference code and the code mailed for it, by mouse. */
export async function signInByMail(page: Page, server: RunningServer, referenceCode: string, mailbox?: Mailbox): Promise<void> {
  await page.goto(`${server.url}/claim/status`, { waitUntil: 'domcontentloaded' });
  await settle(page);
  const byCode = page.getByRole('region', { name: 'Sign in with your reference code' });
  await byCode.getByRole('textbox', { name: /^Reference code/ }).fill(referenceCode);
  const code = await mailedCode(
    server,
    async () => {
      await byCode.getByRole('button', { name: 'Email me a code' }).click();
      await byCode.getByRole('textbox', { name: /^Sign-in code/ }).waitFor();
    },
    mailbox,
  );
  await byCode.getByRole('textbox', { name: /^Sign-in code/ }).fill(code);
  await byCode.getByRole('button', { name: 'Sign in' }).click();
  await statusHeading(page, referenceCode).waitFor();
}

/** The administrator moves claim `code` by a transition (the server must run with ADMIN_TOKEN). */
export async function transition(server: RunningServer, code: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/claims/${encodeURIComponent(code)}/transitions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${String(body.transition)} answered ${response.status}: ${await response.text()}`);
}
