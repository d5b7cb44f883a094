import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, engines, type TestServer } from '../support/server';
import { claimant, claimBy, evidenceOf, file, flagsOf, referenceOf, screeningServer, visitor } from './support';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe.each(engines)('bot signals on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // A day-long threshold: every claim of this test is "too soon" unless it has no stamp at all.
    server = await screeningServer(engine, { bots: { minSecondsToSubmit: 86_400, burst: { flagAbove: 2 } } });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('flags a claim whose hidden honeypot field was filled in, and not one where it is empty', async () => {
    const trapped = await referenceOf(await file(await visitor(server), claimBy(claimant(40)), { honeypot: 'https://spam.example' }));
    const honest = await referenceOf(await file(await visitor(server), claimBy(claimant(41)), { honeypot: '' }));
    const evidence = await evidenceOf(server, trapped);
    expect(evidence.flags.find((f) => f.name === 'honeypot')?.reason).toBe(
      'The hidden honeypot field, which no person sees, was filled in.',
    );
    expect(await flagsOf(server, honest)).not.toContain('honeypot');
  });

  it('flags a claim sent sooner after the first visit than the threshold, and one without a (valid) stamp', async () => {
    const quick = await referenceOf(await file(await visitor(server), claimBy(claimant(42))));
    const reason = (await evidenceOf(server, quick)).flags.find((f) => f.name === 'tooFast')?.reason;
    expect(reason).toMatch(/^Sent \d+ seconds? after the session first loaded the site \(flagged under 86400\)\.$/);

    // A stamp moved back in time no longer matches its signature: it counts as none.
    const state = { cookies: new Map<string, string>(), csrf: null };
    const forger = new Browser(server.url, state);
    await forger.getCsrf();
    const stamp = state.cookies.get('claims_started')!;
    state.cookies.set('claims_started', stamp.replace(/^\d+/, String(Date.now() - 2 * 86_400_000)));
    const forged = await referenceOf(await file(forger, claimBy(claimant(43))));
    expect((await evidenceOf(server, forged)).flags.find((f) => f.name === 'tooFast')?.reason).toBe(
      'The session never loaded the site before sending the claim (no first-visit stamp).',
    );
  });

  it('flags a burst of claims with the same answers under different names, the first ones too once the third arrives', async () => {
    const story = { problemDescription: 'Burst story: the door seal failed on day one.' };
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push(await referenceOf(await file(await visitor(server), claimBy(claimant(50 + i), story))));
    const flagged = await Promise.all(codes.map(async (code) => (await flagsOf(server, code)).includes('answerBurst')));
    expect(flagged).toEqual([true, true, true, true]);
    // The first two were stored unflagged; the third, past the limit of 2, flagged them after the fact.
    const first = await evidenceOf(server, codes[0]!);
    const burst = first.flags.find((f) => f.name === 'answerBurst');
    expect(burst?.reason).toBe(
      'One of the first claims with the same answers apart from name and contact details within 10 minutes, stored before their number passed the limit (flagged above 2); flagged when later claims passed it.',
    );
    expect(first.score).toBe(first.flags.reduce((sum, f) => sum + f.weight, 0));
    expect((await evidenceOf(server, codes[3]!)).flags.filter((f) => f.name === 'answerBurst')).toHaveLength(1);
    // Another story is not part of the burst.
    const other = await referenceOf(await file(await visitor(server), claimBy(claimant(60), { problemDescription: 'Another story.' })));
    expect(await flagsOf(server, other)).not.toContain('answerBurst');
  });

  it('counts copies of one story numbered apart in its free text as one burst', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const story = { problemDescription: `Numbered story: the hinge cracked after ${3 + i} weeks (ref ${9000 + i}).` };
      codes.push(await referenceOf(await file(await visitor(server), claimBy(claimant(70 + i), story))));
    }
    expect(await flagsOf(server, codes[2]!)).toContain('answerBurst');
    // A number where the answer is the number (a masked amount) still tells claims apart.
    const amounts = [];
    for (let i = 0; i < 3; i += 1) {
      const story = { problemDescription: 'Amount story: the hinge cracked.', purchaseAmount: `${410 + i}.00` };
      amounts.push(await referenceOf(await file(await visitor(server), claimBy(claimant(80 + i), story))));
    }
    expect(await flagsOf(server, amounts[2]!)).not.toContain('answerBurst');
  });
});

describe('the first-visit stamp', () => {
  it('is set once per session by GET /api/csrf and kept on later calls', async () => {
    const server = await screeningServer('pglite');
    try {
      const state = { cookies: new Map<string, string>(), csrf: null };
      const browser = new Browser(server.url, state);
      await browser.getCsrf();
      const first = state.cookies.get('claims_started');
      expect(first).toMatch(/^\d{13}\.[\w-]{43}$/);
      const again = await browser.fetch('/api/csrf');
      expect(again.headers.getSetCookie().some((c) => c.startsWith('claims_started='))).toBe(false);
      expect(state.cookies.get('claims_started')).toBe(first);
    } finally {
      await server.cleanup();
    }
  });
});
