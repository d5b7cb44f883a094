// Every store a client can write to has a bound per client and a retention. Tracking events: a
// script that opens a fresh session for every burst is held by its client address (an IPv6
// client by its /64), and events past their retention are purged. Sessions: each sign-in stores
// one, so sign-ins from one address are bounded too. Saved drafts: per client address per hour,
// whichever session saves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { purgeTrackingEvents } from '@server/db/tracking';
import { sampleModel } from '../../support/sample-claim';
import { Browser, startTestServer, type TestServer } from '../support/server';

const PER_ADDRESS = 50;
const SIGN_INS = 5;
const DRAFTS = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    trackingEventsPerAddress: PER_ADDRESS,
    authorizeSessionsPerAddress: SIGN_INS,
    draftsPerAddress: DRAFTS,
    captchaProvider: 'test',
    trustProxy: 'true',
  });
});
afterAll(async () => {
  await server?.cleanup();
});

const event = { formType: 'Automotive', fieldKey: 'VIN', fieldValue: 'x'.repeat(1000) };

async function stored(): Promise<number> {
  const { rows } = await server.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tracking_events');
  return Number(rows[0]!.n);
}

async function flood(sessions: number, perSession: number, address: (session: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let s = 0; s < sessions; s += 1) {
    const script = new Browser(server.url);
    await script.getCsrf();
    for (let i = 0; i < perSession; i += 1) {
      const response = await script.fetch(endpoints.tracking, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address(s) },
        body: JSON.stringify(event),
      });
      statuses.push(response.status);
    }
  }
  return statuses;
}

describe('tracking events', () => {
  it('from fresh sessions of one client store at most its bound, while another client goes on', async () => {
    const before = await stored();
    // Each session stays under its own limit; only the address limit can hold the flood.
    const statuses = await flood(10, 20, () => '203.0.113.9');
    expect(statuses.filter((status) => status === 204)).toHaveLength(PER_ADDRESS);
    expect(statuses.at(-1)).toBe(429);
    expect((await stored()) - before).toBe(PER_ADDRESS);
    // Another client is not held by this one.
    expect(await flood(1, 1, () => '198.51.100.20')).toEqual([204]);
  });

  it('count an IPv6 client by its /64, whichever address of it a session uses', async () => {
    const statuses = await flood(6, 10, (s) => `2001:db8:40:1::${s + 1}`);
    expect(statuses.filter((status) => status === 204)).toHaveLength(PER_ADDRESS);
  });

  it('past their retention are purged', async () => {
    const { db } = server.context;
    await db.query(
      `INSERT INTO tracking_events (form_type, field_key, field_value, created_at)
       VALUES ('Standard', 'old', '1', now() - interval '31 days'), ('Standard', 'recent', '1', now() - interval '29 days')`,
    );
    expect(await purgeTrackingEvents(db, 30)).toBe(1);
    const { rows } = await db.query<{ field_key: string }>("SELECT field_key FROM tracking_events WHERE field_key IN ('old', 'recent')");
    expect(rows.map((r) => r.field_key)).toEqual(['recent']);
  });
});

describe('sessions', () => {
  const signIn = async (address: string) => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const response = await browser.postJson(
      endpoints.authorize('Automotive'),
      {
        reCaptchaResponse: 'test-pass-ABCDEFGH',
        credentials: sampleModel('Automotive', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }),
      },
      { headers: { 'X-Forwarded-For': address } },
    );
    return response.status;
  };
  const sessionRows = async () =>
    Number((await server.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n);

  it('stored by sign-ins from fresh sessions of one client are bounded, while another client signs in', async () => {
    const before = await sessionRows();
    const statuses = [];
    for (let i = 0; i < SIGN_INS + 3; i += 1) statuses.push(await signIn('203.0.113.77'));
    expect(statuses).toEqual([...Array.from({ length: SIGN_INS }, () => 200), 429, 429, 429]);
    expect((await sessionRows()) - before).toBe(SIGN_INS);
    expect(await signIn('198.51.100.77')).toBe(200);
  });
});

describe('drafts', () => {
  const saveDraft = async (address: string) => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const form = new FormData();
    form.append(
      'payload',
      JSON.stringify({
        formType: 'Standard',
        culture: 'en',
        email: 'drafts@example.com',
        page: 'claimant-info',
        resumeToken: null,
        answers: { saved: [], drafts: [] },
      }),
    );
    const response = await browser.fetch(endpoints.drafts, { method: 'POST', body: form, headers: { 'X-Forwarded-For': address } });
    return response.status;
  };
  const draftRows = async () => Number((await server.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM drafts')).rows[0]!.n);

  it('saved from fresh sessions of one client (an IPv6 client by its /64) are bounded, while another client saves', async () => {
    const before = await draftRows();
    const statuses = [];
    for (let i = 0; i < DRAFTS + 2; i += 1) statuses.push(await saveDraft(`2001:db8:7:7::${i + 1}`));
    expect(statuses).toEqual([...Array.from({ length: DRAFTS }, () => 200), 429, 429]);
    expect((await draftRows()) - before).toBe(DRAFTS);
    expect(await saveDraft('198.51.100.78')).toBe(200);
  });
});
