// Mail under kill -9: two server processes on one PostgreSQL database send through one SMTP
// server while claims are filed, sign-in codes asked for and claims changed, and one server is
// killed with SIGKILL again and again. Each server incarnation signs in to the SMTP server under
// a name of its own, so every accepted copy says who sent it. Promised (server/README.md, "Mail"):
// every mail goes out; a second copy only of a mail the SMTP server accepted from a server that
// then died before marking it sent, with the same Message-ID.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { openDatabase, type Database } from '@server/db/database';
import { adminHeaders } from './support/admin';
import { startChildServer, type ChildServer } from './support/child-server';
import { claimForm, model, pdf, standardPayload, submitClaim } from './support/claims';
import { Browser, freshPostgresDatabase } from './support/server';

/** One accepted copy: its Message-ID and the incarnation that sent it. */
interface Copy {
  messageId: string;
  sender: string;
}

describe('mail when a server is killed with SIGKILL', () => {
  const copies: Copy[] = [];
  let smtp: SMTPServer;
  let smtpPort = 0;
  let database: { url: string; drop: () => Promise<void> };
  let root: string;
  let db: Database;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            copies.push({ messageId: mail.messageId ?? '', sender: String(session.user) });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    // A killed sender resets its connection: the SMTP server reports it, which is expected here.
    smtp.on('error', () => {});
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    database = await freshPostgresDatabase();
    await mkdir(join(process.cwd(), '.tmp'), { recursive: true });
    root = await mkdtemp(join(process.cwd(), '.tmp', 'mail-kill-'));
    await mkdir(join(root, 'dist'), { recursive: true });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    await rm(root, { recursive: true, force: true });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  let incarnation = 0;
  async function start(): Promise<{ name: string; server: ChildServer }> {
    incarnation += 1;
    const name = `server-${incarnation}`;
    const dataDir = join(root, name);
    await mkdir(dataDir, { recursive: true });
    const server = await startChildServer({
      DATA_DIR: dataDir,
      DIST_DIR: join(root, 'dist'),
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://${name}:secret@127.0.0.1:${smtpPort}`,
      MAIL_RETRY_SECONDS: '1',
      MAIL_MAX_ATTEMPTS: '50',
      // A killed server's mails wait for their lease to run out: 15 s rather than the default 2 minutes.
      MAIL_LEASE_SECONDS: '15',
      UPLOADS_PER_ADDRESS: '100000',
    });
    return { name, server };
  }

  /** One claimant's work against `url`: a claim, a sign-in code, a change of state. Any step may
   *  meet a killed server; what reached the database is counted from the database. */
  async function claimant(url: string, n: number): Promise<void> {
    try {
      const browser = new Browser(url);
      await browser.getCsrf();
      const documents = [pdf(`documentContexts-kill${n}`, `receipt-${n}.pdf`)];
      const base = standardPayload(documents);
      const email = `kill.${n}@example.com`;
      const fields = {
        ...base.claimantInfo!.fields,
        lastName: `Okafor${String.fromCharCode(97 + (n % 26))}${n}`,
        emailAddress: email,
        confirmEmailAddress: email,
        mailingStreetLine1: `${100 + n} Harbor Way`,
      };
      const response = await submitClaim(
        browser,
        'standard',
        claimForm({ ...base, claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields) }, documents),
      );
      if (response.status !== 200) return;
      const referenceCode = submitResponseSchema.parse(await response.json()).referenceCodeForm!;
      await browser.postJson(endpoints.caseCode, { referenceCode, culture: 'en' });
      await fetch(`${url}/api/admin/claims/${referenceCode}/transitions`, {
        method: 'POST',
        headers: { ...adminHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ transition: 'startReview' }),
      });
    } catch {
      // The server was killed under this request.
    }
  }

  it('sends every mail, and a second copy only of a mail in flight when its server died', async () => {
    const steady = await start();
    let victim = await start();
    const killed: string[] = [];
    let n = 0;
    for (let round = 0; round < 4; round += 1) {
      const work = Array.from({ length: 8 }, () => {
        n += 1;
        return claimant(n % 2 ? steady.server.url : victim.server.url, n);
      });
      // Killed once it has some of this round's work in hand.
      await vi.waitFor(() => expect(copies.some((c) => c.sender === victim.name)).toBe(true), { timeout: 20_000, interval: 5 });
      await victim.server.kill();
      killed.push(victim.name);
      await Promise.all(work);
      victim = await start();
    }
    for (let i = 0; i < 6; i += 1) await claimant(victim.server.url, (n += 1));

    db = await openDatabase({ dataDir: root, databaseUrl: database.url });
    // A killed worker's lease (15 s here) must run out before another takes its mails.
    const rows = await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ id: string; status: string; kind: string }>('SELECT id, status, kind FROM mail_outbox');
        expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
        return rows;
      },
      { timeout: 200_000, interval: 500 },
    );
    await steady.server.stop();
    await victim.server.stop();

    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['caseCode', 'caseUpdate', 'claimReceived']);
    const expected = new Set(rows.map((r) => `<${r.id}@localhost>`));
    const byId = new Map<string, Copy[]>();
    for (const c of copies) byId.set(c.messageId, [...(byId.get(c.messageId) ?? []), c]);
    // None lost, none from elsewhere.
    expect(new Set(byId.keys())).toEqual(expected);
    // Doubles: only copies a killed incarnation had accepted last (a worker holds up to 8 mails at
    // once and sends them side by side, so up to 8 may be in flight), sent again by another.
    const inFlight = 8;
    for (const [id, list] of byId) {
      if (list.length === 1) continue;
      expect(list, id).toHaveLength(2);
      const first = list[0]!;
      expect(killed, id).toContain(first.sender);
      expect(copies.filter((c) => c.sender === first.sender).slice(-inFlight), id).toContain(first);
      expect(list[1]!.sender).not.toBe(first.sender);
    }
    const doubles = [...byId.values()].filter((l) => l.length > 1).length;
    console.log(`mail-kill: ${rows.length} mails, ${copies.length} copies, ${doubles} doubled in the window, ${killed.length} kills`);
  }, 300_000);
});
