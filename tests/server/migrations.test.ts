import { describe, expect, it } from 'vitest';
import type { Queryable } from '@server/db/database';
import { migrationVersions } from '@server/db/migrations';
import { startServer, type RunningServer } from '@server/http/listen';
import { adminHeaders, generatedClaim, httpGet, insertGeneratedClaims } from './support/admin';
import { Browser, freshDirs, startTestServer } from './support/server';

async function versions(db: Queryable): Promise<{ version: number; applied_at: Date }[]> {
  const { rows } = await db.query<{ version: number; applied_at: Date }>(
    'SELECT version, applied_at FROM schema_migrations ORDER BY version',
  );
  return rows.map((r) => ({ version: Number(r.version), applied_at: new Date(r.applied_at) }));
}

const everyVersion = [...migrationVersions];

describe('schema migrations', () => {
  it('bring an empty PostgreSQL database up to date once when four servers start on it at the same moment', async () => {
    const { cleanup, ...dirs } = await freshDirs({ engine: 'postgres' });
    const servers: RunningServer[] = [];
    try {
      const started = await Promise.allSettled(Array.from({ length: 4 }, () => startServer({ port: 0, host: '127.0.0.1', ...dirs })));
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      // Every server came up and serves a claimant.
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up', 'up', 'up']);
      for (const server of servers) expect((await new Browser(server.url).getCsrf()).requestToken).toMatch(/^[\w-]{43}$/);
      // Each version applied once; a second application of version 1 would have failed outright
      // on CREATE TABLE, so one row per version means one run per version.
      expect((await versions(servers[0]!.context.db)).map((r) => r.version)).toEqual(everyVersion);
      // The servers share one CSRF key: a token one issued is accepted by another.
      const browser = new Browser(servers[0]!.url);
      await browser.getCsrf();
      expect((await browser.via(servers[1]!.url).fetch('/api/session-timeout', { method: 'POST' })).status).toBe(204);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await cleanup();
    }
  });

  it.each(['pglite', 'postgres'] as const)('are not applied again when a %s database is opened again', async (engine) => {
    const { cleanup, ...dirs } = await freshDirs({ engine });
    try {
      const first = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      const before = await versions(first.context.db);
      await first.stop();
      const second = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
      try {
        expect(before.map((r) => r.version)).toEqual(everyVersion);
        expect(await versions(second.context.db)).toEqual(before);
      } finally {
        await second.stop();
      }
    } finally {
      await cleanup();
    }
  });

  it('leave a running server able to read claims when another server adds a column (a rolling upgrade on PostgreSQL)', async () => {
    const server = await startTestServer({ engine: 'postgres' });
    try {
      const claim = { ...generatedClaim(0), referenceCode: 'ROLL-0001' };
      await insertGeneratedClaims(server.context.db, [claim]);
      // Several at once, so that most of the server's pooled connections have read a claim.
      const readAll = () =>
        Promise.all(Array.from({ length: 10 }, () => httpGet(`${server.url}/api/admin/claims/${claim.referenceCode}`, adminHeaders)));
      for (const answer of await readAll()) expect(answer.status).toBe(200);
      // What a newer server's migration might do while this one keeps serving.
      await server.context.db.query('ALTER TABLE claims ADD COLUMN reviewer_note text');
      for (const answer of await readAll()) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body.toString())).toMatchObject({ referenceCode: 'ROLL-0001' });
      }
    } finally {
      await server.cleanup();
    }
  });
});
