// A real SMTP server on loopback for the tests that read the server's mail: it keeps every mail it
// accepts (parsed by mailparser) and can refuse the next few, as a busy mailbox does.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, vi } from 'vitest';

/** A mail server on loopback that keeps what it accepts, and refuses the next `n` mails on demand. */
export async function startMailServer() {
  const accepted: ParsedMail[] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (toRefuse > 0) {
            toRefuse -= 1;
            refused += 1;
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          }
          accepted.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    refuseNext: (n: number) => (toRefuse = n),
    refused: () => refused,
    /** The mails to an address, once exactly `count` have arrived. */
    to: (address: string, count = 1) =>
      vi.waitFor(
        () => {
          const mails = accepted.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
          expect(mails).toHaveLength(count);
          return mails;
        },
        { timeout: 20_000, interval: 20 },
      ),
    /** The mails accepted for a reference code. */
    about: (code: string) => accepted.filter((m) => m.subject?.includes(code)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailServer = Awaited<ReturnType<typeof startMailServer>>;
