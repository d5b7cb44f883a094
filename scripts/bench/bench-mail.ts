// Claims per second while the mail outbox sends each claim's confirmation through a real SMTP
// server (smtp-server on loopback, in this process), against the same server writing its mail to
// the file outbox (no SMTP_URL: the mail is still queued, rendered and marked sent, but no SMTP
// conversation). Each run is a fresh server in a child process on a fresh PGlite data folder;
// the two kinds alternate, best of the rounds. Target: ratio 0.9 or more.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { benchPackage, fileClaims, LeanClient, pdfBytes, session, warmUp } from './bench-claims';
import { startChild } from './bench-child';

const CLAIMS = Number(process.env.BENCH_MAIL_CLAIMS ?? 300);
const CONCURRENCY = 8;
const ROUNDS = 2;
const tmp = join(process.cwd(), '.tmp');

async function startSmtp() {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, accepted: () => accepted, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The mails the file outbox has written so far. */
const filedMails = async (dataDir: string) =>
  (await readdir(join(dataDir, 'mail')).catch(() => [])).filter((name) => name.endsWith('.eml')).length;

interface RunResult {
  claimsPerSecond: number;
  /** Mails sent while the claims were being filed. */
  mailsDuring: number;
  /** Seconds from the last claim until every claim's mail was sent. */
  drainSeconds: number;
}

async function run(smtpUrl: string | null, smtpMailed: () => number): Promise<RunResult> {
  const dataDir = await mkdtemp(join(tmp, 'bench-mail-'));
  const mailed = async () => (smtpUrl === null ? filedMails(dataDir) : smtpMailed());
  const settlementDir = await benchPackage(tmp);
  const child = await startChild('server/main.ts', {
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    SETTLEMENT_DIR: settlementDir,
    DATABASE_URL: '',
    UPLOADS_PER_ADDRESS: '100000',
    SMTP_URL: smtpUrl ?? '',
  });
  const client = new LeanClient(child.url, pdfBytes(64 * 1024), CONCURRENCY);
  try {
    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => session(child.url)));
    await warmUp(client, sessions, 50, 1_000_000);
    const before = await mailed();
    const started = performance.now();
    await fileClaims(client, sessions, CLAIMS, 'mail');
    const ended = performance.now();
    const mailsDuring = (await mailed()) - before;
    // The outbox must keep up, not only stay out of the way: wait (a minute at most) for the rest.
    while ((await mailed()) - before < CLAIMS && performance.now() - ended < 60_000) await new Promise((r) => setTimeout(r, 50));
    const drainSeconds = (performance.now() - ended) / 1000;
    return { claimsPerSecond: CLAIMS / ((ended - started) / 1000), mailsDuring, drainSeconds };
  } finally {
    client.close();
    await child.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(settlementDir, { recursive: true, force: true });
  }
}

const smtp = await startSmtp();
try {
  const withSmtp: RunResult[] = [];
  const withoutSmtp: RunResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    withoutSmtp.push(await run(null, () => 0));
    withSmtp.push(await run(smtp.url, smtp.accepted));
  }
  const best = (list: { claimsPerSecond: number }[]) => Math.max(...list.map((r) => r.claimsPerSecond));
  const rounds = (list: { claimsPerSecond: number }[]) => list.map((r) => r.claimsPerSecond.toFixed(1)).join(', ');
  console.log(`PGlite: ${CLAIMS} claims with a 64 kB document each, ${CONCURRENCY} concurrent clients, best of ${ROUNDS} rounds`);
  const mails = (list: RunResult[]) =>
    `mails sent while filing: ${list.map((r) => r.mailsDuring).join(', ')} of ${CLAIMS}; the rest sent within ${list.map((r) => `${r.drainSeconds.toFixed(1)} s`).join(', ')}`;
  console.log(
    `  file outbox (no SMTP)  ${best(withoutSmtp).toFixed(1).padStart(6)} claims/s (rounds: ${rounds(withoutSmtp)}; ${mails(withoutSmtp)})`,
  );
  console.log(
    `  SMTP while sending     ${best(withSmtp).toFixed(1).padStart(6)} claims/s (rounds: ${rounds(withSmtp)}; ${mails(withSmtp)})`,
  );
  const ratio = best(withSmtp) / best(withoutSmtp);
  console.log(
    `  ratio SMTP / file outbox: ${ratio.toFixed(2)} in claims per second (target 0.9 or more: ${ratio >= 0.9 ? 'met' : 'NOT MET'})`,
  );
} finally {
  await smtp.close();
}
