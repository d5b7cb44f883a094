import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { saveDraftResponseSchema, type DraftAnswers, type PayloadModel } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { caseClaimSchema } from '@/contract/case-file';
import { claimForm, model } from '../support/claims';
import { startMailServer } from '../support/mail-server';
import { SESSION_STARTS_PER_MINUTE } from '@server/screening/session-signals';
import { Browser, engines, startTestServer, type TestServer } from '../support/server';
import { browserHeaders, claimant, claimBy, evidenceOf, file, packageWithScreening, referenceOf, visitor } from './support';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The session signals as the server meets them: a browser that goes through the form leaves its
// pages and the app's requests behind; a client that fetches the CSRF token and posts leaves
// neither; and what sends the claim may name itself a script.

const sessionFlags = ['noAppRequests', 'pagesNotVisited', 'scriptedClient'];

/** GET /api/csrf with these headers; the browser keeps the token. */
async function csrf(browser: Browser, headers: Record<string, string>): Promise<void> {
  const response = await browser.fetch('/api/csrf', { headers });
  browser.csrf = (await response.json()) as { requestHeaderName: string; requestToken: string };
}

/** Posts a Standard claim by claimant `n` with these headers; its reference code. */
async function post(browser: Browser, n: number, headers: Record<string, string>): Promise<string> {
  return referenceOf(await browser.fetch('/api/forms/standard', { method: 'POST', body: claimBy(claimant(n)).form(), headers }));
}

/** Posts a claim over plain HTTP (no header but those given and the browser's cookie and token). */
async function plainPost(browser: Browser, form: FormData, headers: Record<string, string>): Promise<Response> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL('/api/forms/standard', browser.origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        ...browser.requestHeaders(),
        'content-type': encoded.headers.get('content-type')!,
        'content-length': body.length,
      },
    });
    request.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode })));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The session flags of a stored claim, with their reasons. */
async function sessionFlagsOf(server: TestServer, code: string): Promise<Record<string, string>> {
  const { flags } = await evidenceOf(server, code);
  return Object.fromEntries(flags.filter((f) => sessionFlags.includes(f.name)).map((f) => [f.name, f.reason]));
}

describe.each(engines)('session signals on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, settlementDir: await packageWithScreening({}), trustProxy: 'true' });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('flag none of a browser that went through the form: its pages, the app requests, its headers', async () => {
    const browser = new Browser(server.url);
    // The first page loads before the session exists; the token's request names it.
    await csrf(browser, browserHeaders(`${server.url}/standard/claimant-info`));
    // The summary page fetches the signature date.
    const date = await browser.fetch(endpoints.signatureDate('en'), { headers: browserHeaders(`${server.url}/standard/claim-summary`) });
    expect(date.status).toBe(200);
    const code = await post(browser, 200, browserHeaders(`${server.url}/standard/claim-summary`));
    expect(await sessionFlagsOf(server, code)).toEqual({});
  });

  it('flag a client with a browser User-Agent that fetched the token and posted: no pages, no app requests', async () => {
    const browser = new Browser(server.url);
    await csrf(browser, browserHeaders(null));
    const code = await post(browser, 201, browserHeaders(null));
    expect(await sessionFlagsOf(server, code)).toEqual({
      pagesNotVisited: 'The session that sent the claim never loaded a page of the Standard form, nor sent a request from one.',
      noAppRequests:
        'Apart from its CSRF token and the claim itself, the session sent none of the requests the app makes while a claimant fills the form (the pages, their shared state, deadlines, drafts, the case file).',
    });
    const { flags, score } = await evidenceOf(server, code);
    expect(flags.filter((f) => sessionFlags.includes(f.name)).map((f) => f.weight)).toEqual([30, 20]);
    expect(score).toBe(flags.reduce((sum, f) => sum + f.weight, 0));
  });

  it('count a page of another form as no page of this one', async () => {
    const browser = new Browser(server.url);
    await csrf(browser, browserHeaders(`${server.url}/lookup`));
    await browser.fetch(endpoints.deadlines, { headers: browserHeaders(`${server.url}/lookup`) });
    const code = await post(browser, 202, browserHeaders(null));
    const flags = await sessionFlagsOf(server, code);
    expect(Object.keys(flags)).toEqual(['pagesNotVisited']);
  });

  it('count a page of another site, named in the Referer, as no page of the form', async () => {
    const browser = new Browser(server.url);
    await csrf(browser, browserHeaders('https://claims-helper.example/standard/claimant-info'));
    await browser.fetch(endpoints.signatureDate('en'), { headers: browserHeaders('https://claims-helper.example/standard/claim-summary') });
    const code = await post(browser, 203, browserHeaders(null));
    expect(Object.keys(await sessionFlagsOf(server, code))).toEqual(['pagesNotVisited']);
  });

  it.each([
    ['curl/8.5.0', 'curl'],
    ['python-requests/2.31.0', 'a Python HTTP library'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'browser automation'],
  ])('flag a claim sent by %s as scripted, with the reason', async (agent, what) => {
    // The reviewer reads the User-Agent as it came, up to 80 characters.
    const why = `its User-Agent is that of ${what} ("${agent.slice(0, 80)}")`;
    const browser = new Browser(server.url);
    const headers = browserHeaders(`${server.url}/standard/claimant-info`, agent);
    await csrf(browser, headers);
    await browser.fetch(endpoints.signatureDate('en'), { headers });
    const code = await post(browser, 210 + agent.length, headers);
    expect(await sessionFlagsOf(server, code)).toEqual({ scriptedClient: `The claim was sent by a script, not a browser: ${why}.` });
  });

  it('flag a claim without the headers every browser, or a recent Chromium, sends', async () => {
    const browser = new Browser(server.url);
    const from = browserHeaders(`${server.url}/standard/claim-summary`);
    await csrf(browser, from);
    await browser.fetch(endpoints.signatureDate('en'), { headers: from });
    const { 'Sec-Fetch-Mode': _mode, ...noFetchMode } = from;
    const silent = await post(browser, 220, { ...noFetchMode, 'User-Agent': '' });
    expect((await sessionFlagsOf(server, silent)).scriptedClient).toBe(
      'The claim was sent by a script, not a browser: it sent no User-Agent.',
    );
    // Node's fetch sends Sec-Fetch-Mode as a browser does; a plain HTTP request sends none.
    const withoutMode = await referenceOf(await plainPost(browser, claimBy(claimant(221)).form(), noFetchMode));
    expect((await sessionFlagsOf(server, withoutMode)).scriptedClient).toBe(
      'The claim was sent by a script, not a browser: it claims Chromium 131 but sent no Sec-Fetch-Mode, which that browser sends with every request.',
    );
  });

  it.each([
    [
      'an older Chromium, before the Sec-Fetch headers',
      'Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
    ],
    [
      'Safari 15 on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
    ],
  ])('never flag %s, which sends no Sec-Fetch headers', async (_what, agent) => {
    const browser = new Browser(server.url);
    const headers = { 'User-Agent': agent, 'Accept-Language': 'es-US,es;q=0.9', Referer: `${server.url}/standard/claim-summary` };
    await csrf(browser, headers);
    await browser.fetch(endpoints.signatureDate('en'), { headers });
    const code = await post(browser, 230 + agent.length, headers);
    expect(await sessionFlagsOf(server, code)).toEqual({});
  });

  it("keep only a session's pages and counts, and forget them when it logs out", async () => {
    const browser = new Browser(server.url);
    const from = browserHeaders(`${server.url}/standard/claim-details?email=someone%40example.com`);
    await csrf(browser, from);
    await browser.fetch(endpoints.deadlines, { headers: from });
    await browser.fetch(endpoints.deadlines, { headers: from });
    // The session as the server keeps it: its id hashed.
    const id = /claims_session=([\w-]{43})\./.exec(browser.requestHeaders().cookie ?? '')![1]!;
    const idHash = createHash('sha256').update(id).digest('hex');
    const rows = async () =>
      (
        await server.context.db.query<{ page: string; hits: number }>(
          'SELECT page, hits FROM session_signals WHERE id_hash = $1 ORDER BY page',
          [idHash],
        )
      ).rows;
    // Written within a second of the requests, in one statement with the others of that second.
    await vi.waitFor(
      async () =>
        expect(await rows()).toEqual([
          { page: '#app', hits: 2 },
          { page: '#start', hits: 1 },
          { page: '/standard/claim-details', hits: 3 },
        ]),
      {
        timeout: 5_000,
      },
    );
    await browser.fetch(endpoints.sessionTimeout, { method: 'POST', headers: from });
    expect(await rows()).toEqual([]);
  });

  it('move with the session when authorize replaces its id', async () => {
    const browser = new Browser(server.url);
    const from = browserHeaders(`${server.url}/automotive`);
    await csrf(browser, from);
    const idOf = () => /claims_session=([\w-]{43})\./.exec(browser.requestHeaders().cookie ?? '')![1]!;
    const pagesOf = async (id: string) =>
      (
        await server.context.db.query<{ page: string }>('SELECT page FROM session_signals WHERE id_hash = $1 ORDER BY page', [
          createHash('sha256').update(id).digest('hex'),
        ])
      ).rows.map((r) => r.page);
    const before = idOf();
    await vi.waitFor(async () => expect(await pagesOf(before)).toContain('#start'), { timeout: 5_000 });
    const seen = await pagesOf(before);
    const credentials = model('Automotive', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' });
    const authorized = await browser.fetch(endpoints.authorize('Automotive'), {
      method: 'POST',
      headers: { ...browserHeaders(null), 'content-type': 'application/json' },
      body: JSON.stringify({ reCaptchaResponse: 'test-pass-ABCDEFGH', credentials }),
    });
    expect(authorized.status).toBe(200);
    const after = idOf();
    expect(after).not.toBe(before);
    expect(await pagesOf(after)).toEqual(seen);
    expect(await pagesOf(before)).toEqual([]);
  });

  // Last of this server's tests: it uses up the client's bound for a minute.
  it('open the records of at most SESSION_STARTS_PER_MINUTE sessions a minute per client, while another client goes on', async () => {
    const from = browserHeaders(`${server.url}/standard/claimant-info`);
    const fresh = async (address: string) => {
      const browser = new Browser(server.url);
      await csrf(browser, { ...from, 'x-forwarded-for': address });
      return /claims_session=([\w-]{43})\./.exec(browser.requestHeaders().cookie ?? '')![1]!;
    };
    const ids: string[] = [];
    for (let i = 0; i <= SESSION_STARTS_PER_MINUTE; i += 1) ids.push(await fresh('203.0.113.7'));
    const other = await fresh('198.51.100.9');
    const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
    const recorded = async () =>
      (
        await server.context.db.query<{ n: number }>(
          'SELECT count(DISTINCT id_hash)::int AS n FROM session_signals WHERE id_hash = ANY($1::text[])',
          [ids.map(hashOf)],
        )
      ).rows[0]!.n;
    const otherRows = async () =>
      (await server.context.db.query('SELECT 1 FROM session_signals WHERE id_hash = $1', [hashOf(other)])).rows.length;
    await vi.waitFor(async () => expect(await otherRows()).toBeGreaterThan(0), { timeout: 5_000 });
    expect(await recorded()).toBe(SESSION_STARTS_PER_MINUTE);
  });
});

describe('a claim reopened in another session', () => {
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startMailServer();
    server = await startTestServer({
      settlementDir: await packageWithScreening({}),
      smtpUrl: smtp.url,
      mailRetrySeconds: 0,
      mailFrom: 'Brightwater <claims@brightwater.example>',
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  it('a draft resumed on another device is not flagged for pages visited in the session that saved it', async () => {
    const { payload } = claimBy(claimant(240));
    // On the phone: the claimant goes through the pages and saves her answers from the documents page.
    const phone = new Browser(server.url);
    await csrf(phone, browserHeaders(`${server.url}/standard/claimant-info`));
    const models = [payload.claimantInfo, payload.claimDetails, payload.signature, ...payload.claimTransactions];
    const answers: DraftAnswers = {
      saved: models.filter((m): m is PayloadModel => m !== null).map((m) => ({ ...m, everDirty: {} })),
      drafts: [],
    };
    const email = 'resuming.claimant@example.org';
    const form = claimForm({ formType: 'Standard', culture: 'en', email, page: 'claim-summary', resumeToken: null, answers }, []);
    const saved = await phone.fetch(endpoints.drafts, {
      method: 'POST',
      body: form,
      headers: browserHeaders(`${server.url}/standard/claim-details`),
    });
    expect(saveDraftResponseSchema.parse(await saved.json()).saved).toBe(true);
    const [mail] = await smtp.to(email, 1);
    const token = /\/resume\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;

    // On the laptop: the resume link opens the draft in a new session, which sends the claim.
    const laptop = new Browser(server.url);
    await csrf(laptop, browserHeaders(`${server.url}/resume/${token}`));
    const opened = await laptop.fetch(endpoints.draft(token), { headers: browserHeaders(`${server.url}/resume/${token}`) });
    expect(opened.status).toBe(200);
    const code = await referenceOf(
      await laptop.fetch('/api/forms/standard', { method: 'POST', body: claimBy(claimant(240)).form(), headers: browserHeaders(null) }),
    );
    expect(await sessionFlagsOf(server, code)).toEqual({});
    // The resume link's token is not kept with the session's pages (written within a second).
    const pages = async () => (await server.context.db.query<{ page: string }>('SELECT page FROM session_signals')).rows.map((r) => r.page);
    await vi.waitFor(async () => expect(await pages()).toContain('/resume'), { timeout: 5_000 });
    expect((await pages()).join(' ')).not.toContain(token);
  });

  it('a session that only fetched the token and posted is flagged', async () => {
    const laptop = new Browser(server.url);
    await csrf(laptop, browserHeaders(null));
    const code = await referenceOf(
      await laptop.fetch('/api/forms/standard', { method: 'POST', body: claimBy(claimant(241)).form(), headers: browserHeaders(null) }),
    );
    expect(Object.keys(await sessionFlagsOf(server, code)).sort()).toEqual(['noAppRequests', 'pagesNotVisited']);
  });

  /** Signs `browser` in to the case file of `referenceCode` with the code mailed to `email`,
   *  sending each request from the case file's `page` (none: no Referer). */
  async function signIn(browser: Browser, referenceCode: string, email: string, page: string | null): Promise<void> {
    const headers = { ...browserHeaders(page ? `${server.url}${page}` : null), 'content-type': 'application/json' };
    const codes = () =>
      smtp.accepted.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email && m.subject?.startsWith('Your code to see claim'));
    const before = codes().length;
    const asked = await browser.fetch(endpoints.caseCode, {
      method: 'POST',
      headers,
      body: JSON.stringify({ referenceCode, culture: 'en' }),
    });
    expect(asked.status).toBe(202);
    const mail = await vi.waitFor(
      () => {
        expect(codes().length).toBe(before + 1);
        return codes().at(-1);
      },
      { timeout: 20_000, interval: 20 },
    );
    const code = /is ([2-9A-Z]{4}-[2-9A-Z]{4})\./.exec(mail?.text ?? '')![1]!;
    const signedIn = await browser.fetch(endpoints.caseSignIn, { method: 'POST', headers, body: JSON.stringify({ referenceCode, code }) });
    expect(signedIn.status).toBe(200);
  }

  /** Amends a claim from a signed-in session with these headers: its stored answers, the story changed. */
  async function amend(browser: Browser, headers: Record<string, string>): Promise<void> {
    const onFile = caseClaimSchema.parse(await (await browser.fetch(endpoints.caseClaim, { headers })).json());
    const changed = structuredClone(onFile.payload);
    changed.reCaptchaResponse = 'test-pass-ABCDEFGH12345678';
    changed.claimDetails!.fields.problemDescription = 'It leaked again, in May.';
    const form = new FormData();
    form.append('payload', JSON.stringify(changed));
    const amended = await browser.fetch(endpoints.caseAmend, { method: 'POST', body: form, headers });
    expect(amended.status).toBe(200);
  }

  it("an amendment from the case file, in a new session, is judged by the case file's pages", async () => {
    const code = await referenceOf(await file(await visitor(server), claimBy(claimant(242))));
    // Later, on another device: the case file's pages, the sign-in (a new session id), the amendment.
    const laptop = new Browser(server.url);
    await csrf(laptop, browserHeaders(`${server.url}/claim/status`));
    await signIn(laptop, code, claimant(242).email, '/claim/status');
    // After the sign-in, nothing names a page: what the session saw before it moved with its id.
    await csrf(laptop, browserHeaders(null));
    await amend(laptop, browserHeaders(null));
    expect(await sessionFlagsOf(server, code)).toEqual({});

    // The same amendment from a session that loaded no page of the case file is flagged.
    const script = new Browser(server.url);
    await csrf(script, browserHeaders(null));
    await signIn(script, code, claimant(242).email, null);
    await csrf(script, browserHeaders(null));
    await amend(script, browserHeaders(null));
    expect(Object.keys(await sessionFlagsOf(server, code))).toEqual(['pagesNotVisited']);
  });
});
