import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import {
  deskApi,
  type DeskAuditPage,
  type DeskCampaign,
  type DeskCampaignList,
  type DeskClaim,
  type DeskComparison,
  type DeskDashboard,
  type DeskDecisionAnswer,
  type DeskMe,
  type DeskQueuePage,
  type DeskSearchAnswer,
  type DeskSessions,
  type DeskSignInAgain,
  deskSignInAgainCode,
} from '@/contract/desk';
import { changeState } from '@server/case-file/change-state';
import { linksNeedNoSecondFactor, secondFactorShown } from '@server/desk/mfa';
import { issueSignInLink } from '@server/desk/people';
import { resolveSettings } from '@server/settings/settings';
import { adminHeaders } from './support/admin';
import { claimForm, claimOf, pdf, standardPayload, submitClaim } from './support/claims';
import { ringStory } from '../support/ring-story';
import { claimant, claimBy, file as fileScreened, referenceOf, visitor } from './screening/support';
import { Browser, startTestServer, type TestServer } from './support/server';

// The administrator's desk: named people sign in with a one-time link, work the queue of flagged
// claims and decide them through the case file, each under their own name and within their role.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

/** Files the demo's sample claim from a session of its own; the second filing is flagged as a
 *  duplicate of the first. */
async function file(): Promise<string> {
  const documents = [pdf(`documentContexts-${Math.random().toString(36).slice(2, 8)}`, 'receipt.pdf')];
  const browser = new Browser(server.url);
  await browser.getCsrf();
  const response = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents));
  expect(response.status, await response.clone().text()).toBe(200);
  return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
}

async function admin(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Adds a person through the token API; the token of their sign-in link. */
async function addPerson(email: string, name: string, role: string): Promise<string> {
  const answer = await admin('/api/admin/desk/people', { email, name, role });
  expect(answer.status).toBe(201);
  const { signInUrl } = (await answer.json()) as { signInUrl: string };
  expect(signInUrl).toMatch(/\/admin\/sign-in#[A-Za-z0-9_-]{43}$/);
  return signInUrl.split('#')[1]!;
}

/** A browser at the desk: its cookie, and the CSRF token its sign-in answered with; `through`
 *  adds headers to each request (a proxy's X-Forwarded-Proto). */
class DeskBrowser {
  cookie = '';
  csrf = '';

  constructor(
    private readonly base = server.url,
    private readonly through: Record<string, string> = {},
  ) {}

  async call(path: string, init: { method?: string; body?: unknown; csrf?: boolean } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...this.through, cookie: this.cookie };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.csrf !== false && this.csrf) headers['x-csrf-token'] = this.csrf;
    const response = await fetch(`${this.base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return response;
  }

  async signIn(token: string): Promise<Response> {
    const answer = await this.call(deskApi.signIn, { method: 'POST', body: { token } });
    if (answer.ok) this.csrf = ((await answer.clone().json()) as DeskMe).csrfToken;
    return answer;
  }

  decide(referenceCode: string, body: unknown, csrf = true): Promise<Response> {
    return this.call(deskApi.transitions(referenceCode), { method: 'POST', body, csrf });
  }
}

async function signedIn(email: string, name: string, role: string): Promise<DeskBrowser> {
  const desk = new DeskBrowser();
  expect((await desk.signIn(await addPerson(email, name, role))).status).toBe(200);
  return desk;
}

describe('signing in', () => {
  it('takes a link once, and names the person and their role', async () => {
    const token = await addPerson('rita@example.com', 'Rita Reviewer', 'reviewer');
    const desk = new DeskBrowser();
    const first = await desk.signIn(token);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; .*HttpOnly.*SameSite=Strict/i);
    const me = (await (await desk.call(deskApi.me)).json()) as DeskMe;
    expect(me).toMatchObject({ name: 'Rita Reviewer', email: 'rita@example.com', role: 'reviewer' });

    const again = await new DeskBrowser().signIn(token);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: string }).error).toMatch(/does not work any more/);
  });

  it('refuses the desk without a session, with a claimant’s session, and after signing out', async () => {
    expect((await new DeskBrowser().call(deskApi.queue)).status).toBe(401);
    const claimant = new Browser(server.url);
    await claimant.getCsrf();
    expect((await claimant.fetch(deskApi.queue)).status).toBe(401);

    const desk = await signedIn('sam@example.com', 'Sam Signout', 'auditor');
    expect((await desk.call(deskApi.signOut, { method: 'POST', csrf: false })).status).toBe(403);
    expect((await desk.call(deskApi.signOut, { method: 'POST' })).status).toBe(204);
    expect((await desk.call(deskApi.queue)).status).toBe(401);
  });

  it('ends a disabled person’s sessions at once', async () => {
    const desk = await signedIn('dora@example.com', 'Dora Disabled', 'reviewer');
    expect((await admin('/api/admin/desk/people/disable', { email: 'dora@example.com' })).status).toBe(204);
    expect((await desk.call(deskApi.me)).status).toBe(401);
    expect((await admin('/api/admin/desk/links', { email: 'dora@example.com' })).status).toBe(400);
  });

  it('ends a session after 30 idle minutes, after 12 hours however busy, and past 5 a person; a link after 10 minutes', async () => {
    const realNow = server.context.now;
    let offset = 0;
    const minutes = (n: number) => n * 60_000;
    server.context.now = () => realNow() + offset;
    try {
      const newLink = async () => {
        const answer = await admin('/api/admin/desk/links', { email: 'tim@example.com' });
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { signInUrl: string }).signInUrl.split('#')[1]!;
      };
      const idle = new DeskBrowser();
      expect((await idle.signIn(await addPerson('tim@example.com', 'Tim Timeout', 'reviewer'))).status).toBe(200);
      offset = minutes(29);
      expect((await idle.call(deskApi.me)).status).toBe(200);
      offset = minutes(29 + 31);
      expect((await idle.call(deskApi.me)).status).toBe(401);

      const busy = new DeskBrowser();
      offset = 0;
      expect((await busy.signIn(await newLink())).status).toBe(200);
      for (offset = minutes(25); offset < minutes(12 * 60); offset += minutes(25)) expect((await busy.call(deskApi.me)).status).toBe(200);
      offset = minutes(12 * 60 + 1);
      expect((await busy.call(deskApi.me)).status).toBe(401);

      // A link works for 10 minutes.
      const onTime = await newLink();
      offset += minutes(9);
      expect((await new DeskBrowser().signIn(onTime)).status).toBe(200);
      const late = await newLink();
      offset += minutes(11);
      expect((await new DeskBrowser().signIn(late)).status).toBe(401);

      const desks: DeskBrowser[] = [];
      for (let n = 0; n < 6; n++) {
        const desk = new DeskBrowser();
        expect((await desk.signIn(await newLink())).status).toBe(200);
        desks.push(desk);
      }
      // The oldest of six is ended; the five newest go on.
      expect((await desks[0]!.call(deskApi.me)).status).toBe(401);
      for (const desk of desks.slice(1)) expect((await desk.call(deskApi.me)).status).toBe(200);
    } finally {
      server.context.now = realNow;
    }
  });

  it('refuses a change once the sign-in is older than DESK_REAUTH_MINUTES, changing nothing, and audits it', async () => {
    const claim = await file();
    const realNow = server.context.now;
    let offset = 0;
    server.context.now = () => realNow() + offset;
    try {
      const desk = await signedIn('rhea@example.com', 'Rhea Recent', 'reviewer');
      offset = 14 * 60_000;
      expect((await desk.decide(claim, { transition: 'startReview' })).status).toBe(200);
      offset = 16 * 60_000;
      // Reading goes on; a change does not.
      expect((await desk.call(deskApi.claim(claim))).status).toBe(200);
      const refused = await desk.decide(claim, { transition: 'approve', reason: 'Receipts match.' });
      expect(refused.status).toBe(401);
      const body = (await refused.json()) as DeskSignInAgain;
      expect(body).toMatchObject({ code: deskSignInAgainCode, signedInWith: 'link' });
      expect(body.error).toBe(
        'You signed in more than 15 minutes ago. Ask an administrator for a new sign-in link and open it in this browser to make this change: nothing was changed, and the desk keeps what you typed.',
      );
      expect(((await (await desk.call(deskApi.claim(claim))).json()) as DeskClaim).state).toBe('inReview');
      // The session itself lives on (it is not idle), and signing out needs no new sign-in.
      expect((await desk.call(deskApi.me)).status).toBe(200);
      const { rows } = await server.context.db.query<{ entry: string | Record<string, unknown> }>(
        "SELECT entry FROM admin_audit WHERE entry::text LIKE '%signInAgain%'",
      );
      const entries = rows.map((row) => (typeof row.entry === 'string' ? JSON.parse(row.entry) : row.entry) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({
          actor: 'Rhea Recent <rhea@example.com> (reviewer)',
          action: 'POST /api/desk/claims/:referenceCode/transitions',
          referenceCode: claim,
          detail: expect.objectContaining({ status: 401, refused: 'signInAgain' }),
        }),
      );
      // A new link, and the same decision is made.
      const again = new DeskBrowser();
      const link = await admin('/api/admin/desk/links', { email: 'rhea@example.com' });
      expect((await again.signIn(((await link.json()) as { signInUrl: string }).signInUrl.split('#')[1]!)).status).toBe(200);
      const decided = await again.decide(claim, { transition: 'approve', reason: 'Receipts match.' });
      expect(decided.status).toBe(200);
      expect(await decided.json()).toMatchObject({ from: 'inReview', state: 'approved' });
      expect((await desk.call(deskApi.signOut, { method: 'POST' })).status).toBe(204);
    } finally {
      server.context.now = realNow;
    }
    expect(() => resolveSettings({ deskReauthMinutes: '0' })).toThrow('DESK_REAUTH_MINUTES');
    expect(resolveSettings({}).deskReauthMinutes).toBe(15);
  });

  it('lists a person’s own open sessions, and ends another of them but not this one', async () => {
    const first = await signedIn('oona@example.com', 'Oona Open', 'auditor');
    const link = await admin('/api/admin/desk/links', { email: 'oona@example.com' });
    const second = new DeskBrowser();
    expect((await second.signIn(((await link.json()) as { signInUrl: string }).signInUrl.split('#')[1]!)).status).toBe(200);
    // Someone else's sessions are not listed.
    await signedIn('otis@example.com', 'Otis Other', 'auditor');

    const listed = (await (await second.call(deskApi.sessions)).json()) as DeskSessions;
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.map((session) => session.current)).toEqual([true, false]);
    for (const session of listed.sessions) {
      expect(session).toMatchObject({ signedInWith: 'link', handle: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.startedAt));
    }
    const [own, other] = listed.sessions;
    const ownEnd = await second.call(deskApi.endSession(own!.handle), { method: 'POST' });
    expect(ownEnd.status).toBe(409);
    expect(((await ownEnd.json()) as { error: string }).error).toBe("This is this browser's own session: sign out to end it.");
    expect((await second.call(deskApi.endSession(other!.handle), { method: 'POST', csrf: false })).status).toBe(403);
    expect((await second.call(deskApi.endSession(other!.handle), { method: 'POST' })).status).toBe(204);
    expect((await first.call(deskApi.me)).status).toBe(401);
    expect((await second.call(deskApi.endSession(other!.handle), { method: 'POST' })).status).toBe(404);
    expect(((await (await second.call(deskApi.sessions)).json()) as DeskSessions).sessions).toHaveLength(1);
    expect((await new DeskBrowser().call(deskApi.sessions)).status).toBe(401);
  });

  it('refuses a person twice, an unknown role and an address that is none', async () => {
    await addPerson('once@example.com', 'Once', 'auditor');
    for (const body of [
      { email: 'once@example.com', name: 'Twice', role: 'auditor' },
      { email: 'new@example.com', name: 'New', role: 'judge' },
      { email: 'not-an-address', name: 'No', role: 'reviewer' },
    ])
      expect((await admin('/api/admin/desk/people', body)).status).toBe(400);
  });
});

describe('deciding a flagged claim', () => {
  let first: string;
  let flagged: string;
  let reviewer: DeskBrowser;

  beforeAll(async () => {
    first = await file();
    flagged = await file();
    reviewer = await signedIn('rob@example.com', 'Rob Reviewer', 'reviewer');
  });

  it('lists it in the queue with its flags and state', async () => {
    const queue = (await (await reviewer.call(`${deskApi.queue}?review=pending`)).json()) as DeskQueuePage;
    const entry = queue.claims.find((claim) => claim.referenceCode === flagged);
    expect(entry).toMatchObject({ formType: 'Standard', state: 'received', review: null });
    expect(entry!.flags.length).toBeGreaterThan(0);
  });

  it('shows its answers (sensitive ones masked), the claim it matched and what the role may do', async () => {
    const claim = (await (await reviewer.call(deskApi.claim(flagged))).json()) as DeskClaim;
    expect(claim.state).toBe('received');
    expect(Object.keys(claim.answers)).toContain('claimantInfo');
    const email = (claim.answers.claimantInfo as Record<string, unknown>).emailAddress;
    expect(email).toMatch(/^\*+/);
    expect(claim.screening!.flags.some((flag) => flag.matches.includes(first))).toBe(true);
    expect(claim.documents).toEqual([expect.objectContaining({ name: 'receipt.pdf', type: 'application/pdf' })]);
    expect([...claim.transitions].sort()).toEqual(['approve', 'deny', 'markDeficient', 'startReview']);
  });

  it('opens its document inline, in a page that may run nothing', async () => {
    const claim = (await (await reviewer.call(deskApi.claim(flagged))).json()) as DeskClaim;
    const document = claim.documents[0]!;
    const answer = await reviewer.call(deskApi.document(flagged, document.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename="receipt\.pdf"/);
    const policy = answer.headers.get('content-security-policy')!.split('; ');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(document.size);
    // A file stored as an SVG or an HTML page (which could carry script) is only ever bytes to
    // download, in the same sandbox.
    const { db } = server.context;
    for (const type of ['image/svg+xml', 'text/html']) {
      await db.query('UPDATE claim_files SET content_type = $2 WHERE id = $1', [document.id, type]);
      const served = await reviewer.call(deskApi.document(flagged, document.id));
      expect(served.headers.get('content-type'), type).toBe('application/octet-stream');
      expect(served.headers.get('content-disposition'), type).toMatch(/^attachment; filename="receipt\.pdf"/);
      expect(served.headers.get('content-security-policy')!.split('; '), type).toContain('sandbox');
      await served.arrayBuffer();
    }
    await db.query('UPDATE claim_files SET content_type = $2 WHERE id = $1', [document.id, 'application/pdf']);
    expect((await reviewer.call(deskApi.document(flagged, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await new DeskBrowser().call(deskApi.document(flagged, document.id))).status).toBe(401);
  });

  it('finds it by reference code, and by the email or phone it gave, without logging what was searched', async () => {
    const find = async (q: string) =>
      (await (await reviewer.call(`${deskApi.search}?q=${encodeURIComponent(q)}`)).json()) as DeskSearchAnswer;
    expect(await find(` ${flagged.toLowerCase()} `)).toMatchObject({ by: 'referenceCode', claims: [{ referenceCode: flagged }] });
    const sample = standardPayload([]).claimantInfo!.fields as Record<string, string>;
    const byEmail = await find(sample.emailAddress!.toUpperCase());
    expect(byEmail.by).toBe('email');
    expect(byEmail.claims.map((claim) => claim.referenceCode)).toEqual(expect.arrayContaining([first, flagged]));
    const byPhone = await find(`+1 ${sample.phoneNumber}`);
    expect(byPhone.by).toBe('phone');
    expect(byPhone.claims.map((claim) => claim.referenceCode)).toEqual(expect.arrayContaining([first, flagged]));
    expect(await find('nobody@example.org')).toEqual({ by: 'email', claims: [] });
    expect(await find('?')).toEqual({ by: 'nothing', claims: [] });
    const { rows } = await server.context.db.query<{ entry: string }>(
      "SELECT entry FROM admin_audit WHERE entry::text LIKE '%/api/desk/search%'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row.entry).toLowerCase()).not.toContain(sample.emailAddress!.toLowerCase());
  });

  it('finds two claimants of one name by their full name, whatever its case, accents and spacing', async () => {
    /** Files a claim of a claimant of their own (email, phone, address) under this name. */
    const fileAs = async (firstName: string, lastName: string) => {
      const { payload, documents } = claimOf(
        `${firstName.slice(0, 3).toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      );
      const claimant = { ...payload.claimantInfo!, fields: { ...payload.claimantInfo!.fields, firstName, lastName } };
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const response = await submitClaim(browser, 'standard', claimForm({ ...payload, claimantInfo: claimant }, documents));
      expect(response.status, await response.clone().text()).toBe(200);
      return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
    };
    const one = await fileAs('José María', 'Núñez');
    const other = await fileAs('Jose Maria', 'Nunez');
    const stranger = await fileAs('Josefa', 'Núñez');
    const find = async (q: string) =>
      (await (await reviewer.call(`${deskApi.search}?q=${encodeURIComponent(q)}`)).json()) as DeskSearchAnswer;
    for (const typed of ['José María Núñez', '  jose   MARIA nuñez ', 'Mr. Jose Maria Nunez']) {
      const found = await find(typed);
      expect(found.by, typed).toBe('name');
      expect(found.claims.map((claim) => claim.referenceCode).sort(), typed).toEqual([one, other].sort());
    }
    expect((await find('Josefa Nunez')).claims.map((claim) => claim.referenceCode)).toEqual([stranger]);
    expect(await find('Maria Nunez')).toEqual({ by: 'name', claims: [] });
    // Only a keyed hash of the name is kept beside the claim, never the name itself.
    const { rows } = await server.context.db.query<{ key: string }>(
      "SELECT k.key FROM screening_keys k JOIN claims c ON c.id = k.claim_id WHERE k.kind = 'name' AND c.reference_code = $1",
      [one],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets it beside the claim it matched, the shared answers marked, sensitive ones compared whole but masked', async () => {
    const answer = await reviewer.call(deskApi.compare(flagged, first));
    expect(answer.status).toBe(200);
    const comparison = (await answer.json()) as DeskComparison;
    expect(comparison.left.referenceCode).toBe(flagged);
    expect(comparison.right.referenceCode).toBe(first);
    const email = comparison.rows.find((row) => row.field === 'claimantInfo.emailAddress')!;
    expect(email.same).toBe(true);
    expect(email.left).toMatch(/^\*+/);
    expect(comparison.rows.filter((row) => row.same).length).toBeGreaterThan(5);
    expect((await reviewer.call(deskApi.compare(flagged, 'STD-NONE-NONE'))).status).toBe(404);
  });

  it('refuses a decision without the CSRF token, a denial without a reason, and an auditor’s decision', async () => {
    expect((await reviewer.decide(flagged, { transition: 'approve' }, false)).status).toBe(403);
    const noReason = await reviewer.decide(flagged, { transition: 'deny' });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { error: string }).error).toMatch(/needs a reason/);
    expect((await reviewer.decide(flagged, { transition: 'approve', actor: 'someone else' })).status).toBe(400);
    const auditor = await signedIn('ada@example.com', 'Ada Auditor', 'auditor');
    expect((await auditor.decide(flagged, { transition: 'approve' })).status).toBe(403);
    const claim = (await (await auditor.call(deskApi.claim(flagged))).json()) as DeskClaim;
    expect(claim.transitions).toEqual([]);
    expect(claim.state).toBe('received');
  });

  it('records a denial under the reviewer’s name, as the claim’s state and as its review', async () => {
    const answer = await reviewer.decide(flagged, { transition: 'deny', reason: 'The same purchase was claimed before.' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ from: 'received', state: 'denied' });
    const claim = (await (await reviewer.call(deskApi.claim(flagged))).json()) as DeskClaim;
    expect(claim.history.at(-1)).toMatchObject({
      transition: 'deny',
      actor: 'Rob Reviewer <rob@example.com> (reviewer)',
      reason: 'The same purchase was claimed before.',
    });
    expect(claim.screening!.review).toMatchObject({ decision: 'rejected', reviewer: 'Rob Reviewer <rob@example.com> (reviewer)' });
    expect(claim.transitions).toEqual([]);
  });

  it('leaves an appeal to a supervisor: a reviewer is refused, a supervisor decides it', async () => {
    const change = {
      db: server.context.db,
      vault: server.context.vault,
      settlement: server.context.settlement,
      auditKey: server.context.settings.auditKey,
      now: server.context.now,
    };
    const appealed = await changeState(change, { referenceCode: flagged }, 'appeal', 'claimant', { statement: 'It was my second oven.' });
    expect(appealed.kind).toBe('changed');
    const refused = await reviewer.decide(flagged, { transition: 'approve', reason: 'Looks fine.' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('A reviewer may not approve a claim that is appealed.');

    const supervisor = await signedIn('sue@example.com', 'Sue Supervisor', 'supervisor');
    const claim = (await (await supervisor.call(deskApi.claim(flagged))).json()) as DeskClaim;
    expect([...claim.transitions].sort()).toEqual(['approve', 'deny']);
    const decided = await supervisor.decide(flagged, { transition: 'approve', reason: 'A second oven, receipts match.' });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ from: 'appealed', state: 'approved' });
  });

  it('audits every view and decision under the person’s name, and lets an auditor check the log', async () => {
    const { rows } = await server.context.db.query<{ entry: { actor: string; action: string; referenceCode?: string } | string }>(
      'SELECT entry FROM admin_audit ORDER BY seq',
    );
    const entries = rows.map((row) => (typeof row.entry === 'string' ? JSON.parse(row.entry) : row.entry)) as {
      actor: string;
      action: string;
      referenceCode?: string;
    }[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: 'Rob Reviewer <rob@example.com> (reviewer)',
        action: 'GET /api/desk/claims/:referenceCode',
        referenceCode: flagged,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ actor: 'Sue Supervisor <sue@example.com> (supervisor)', action: 'case approve', referenceCode: flagged }),
    );
    const auditor = await signedIn('otto@example.com', 'Otto Auditor', 'auditor');
    const page = (await (await auditor.call(deskApi.auditEntries)).json()) as DeskAuditPage;
    expect(page.entries[0]!.seq).toBeGreaterThan(page.entries.at(-1)!.seq);
    expect(page.entries[0]).toMatchObject({ actor: 'Otto Auditor <otto@example.com> (auditor)', action: 'POST /api/desk/sign-in' });
    if (page.nextBefore !== null) {
      const older = (await (await auditor.call(`${deskApi.auditEntries}?before=${page.nextBefore}`)).json()) as DeskAuditPage;
      expect(older.entries[0]!.seq).toBe(page.nextBefore - 1);
    }
    expect((await auditor.call(`${deskApi.auditEntries}?before=x`)).status).toBe(400);
    expect((await reviewer.call(deskApi.auditEntries)).status).toBe(403);
    const verify = await auditor.call(deskApi.audit);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ ok: true });
    expect((await reviewer.call(deskApi.audit)).status).toBe(403);
  });
});

describe('the organisation’s sign-in settings', () => {
  it('take all three settings or none, and an https provider (http only on loopback)', () => {
    const oidc = (input: Record<string, string>) => resolveSettings(input).deskOidc;
    expect(oidc({})).toBeNull();
    const all = { deskOidcIssuer: 'https://login.example.com/realms/claims', deskOidcClientId: 'desk', deskOidcClientSecret: 'secret' };
    expect(oidc(all)).toEqual({ issuer: 'https://login.example.com/realms/claims', clientId: 'desk', clientSecret: 'secret' });
    expect(oidc({ ...all, deskOidcIssuer: 'http://127.0.0.1:4000' })).toMatchObject({ issuer: 'http://127.0.0.1:4000' });
    expect(() => oidc({ deskOidcIssuer: all.deskOidcIssuer })).toThrow(
      'DESK_OIDC_ISSUER, DESK_OIDC_CLIENT_ID and DESK_OIDC_CLIENT_SECRET go together',
    );
    expect(() => oidc({ ...all, deskOidcIssuer: 'http://login.example.com' })).toThrow('DESK_OIDC_ISSUER must be an https address');
  });
});

describe('the dashboard', () => {
  it('counts the claims by day, state, flag and payment method as the database holds them', async () => {
    await file();
    await file();
    const desk = await signedIn('dan@example.com', 'Dan Dashboard', 'auditor');
    const figures = (await (await desk.call(deskApi.dashboard)).json()) as DeskDashboard;
    expect(figures.days).toHaveLength(30);
    expect(figures.hours).toHaveLength(24);
    const { db } = server.context;
    const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
    const all = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM claims')).rows[0]!.n);
    // Every claim of this server was filed within the 30 days; the last day's hours add up to it.
    const perDay = figures.days.map((day) => Object.values(day.byFormType).reduce((a, b) => a + b, 0));
    expect(perDay.reduce((a, b) => a + b, 0)).toBe(all);
    expect(sum(figures.hours)).toBe(perDay.at(-1));
    expect(sum(figures.states)).toBe(all);
    const states = await db.query<{ state: string; n: string }>('SELECT state, count(*) AS n FROM claims GROUP BY state');
    for (const { state, n } of states.rows) expect(figures.states.find((row) => row.name === state)?.count, state).toBe(Number(n));
    const flags = await db.query<{ name: string; n: string }>(
      "SELECT f->>'name' AS name, count(*) AS n FROM claim_screening, jsonb_array_elements(flags) f GROUP BY 1",
    );
    expect(flags.rows.length).toBeGreaterThan(0);
    for (const { name, n } of flags.rows) expect(figures.flags.find((row) => row.name === name)?.count, name).toBe(Number(n));
    // The demo's sample claim is paid by check.
    expect(sum(figures.paymentMethods)).toBe(all);
    expect(figures.paymentMethods[0]).toEqual({ name: 'Check', count: all });
    expect(figures.appeals).toEqual({ made: 1, decided: 1 });
  });

  it('counts payment methods from a column written with each claim, filling rows stored without it', async () => {
    const { db } = server.context;
    const methods = async () =>
      (
        await db.query<{ method: string | null; n: string }>('SELECT payment_method AS method, count(*) AS n FROM claims GROUP BY 1')
      ).rows.map((row) => [row.method, Number(row.n)]);
    const all = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM claims')).rows[0]!.n);
    // Every claim filed through the site chose its method (the sample's check) when it was stored.
    expect(await methods()).toEqual([['Check', all]]);
    // As rows stored before the column, or amended since: the dashboard reads them from their
    // payload once, and keeps what it read.
    await db.query('UPDATE claims SET payment_method = NULL');
    const desk = await signedIn('fern@example.com', 'Fern Filler', 'auditor');
    const figures = (await (await desk.call(deskApi.dashboard)).json()) as DeskDashboard;
    expect(figures.paymentMethods).toEqual([{ name: 'Check', count: all }]);
    expect(await methods()).toEqual([['Check', all]]);
  });

  it('gives counsel the same figures as CSV, and refuses a day that is none', async () => {
    const desk = await signedIn('cora@example.com', 'Cora Counsel', 'auditor');
    const csv = await desk.call(`${deskApi.reportCsv}?from=2026-11-01&to=2026-11-07`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="claims-report-2026-11-01-to-2026-11-07.csv"');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('section,item,form type,count');
    expect(lines).toContain('claims filed,2026-11-01,Standard,0');
    expect(lines.filter((line) => line.startsWith('claims filed,'))).toHaveLength(7 * server.context.settlement.formTypes.length);
    const bad = await desk.call(`${deskApi.dashboard}?from=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('from must be a day as YYYY-MM-DD; got "2026-02-30".');
  });
});

describe('deciding a cluster', () => {
  it('takes the claims screening linked, decides each under the person, and says which it left', async () => {
    // A fresh ring of its own: three filings of one claim with a new name (no earlier test's claims match it).
    const ring = [await file(), await file(), await file()];
    const reviewer = await signedIn('cleo@example.com', 'Cleo Cluster', 'reviewer');
    const last = (await (await reviewer.call(deskApi.claim(ring[2]!))).json()) as DeskClaim;
    expect(last.cluster).toEqual(expect.arrayContaining([ring[0], ring[1]]));
    // One of them is decided already: the cluster's decision leaves it and says why.
    expect((await reviewer.decide(ring[1]!, { transition: 'approve' })).status).toBe(200);
    const answer = await reviewer.decide(ring[2]!, { transition: 'deny', reason: 'One purchase, filed many times.', cluster: true });
    expect(answer.status).toBe(200);
    const decided = (await answer.json()) as DeskDecisionAnswer;
    expect(decided.state).toBe('denied');
    expect(decided.cluster).toContainEqual({ referenceCode: ring[0], outcome: 'decided' });
    expect(decided.cluster).toContainEqual(expect.objectContaining({ referenceCode: ring[1], outcome: 'refused' }));
    const first = (await (await reviewer.call(deskApi.claim(ring[0]!))).json()) as DeskClaim;
    expect(first.state).toBe('denied');
    expect(first.history.at(-1)).toMatchObject({
      actor: 'Cleo Cluster <cleo@example.com> (reviewer)',
      reason: 'One purchase, filed many times.',
    });
    expect(
      (
        await reviewer.decide(ring[0]!, {
          transition: 'markDeficient',
          items: [{ dtoMapping: 'claimantInfo', key: 'x' }],
          reason: 'x',
          cluster: true,
        })
      ).status,
    ).toBe(400);
  });
});

describe('clusters the campaign job linked', () => {
  it('lists a slow ring beside the queue, opens it, and decides it whole from one of its claims', async () => {
    // New identities, one story a word apart: nothing screening sees at submit links them.
    const ring: string[] = [];
    for (let n = 0; n < 5; n += 1)
      ring.push(
        await referenceOf(await fileScreened(await visitor(server), claimBy(claimant(90 + n), { problemDescription: ringStory(n) }))),
      );
    const run = await fetch(`${server.url}/api/admin/screening/campaigns/run`, { method: 'POST', headers: adminHeaders });
    expect(run.status).toBe(200);

    const auditor = await signedIn('ava@example.com', 'Ava Auditor', 'auditor');
    const list = (await (await auditor.call(deskApi.campaigns)).json()) as DeskCampaignList;
    expect(list.clusters).toContainEqual(
      expect.objectContaining({
        referenceCode: ring[0],
        size: 5,
        pending: 5,
        evidence: [{ evidence: 'story', links: expect.any(Number) }],
      }),
    );
    const cluster = (await (await auditor.call(deskApi.campaign(ring[3]!))).json()) as DeskCampaign;
    expect(cluster.referenceCode).toBe(ring[0]);
    expect(cluster.claims.map((c) => c.referenceCode)).toEqual(ring);
    expect(cluster.claims.every((c) => c.flags.includes('campaign'))).toBe(true);
    expect((await auditor.call(deskApi.campaign('STD-NONE-NONE'))).status).toBe(404);

    const reviewer = await signedIn('ciro@example.com', 'Ciro Campaign', 'reviewer');
    const claim = (await (await reviewer.call(deskApi.claim(ring[4]!))).json()) as DeskClaim;
    expect([...claim.cluster].sort()).toEqual(ring.slice(0, 4).sort());
    const answer = await reviewer.decide(ring[4]!, { transition: 'deny', reason: 'One story filed by many names.', cluster: true });
    expect(answer.status).toBe(200);
    const decided = (await answer.json()) as DeskDecisionAnswer;
    expect(decided.cluster.map((c) => c.outcome)).toEqual(['decided', 'decided', 'decided', 'decided']);
    const after = (await (await reviewer.call(deskApi.campaign(ring[0]!))).json()) as DeskCampaign;
    expect(after.claims.map((c) => c.state)).toEqual(['denied', 'denied', 'denied', 'denied', 'denied']);
  });
});

// After every sign-in of this file's server: it uses up this address's sign-in attempts for the minute.
describe('sign-in attempts', () => {
  it('are limited per address, with the time to wait', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) statuses.push((await new DeskBrowser().signIn('A'.repeat(43))).status);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    const limited = await new DeskBrowser().signIn('A'.repeat(43));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});

describe('the session cookie behind HTTPS', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ trustProxy: true });
  });
  afterAll(async () => {
    await proxied?.cleanup();
  });

  it('is named __Host- whenever it is Secure, and a plain one is not read over HTTPS', async () => {
    const link = async (path: string, body: unknown) => {
      const answer = await fetch(`${proxied.url}${path}`, {
        method: 'POST',
        headers: { ...adminHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.ok).toBe(true);
      return ((await answer.json()) as { signInUrl: string }).signInUrl.split('#')[1]!;
    };
    const https = { 'x-forwarded-proto': 'https' };
    const secure = new DeskBrowser(proxied.url, https);
    const signedIn = await secure.signIn(
      await link('/api/admin/desk/people', { email: 'hal@example.com', name: 'Hal Host', role: 'auditor' }),
    );
    const cookie = signedIn.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-desk_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await secure.call(deskApi.me)).status).toBe(200);
    // The same session id under the plain name, as a page on plain HTTP or a sibling host could
    // set it, is no session over HTTPS.
    const planted = new DeskBrowser(proxied.url, https);
    planted.cookie = secure.cookie.replace(/^__Host-/, '');
    expect((await planted.call(deskApi.me)).status).toBe(401);
    // Over plain HTTP (a development server), the cookie has its plain name and no Secure.
    const plain = new DeskBrowser(proxied.url);
    const plainAnswer = await plain.signIn(await link('/api/admin/desk/links', { email: 'hal@example.com' }));
    expect(plainAnswer.headers.get('set-cookie')).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; /);
    expect(plainAnswer.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect((await plain.call(deskApi.me)).status).toBe(200);
    // Signing out over HTTPS clears the cookie by its prefixed name.
    const out = await secure.call(deskApi.signOut, { method: 'POST' });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-desk_session=; /);
  });
});

describe('with DESK_REQUIRE_MFA', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ deskRequireMfa: true });
  });
  afterAll(async () => {
    await strict?.cleanup();
  });

  it('issues no sign-in link and takes none, saying why', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${strict.url}${path}`, {
        method: 'POST',
        headers: { ...adminHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const added = await post('/api/admin/desk/people', { email: 'mia@example.com', name: 'Mia Multi', role: 'reviewer' });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ person: { email: 'mia@example.com' }, signInUrl: null, note: linksNeedNoSecondFactor });
    const link = await post('/api/admin/desk/links', { email: 'mia@example.com' });
    expect(link.status).toBe(409);
    expect(((await link.json()) as { error: string }).error).toBe(linksNeedNoSecondFactor);
    // A link issued before the setting was turned on opens nothing now.
    const { token } = await issueSignInLink(strict.context.db, 'mia@example.com', new Date(strict.context.now()));
    const refused = await new DeskBrowser(strict.url).signIn(token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(linksNeedNoSecondFactor);
  });

  it('counts a second factor by the ID token’s amr, or its acr when the desk asked for one', () => {
    const policy = resolveSettings({ deskRequireMfa: 'true', deskOidcAcrValues: 'urn:example:mfa' });
    expect(secondFactorShown(policy, { amr: ['pwd', 'otp'] })).toBe(true);
    expect(secondFactorShown(policy, { amr: ['hwk'] })).toBe(true);
    expect(secondFactorShown(policy, { amr: ['pwd'] })).toBe(false);
    expect(secondFactorShown(policy, {})).toBe(false);
    expect(secondFactorShown(policy, { amr: 'otp' })).toBe(false);
    expect(secondFactorShown(policy, { amr: ['pwd'], acr: 'urn:example:mfa' })).toBe(true);
    expect(secondFactorShown(policy, { acr: 'urn:example:pwd' })).toBe(false);
    expect(secondFactorShown(resolveSettings({ deskRequireMfa: 'true', deskMfaAmr: 'pwd' }), { amr: ['pwd'] })).toBe(true);
    expect(secondFactorShown(resolveSettings({}), {})).toBe(true);
    expect(() => resolveSettings({ deskMfaAmr: ' , ' })).toThrow('DESK_MFA_AMR takes comma-separated values');
  });
});

describe('named admin tokens', () => {
  let named: TestServer;
  beforeAll(async () => {
    named = await startTestServer({ adminTokens: 'export-job=export-job-token-0123456789,counsel-feed=counsel-feed-token-0123456789' });
  });
  afterAll(async () => {
    await named?.cleanup();
  });

  it('audits each call under the name of the token it came with', async () => {
    const call = (token: string, actor?: string) =>
      fetch(`${named.url}/api/admin/claims`, {
        headers: { authorization: `Bearer ${token}`, ...(actor ? { 'x-admin-actor': actor } : {}) },
      });
    expect((await call('export-job-token-0123456789')).status).toBe(200);
    expect((await call('counsel-feed-token-0123456789', 'Cora')).status).toBe(200);
    expect((await call('not-a-token-of-this-server')).status).toBe(401);
    const { rows } = await named.context.db.query<{ entry: string }>('SELECT entry FROM admin_audit ORDER BY seq');
    const actors = rows.map((row) => (JSON.parse(row.entry) as { actor: string }).actor);
    expect(actors).toEqual(expect.arrayContaining(['token export-job', 'Cora (token counsel-feed)']));
  });

  it('refuses a name twice, a short token and a pair that is none', () => {
    expect(() => resolveSettings({ adminTokens: 'a=aaaaaaaaaaaaaaaa,a=bbbbbbbbbbbbbbbb' })).toThrow('ADMIN_TOKENS names "a" twice.');
    expect(() => resolveSettings({ adminTokens: 'a=short' })).toThrow('the token of "a" must be at least 16 characters long');
    expect(() => resolveSettings({ adminTokens: 'no pair here' })).toThrow('ADMIN_TOKENS takes name=token pairs');
  });
});
