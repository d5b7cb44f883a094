import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { importClaimants } from '@server/claimants/claimant-import';
import {
  adminHeaders,
  expectedRow,
  generatedClaim,
  httpGet,
  inExportOrder,
  insertGeneratedClaims,
  payloadWithoutPin,
} from './support/admin';
import { model } from './support/claims';
import { Browser, startTestServer } from './support/server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const databaseUrl = process.env.DATABASE_URL;

// The admin queries (keyset pages, the CSV's column scan, claimants) on a real PostgreSQL server:
// the throwaway one every test run starts, or the one DATABASE_URL names. That one may be shared:
// this test's claims sit in a day of their own and are removed afterwards, and its claimants are
// added beside those on file, then removed.
describe(`admin calls on PostgreSQL (${databaseUrl ? 'the server DATABASE_URL names' : 'a throwaway server'})`, () => {
  it('pages, filters and exports claims, and authorizes an imported claimant', async () => {
    const server = await startTestServer(databaseUrl ? { databaseUrl } : { engine: 'postgres' });
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const day = new Date(
      Date.UTC(1900 + Math.floor(Math.random() * 99), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 27)),
    );
    const claims = Array.from({ length: 120 }, (_, i) => {
      const claim = generatedClaim(i);
      return { ...claim, referenceCode: `PG${run}-${i}`, createdAt: new Date(day.getTime() + Math.floor(i / 3) * 60_000) };
    });
    try {
      expect(server.context.db.engine).toBe('postgres');
      await insertGeneratedClaims(server.context.db, claims);
      const ordered = inExportOrder(claims);
      const range = `from=${day.toISOString().slice(0, 10)}&to=${day.toISOString().slice(0, 10)}`;

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = JSON.parse(
          (
            await httpGet(`${server.url}/api/admin/claims?${range}&limit=7${cursor ? `&cursor=${cursor}` : ''}`, adminHeaders)
          ).body.toString(),
        ) as {
          claims: { referenceCode: string }[];
          nextCursor: string | null;
        };
        seen.push(...page.claims.map((c) => c.referenceCode));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(ordered.map((c) => c.referenceCode));

      const csv = (await httpGet(`${server.url}/api/admin/export?format=csv&${range}`, adminHeaders)).body.toString();
      const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows.map((r) => r.referenceCode)).toEqual(ordered.map((c) => c.referenceCode));
      for (const [i, claim] of ordered.entries()) {
        for (const [column, value] of expectedRow(claim)) expect({ column, value: rows[i]![column] }).toEqual({ column, value });
      }
      const ndjson = (
        await httpGet(`${server.url}/api/admin/export?format=ndjson&formType=Automotive&${range}`, adminHeaders)
      ).body.toString();
      const automotive = ordered.filter((c) => c.formType === 'Automotive');
      expect(
        ndjson
          .trim()
          .split('\n')
          .map((line) => (JSON.parse(line) as { payload: unknown }).payload),
      ).toEqual(automotive.map(payloadWithoutPin));

      const files = await mkdtemp(join(server.settings.dataDir, '..', 'pg-claimants-'));
      await writeFile(join(files, 'claimants.csv'), `claimId,pin,claimantInfo.FirstName\nPG-${run}-1,Pg-4410-pin,Ada\n`);
      expect(
        await importClaimants(server.context.db, server.context.vault, join(files, 'claimants.csv'), server.context.settlement, {
          mode: 'add',
        }),
      ).toEqual({
        imported: 1,
        removed: 0,
      });
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const response = await browser.postJson(endpoints.authorize('Standard'), {
        reCaptchaResponse: 'test-pass-ABCDEFGH',
        credentials: model('Standard', 'credentials', 'credentials-q7r8s9t0', { claimId: `pg-${run}-1`, pin: 'Pg-4410-pin' }),
      });
      expect(response.status).toBe(200);
    } finally {
      await server.context.db.query('DELETE FROM claims WHERE reference_code LIKE $1', [`PG${run}-%`]);
      await server.context.db.query('DELETE FROM claimants WHERE claim_id = $1', [`PG-${run}-1`]);
      await server.cleanup();
    }
  });
});
