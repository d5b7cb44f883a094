import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskApi, type DeskMe } from '@/contract/desk';
import { startServer, type RunningServer } from '@server/http/listen';
import { runAdminCli } from './support/admin';
import { startMailServer, type MailServer } from './support/mail-server';
import { ADMIN_TOKEN, freshDirs } from './support/server';

// `npm run admin -- desk ...`: how an operator adds the desk's people and hands them their
// sign-in links, run as the operator runs it (a process of its own on the server's database).

describe('the desk command', () => {
  let dirs: Awaited<ReturnType<typeof freshDirs>>;
  let server: RunningServer;
  let smtp: MailServer;
  const cli = (...args: string[]) =>
    runAdminCli(['desk', ...args], { DATABASE_URL: dirs.databaseUrl!, DATA_DIR: dirs.dataDir, PUBLIC_URL: server.url });
  /** Signs in at the desk with the token of a printed link; the answer's status and who it says. */
  const signIn = async (link: string) => {
    const token = /\/admin\/sign-in#([A-Za-z0-9_-]{43})$/.exec(link.trim())?.[1];
    expect(token, `a sign-in link: ${link}`).toBeDefined();
    const answer = await fetch(`${server.url}${deskApi.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return { status: answer.status, me: answer.ok ? ((await answer.json()) as DeskMe) : null };
  };

  beforeAll(async () => {
    dirs = await freshDirs({ engine: 'postgres' });
    smtp = await startMailServer();
    server = await startServer({
      smtpUrl: smtp.url,
      port: 0,
      host: '127.0.0.1',
      adminToken: ADMIN_TOKEN,
      databaseUrl: dirs.databaseUrl,
      dataDir: dirs.dataDir,
      distDir: dirs.distDir,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await dirs?.cleanup();
  });

  it('adds a person and prints a link that signs them in once, with the role it gave', async () => {
    const added = await cli('add', 'rae@example.com', '--name', 'Rae Okafor', '--role', 'reviewer');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stderr).toMatch(/Sign-in link for Rae Okafor \(reviewer\), valid once for \d+ minutes:/);
    const link = added.stdout.toString();
    expect(link.startsWith(`${server.url}/admin/sign-in#`)).toBe(true);
    expect(await signIn(link)).toEqual({ status: 200, me: expect.objectContaining({ name: 'Rae Okafor', role: 'reviewer' }) });
    // Spent: the same link signs nobody in again.
    expect((await signIn(link)).status).not.toBe(200);
  });

  it('lists the people, and a disabled person gets no new link', async () => {
    expect((await cli('add', 'sol@example.com', '--name', 'Sol Mensah', '--role', 'auditor')).code).toBe(0);
    const disabled = await cli('disable', 'sol@example.com');
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(disabled.stderr).toContain('sol@example.com is disabled');
    const listed = (await cli('list')).stdout.toString().trim().split('\n');
    expect(listed).toEqual(
      expect.arrayContaining(['rae@example.com\treviewer\tRae Okafor', 'sol@example.com\tauditor\tSol Mensah\tdisabled']),
    );
    const link = await cli('link', 'sol@example.com');
    expect(link.code).not.toBe(0);
    expect(link.stdout.toString()).toBe('');
  });

  it('names what is wrong with an add it cannot do, and adds nothing', async () => {
    const badRole = await cli('add', 'kim@example.com', '--name', 'Kim Iyer', '--role', 'owner');
    expect(badRole.code).not.toBe(0);
    expect(badRole.stderr).toMatch(/role/i);
    const noEmail = await cli('add');
    expect(noEmail.code).not.toBe(0);
    expect(noEmail.stderr).toContain('needs the person');
    expect((await cli('list')).stdout.toString()).not.toContain('kim@example.com');
  });

  it('mails the person that a link was issued and when, never the link, from the CLI and the token API', async () => {
    const added = await cli('add', 'nia@example.com', '--name', 'Nia Mwangi', '--role', 'reviewer');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stderr).toContain('nia@example.com is mailed that a link was issued for them, without the link.');
    const byApi = await fetch(`${server.url}/api/admin/desk/links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nia@example.com' }),
    });
    expect(byApi.status).toBe(200);
    const links = [added.stdout.toString().trim(), ((await byApi.json()) as { signInUrl: string }).signInUrl];
    // Sent by the running server's mail worker, the CLI's as the API's.
    const mails = await smtp.to('nia@example.com', 2);
    for (const mail of mails) {
      expect(mail.subject).toBe('A sign-in link to the claims desk was issued for you');
      const text = mail.text ?? '';
      expect(text).toContain('Dear Nia Mwangi,');
      expect(text).toMatch(/was issued for you on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\./);
      expect(text).toContain('If you did not expect a sign-in link');
      expect(mail.html || '').toContain('tell the settlement administrator at once');
      for (const link of links) {
        expect(text).not.toContain(link.split('#')[1]!);
        expect(mail.html || '').not.toContain(link.split('#')[1]!);
      }
      expect(`${text}${mail.html || ''}`).not.toContain('/admin/sign-in');
    }
    // The links still sign in: the mail told of them, it did not use them.
    expect((await signIn(links[1]!)).status).toBe(200);
  });

  it('prints no link under DESK_REQUIRE_MFA, and says why', async () => {
    const strict = (...args: string[]) =>
      runAdminCli(['desk', ...args], {
        DATABASE_URL: dirs.databaseUrl!,
        DATA_DIR: dirs.dataDir,
        PUBLIC_URL: server.url,
        DESK_REQUIRE_MFA: '1',
      });
    const added = await strict('add', 'max@example.com', '--name', 'Max Factor', '--role', 'auditor');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout.toString()).toBe('');
    expect(added.stderr).toContain('max@example.com is on the desk.');
    expect(added.stderr).toContain('a sign-in link alone is one factor. No link is issued or taken');
    const link = await strict('link', 'max@example.com');
    expect(link.code).toBe(1);
    expect(link.stdout.toString()).toBe('');
    expect(link.stderr).toContain('DESK_REQUIRE_MFA is set');
    expect((await cli('list')).stdout.toString()).toContain('max@example.com\tauditor\tMax Factor');
  });
});
