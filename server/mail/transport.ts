// Where mail goes, by setting (MAIL transport in setting-definitions.ts): a mail server over SMTP,
// through a pool of connections kept open between mails, or the file outbox: one `.eml` file per
// mail in DATA_DIR/mail, named by the mail's id, for a demo or a test that needs no mail server.
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransportSetting } from '../settings/setting-definitions';

/** One mail as the transport takes it. */
interface OutgoingMail {
  /** The outbox row's id: it names the file, and makes the Message-ID. */
  id: string;
  from: string;
  to: string;
  messageId: string;
  culture: string;
  subject: string;
  text: string;
  html: string;
}

/** Something that delivers mail; `send` resolves once the mail is accepted. */
export interface MailTransport {
  /** Where mail goes, for the log (never the password). */
  readonly where: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The message as nodemailer builds it. */
const messageOf = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: { 'Content-Language': mail.culture, 'Auto-Submitted': 'auto-generated' },
});

/** Timeouts well inside the lease a worker holds a mail under (worker.ts), so a hung server
 *  gives the mail back to this worker's retries rather than to another server's. */
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Opens the transport a setting names. */
export function openMailTransport(setting: MailTransportSetting): MailTransport {
  if (setting.kind === 'file') return fileOutbox(setting.dir);
  const transporter = nodemailer.createTransport({
    pool: true,
    // A worker sends a batch of mails side by side (worker.ts); the pool queues what is beyond these.
    maxConnections: 4,
    ...timeouts,
    ...(setting.url !== null
      ? { url: setting.url }
      : {
          host: setting.host ?? undefined,
          port: setting.port,
          secure: setting.port === 465,
          auth: setting.user !== null ? { user: setting.user, pass: setting.pass ?? '' } : undefined,
        }),
  });
  const where = setting.url !== null ? setting.url.replace(/\/\/[^@/]*@/, '//') : `smtp://${setting.host}:${setting.port}`;
  return {
    where,
    async send(mail) {
      await transporter.sendMail(messageOf(mail));
    },
    close: () => transporter.close(),
  };
}

/** The file outbox: each mail written whole to a temporary name, flushed, then renamed to
 *  `<id>.eml`, so a file there is always a complete mail, and sending one again writes the same file. */
function fileOutbox(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let made: Promise<unknown> | null = null;
  return {
    where: dir,
    async send(mail) {
      made ??= mkdir(dir, { recursive: true });
      await made;
      const info = await builder.sendMail(messageOf(mail));
      const file = join(dir, `${mail.id}.eml`);
      const partial = `${file}.partial`;
      const handle = await open(partial, 'w');
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    },
    close: () => builder.close(),
  };
}
