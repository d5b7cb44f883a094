// Retention: once the package's retention period after its distribution date is over, every server
// destroys the personal data of all claims (destroy.ts), a batch at a time, hourly and at start,
// and records it in the audit log. Destruction is idempotent: two servers at once destroy each
// claim's data once (a destroyed key is not selected again).
import { appendAuditEntry } from '../db/audit-log';
import type { AppContext } from '../context';
import { log } from '../observability/log';
import { destroyClaimsFiledBefore } from './destroy';
import { destroyNoticeList } from './notice-list';
import { retentionEnds } from './settings';

const EVERY_MS = 60 * 60 * 1000;

/** Destroys what retention says is due now; returns the reference codes reached. */
export async function destroyPastRetention(ctx: Pick<AppContext, 'db' | 'uploads' | 'settlement' | 'settings' | 'now'>): Promise<string[]> {
  const ends = retentionEnds(ctx.settlement.info.privacy);
  if (ends === null || ctx.now() < ends.getTime()) return [];
  const destroyed = await destroyClaimsFiledBefore(ctx.db, ctx.uploads.store, new Date(ctx.now()));
  // The notice list's prefilled values go with the claims: retention is over for all of them.
  if (await destroyNoticeList(ctx.db)) {
    await appendAuditEntry(ctx.db, ctx.settings.auditKey, {
      at: new Date(ctx.now()).toISOString(),
      actor: 'system',
      action: 'data destroy (retention)',
      detail: { retentionEnded: ends.toISOString(), noticeList: true },
    });
    log.info('Retention: destroyed the prefilled values of the notice list');
  }
  if (destroyed.length > 0) {
    await appendAuditEntry(ctx.db, ctx.settings.auditKey, {
      at: new Date(ctx.now()).toISOString(),
      actor: 'system',
      action: 'data destroy (retention)',
      detail: { retentionEnded: ends.toISOString(), claims: destroyed.length, referenceCodes: destroyed },
    });
    log.info({ claims: destroyed.length }, 'Retention: destroyed the personal data of the claims past their retention');
  }
  return destroyed;
}

/** Starts the hourly retention check; returns its stop. */
export function startRetentionSweep(ctx: AppContext): { stop(): void } {
  const round = () => {
    destroyPastRetention(ctx).catch((error: unknown) => ctx.logError('retention: destroying personal data', error));
  };
  const timer = setInterval(round, EVERY_MS);
  timer.unref();
  round();
  return { stop: () => clearInterval(timer) };
}
