import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHeaders, runAdminCli } from '../support/admin';
import { engines, type TestServer } from '../support/server';
import { claimant, claimBy, evidenceOf, file, referenceOf, screeningServer, visitor } from './support';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const admin = (server: TestServer, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...adminHeaders, ...init.headers } });

interface QueuePage {
  claims: { referenceCode: string; score: number; flags: { name: string }[]; review: { decision: string } | null; url: string }[];
  nextCursor: string | null;
}

describe.each(engines)('reviewing screened claims on %s', (engine) => {
  let server: TestServer;
  let clean: string;
  let duplicate: string;
  let trapped: string;
  beforeAll(async () => {
    server = await screeningServer(engine, { bots: { minSecondsToSubmit: 0 } });
    clean = await referenceOf(await file(await visitor(server), claimBy(claimant(70))));
    duplicate = await referenceOf(await file(await visitor(server), claimBy(claimant(70))));
    trapped = await referenceOf(await file(await visitor(server), claimBy(claimant(71)), { honeypot: 'filled' }));
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('lists screened claims highest score first, a page at a time, filtered by flag, score and review', async () => {
    const all: QueuePage['claims'] = [];
    let cursor: string | null = null;
    do {
      const page = (await (await admin(server, `/api/admin/screening?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).json()) as QueuePage;
      all.push(...page.claims);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.map((c) => c.referenceCode)).toEqual([duplicate, trapped, clean]);
    expect(all.map((c) => c.score)).toEqual([100, 80, 0]);
    expect(all[0]!.url).toBe(`/api/admin/claims/${duplicate}/screening`);

    const byFlag = (await (await admin(server, '/api/admin/screening?flag=honeypot')).json()) as QueuePage;
    expect(byFlag.claims.map((c) => c.referenceCode)).toEqual([trapped]);
    const byScore = (await (await admin(server, '/api/admin/screening?minScore=1&maxScore=90')).json()) as QueuePage;
    expect(byScore.claims.map((c) => c.referenceCode)).toEqual([trapped]);

    const wrong = await admin(server, '/api/admin/screening?flag=sneaky');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/^flag must be one of velocityAddress, .*; got "sneaky"\.$/);
    expect((await admin(server, '/api/admin/screening?minScore=101')).status).toBe(400);
    expect((await fetch(`${server.url}/api/admin/screening`)).status).toBe(401);
  });

  it('records a review with its reason and reviewer, refuses an incomplete one, and filters by it', async () => {
    const post = (code: string, body: unknown) =>
      admin(server, `/api/admin/claims/${code}/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const incomplete = await post(duplicate, { decision: 'rejected', reviewer: 'R. Osei' });
    expect(incomplete.status).toBe(400);
    expect(((await incomplete.json()) as { error: string }).error).toMatch(/^reason must be given/);
    expect((await post(duplicate, { decision: 'maybe', reason: 'x', reviewer: 'R. Osei' })).status).toBe(400);
    expect((await post('STD-NONE-NONE', { decision: 'approved', reason: 'x', reviewer: 'R. Osei' })).status).toBe(404);

    const answer = await post(duplicate, {
      decision: 'rejected',
      reason: `Repeats ${clean}: same person and address.`,
      reviewer: 'R. Osei',
    });
    expect(answer.status).toBe(200);
    const evidence = await evidenceOf(server, duplicate);
    expect(evidence.review).toEqual({
      decision: 'rejected',
      reason: `Repeats ${clean}: same person and address.`,
      reviewer: 'R. Osei',
      reviewedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const rejected = (await (await admin(server, '/api/admin/screening?review=rejected')).json()) as QueuePage;
    expect(rejected.claims.map((c) => c.referenceCode)).toEqual([duplicate]);
    const pending = (await (await admin(server, '/api/admin/screening?review=pending')).json()) as QueuePage;
    expect(pending.claims.map((c) => c.referenceCode)).toEqual([trapped, clean]);
  });

  it('exports flags, score, evidence and review in the CSV and the NDJSON', async () => {
    const csv = await (await admin(server, '/api/admin/export?format=csv')).text();
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const row = (code: string) => rows.find((r) => r.referenceCode === code)!;
    const header = (parse(csv, { bom: true, to_line: 1 }) as string[][])[0]!;
    // After the fixed columns (reference code, form type, culture, created at, state, versions).
    expect(header.slice(6, 13)).toEqual([
      'screening.score',
      'screening.flags',
      'screening.evidence',
      'review.decision',
      'review.reason',
      'review.reviewer',
      'review.reviewedAt',
    ]);
    expect(row(duplicate)['screening.score']).toBe('100');
    expect(row(duplicate)['screening.flags']).toBe('duplicatePerson; duplicateEmail; duplicatePhone');
    expect(JSON.parse(row(duplicate)['screening.evidence']!)[0]).toEqual({
      name: 'duplicatePerson',
      reason: '1 earlier claim with the same name and mailing address.',
      matches: [clean],
      weight: 60,
    });
    expect(row(duplicate)['review.decision']).toBe('rejected');
    expect(row(duplicate)['review.reviewer']).toBe('R. Osei');
    expect(row(clean)['screening.score']).toBe('0');
    expect(row(clean)['screening.flags']).toBe('');
    expect(row(clean)['review.decision']).toBe('');

    const ndjson = (await (await admin(server, '/api/admin/export?format=ndjson')).text()).trim().split('\n');
    const trappedLine = ndjson
      .map((l) => JSON.parse(l) as { referenceCode: string; screening: unknown })
      .find((c) => c.referenceCode === trapped)!;
    expect(trappedLine.screening).toEqual({
      score: 80,
      flags: [{ name: 'honeypot', reason: 'The hidden honeypot field, which no person sees, was filled in.', matches: [], weight: 80 }],
      review: null,
    });
  });

  it('writes every admin call to a hash-chained audit log that verifies, and finds an entry changed behind its back', async () => {
    const verify = async () => (await (await admin(server, '/api/admin/audit/verify')).json()) as Record<string, unknown>;
    const before = await verify();
    expect(before).toMatchObject({
      ok: true,
      entries: expect.any(Number),
      lastHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      unkeyedEntries: 0,
      reviews: 1,
    });
    await admin(server, `/api/admin/claims/${trapped}`, { headers: { 'x-admin-actor': 'J. Marsh' } });
    const { rows } = await server.context.db.query<{ entry: string }>('SELECT entry FROM admin_audit ORDER BY admin_audit.seq');
    const entries = rows.map((r) => JSON.parse(r.entry) as Record<string, unknown>);
    // The verify call itself and the claim view are there, in order, with who and what.
    expect(entries.at(-1)).toMatchObject({
      actor: 'J. Marsh',
      action: 'GET /api/admin/claims/:referenceCode',
      referenceCode: trapped,
      detail: { status: 200 },
    });
    expect(entries.at(-2)).toMatchObject({ actor: 'admin token', action: 'GET /api/admin/audit/verify' });
    const review = entries.find(
      (e) => e.action === 'POST /api/admin/claims/:referenceCode/review' && (e.detail as { status: number }).status === 200,
    );
    expect(review).toMatchObject({ actor: 'R. Osei', referenceCode: duplicate, detail: { decision: 'rejected' } });

    // The log refuses changes through SQL (its rules turn them into nothing) ...
    await server.context.db.query("UPDATE admin_audit SET entry = '{}' WHERE seq = 1");
    await server.context.db.query('DELETE FROM admin_audit WHERE seq = 2');
    expect(await verify()).toMatchObject({ ok: true });
    // ... and someone who takes the rules away and edits an entry is found out.
    await server.context.db.query('ALTER TABLE admin_audit DISABLE RULE admin_audit_no_update');
    await server.context.db.query(`UPDATE admin_audit SET entry = replace(entry, 'R. Osei', 'Someone Else') WHERE entry LIKE '%R. Osei%'`);
    await server.context.db.query('ALTER TABLE admin_audit ENABLE RULE admin_audit_no_update');
    const broken = await verify();
    expect(broken).toMatchObject({ ok: false, problem: expect.stringMatching(/^entry \d+ was changed after it was written/) });
  });
});

describe('the admin CLI on screened claims', () => {
  it('lists flagged claims, shows the evidence, records a review and verifies the audit log', async () => {
    const server = await screeningServer('postgres', { bots: { minSecondsToSubmit: 0 } });
    try {
      const env = { DATABASE_URL: server.settings.databaseUrl!, DATA_DIR: server.settings.dataDir, SETTLEMENT_DIR: server.settlement.dir };
      const first = await referenceOf(await file(await visitor(server), claimBy(claimant(80))));
      const again = await referenceOf(await file(await visitor(server), claimBy(claimant(80))));

      const flagged = await runAdminCli(['flagged', '--min-score', '50'], env);
      expect(flagged.code).toBe(0);
      expect(flagged.stdout.toString().trim().split('\n')).toEqual([
        'reference code\tscore\tflags\treview\tcreated at',
        expect.stringMatching(new RegExp(`^${again}\\t100\\tduplicatePerson,duplicateEmail,duplicatePhone\\tpending\\t`)),
      ]);
      const evidence = await runAdminCli(['evidence', again], env);
      expect(JSON.parse(evidence.stdout.toString()).flags[0]).toMatchObject({ name: 'duplicatePerson', matches: [first] });

      const bad = await runAdminCli(['review', again, '--decision', 'rejected', '--reviewer', 'Q. Ng'], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/reason must be given/);
      const review = await runAdminCli(['review', again, '--decision', 'deficient', '--reason', 'No receipt.', '--reviewer', 'Q. Ng'], env);
      expect({ code: review.code, stderr: review.stderr.trim() }).toEqual({ code: 0, stderr: `${again}: deficient by Q. Ng.` });

      const verified = await runAdminCli(['audit-verify'], env);
      expect(verified.code).toBe(0);
      expect(verified.stdout.toString()).toMatch(/^ok\t\d+ entries\t[0-9a-f]{64}\n$/);
      const { rows } = await server.context.db.query<{ entry: string }>('SELECT entry FROM admin_audit ORDER BY seq');
      expect(rows.map((r) => JSON.parse(r.entry) as { actor: string; action: string })).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'cli flagged' }),
          expect.objectContaining({ action: 'cli evidence' }),
          expect.objectContaining({ action: 'cli review', actor: 'Q. Ng' }),
        ]),
      );

      await server.context.db.query('ALTER TABLE admin_audit DISABLE RULE admin_audit_no_delete');
      await server.context.db.query('DELETE FROM admin_audit WHERE seq = 2');
      const tampered = await runAdminCli(['audit-verify'], env);
      expect(tampered.code).toBe(1);
      expect(tampered.stderr).toMatch(/The audit log does not verify: entry 2 is missing \(the next one is 3\)/);
    } finally {
      await server.cleanup();
    }
  });
});
