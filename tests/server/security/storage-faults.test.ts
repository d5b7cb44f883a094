// Faults answered at once: a full disk (a real one, a small tmpfs mounted where the documents
// go), a disk that refuses writes, and a database pool with no free connection. Each answers
// the retry message, keeps nothing of the claim, is logged, and the server files claims again
// once the fault is gone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { startServer, type RunningServer } from '@server/http/listen';
import { log } from '@server/observability/log';
import { claimForm, pdf, standardPayload, submitClaim } from '../support/claims';
import { Browser, freshDirs, startTestServer } from '../support/server';

const retryMessage = 'Your claim could not be saved. Please try again.';

/** Whether this machine lets the tests mount a tmpfs (root in a container that allows it). */
function canMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmdirSync(probe);
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
});

async function pendingRows(server: RunningServer): Promise<number> {
  const { rows } = await server.context.db.query<{ n: string }>('SELECT count(*) AS n FROM pending_uploads');
  return Number(rows[0]!.n);
}

/** The error of a log line's fields (`{ err, where }`), as text. */
function loggedError(fields: unknown): string {
  return fields && typeof fields === 'object' && 'err' in fields ? String(fields.err) : '';
}

describe.skipIf(!canMount())('documents on a disk that fills up', () => {
  it('answers 507 with the retry message, keeps nothing, logs it, and files claims once there is room', async () => {
    const { cleanup, ...dirs } = await freshDirs({ engine: 'postgres' });
    cleanups.push(cleanup);
    const files = join(dirs.dataDir, 'files');
    mkdirSync(files, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', files]);
    cleanups.push(() => void execFileSync('umount', ['-l', files]));
    const server = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
    cleanups.push(() => server.stop());
    const logged = vi.spyOn(log, 'error');
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const documents = [pdf('documentContexts-doc00001', 'scan.pdf', 1_500_000), pdf('documentContexts-doc00002', 'receipt.pdf', 1_500_000)];
    const form = () => claimForm(standardPayload(documents), documents);

    const full = await submitClaim(browser, 'standard', form(), 'full-disk-key-0001');
    expect(full.status).toBe(507);
    expect(full.headers.get('retry-after')).toBe('5');
    expect((await full.json()).error).toBe(retryMessage);
    expect(readdirSync(files)).toEqual([]);
    expect(await pendingRows(server)).toBe(0);
    expect(logged.mock.calls.some((call) => loggedError(call[0]).includes('ENOSPC'))).toBe(true);

    // Room again: the same claim is filed.
    execFileSync('mount', ['-o', 'remount,size=20m', files]);
    const again = await submitClaim(browser, 'standard', form(), 'full-disk-key-0001');
    expect(again.status).toBe(200);
    expect(submitResponseSchema.parse(await again.json()).referenceCodeForm).toMatch(/^STD-/);
    expect(readdirSync(files)).toHaveLength(2);
  });

  it('answers 503 with the retry message when the disk refuses writes, and keeps nothing', async () => {
    const { cleanup, ...dirs } = await freshDirs({ engine: 'postgres' });
    cleanups.push(cleanup);
    const files = join(dirs.dataDir, 'files');
    mkdirSync(files, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=20m', 'tmpfs', files]);
    cleanups.push(() => void execFileSync('umount', ['-l', files]));
    const server = await startServer({ port: 0, host: '127.0.0.1', ...dirs });
    cleanups.push(() => server.stop());
    const logged = vi.spyOn(log, 'error');
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const documents = [pdf('documentContexts-doc00001', 'scan.pdf', 300_000)];
    execFileSync('mount', ['-o', 'remount,ro', files]);

    const refused = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents), 'ro-disk-key-0001');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect((await refused.json()).error).toBe(retryMessage);
    expect(await pendingRows(server)).toBe(0);
    expect(logged.mock.calls.some((call) => loggedError(call[0]).includes('EROFS'))).toBe(true);

    execFileSync('mount', ['-o', 'remount,rw', files]);
    const again = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents), 'ro-disk-key-0001');
    expect(again.status).toBe(200);
  });
});

describe('a database pool with no free connection', () => {
  it('answers 503 with the retry message, and serves again once connections are free', async () => {
    const server = await startTestServer({ engine: 'postgres' });
    cleanups.push(() => server.cleanup());
    const browser = new Browser(server.url);
    await browser.getCsrf();
    // Every connection of the pool held by a transaction that waits.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holders: Promise<unknown>[] = [];
    let holding = 0;
    let allHeld!: () => void;
    const held = new Promise<void>((resolve) => (allHeld = resolve));
    for (let i = 0; i < 10; i += 1) {
      holders.push(
        server.context.db.transaction(async () => {
          holding += 1;
          if (holding === 10) allHeld();
          await released;
        }),
      );
    }
    await held;
    const tracking = await browser.postJson(endpoints.tracking, { formType: 'Automotive', fieldKey: 'VIN', fieldValue: '1' });
    const documents = [pdf('documentContexts-doc00001', 'scan.pdf', 20_000)];
    const submit = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents), 'pool-key-0001');
    release();
    await Promise.all(holders);

    expect(tracking.status).toBe(503);
    expect(tracking.headers.get('retry-after')).toBe('5');
    expect(submit.status).toBe(503);
    expect((await submit.json()).error).toBe(retryMessage);
    const again = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents), 'pool-key-0001');
    expect(again.status).toBe(200);
  });
});
