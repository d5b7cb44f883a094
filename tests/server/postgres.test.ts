import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { findClaimByReference, listClaimFiles } from '@server/db/claims';
import { startServer } from '@server/listen';
import { claimForm, pdf, sha256, standardPayload, submitClaim } from './support/claims';
import { Browser, freshDirs } from './support/server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('PostgreSQL test skipped: DATABASE_URL is not set (point it at a PostgreSQL server to run it).');

// Runs against a real PostgreSQL server only when one is named; the tables it creates are the
// server's own (migrations are idempotent), and it only adds claims with fresh random codes.
describe.skipIf(!databaseUrl)('PostgreSQL server (skipped unless DATABASE_URL names one)', () => {
  it('stores a claim with its documents through the same query layer and keeps it across a restart', async () => {
    const dirs = await freshDirs();
    const documents = [pdf('documentContexts-doc00001', 'receipt.pdf'), pdf('documentContexts-doc00002', 'statement.pdf')];
    let referenceCode: string | null = null;
    const first = await startServer({ port: 0, host: '127.0.0.1', databaseUrl, ...dirs });
    try {
      expect(first.context.db.engine).toBe('postgres');
      const browser = new Browser(first.url);
      await browser.getCsrf();
      const key = `pg-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const form = () => claimForm(standardPayload(documents), documents);
      const answer = submitResponseSchema.parse(await (await submitClaim(browser, 'standard', form(), key)).json());
      const again = submitResponseSchema.parse(await (await submitClaim(browser, 'standard', form(), key)).json());
      referenceCode = answer.referenceCodeForm;
      expect(referenceCode).toMatch(/^STD-/);
      expect(again.referenceCodeForm).toBe(referenceCode);
    } finally {
      await first.stop();
    }
    const second = await startServer({ port: 0, host: '127.0.0.1', databaseUrl, ...dirs });
    try {
      const claim = await findClaimByReference(second.context.db, referenceCode!);
      const files = await listClaimFiles(second.context.db, claim!.id);
      expect(files.map((f) => f.sha256)).toEqual(documents.map((d) => sha256(d.bytes)));
      for (const file of files) expect(sha256(await readFile(join(dirs.dataDir, file.storedPath)))).toBe(file.sha256);
    } finally {
      await second.stop();
      await dirs.cleanup();
    }
  });
});
