import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { startServer, type RunningServer } from '@server/http/listen';
import { destroyClaimsFiledBefore } from '@server/privacy/destroy';
import { runCampaignJob } from '@server/screening/campaigns';
import { adminHeaders, runAdminCli } from '../support/admin';
import { startMailServer, type MailServer } from '../support/mail-server';
import { ADMIN_TOKEN, Browser, freshDirs, type TestServer } from '../support/server';
import { ringStory } from '../../support/ring-story';
import { claimant, claimBy, evidenceOf, file, packageWithScreening, referenceOf, screeningServer, visitor } from './support';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

// Nothing of the real-time screening in the way: a slow ring passes every window of it anyway.
const quietScreening = {
  velocity: { address: { flagAbove: 1000 } },
  bots: { minSecondsToSubmit: 0, burst: { flagAbove: 1000 } },
};

/** Stories of genuine claimants: each their own words. */
const ownStories = [
  'Our unit flooded the basement twice last winter, and the repair shop said the inlet valve had cracked from the factory.',
  'The control panel went dark after a storm and never came back, even after the technician replaced the fuse for us.',
  'Mine made a grinding noise from the first day and then the door latch snapped off while my daughter was loading it.',
  'It stopped draining properly within two months and left standing grey water that smelled for days before we noticed.',
  'We had a small electrical fire behind the kick plate, and the fire department report is attached with the photographs.',
];

const admin = (server: { url: string }, path: string, method = 'GET') => fetch(`${server.url}${path}`, { method, headers: adminHeaders });

interface ClusterList {
  clusters: { referenceCode: string; size: number; evidence: { evidence: string; links: number }[]; pending: number }[];
}

describe('the campaign job on PostgreSQL', () => {
  let smtp: MailServer;
  let server: TestServer;
  const ring: string[] = [];
  const household: string[] = [];
  const unrelated: string[] = [];

  beforeAll(async () => {
    smtp = await startMailServer();
    server = await screeningServer('postgres', quietScreening, { smtpUrl: smtp.url, mailRetrySeconds: 0 });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  const filed = async (who: ReturnType<typeof claimant>, problemDescription: string) =>
    referenceOf(await file(await visitor(server), claimBy(who, { problemDescription })));
  const run = async () => {
    const response = await admin(server, '/api/admin/screening/campaigns/run', 'POST');
    expect(response.status).toBe(200);
    return (await response.json()) as { ran: boolean; linked: number; flagged: number };
  };
  const clusters = async () => ((await (await admin(server, '/api/admin/screening/campaigns')).json()) as ClusterList).clusters;
  const flagNames = async (code: string) => (await evidenceOf(server, code)).flags.map((f) => f.name);

  it('links a slow ring over simulated days into one cluster and flags it, leaving a household and others out', async () => {
    // Five ring claims, each from a new identity with a word of the story swapped; between them a
    // household (two people, one address and landline) and unrelated claimants.
    for (let n = 0; n < 5; n += 1) {
      ring.push(await filed(claimant(40 + n), ringStory(n)));
      if (n === 1) {
        const home = claimant(60);
        household.push(await filed(home, ownStories[0]!));
        household.push(
          await filed(
            claimant(61, { street: home.street, city: home.city, zip: home.zip, phone: home.phone, lastName: home.lastName }),
            ownStories[1]!,
          ),
        );
      }
      if (n === 3) for (const k of [2, 3, 4]) unrelated.push(await filed(claimant(70 + k), ownStories[k]!));
    }
    // Spread over days, as a ring filing a claim every few hours does: far outside every window.
    await server.context.db.query(
      `UPDATE claims SET created_at = now() - make_interval(hours => 7 * (5 - array_position($1::text[], reference_code)))
       WHERE reference_code = ANY($1::text[])`,
      [ring],
    );
    for (const code of ring) expect(await flagNames(code)).toEqual([]);

    const first = await run();
    expect(first).toMatchObject({ ran: true, linked: 10, flagged: 5 });
    const listed = await clusters();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ referenceCode: ring[0], size: 5, pending: 5 });
    expect(listed[0]!.evidence.map((e) => e.evidence)).toEqual(['story']);
    for (const code of ring) {
      const evidence = await evidenceOf(server, code);
      const campaign = evidence.flags.find((f) => f.name === 'campaign');
      expect(campaign?.reason).toMatch(
        /^Linked after intake with 4 other claims into one cluster \(\d+ links by a nearly identical story\)\.$/,
      );
      expect(campaign?.matches.sort()).toEqual(ring.filter((c) => c !== code).sort());
      expect(evidence.score).toBe(40);
    }
    for (const code of [...household, ...unrelated]) expect(await flagNames(code)).not.toContain('campaign');
  });

  it('links only the claims filed since on the next run, and grows the cluster', async () => {
    expect(await run()).toMatchObject({ ran: true, linked: 0, flagged: 0 });
    for (let n = 5; n < 8; n += 1) ring.push(await filed(claimant(40 + n), ringStory(n)));
    expect(await run()).toMatchObject({ ran: true, linked: 3, flagged: 3 });
    expect(await clusters()).toMatchObject([{ referenceCode: ring[0], size: 8 }]);
    expect(await flagNames(ring.at(-1)!)).toEqual(['campaign']);
  });

  it('runs on demand from the CLI and lists the clusters there', async () => {
    for (let n = 8; n < 10; n += 1) ring.push(await filed(claimant(40 + n), ringStory(n)));
    const env = {
      DATA_DIR: server.settings.dataDir,
      DATABASE_URL: server.settings.databaseUrl!,
      SETTLEMENT_DIR: server.settings.settlementDir!,
    };
    const ran = await runAdminCli(['campaigns', 'run'], env);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toMatch(/^Linked 2 claim\(s\); flagged 2 claim\(s\) campaign \(\d+ ms\)\.$/m);
    const listed = await runAdminCli(['campaigns', 'list'], env);
    expect(listed.code).toBe(0);
    const [head, row, ...rest] = listed.stdout.toString().trim().split('\n');
    expect(head).toBe('first claim\tclaims\thighest score\tnot reviewed\tnewest claim\tlinked by');
    expect(row!.split('\t').slice(0, 4)).toEqual([ring[0], '10', '40', '10']);
    expect(rest).toEqual([]);
  });

  it('keeps every rewritten screening result sealed: the audit log verifies', async () => {
    const response = await admin(server, '/api/admin/audit/verify');
    expect(await response.json()).toMatchObject({ ok: true });
    // A score lowered in the database behind the server's back is caught.
    await server.context.db.query(
      'UPDATE claim_screening SET score = 0 WHERE claim_id = (SELECT id FROM claims WHERE reference_code = $1)',
      [ring[0]],
    );
    const tampered = (await (await admin(server, '/api/admin/audit/verify')).json()) as { ok: boolean; problem?: string };
    expect(tampered.ok).toBe(false);
    expect(tampered.problem).toContain(ring[0]);
    await server.context.db.query(
      'UPDATE claim_screening SET score = 40 WHERE claim_id = (SELECT id FROM claims WHERE reference_code = $1)',
      [ring[0]],
    );
  });

  it('never shows the flag to the claimant: the case file of a flagged claim holds no flag', async () => {
    const code = ring[1]!;
    const address = claimant(41).email;
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const asked = await browser.fetch(endpoints.caseCode, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode: code, culture: 'en' }),
    });
    expect(asked.status).toBe(202);
    const mail = await vi.waitFor(
      () => {
        const found = smtp.accepted.find(
          (m: ParsedMail) => m.to && !Array.isArray(m.to) && m.to.text === address && m.subject?.startsWith('Your code to see claim'),
        );
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 20_000, interval: 50 },
    );
    const sign = /is ([2-9A-Z]{4}-[2-9A-Z]{4})\./.exec(mail.text ?? '')![1]!;
    const signedIn = await browser.fetch(endpoints.caseSignIn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceCode: code, code: sign }),
    });
    expect(signedIn.status).toBe(200);
    const caseFile = await browser.fetch(endpoints.caseFile);
    expect(caseFile.status).toBe(200);
    const text = await caseFile.text();
    expect(text).toContain(code);
    for (const word of ['campaign', 'Linked after intake', 'flag', 'score', 'cluster'])
      expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  });
});

describe('the campaign job on two servers sharing one PostgreSQL database', () => {
  let a: TestServer;
  let b: RunningServer;
  let cleanupB: () => Promise<void>;

  beforeAll(async () => {
    const settlementDir = await packageWithScreening(quietScreening);
    a = await screeningServer('postgres', quietScreening, { settlementDir });
    const dirs = await freshDirs({ engine: 'pglite' });
    b = await startServer({
      port: 0,
      host: '127.0.0.1',
      adminToken: ADMIN_TOKEN,
      dataDir: dirs.dataDir,
      distDir: dirs.distDir,
      databaseUrl: a.settings.databaseUrl,
      settlementDir,
    });
    await b.campaignRoundSettled();
    cleanupB = async () => {
      await b.stop();
      await dirs.cleanup();
    };
  });
  afterAll(async () => {
    await cleanupB?.();
    await a?.cleanup();
  });

  it('runs one round at a time: together they link every claim once and lose no link', async () => {
    const codes: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      // Filed on either server, as a proxy spreads them.
      const on = n % 2 === 0 ? a : b;
      codes.push(await referenceOf(await file(await visitor(on), claimBy(claimant(80 + n), { problemDescription: ringStory(n) }))));
    }
    const context = (s: RunningServer) => ({
      db: s.context.db,
      vault: s.context.vault,
      settlement: s.context.settlement,
      auditKey: s.context.settings.auditKey,
    });
    // Both offer a round at once, as their schedules may: one runs it, the other skips it.
    const [onA, onB] = await Promise.all([
      runCampaignJob(context(a), { untilDone: true }),
      runCampaignJob(context(b), { untilDone: true }),
    ]);
    expect(onA.linked + onB.linked).toBe(12);
    expect(onA.ran || onB.ran).toBe(true);
    // Both asked at once and waiting their turn: the second finds nothing left.
    const [again, more] = await Promise.all([
      runCampaignJob(context(a), { untilDone: true, wait: true }),
      runCampaignJob(context(b), { untilDone: true, wait: true }),
    ]);
    expect(again.linked + more.linked).toBe(0);
    // Every round of either server counted what it linked: twelve links in all, one per claim.
    const { rows } = await a.context.db.query<{ claims: string; clusters: string; flagged: string; counted: string }>(
      `SELECT count(*) AS claims, count(DISTINCT cluster_id) AS clusters,
         count(*) FILTER (WHERE s.flags @> '[{"name":"campaign"}]') AS flagged,
         (SELECT claims_linked FROM campaign_progress) AS counted
       FROM campaign_claims l JOIN claim_screening s USING (claim_id)`,
    );
    expect(rows[0]).toEqual({ claims: '12', clusters: '1', flagged: '12', counted: '12' });
    for (const server of [a, b]) {
      const listed = (await (await admin(server, '/api/admin/screening/campaigns')).json()) as ClusterList;
      expect(listed.clusters).toMatchObject([{ referenceCode: codes[0], size: 12 }]);
    }
  });
});

describe('the campaign job on the embedded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await screeningServer('pglite', quietScreening);
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('links a ring by its story and leaves claimants with stories of their own out', async () => {
    const filed = async (n: number, problemDescription: string) =>
      referenceOf(await file(await visitor(server), claimBy(claimant(n), { problemDescription })));
    const ring: string[] = [];
    const others: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      ring.push(await filed(n, ringStory(n + 3)));
      others.push(await filed(20 + n, ownStories[n]!));
    }
    const run = await admin(server, '/api/admin/screening/campaigns/run', 'POST');
    expect(await run.json()).toMatchObject({ ran: true, linked: 10, flagged: 5 });
    const listed = (await (await admin(server, '/api/admin/screening/campaigns')).json()) as ClusterList;
    expect(listed.clusters).toMatchObject([{ referenceCode: ring[0], size: 5 }]);
    for (const code of others) expect((await evidenceOf(server, code)).flags).toEqual([]);
  });

  it('forgets the signatures of stories whose personal data is destroyed, and keeps the cluster', async () => {
    await destroyClaimsFiledBefore(server.context.db, server.context.uploads.store, new Date(Date.now() + 1000));
    const { rows } = await server.context.db.query<{ bands: number; signatures: number }>(
      `SELECT (SELECT count(*)::int FROM campaign_bands) AS bands,
         (SELECT count(*)::int FROM campaign_claims WHERE signature IS NOT NULL) AS signatures`,
    );
    expect(rows[0]).toEqual({ bands: 0, signatures: 0 });
    const listed = (await (await admin(server, '/api/admin/screening/campaigns')).json()) as ClusterList;
    expect(listed.clusters).toMatchObject([{ size: 5 }]);
  });
});
