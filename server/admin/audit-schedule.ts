// A server writes a checkpoint of the audit log every AUDIT_CHECKPOINT_MINUTES when entries were
// added since its last one, and one more on shutdown, so entries removed from the end of the log
// are found by the next verify. Servers sharing a database each write theirs (names differ).
import { lastAuditEntry } from '../db/audit-log';
import type { Database } from '../db/database';
import type { ServerSettings } from '../settings/settings';
import { latestSignedCheckpoint, openCheckpointStore, writeAuditCheckpoint } from './audit-checkpoints';

/** Starts the schedule; `stop` ends it and writes the shutdown checkpoint. */
export function scheduleAuditCheckpoints(
  db: Database,
  settings: Pick<ServerSettings, 'dataDir' | 'storage' | 'auditCheckpointDir' | 'auditKey' | 'auditCheckpointMinutes'>,
  logError: (where: string, error: unknown) => void,
): { stop(): Promise<void> } {
  let written: number | null = null;
  let running: Promise<void> = Promise.resolve();

  async function checkpoint(): Promise<void> {
    const store = await openCheckpointStore(settings);
    try {
      // An empty log needs no checkpoint: nothing can be removed from it.
      if (written === null) written = (await latestSignedCheckpoint(store, settings.auditKey))?.entries ?? 0;
      if ((await lastAuditEntry(db)).seq === written) return;
      written = (await writeAuditCheckpoint(db, settings.auditKey, store)).entries;
    } finally {
      store.close();
    }
  }
  const run = () => {
    running = running.then(checkpoint).catch((error: unknown) => logError('audit checkpoint', error));
    return running;
  };
  const timer = setInterval(run, settings.auditCheckpointMinutes * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await run();
    },
  };
}
