import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema, type SubmissionPayload } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { insertClaimIfPending } from '@server/db/claims';
import type { Database } from '@server/db/database';
import { findMail, type MailRecord } from '@server/db/mail-outbox';
import { insertPendingUpload } from '@server/db/pending-uploads';
import { startServer, type RunningServer } from '@server/http/listen';
import { mailCopy, type MailText } from '@server/mail/mail-copy';
import { spanishMailCopy } from '@server/mail/mail-copy-es';
import { renderMail } from '@server/mail/render';
import { paramsOf } from '@/contract/copy-catalogue';
import { retryDelaySeconds } from '@server/mail/worker';
import { simpleParser } from 'mailparser';
import { SettingsError } from '@server/settings/setting-kinds';
import { resolveSettings, settingsFromEnv } from '@server/settings/settings';
import { runAdminCli } from './support/admin';
import { startMailServer, type MailServer } from './support/mail-server';
import { claimForm, documentsUploadPayload, model, pdf, standardPayload, submitClaim } from './support/claims';
import { ADMIN_TOKEN, Browser, freshDirs, startTestServer, type TestServer } from './support/server';

/** A Standard claim by a claimant of its own (screening would hold back one claimant's repeats). */
function claimBy(n: number, culture: string): { payload: SubmissionPayload; documents: ReturnType<typeof pdf>[] } {
  const documents = [pdf(`documentContexts-mail${n}`, `receipt-${n}.pdf`)];
  const base = standardPayload(documents, { userPreferredCulture: culture });
  const fields = { ...base.claimantInfo!.fields };
  const email = `claimant.${n}.${randomUUID().slice(0, 8)}@example.com`;
  Object.assign(fields, {
    firstName: `Robin${'abcdefghij'[n % 10]}`,
    lastName: `Okafor${'klmnopqrst'[n % 10]}`,
    emailAddress: email,
    confirmEmailAddress: email,
    phoneNumber: `(916) 555-01${String(10 + n).slice(-2)}`,
    confirmPhoneNumber: `(916) 555-01${String(10 + n).slice(-2)}`,
    mailingStreetLine1: `${100 + n} Harbor Way`,
  });
  return { payload: { ...base, claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields) }, documents };
}

async function file(url: string, claim: ReturnType<typeof claimBy>): Promise<string> {
  const browser = new Browser(url);
  await browser.getCsrf();
  const response = await submitClaim(browser, 'standard', claimForm(claim.payload, claim.documents));
  expect(response.status).toBe(200);
  return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
}

/** The outbox row of a claim's mail, once it has one in `status`. */
async function mailOf(db: Database, code: string, status: MailRecord['status']): Promise<MailRecord> {
  return vi.waitFor(
    async () => {
      const mail = await findMail(db, code);
      expect(mail?.status).toBe(status);
      return mail!;
    },
    { timeout: 20_000, interval: 20 },
  );
}

describe('mail through a mail server', () => {
  let smtp: MailServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startMailServer();
    server = await startTestServer({
      smtpUrl: smtp.url,
      mailRetrySeconds: 0,
      mailMaxAttempts: 3,
      mailFrom: 'Brightwater <claims@brightwater.example>',
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  it('sends one confirmation of a Spanish claim, in Spanish, with the code and the name and nothing else of the claim', async () => {
    const code = await file(server.url, claimBy(1, 'es'));
    const row = await mailOf(server.context.db, code, 'sent');
    const mails = smtp.about(code);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(row.attempts).toBe(1);
    expect(mail!.messageId).toBe(`<${row.id}@brightwater.example>`);
    // The row keeps the recipient sealed; the mail went to the claim's email.
    expect(row.recipient).toBe('(sealed)');
    expect(mail!.to).toMatchObject({ value: [{ address: expect.stringMatching(/^claimant\.1\./) }] });
    expect(mail!.subject).toBe(`Recibimos su reclamo ${code}`);
    expect(mail!.text).toContain('Estimado/a Robinb Okaforl:');
    expect(mail!.text).toContain(`Su código de referencia es ${code}.`);
    expect(mail!.text).toContain('Sitio web del acuerdo: https://');
    expect(mail!.html).toContain('<html lang="es" dir="ltr">');
    expect(mail!.html).toContain(`<strong>${code}</strong>`);
    // The rest of the claim stays on the server: its address, its phone, its answers.
    for (const part of [mail!.text, mail!.html as string]) {
      expect(part).not.toContain('101 Harbor Way');
      expect(part).not.toContain('555-0111');
      expect(part).not.toContain('BrightMart');
    }
  });

  it('tries a refused mail again until the mail server takes it, and sends it once', async () => {
    smtp.refuseNext(2);
    const code = await file(server.url, claimBy(2, 'en'));
    const row = await mailOf(server.context.db, code, 'sent');
    expect(smtp.refused()).toBe(2);
    expect(row.attempts).toBe(3);
    expect(smtp.about(code)).toHaveLength(1);
    expect(smtp.about(code)[0]!.subject).toBe(`We received your claim ${code}`);
  });

  it('marks a mail failed after its last attempt', async () => {
    smtp.refuseNext(3);
    const code = await file(server.url, claimBy(3, 'en'));
    const row = await mailOf(server.context.db, code, 'failed');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/Mailbox busy/);
    expect(smtp.about(code)).toHaveLength(0);
  });

  it('takes over a mail whose worker died while sending it, and leaves alone one a live worker holds', async () => {
    const db = server.context.db;
    const insert = (code: string, leaseSeconds: number, dueSecondsAgo: number) =>
      db.query(
        `INSERT INTO mail_outbox (id, kind, recipient, culture, params, attempts, next_attempt_at, lease_owner, lease_until)
         VALUES ($1, 'claimReceived', 'taken.over@example.com', 'en', $2::jsonb, 1, now() - make_interval(secs => $3), $4, now() + make_interval(secs => $5))`,
        [randomUUID(), JSON.stringify({ referenceCode: code, name: 'Kim Lee' }), dueSecondsAgo, randomUUID(), leaseSeconds],
      );
    // Held by a live worker (its lease runs for an hour), and due first; the other's worker was
    // killed mid-send a while ago: its lease has run out.
    await insert('STD-HELD-0001', 3600, 120);
    await insert('STD-DEAD-0001', -60, 60);
    server.context.mail.kick();
    const taken = await mailOf(db, 'STD-DEAD-0001', 'sent');
    expect(taken.attempts).toBe(2);
    expect(smtp.about('STD-DEAD-0001')).toHaveLength(1);
    // A worker takes every due mail in one batch and sends the oldest due first: the held one
    // would have gone before the other.
    expect((await findMail(db, 'STD-HELD-0001'))?.status).toBe('pending');
    expect(smtp.about('STD-HELD-0001')).toHaveLength(0);
  });

  it('writes no mail for a claim without an email', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const authorized = await browser.postJson(endpoints.authorize('DocumentsUpload'), {
      reCaptchaResponse: 'test-pass-ABCDEFGH',
      credentials: model('DocumentsUpload', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }),
    });
    expect(authorized.status).toBe(200);
    const documents = [pdf('DocumentContexts-mail0001', 'invoice.pdf')];
    const response = await submitClaim(browser, 'documents-upload', claimForm(documentsUploadPayload(documents), documents));
    expect(response.status).toBe(200);
    const code = submitResponseSchema.parse(await response.json()).referenceCodeForm!;
    expect(await findMail(server.context.db, code)).toBeNull();
  });

  it('stores a mail only with its claim', async () => {
    const db = server.context.db;
    const mail = (id: string) => ({
      id,
      kind: 'claimReceived' as const,
      recipient: 'a@example.com',
      params: { referenceCode: 'X', name: 'A' },
    });
    const claim = (id: string, referenceCode: string) => ({
      id,
      referenceCode,
      formType: 'Standard',
      culture: 'en',
      payload: {},
      idempotencyKey: null,
      requestHash: 'h',
    });
    const count = async (id: string) => (await db.query('SELECT 1 FROM mail_outbox WHERE id = $1', [id])).rows.length;
    // The claim's in-progress record was swept: neither the claim nor its mail is stored.
    const swept = randomUUID();
    expect(await insertClaimIfPending(db, claim(randomUUID(), 'STD-MAIL-0001'), [], null, mail(swept))).toBe(false);
    expect(await count(swept)).toBe(0);
    // The claim fails (a reference code taken): its mail fails with it.
    const stored = randomUUID();
    const first = randomUUID();
    await insertPendingUpload(db, first, 1);
    expect(await insertClaimIfPending(db, claim(first, 'STD-MAIL-0002'), [], null, mail(stored))).toBe(true);
    const second = randomUUID();
    const refused = randomUUID();
    await insertPendingUpload(db, second, 1);
    await expect(insertClaimIfPending(db, claim(second, 'STD-MAIL-0002'), [], null, mail(refused))).rejects.toThrow();
    expect(await count(stored)).toBe(1);
    expect(await count(refused)).toBe(0);
  });
});

describe('two servers on one PostgreSQL database', () => {
  let smtp: MailServer;
  let servers: RunningServer[] = [];
  let cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    smtp = await startMailServer();
    const dirsA = await freshDirs({ engine: 'postgres' });
    const dirsB = await freshDirs({ engine: 'pglite' });
    cleanups = [dirsA.cleanup, dirsB.cleanup];
    const shared = { port: 0, host: '127.0.0.1', adminToken: ADMIN_TOKEN, databaseUrl: dirsA.databaseUrl, distDir: dirsA.distDir };
    const mail = { smtpUrl: smtp.url, mailRetrySeconds: 0 };
    servers = await Promise.all([
      startServer({ ...shared, ...mail, dataDir: dirsA.dataDir }),
      startServer({ ...shared, ...mail, dataDir: dirsB.dataDir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const cleanup of cleanups) await cleanup();
    await smtp?.close();
  });

  it('sends each mail once, whichever server filed the claim, a refused one too', async () => {
    smtp.refuseNext(1);
    const codes = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => file(servers[n % 2]!.url, claimBy(10 + n, n % 2 ? 'es' : 'en'))));
    const rows = await Promise.all(codes.map((code) => mailOf(servers[0]!.context.db, code, 'sent')));
    const ids = smtp.accepted.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(rows.map((r) => `<${r.id}@localhost>`).sort());
    for (const code of codes) expect(smtp.about(code)).toHaveLength(1);
  });
});

describe('the file outbox (no mail server set)', () => {
  it('writes each mail as an .eml file under DATA_DIR, which the admin commands list and show', async () => {
    const server = await startTestServer({ engine: 'postgres' });
    try {
      const code = await file(server.url, claimBy(20, 'es'));
      const mail = await mailOf(server.context.db, code, 'sent');
      const parsed = await simpleParser(await readFile(join(server.settings.dataDir, 'mail', `${mail.id}.eml`)));
      expect(parsed.subject).toBe(`Recibimos su reclamo ${code}`);
      expect(parsed.text).toContain(code);
      expect(parsed.messageId).toBe(`<${mail.id}@localhost>`);
      const env = { DATA_DIR: server.settings.dataDir, DATABASE_URL: server.settings.databaseUrl! };
      const [list, shown, revealed] = await Promise.all([
        runAdminCli(['mail', 'list'], env),
        runAdminCli(['mail', 'show', code], env),
        runAdminCli(['mail', 'show', code, '--reveal', 'claimant asked what we sent'], env),
      ]);
      expect(list.code).toBe(0);
      const lines = list.stdout.toString().trim().split('\n');
      expect(lines[0]).toBe('id\tstatus\tattempts\tkind\treference code\tculture\tto\tcreated at\tsent at');
      expect(lines[1]).toMatch(new RegExp(`^${mail.id}\tsent\t1\tclaimReceived\t${code}\tes\t\\(sealed\\)\t`));
      // Masked unless a reason is given; the reason goes into the audit log with the command.
      expect(JSON.parse(shown.stdout.toString())).toMatchObject({
        id: mail.id,
        status: 'sent',
        recipient: expect.stringMatching(/^\*\*\*\*.{4}$/),
        params: { referenceCode: code, name: '****fork' },
      });
      expect(JSON.parse(revealed.stdout.toString())).toMatchObject({
        recipient: expect.stringMatching(/^claimant\.20\./),
        params: { referenceCode: code, name: 'Robina Okafork' },
      });
    } finally {
      await server.cleanup();
    }
  });
});

describe('the mail itself', () => {
  const arabic = {
    Mail_ClaimReceived_Subject: 'وصلتنا مطالبتك {referenceCode}',
    Mail_ClaimReceived_Greeting: 'عزيزي {name}،',
    Mail_ClaimReceived_Body: 'رمز مطالبتك {referenceCode}.',
  };

  it('is right to left for a right-to-left culture, in its own words where the package has them, and escapes what it carries', () => {
    const mail = renderMail({
      culture: 'ar',
      copy: arabic,
      brand: 'jnd-7',
      kind: 'claimReceived',
      params: { referenceCode: 'STD-AB12-CD34', name: '<img src=x onerror=alert(1)> & "Q"' },
      links: { site: 'https://example.com/?a=1&b=<2>', caseFile: 'http://localhost/claim/status' },
    });
    expect(mail.subject).toBe('وصلتنا مطالبتك STD-AB12-CD34');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('عزيزي &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Q&quot;،');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('href="https://example.com/?a=1&amp;b=&lt;2&gt;"');
    // The theme's colours: the header of jnd-7.
    expect(mail.html).toContain('background:#1d3f6e');
    // A text the package lacks is the English one.
    expect(mail.text).toContain('Settlement website: https://example.com/?a=1&b=<2>');
  });

  it('has Spanish words of its own for every text, with the same parameters as the English', () => {
    const names = Object.keys(mailCopy) as MailText[];
    for (const name of names) {
      const { englishText } = mailCopy[name];
      const spanish = spanishMailCopy[name];
      expect(new Set(paramsOf(spanish)), name).toEqual(new Set(paramsOf(englishText)));
      // Only a text that is nothing but its parameters (the draft's link) reads the same.
      const words = englishText.replace(/\{\w+\}/g, '').trim();
      if (words) expect(spanish, name).not.toBe(englishText);
      else expect(spanish, name).toBe(englishText);
    }
    // English words left in place are a mistake.
    const englishWords = /\b(?:your|claim|the|code|changed|website|settlement|contact|administrator|received)\b/i;
    expect(names.filter((name) => englishWords.test(spanishMailCopy[name].replace(/\{\w+\}/g, '')))).toEqual([]);
  });

  it("mails a Spanish claim's case file notices in Spanish, the package's own words first", () => {
    const notice = (culture: string, kind: 'casePayout' | 'caseAmended' | 'caseCode', copy: Record<string, string> = {}) =>
      renderMail({
        culture,
        copy,
        brand: 'jnd-7',
        kind,
        params: { referenceCode: 'STD-AB12-CD34', name: 'Ana Ruiz', code: 'ABCD-EFGH' },
        links: { site: '', caseFile: 'https://claims.example/claim/status' },
      });
    const payout = notice('es', 'casePayout');
    expect(payout.subject).toBe('Se cambió la forma de pago del reclamo STD-AB12-CD34');
    expect(payout.text).toContain('Estimado/a Ana Ruiz:');
    expect(payout.text).toContain('Vea su reclamo: https://claims.example/claim/status');
    expect(payout.text).not.toMatch(/payment|settlement website/i);
    expect(notice('es-MX', 'caseAmended').subject).toBe('Recibimos los cambios de su reclamo STD-AB12-CD34');
    expect(notice('es', 'caseCode').text).toContain('es ABCD-EFGH. Sirve una sola vez');
    // The package's Spanish wins over the built-in; English stays English.
    expect(notice('es', 'casePayout', { Mail_CasePayout_Subject: 'Nueva forma de pago: {referenceCode}' }).subject).toBe(
      'Nueva forma de pago: STD-AB12-CD34',
    );
    expect(notice('en', 'casePayout').subject).toBe('The payment method of claim STD-AB12-CD34 was changed');
  });

  it('waits twice as long after each failed attempt, up to six hours', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(40, 30)).toBe(6 * 60 * 60);
  });

  it('goes to the file outbox under DATA_DIR unless a mail server is set, and says what is wrong with its settings', () => {
    const settings = (env: Record<string, string>) => resolveSettings(settingsFromEnv({ DATA_DIR: '/srv/claims', ...env }));
    expect(settings({}).mailTransport).toEqual({ kind: 'file', dir: join('/srv/claims', 'mail') });
    expect(settings({ SMTP_URL: 'smtp://u:p@mail.example:2525' }).mailTransport).toMatchObject({
      kind: 'smtp',
      url: 'smtp://u:p@mail.example:2525',
    });
    expect(settings({ SMTP_HOST: 'mail.example', SMTP_USER: 'u', SMTP_PASS: 'p' }).mailTransport).toEqual({
      kind: 'smtp',
      url: null,
      host: 'mail.example',
      port: 587,
      user: 'u',
      pass: 'p',
    });
    expect(() => settings({ SMTP_USER: 'u', SMTP_PASS: 'p' })).toThrow(
      new SettingsError('SMTP_USER is set but SMTP_HOST is not; set SMTP_HOST (or SMTP_URL) to send mail.'),
    );
    expect(() => settings({ SMTP_HOST: 'mail.example', SMTP_USER: 'u' })).toThrow(/SMTP_USER and SMTP_PASS go together/);
    expect(() => settings({ SMTP_URL: 'smtp://mail.example', SMTP_HOST: 'other.example' })).toThrow(/leave SMTP_HOST/);
    expect(() => settings({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL must look like smtp:/);
    expect(() => settings({ MAIL_FROM: 'claims at example' })).toThrow(/MAIL_FROM must be an address/);
    expect(settings({ MAIL_FROM: 'Brightwater Claims <claims@brightwater.example>' }).mailFrom).toBe(
      'Brightwater Claims <claims@brightwater.example>',
    );
  });
});
