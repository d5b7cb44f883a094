// The mail worker of one server: takes due mails from the outbox (db/mail-outbox.ts) under a lease,
// renders each in its claim's culture (render.ts), hands it to the transport (transport.ts), and
// marks the mails the transport accepted sent, a round of them at once. A refused or failed attempt is tried again after a
// wait that doubles each time (MAIL_RETRY_SECONDS, MAIL_MAX_ATTEMPTS), then marked failed and logged.
//
// Every server runs one; a row is taken by one worker at a time (FOR UPDATE SKIP LOCKED and the
// lease), so several servers send each mail once. One window remains: a server that dies after the
// mail server accepted a mail and before its round is marked sent (kill -9, the database away at
// that moment) leaves the row pending, and once its lease expires another worker sends it again. That
// second copy has the same Message-ID (the row's id), so mail programs and the mail server's logs
// recognise it as the same mail; the file outbox writes the same file again.
import { randomUUID } from 'node:crypto';
import { caseFilePath } from '../../src/contract/case-file';
import { headerCopy } from '../../src/contract/copy-keys';
import type { Database } from '../db/database';
import { markMailAttemptFailed, markMailsSent, takeDueMail, type MailRecord } from '../db/mail-outbox';
import { log } from '../observability/log';
import type { Vault } from '../privacy/data-keys';
import { openMail, sealedMailOwner } from '../privacy/sealed-mail';
import type { ServerSettings } from '../settings/settings';
import type { Settlement } from '../settlement/settlement';
import { renderMail } from './render';
import { openMailTransport, type MailTransport } from './transport';

/** How often a worker looks for due mail when nothing woke it (retries coming due, other servers' mail). */
const POLL_MS = 5_000;
/** Mails taken at once, and sent side by side: an SMTP conversation is mostly waiting on the mail
 *  server, and one mail at a time let the outbox fall behind a busy hour of claims. */
const BATCH = 8;
/** The longest wait between two attempts. */
const MAX_RETRY_SECONDS = 6 * 60 * 60;

/** The wait after attempt `attempt` (1 for the first) failed: the base, doubled per attempt. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(MAX_RETRY_SECONDS, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

/** A running mail worker. */
export interface MailWorker {
  /** Looks for due mail now (a claim with a mail was just filed). */
  kick(): void;
  /** Stops taking mail, waits for the mail being sent, closes the transport. */
  stop(): Promise<void>;
}

class DataDestroyed extends Error {
  override name = 'DataDestroyed';
}

interface WorkerOptions {
  db: Database;
  /** Opens the sealed recipient and values of a mail (privacy/sealed-mail.ts). */
  vault: Vault;
  settings: Pick<ServerSettings, 'mailTransport' | 'mailFrom' | 'mailMaxAttempts' | 'mailRetrySeconds' | 'mailLeaseSeconds' | 'theme'>;
  /** This site's address as claimants reach it (PUBLIC_URL, else where the server listens). */
  siteOrigin: () => string;
  /** The package being served now (it may be reloaded). */
  settlement: () => Settlement;
  logError(where: string, error: unknown): void;
}

/** The domain of the sender's address, for Message-IDs. */
const domainOf = (from: string) => /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** Starts the worker; it looks for due mail at once and then every few seconds. */
export function startMailWorker(options: WorkerOptions): MailWorker {
  const { db, settings } = options;
  const owner = randomUUID();
  const transport: MailTransport = openMailTransport(settings.mailTransport);
  const domain = domainOf(settings.mailFrom);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Sends one mail; true once the transport accepted it (the round marks it sent). */
  async function deliver(queued: MailRecord): Promise<boolean> {
    const settlement = options.settlement();
    const copy = settlement.copy[queued.culture] ?? {};
    let mail: MailRecord = queued;
    try {
      const dataOwner = sealedMailOwner(queued);
      const opened = openMail(queued, dataOwner === null ? null : await options.vault.keyOf(db, dataOwner));
      // Its claim's data was destroyed (past retention) while it waited: nothing is left to send.
      if (opened === null) throw new DataDestroyed('The data of this mail was destroyed before it was sent.');
      mail = opened;
      const rendered = renderMail({
        culture: mail.culture,
        copy,
        brand: settings.theme.brand,
        kind: mail.kind,
        params: mail.params,
        links: { site: copy[headerCopy.projectSiteUrl] ?? '', caseFile: `${options.siteOrigin()}${caseFilePath}` },
      });
      await transport.send({
        id: mail.id,
        from: settings.mailFrom,
        to: mail.recipient,
        messageId: `<${mail.id}@${domain}>`,
        culture: mail.culture,
        ...rendered,
      });
    } catch (error) {
      const giveUp = error instanceof DataDestroyed || mail.attempts >= settings.mailMaxAttempts;
      const retrySeconds = retryDelaySeconds(mail.attempts, settings.mailRetrySeconds);
      const reason = error instanceof Error ? error.message : String(error);
      await markMailAttemptFailed(db, mail.id, owner, reason, { giveUp, retrySeconds });
      if (giveUp) log.error({ mail: mail.id, attempts: mail.attempts, err: error }, 'Mail: given up after its last attempt');
      else log.warn({ mail: mail.id, attempt: mail.attempts, retrySeconds, reason }, 'Mail: not sent, will try again');
      return false;
    }
    return true;
  }

  async function round(): Promise<void> {
    while (!stopped) {
      const due = await takeDueMail(db, owner, settings.mailLeaseSeconds, BATCH);
      if (due.length === 0) return;
      const accepted = await Promise.all(due.map(deliver));
      // One statement marks the round's sent mails: a server that dies before it leaves them all
      // pending, to go out again with the same Message-ID once their lease runs out (as one mail
      // in flight did before), and a busy hour costs the database one statement a round, not a mail.
      const sent = due.filter((_, i) => accepted[i]).map((mail) => mail.id);
      const marked = await markMailsSent(db, sent, owner);
      for (const id of sent)
        if (!marked.has(id)) log.warn({ mail: id }, 'Mail: sent, but its lease had passed to another worker (it may go out twice)');
    }
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          options.logError('mail: sending the outbox', error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  log.info({ transport: transport.where }, 'Mail: sending through');
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
