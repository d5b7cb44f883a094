import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import type { AuditVerification } from '@server/admin/audit';
import {
  CheckpointRefusedError,
  diskCheckpoints,
  openCheckpointStore,
  readCheckpoints,
  writeAuditCheckpoint,
} from '@server/admin/audit-checkpoints';
import { GENESIS_HASH, entryHash, unkeyedEntryHash } from '@server/db/audit-log';
import { adminHeaders, generatedClaim, insertGeneratedClaims, runAdminCli } from './support/admin';
import { claimForm, pdf, standardPayload, submitClaim } from './support/claims';
import { Browser, engines, startTestServer, type TestServer } from './support/server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** The audit key of these servers; whoever tampers below does not hold it. */
const KEY = 'audit-key-of-these-tests-0123456789abcdef';

describe.each(engines)('the audit log on %s', (engine) => {
  let server: TestServer;
  const claims = [generatedClaim(1), generatedClaim(2)];
  const reviewed = claims[0]!.referenceCode;
  beforeAll(async () => {
    server = await startTestServer({ engine, auditKey: KEY });
    await insertGeneratedClaims(server.context.db, claims);
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  const db = () => server.context.db;
  const checkpoints = () => diskCheckpoints(join(server.settings.dataDir, 'audit-checkpoints'));
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...adminHeaders, ...init.headers } });
  const verify = async () => (await (await admin('/api/admin/audit/verify')).json()) as AuditVerification;
  const problemOf = async () => {
    const result = await verify();
    expect(result.ok).toBe(false);
    return (result as { problem: string }).problem;
  };
  const sql = (text: string, params: unknown[] = []) => db().query(text, params);

  /** Runs `work` with the log's rules (no UPDATE, no DELETE) off, as someone with the database's
   *  owner rights could. */
  async function withoutRules(work: () => Promise<void>): Promise<void> {
    await sql('ALTER TABLE admin_audit DISABLE RULE admin_audit_no_update');
    await sql('ALTER TABLE admin_audit DISABLE RULE admin_audit_no_delete');
    try {
      await work();
    } finally {
      await sql('ALTER TABLE admin_audit ENABLE RULE admin_audit_no_update');
      await sql('ALTER TABLE admin_audit ENABLE RULE admin_audit_no_delete');
    }
  }

  /** A log of this test's own, of five entries and a checkpoint: a claims list (1), a review
   *  (2: the review it sets, 3: the call), an export (4) and a claim viewed (5). */
  async function freshLog(): Promise<void> {
    await withoutRules(async () => {
      await sql('DELETE FROM admin_audit');
    });
    await sql('DELETE FROM claim_reviews');
    await sql('DELETE FROM claim_events');
    await sql("UPDATE claims SET state = 'received', state_seq = 0");
    await rm(join(server.settings.dataDir, 'audit-checkpoints'), { recursive: true, force: true });
    expect((await admin('/api/admin/claims')).status).toBe(200);
    const review = await admin(`/api/admin/claims/${reviewed}/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'rejected', reason: 'Same person as another claim.', reviewer: 'R. Osei' }),
    });
    expect(review.status).toBe(200);
    expect((await (await admin('/api/admin/export?format=ndjson')).text()).split('\n')).toHaveLength(claims.length + 1);
    expect((await admin(`/api/admin/claims/${claims[1]!.referenceCode}`)).status).toBe(200);
    expect(await writeAuditCheckpoint(db(), KEY, checkpoints())).toMatchObject({ entries: 5 });
  }

  /** Computes prev_hash and hash again for every entry from `from` on, with `hash`: what someone
   *  who changed the log would do to make the chain whole again. */
  async function rechain(from: number, hash: (prevHash: string, seq: number, entry: string) => string): Promise<void> {
    const { rows } = await db().query<{ seq: string | number; entry: string; hash: string }>(
      'SELECT seq, entry, hash FROM admin_audit ORDER BY seq',
    );
    await withoutRules(async () => {
      let prevHash = GENESIS_HASH;
      for (const row of rows) {
        const seq = Number(row.seq);
        if (seq >= from) {
          const next = hash(prevHash, seq, row.entry);
          await sql('UPDATE admin_audit SET prev_hash = $1, hash = $2 WHERE seq = $3', [prevHash, next, seq]);
          prevHash = next;
        } else prevHash = row.hash;
      }
    });
  }

  it('verifies a clean log against its checkpoint, with every admin action and the review in it', async () => {
    await freshLog();
    const result = await verify();
    expect(result).toEqual({
      ok: true,
      entries: 5,
      lastHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      unkeyedEntries: 0,
      checkpoint: { entries: 5, at: expect.any(String) },
      reviews: 1,
      notes: [],
    });
    const { rows } = await db().query<{ entry: string }>('SELECT entry FROM admin_audit ORDER BY seq');
    expect(rows.map((r) => JSON.parse(r.entry) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ action: 'GET /api/admin/claims' }),
      expect.objectContaining({
        action: 'review set',
        actor: 'R. Osei',
        referenceCode: reviewed,
        detail: expect.objectContaining({ decision: 'rejected', reason: 'Same person as another claim.', reviewer: 'R. Osei' }),
      }),
      expect.objectContaining({ action: 'POST /api/admin/claims/:referenceCode/review', referenceCode: reviewed }),
      expect.objectContaining({ action: 'GET /api/admin/export', detail: expect.objectContaining({ query: { format: 'ndjson' } }) }),
      expect.objectContaining({ action: 'GET /api/admin/claims/:referenceCode' }),
      expect.objectContaining({ action: 'GET /api/admin/audit/verify' }),
    ]);

    // Only the newest checkpoints are kept: those with the most entries.
    for (let i = 0; i < 11; i += 1) {
      await admin('/api/admin/claims');
      await writeAuditCheckpoint(db(), KEY, checkpoints());
    }
    const kept = await readCheckpoints(checkpoints());
    expect(kept.map((c) => c.checkpoint?.entries)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(await verify()).toMatchObject({ ok: true, entries: 17, checkpoint: { entries: 17 } });
  });

  it('finds the log emptied', async () => {
    await freshLog();
    await withoutRules(async () => {
      await sql('DELETE FROM admin_audit');
    });
    expect(await problemOf()).toMatch(/^the log has 0 entries, but the checkpoint of \S+ counted 5: entries 1 to 5 were removed$/);
  });

  it('finds entries removed from the end, and writes no checkpoint of the shorter log', async () => {
    await freshLog();
    await withoutRules(async () => {
      await sql('DELETE FROM admin_audit WHERE seq > 3');
    });
    expect(await problemOf()).toMatch(/^the log has 3 entries, but the checkpoint of \S+ counted 5: entries 4 to 5 were removed$/);
    await expect(writeAuditCheckpoint(db(), KEY, checkpoints())).rejects.toThrow(CheckpointRefusedError);
  });

  it('finds an entry removed from the middle, and the later ones renumbered and re-hashed', async () => {
    await freshLog();
    await withoutRules(async () => {
      await sql('DELETE FROM admin_audit WHERE seq = 3');
    });
    expect(await problemOf()).toBe('entry 3 is missing (the next one is 4)');
    await withoutRules(async () => {
      for (const seq of [4, 5, 6]) await sql('UPDATE admin_audit SET seq = $1 WHERE seq = $2', [seq - 1, seq]);
    });
    await rechain(3, unkeyedEntryHash);
    const problem = await problemOf();
    expect(problem).toMatch(
      /^entry 3 is hashed without the audit key after keyed entries: it was rewritten by someone without the key \(expected hash [0-9a-f]{64}, found [0-9a-f]{64}\)$/,
    );
  });

  it('finds an entry edited and the chain re-hashed without the key', async () => {
    await freshLog();
    await withoutRules(async () => {
      await sql(`UPDATE admin_audit SET entry = replace(entry, 'GET /api/admin/claims"', 'GET /api/admin/tracking"') WHERE seq = 1`);
    });
    // Re-hashed the way entries were before the key: a valid-looking unkeyed chain, which only
    // the checkpoint can refute.
    await rechain(1, unkeyedEntryHash);
    const rewritten = await problemOf();
    expect(rewritten).toMatch(
      /^entry 5 has the hash ([0-9a-f]{64}), but the checkpoint of \S+ recorded ([0-9a-f]{64}): the chain up to it was rewritten$/,
    );
    // Re-hashed under a key of the tamperer's own: the first entry no longer fits.
    await rechain(1, (prevHash, seq, entry) => entryHash('a key guessed by whoever changed the log', prevHash, seq, entry));
    expect(await problemOf()).toMatch(
      /^entry 1 was changed after it was written \(its hash does not match its content under the audit key: expected [0-9a-f]{64}, found [0-9a-f]{64}\)$/,
    );
  });

  it('finds a review changed, added or removed in the database outside the log', async () => {
    await freshLog();
    await sql("UPDATE claim_reviews SET decision = 'approved'");
    expect(await problemOf()).toMatch(
      new RegExp(
        `^the review of ${reviewed} in the database is approved by R\\. Osei \\(reason "Same person as another claim\\.", at \\S+\\), but audit entry 2 set it to rejected by R\\. Osei .*: it was changed outside the audit log$`,
      ),
    );
    await sql("UPDATE claim_reviews SET decision = 'rejected'");
    expect(await verify()).toMatchObject({ ok: true, reviews: 1 });

    await sql("INSERT INTO claim_reviews (claim_id, decision, reason, reviewer) VALUES ($1, 'approved', 'Looks fine.', 'Nobody')", [
      claims[1]!.id,
    ]);
    expect(await problemOf()).toMatch(
      new RegExp(
        `^the review of ${claims[1]!.referenceCode} in the database, approved by Nobody .*, was set outside the audit log \\(no entry records it\\)$`,
      ),
    );
    await sql('DELETE FROM claim_reviews');
    expect(await problemOf()).toMatch(
      new RegExp(`^the review of ${reviewed} that audit entry 2 set \\(rejected by R\\. Osei .*\\) is missing from the database$`),
    );
  });

  it('finds a claim’s state changed in the database outside the log', async () => {
    await freshLog();
    const [first, second] = claims.map((claim) => claim.referenceCode);
    const started = await admin(`/api/admin/claims/${first}/transitions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transition: 'startReview' }),
    });
    expect(started.status).toBe(200);
    expect(await verify()).toMatchObject({ ok: true });

    await sql("UPDATE claims SET state = 'approved' WHERE reference_code = $1", [first]);
    expect(await problemOf()).toMatch(
      new RegExp(
        `^claim ${first} is approved in the database, but audit entry \\d+ last made it inReview: it was changed outside the audit log$`,
      ),
    );
    await sql("UPDATE claims SET state = 'inReview' WHERE reference_code = $1", [first]);
    expect(await verify()).toMatchObject({ ok: true });

    await sql("UPDATE claims SET state = 'paid' WHERE reference_code = $1", [second]);
    expect(await problemOf()).toBe(
      `claim ${second} is paid in the database, but no audit entry records a change of its state: it was set outside the audit log`,
    );
    await sql("UPDATE claims SET state = 'received' WHERE reference_code = $1", [second]);
  });

  it('finds a claim’s screening result changed in the database', async () => {
    await freshLog();
    const documents = [pdf('documentContexts-sealed', 'receipt.pdf')];
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const filed = await submitClaim(browser, 'standard', claimForm(standardPayload(documents, { userPreferredCulture: 'en' }), documents));
    expect(filed.status).toBe(200);
    const code = submitResponseSchema.parse(await filed.json()).referenceCodeForm!;
    const id = (await db().query<{ id: string }>('SELECT id FROM claims WHERE reference_code = $1', [code])).rows[0]!.id;
    expect(await verify()).toMatchObject({ ok: true });

    // A score lowered (or a flag removed) by whoever can write the database no longer matches.
    await sql('UPDATE claim_screening SET score = score + 40 WHERE claim_id = $1', [id]);
    expect(await problemOf()).toMatch(
      new RegExp(`^claim ${code}'s screening \\(score \\d+, flags [^)]*\\) does not match its seal: it was changed outside the server$`),
    );
    await sql('UPDATE claim_screening SET score = score - 40 WHERE claim_id = $1', [id]);
    expect(await verify()).toMatchObject({ ok: true });
    // Deleted whole, the result leaves nothing to compare: the claim without one is named.
    const row = (await db().query('SELECT * FROM claim_screening WHERE claim_id = $1', [id])).rows[0] as Record<string, unknown>;
    await sql('DELETE FROM claim_screening WHERE claim_id = $1', [id]);
    expect(await problemOf()).toBe(
      `claim ${code} has no screening result, though every claim filed since results were sealed has one: it was deleted outside the server`,
    );
    const columns = Object.keys(row);
    await sql(`INSERT INTO claim_screening (${columns.join(', ')}) SELECT * FROM jsonb_populate_record(NULL::claim_screening, $1::jsonb)`, [
      JSON.stringify(row),
    ]);
    expect(await verify()).toMatchObject({ ok: true });
    // The claim goes again: the tests after this one count the generated claims alone.
    for (const table of ['claim_screening', 'screening_keys', 'mail_outbox']) await sql(`DELETE FROM ${table} WHERE claim_id = $1`, [id]);
    await sql('DELETE FROM claims WHERE id = $1', [id]);
  });

  it('refuses a checkpoint changed by hand', async () => {
    await freshLog();
    const [name] = await checkpoints().list();
    const path = join(server.settings.dataDir, 'audit-checkpoints', name!);
    await writeFile(path, (await readFile(path, 'utf8')).replace('"entries": 5', '"entries": 4'));
    expect(await problemOf()).toBe(
      `checkpoint ${name} is not signed with the audit key (it was changed, or written under another AUDIT_KEY)`,
    );
  });

  it.runIf(engine === 'postgres')('npm run admin -- audit-verify exits 1 naming what is wrong', async () => {
    await freshLog();
    const env = { DATABASE_URL: server.settings.databaseUrl!, DATA_DIR: server.settings.dataDir, AUDIT_KEY: KEY };
    const clean = await runAdminCli(['audit-verify'], env);
    expect(clean.code).toBe(0);
    expect(clean.stdout.toString()).toMatch(/^ok\t\d+ entries\t[0-9a-f]{64}\n$/);
    expect(clean.stderr).toMatch(
      /^Checked against the checkpoint of \S+ \(5 entries\) in .*audit-checkpoints; 1 review\(s\) match the log\.\n$/,
    );
    const wrongKey = await runAdminCli(['audit-verify'], { ...env, AUDIT_KEY: 'not-the-key-of-this-log-0123456789abcdef' });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toMatch(/^The audit log does not verify: checkpoint \S+ is not signed with the audit key/);

    await withoutRules(async () => {
      await sql('DELETE FROM admin_audit WHERE seq > 2');
    });
    const truncated = await runAdminCli(['audit-verify'], env);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(
      /^The audit log does not verify: the log has 2 entries, but the checkpoint of \S+ counted 5: entries 3 to 5 were removed\.\n$/,
    );
  });
});

describe('where audit checkpoints are kept', () => {
  it('in the bucket when documents go to S3, written when the server shuts down', async () => {
    const server = await startTestServer({ storage: 's3', auditKey: KEY });
    try {
      await fetch(`${server.url}/api/admin/claims`, { headers: adminHeaders });
      await server.stop();
      const store = await openCheckpointStore(server.settings);
      try {
        expect(store.where).toMatch(/^s3:\/\/[^/]+\/(.+\/)?audit-checkpoints\/$/);
        expect((await readCheckpoints(store)).map((c) => c.checkpoint?.entries)).toEqual([1]);
      } finally {
        store.close();
      }
    } finally {
      await server.cleanup();
    }
  });

  it('in AUDIT_CHECKPOINT_DIR when it is set', async () => {
    await mkdir(join(process.cwd(), '.tmp'), { recursive: true });
    const dir = await mkdtemp(join(process.cwd(), '.tmp', 'audit-checkpoints-'));
    const server = await startTestServer({ auditKey: KEY, auditCheckpointDir: dir });
    try {
      await fetch(`${server.url}/api/admin/claims`, { headers: adminHeaders });
      await server.stop();
      expect((await readCheckpoints(diskCheckpoints(dir))).map((c) => c.checkpoint?.entries)).toEqual([1]);
      expect(await readCheckpoints(diskCheckpoints(join(server.settings.dataDir, 'audit-checkpoints')))).toEqual([]);
    } finally {
      await server.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('AUDIT_KEY', () => {
  it('is required in production and must be long enough', async () => {
    const { resolveSettings } = await import('@server/settings/settings');
    expect(() => resolveSettings({ nodeEnv: 'production', captchaProvider: 'none' })).toThrow(
      /^AUDIT_KEY is required with NODE_ENV=production/,
    );
    expect(() => resolveSettings({ auditKey: 'short' })).toThrow('AUDIT_KEY must be at least 32 characters long.');
    const dataKeys = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
    expect(resolveSettings({ nodeEnv: 'production', captchaProvider: 'none', auditKey: KEY, dataKeys }).auditKey).toBe(KEY);
  });
});
