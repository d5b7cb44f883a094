import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countClaims } from '@server/db/claims';
import { claimForm, encode, pdf, sendInTwoParts } from '../support/claims';
import { engines, type TestServer } from '../support/server';
import { claimant, claimBy, evidenceOf, file, flagsOf, referenceOf, screeningServer, visitor } from './support';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const tooMany = /Too many claims have been sent from here in a short time\. Your answers are kept: please try again in \d+ minutes?\./;

describe.each(engines)('velocity limits on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await screeningServer(
      engine,
      {
        velocity: {
          session: { flagAbove: 1, refuseAbove: 3 },
          identity: { flagAbove: 1, refuseAbove: 2 },
          address: { flagAbove: 2, refuseAbove: null },
        },
        bots: { minSecondsToSubmit: 0 },
      },
      { uploadsPerSession: 8 },
    );
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('refuses a session over its limit with 429, a clear message and a retry time, and stores nothing of it', async () => {
    const browser = await visitor(server);
    const before = await countClaims(server.context.db);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await file(browser, claimBy(claimant(100 + i))));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    // The second and third claims are over the session's flag limit: stored, and flagged.
    expect(await flagsOf(server, await referenceOf(answers[0]!))).not.toContain('velocitySession');
    expect(await flagsOf(server, await referenceOf(answers[1]!))).toContain('velocitySession');
    const refused = answers[3]!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      nonMatchingPaymentElection: false,
      error: expect.stringMatching(tooMany),
      referenceCodeForm: null,
    });
    expect(await countClaims(server.context.db)).toBe(before + 3);
    // Another session from the same place is not held back by this one's limit.
    expect((await file(await visitor(server), claimBy(claimant(110)))).status).toBe(200);
  });

  it('answers a claim over its limit from its JSON part, before the rest of its document is sent', async () => {
    const browser = await visitor(server);
    for (let i = 0; i < 3; i += 1) expect((await file(browser, claimBy(claimant(140 + i)))).status).toBe(200);
    const before = await countClaims(server.context.db);
    // A 4 MB document, of which the client sends the first half and then waits for the answer:
    // a server that read the document before screening the claim would never answer.
    const { payload } = claimBy(claimant(143));
    const { body, contentType } = await encode(claimForm(payload, [pdf('documentContexts-doc00001', 'receipt.pdf', 4_000_000)]));
    let answered: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (answered = resolve));
    const pending = sendInTwoParts(
      `${server.url}/api/forms/standard`,
      { ...browser.requestHeaders(), 'content-type': contentType },
      body,
      rest,
    );
    const answer = await pending;
    answered();
    expect(answer?.status).toBe(429);
    expect(JSON.parse(answer!.text)).toMatchObject({ error: expect.stringMatching(tooMany) });
    expect(await countClaims(server.context.db)).toBe(before);
  });

  // The server takes 8 uploads at once from this session (uploadsPerSession above), so all of
  // them reach screening together.
  it('counts concurrent claims of one session in the database: none slips through the limit', async () => {
    const browser = await visitor(server);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => file(browser, claimBy(claimant(120 + i)))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('limits one identity across sessions: the same email address, however it is written', async () => {
    const emails = ['Pat.Lee+claims@gmail.com', 'patlee@googlemail.com', 'p.a.t.l.e.e@GMAIL.com'];
    const answers = [];
    for (const [i, email] of emails.entries()) answers.push(await file(await visitor(server), claimBy(claimant(130 + i, { email }))));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    const second = await referenceOf(answers[1]!);
    expect(await flagsOf(server, second)).toEqual(expect.arrayContaining(['velocityIdentity', 'duplicateEmail']));
  });

  describe('one client address', () => {
    let busy: TestServer;
    beforeAll(async () => {
      // Every claim of these tests comes from the test's one address; the burst limit is out of the way.
      busy = await screeningServer(engine, {
        velocity: { address: { flagAbove: 2 } },
        bots: { minSecondsToSubmit: 0, burst: { flagAbove: 1000 } },
      });
    });
    afterAll(async () => {
      await busy?.cleanup();
    });
    // Each claimant's own words (numbers alone do not tell stories apart: see answersShape).
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    const story = (n: number) => ({
      problemDescription: `Claimant ${[...String(n)].map((d) => words[Number(d)]).join('-')}'s own account.`,
    });

    it('leaves alone many different claimants behind one address (a library, a carrier network)', async () => {
      const codes = [];
      for (let i = 0; i < 6; i += 1)
        codes.push(await referenceOf(await file(await visitor(busy), claimBy(claimant(140 + i), story(140 + i)))));
      for (const code of codes) expect(await flagsOf(busy, code)).toEqual([]);
    });

    it("flags a busy address's claim that repeats another's answers under a new session and name", async () => {
      const script = { problemDescription: 'Scripted story, the same in every claim.' };
      const codes = [];
      for (let i = 0; i < 2; i += 1) codes.push(await referenceOf(await file(await visitor(busy), claimBy(claimant(150 + i), script))));
      const evidence = await evidenceOf(busy, codes[1]!);
      expect(evidence.flags.map((f) => f.name)).toEqual(['velocityAddress']);
      expect(evidence.flags[0]!.reason).toMatch(/from this client address .*another claim from this address has the same answers/);
      // A different claimant from the same address afterwards is still left alone.
      expect(await flagsOf(busy, await referenceOf(await file(await visitor(busy), claimBy(claimant(152), story(152)))))).toEqual([]);
    });

    it("flags a busy address's second claim from one browser session", async () => {
      const browser = await visitor(busy);
      await referenceOf(await file(browser, claimBy(claimant(160), story(160))));
      const again = await referenceOf(await file(browser, claimBy(claimant(161), story(161))));
      const evidence = await evidenceOf(busy, again);
      expect(evidence.flags.map((f) => f.name)).toEqual(['velocityAddress']);
      expect(evidence.flags[0]!.reason).toMatch(/its browser session filed before/);
    });
  });

  it('counts an IPv6 client by its /64, whichever address of it each claim comes from', async () => {
    const proxied = await screeningServer(
      engine,
      { velocity: { address: { flagAbove: null, refuseAbove: 2 } }, bots: { minSecondsToSubmit: 0 } },
      { trustProxy: 'true' },
    );
    try {
      const words = ['one', 'two', 'three', 'four'];
      const from = async (address: string, n: number) =>
        (await visitor(proxied)).fetch('/api/forms/standard', {
          method: 'POST',
          body: claimBy(claimant(170 + n), { problemDescription: `Story ${words[n]}.` }).form(),
          headers: { 'x-forwarded-for': address },
        });
      const statuses = [];
      for (const [n, address] of ['2001:db8:7:1::10', '2001:db8:7:1:aa:bb:cc:dd', '2001:db8:7:1:ffff::2'].entries())
        statuses.push((await from(address, n)).status);
      expect(statuses).toEqual([200, 200, 429]);
      // The next /64 is another client.
      expect((await from('2001:db8:7:2::10', 3)).status).toBe(200);
    } finally {
      await proxied.cleanup();
    }
  });
});
