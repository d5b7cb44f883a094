// `npm run admin -- <command>`: the administrator's commands, run against the database the
// server's own settings name (DATA_DIR or DATABASE_URL), with the code the admin calls use.
// Data goes to standard output, messages to standard error. See `npm run admin -- help`.
import { once } from 'node:events';
import { createWriteStream, existsSync, fstatSync, ftruncateSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ThemeError } from '../themes/registry';
import type { ClaimPosition } from './db/claim-pages';
import { openDatabase, type Database } from './db/database';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { findMail, listMail } from './db/mail-outbox';
import { resolveSettings, settingsFromEnv, type ServerSettings } from './settings/settings';
import { SettingsError } from './settings/setting-kinds';
import { loadSettlement } from './settlement/load';
import { SettlementError } from './settlement/problems';
import { ClaimantImportError, checkClaimantsFile, importClaimants } from './claimants/claimant-import';
import { findClaimView, listClaims } from './admin/claim-list';
import { AdminInputError, parseCursor, parseFilter } from './admin/claim-query';
import { ExportChangedError, exportClaims, exportFormats, type ExportFormat } from './admin/export';
import { exportTerms } from './admin/export-terms';
import { recordAdminAction, verifyAuditLog, type AuditVerification } from './admin/audit';
import { CheckpointRefusedError, openCheckpointStore, readCheckpoints, writeAuditCheckpoint } from './admin/audit-checkpoints';
import { claimEvidence, listScreened, parseScreeningFilter, reviewClaim } from './admin/screening-queue';
import { campaignClusters, runCampaignsNow } from './admin/campaigns';
import { caseHistory, listClaimsInState, parseState, parseTransitionInput, transitionClaim } from './admin/case-admin';
import { dataKeysByKek, openVault, rewrapDataKeys } from './privacy/data-keys';
import { claimsToDestroy, destroyClaimsFiledBefore } from './privacy/destroy';
import { destroyNoticeList } from './privacy/notice-list';
import { countClaimants } from './db/claimants';
import { openStore } from './storage/open-store';
import { claimOpener, openedMail } from './admin/reveal';
import {
  addPerson as addDeskPerson,
  disable as disableDeskPerson,
  DeskInputError,
  issueSignInLink,
  people as deskPeople,
  SIGN_IN_LINK_MINUTES,
} from './desk/people';
import { deskSignInUrl } from './desk/sign-in-url';
import { linksNeedNoSecondFactor } from './desk/mfa';

const usage = `Usage: npm run admin -- <command> [options]

Commands:
  export --format csv|ndjson [--output FILE] [--reveal REASON] [filters]
      All claims (or those of the filters), streamed to standard output or FILE. Sensitive
      answers show their last four characters only, unless --reveal gives the reason to see
      them whole (the reason goes into the audit log).
  list [--limit N] [filters]
      Claims oldest first: reference code, form type, culture, created at, documents.
  show REFERENCE-CODE [--reveal REASON]
      One claim as JSON, with its documents; sensitive answers masked as in export.
  keys status
      How many data keys each key of DATA_KEYS wraps.
  keys rotate
      Wraps every data key under the first key of DATA_KEYS (after a new key was put first);
      claims may be filed meanwhile. Then the old key can leave DATA_KEYS.
  data destroy [--before DATE] [--notice-list] [--check]
      Destroys the personal data of claims filed before DATE: their data keys (every sealed
      answer, version and statement becomes unreadable) and their documents. The reference
      code, state history and audit log remain. --notice-list destroys the prefilled values of
      the imported claimants (their claim IDs and PINs still sign in). --check counts them and
      changes nothing.
  import-claimants FILE.csv [--add] [--check]
      Claimants who may authorize: columns claimId, pin and <mapping>.<Field> data such as
      claimantInfo.FirstName (the prepopulated fields of the settlement's forms). Replaces the
      claimants on file (--add keeps them); --check only checks the file. Nothing is imported
      when any row is bad.
  flagged [--flag NAME] [--min-score N] [--max-score N] [--review pending|approved|rejected|deficient] [--limit N]
      Screened claims, highest score first: reference code, score, flags, review.
  campaigns run | list
      run: links the claims filed since the campaign job last ran into clusters now (waiting for a
      run on another server to end), and flags the claims of large clusters. list: the clusters of
      at least the package's minClaims claims, highest score first.
  evidence REFERENCE-CODE
      Why a claim was flagged: each flag with its reason and the claims it matched, as JSON.
  review REFERENCE-CODE --decision approved|rejected|deficient --reason TEXT --reviewer NAME
      Records the review of a claim (a later review replaces it; the audit log keeps both).
  audit-verify
      Checks the audit log: its keyed hash chain (AUDIT_KEY), its length and hashes against the
      signed checkpoints kept outside the database, and each review against the entry that set
      it. Prints the entries checked and the last hash; exit code 1 with what is wrong.
  case list STATE [--limit N] [--after REFERENCE-CODE]
      Claims in a state (received, inReview, deficient, approved, denied, appealed, paid):
      reference code, form type, state, filed at, changed at.
  case history REFERENCE-CODE
      A claim's case file as JSON: every change with who made it, the reason and its detail,
      the answers a cure replaced, and the documents sent with cures and appeals.
  case REFERENCE-CODE TRANSITION [--reason TEXT] [--item MAPPING.KEY]... [--actor NAME]
      Changes a claim's state: startReview, markDeficient (--reason and one --item per field
      or document to fix, e.g. --item claimantInfo.email), approve, deny (--reason), markPaid.
      The claimant is mailed (by a running server's outbox) and the change is audited.
  desk add EMAIL --name NAME --role reviewer|supervisor|auditor
      Adds a person to the administrator's desk (/admin) and prints their one-time sign-in
      link (it works once, for 10 minutes). Every view and decision at the desk is audited
      under their name. The person is mailed (by a running server's outbox) that a link was
      issued for them, without the link.
  desk link EMAIL
      A new sign-in link for a person of the desk; they are mailed that it was issued.
      With DESK_REQUIRE_MFA no link is printed (a link is one factor): people sign in through
      the organisation's provider with a second factor; desk link fails and says so.
  desk list
      The desk's people: email, role, name, and whether they are disabled.
  desk disable EMAIL
      Disables a person at once: their sessions and links end.
  mail list [--limit N]
      The mail outbox, newest first: id, status, attempts, kind, reference code, culture, to,
      created at, sent at (default the last 100).
  mail show ID|REFERENCE-CODE [--reveal REASON]
      One mail as JSON: its recipient, status, attempts, last error and the values it carries
      (the recipient, name and codes masked unless --reveal gives a reason; the list shows a
      mail's recipient as (sealed).
      Sent or not, the mail's text is made from the package's copy when it goes out.
  reload [--server URL]...
      Asks a running server (default http://127.0.0.1:$PORT, PORT 3000) to re-read the
      package's deadlines.json and banner setting and put them in force without a restart, after
      the same check as at start (a package with a problem changes nothing and is listed).
      Needs ADMIN_TOKEN, as the server has it. Each server keeps its own copy: with several,
      name each with --server.

Filters: --form-type Standard|Lookup|Automotive|DocumentsUpload, --from DATE, --to DATE
  (DATE: YYYY-MM-DD, a day in UTC, or a date and time with its zone; both ends included).

Settings: DATA_DIR (embedded database, default ./data) or DATABASE_URL (PostgreSQL), and
SETTLEMENT_DIR (the settlement package, default the demo), as for the server. With the
embedded database, stop the server first: one process at a time opens it.
"npm run -s" keeps npm's own "> claims-site admin" lines out of standard output (an export
redirected to a file removes them itself).`;

/** A usage mistake: the message and the usage text are shown, exit code 2. */
class UsageError extends Error {}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** The command being run, for its audit entry (audit-verify only reads and is not recorded). */
let audited: { command: string; args: string[]; actor: string } | null = null;

/** Opens the database of the server's settings for `work`. Only an import may create the
 *  embedded one: any other command in the wrong folder would show an empty new database. */
async function withDatabase<T>(work: (db: Database, settings: ServerSettings) => Promise<T>, create = false): Promise<T> {
  const settings = resolveSettings(settingsFromEnv(process.env));
  if (!settings.databaseUrl) {
    if (create) await mkdir(settings.dataDir, { recursive: true });
    else if (!existsSync(join(settings.dataDir, 'db', 'PG_VERSION'))) {
      throw new AdminInputError(
        `There is no database in ${join(settings.dataDir, 'db')}: set DATA_DIR to the server's data folder (or DATABASE_URL).`,
      );
    }
  }
  const unlock = settings.databaseUrl ? async () => {} : await lockDataDir(settings.dataDir, 'npm run admin');
  try {
    const db = await openDatabase(settings);
    try {
      const result = await work(db, settings);
      // Every command that reached the database is an admin action: it goes into the audit log.
      // ... and a checkpoint of it is written outside the database, as a server does on shutdown.
      if (audited) {
        await recordAdminAction(db, settings.auditKey, {
          actor: audited.actor,
          action: `cli ${audited.command}`,
          detail: { args: audited.args },
        });
        const store = await openCheckpointStore(settings);
        try {
          await writeAuditCheckpoint(db, settings.auditKey, store);
        } catch (error) {
          if (!(error instanceof CheckpointRefusedError)) throw error;
          console.error(error.message);
        } finally {
          store.close();
        }
      }
      return result;
    } finally {
      await db.close();
    }
  } finally {
    await unlock();
  }
}

const filterOptions = {
  'form-type': { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
} as const;

function filterOf(values: { 'form-type'?: string | undefined; from?: string | undefined; to?: string | undefined }) {
  return parseFilter({ formType: values['form-type'], from: values.from, to: values.to });
}

/** npm's own lines before a script's output: `\n> claims-site@0.1.0 admin\n> tsx ... args\n\n`. */
const npmBanner = /^\n> [^\n]+ admin\n> [^\n]*\n\n?$/;

/** Where the export goes when no --output is named: standard output. `npm run admin -- export
 *  > file` (without -s) has npm write its banner into the file before this process starts; when
 *  the file holds exactly that, it is emptied and the export written from its start, so the
 *  file is the export alone. Any other content already there (`>>`) is left as it is. */
function standardOutput(): { out: Writable; finish: () => Promise<void> } {
  const plain = { out: process.stdout as Writable, finish: async () => {} };
  try {
    const stat = fstatSync(1);
    if (!stat.isFile() || stat.size === 0) return plain;
    // The file as it is now, read through /proc (standard output is open for writing only).
    if (npmBanner.test(readFileSync('/proc/self/fd/1', 'utf8'))) {
      ftruncateSync(1, 0);
      const out = createWriteStream('', { fd: 1, start: 0, autoClose: false });
      return {
        out,
        finish: async () => {
          out.end();
          await once(out, 'finish');
        },
      };
    }
  } catch {
    // No /proc (not Linux) or not a file we can inspect: leave the output as it is.
  }
  return plain;
}

async function exportCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { format: { type: 'string' }, output: { type: 'string' }, reveal: { type: 'string' }, ...filterOptions },
    strict: true,
  });
  const format = values.format ?? '';
  if (!(exportFormats as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${exportFormats.join(', ')}.`);
  const filter = filterOf(values);
  // Columns are named after the package's models, as the server running it names them.
  const settlement = await loadSettlement(process.env.SETTLEMENT_DIR?.trim() || undefined);
  const terms = exportTerms(settlement.configs, settlement.formTypes);
  let claims = 0;
  await withDatabase(async (db, settings) => {
    const chunks = exportClaims(db, format as ExportFormat, filter, terms, claimOpener(db, openVault(settings.dataKeys), values.reveal));
    // The first chunk before any output is opened: a failing query leaves no empty file behind.
    const first = await chunks.next();
    const target = values.output ? fileOutput(values.output) : standardOutput();
    for (let next = first; !next.done; next = await chunks.next()) {
      claims += format === 'ndjson' ? next.value.split('\n').length - 1 : 0;
      await write(target.out, next.value);
    }
    await target.finish();
  });
  if (values.output) console.error(`Wrote ${values.output}${format === 'ndjson' ? ` (${claims} claims)` : ''}.`);
}

function fileOutput(path: string): { out: Writable; finish: () => Promise<void> } {
  const out = createWriteStream(path);
  return {
    out,
    finish: async () => {
      out.end();
      await once(out, 'finish');
    },
  };
}

async function listCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { limit: { type: 'string' }, ...filterOptions }, strict: true });
  const filter = filterOf(values);
  const limit = values.limit === undefined ? Number.POSITIVE_INFINITY : Number(values.limit);
  if (!(limit >= 1)) throw new UsageError('--limit must be a whole number of at least 1.');
  await withDatabase(async (db) => {
    await write(process.stdout, ['reference code', 'form type', 'culture', 'created at', 'documents'].join('\t') + '\n');
    let cursor: ClaimPosition | null = null;
    let shown = 0;
    do {
      const page = await listClaims(db, filter, cursor, Math.min(1000, limit - shown));
      for (const c of page.claims)
        await write(process.stdout, [c.referenceCode, c.formType, c.culture, c.createdAt, c.fileCount].join('\t') + '\n');
      shown += page.claims.length;
      cursor = parseCursor(page.nextCursor ?? undefined);
    } while (cursor && shown < limit);
    console.error(`${shown} claim(s).`);
  });
}

async function showCommand(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args, options: { reveal: { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError('show takes one reference code.');
  await withDatabase(async (db, settings) => {
    const claim = await findClaimView(db, positionals[0]!, claimOpener(db, openVault(settings.dataKeys), values.reveal));
    if (!claim) throw new AdminInputError(`No claim has the reference code ${positionals[0]}.`);
    await write(process.stdout, `${JSON.stringify(claim, null, 2)}\n`);
  });
}

async function importCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { add: { type: 'boolean' }, check: { type: 'boolean' } },
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError('import-claimants takes one CSV file.');
  const path = positionals[0]!;
  // The columns a file may have are the prepopulated fields of the settlement's own forms.
  const settlement = await loadSettlement(process.env.SETTLEMENT_DIR?.trim() || undefined);
  if (values.check) {
    const { problems, claimants } = await checkClaimantsFile(path, settlement);
    if (problems.length > 0) throw new ClaimantImportError(problems);
    console.error(`${path}: ${claimants} claimant(s), no problems.`);
    return;
  }
  await withDatabase(async (db, settings) => {
    let lastReport = Date.now();
    const result = await importClaimants(db, openVault(settings.dataKeys), path, settlement, {
      mode: values.add ? 'add' : 'replace',
      onProgress(done, total) {
        if (Date.now() - lastReport > 5000 || done === total) {
          lastReport = Date.now();
          console.error(`  ${done} of ${total} PINs hashed`);
        }
      },
    });
    console.error(
      `Imported ${result.imported} claimant(s)${values.add ? ' (added to those on file)' : `, replacing the ${result.removed} on file before`}.`,
    );
  }, true);
}

/** One server's answer to a reload, as lines for the administrator; true when it applied. */
async function reloadOne(server: string, token: string): Promise<boolean> {
  const url = new URL('/api/admin/settlement/reload', server);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    console.error(`${server}: not reached (${(error as { cause?: Error }).cause?.message ?? (error as Error).message}).`);
    return false;
  }
  const body = (await response.json().catch(() => ({}))) as {
    error?: string;
    deadlines?: { timeZone: string; deadlines: Record<string, { date: string }> };
    banner?: boolean;
    bannerFromEnvironment?: boolean;
    restartNeededFor?: string[];
  };
  if (!response.ok || !body.deadlines) {
    console.error(`${server}: refused (${response.status}). ${body.error ?? ''}`.trim());
    return false;
  }
  const dates = Object.entries(body.deadlines.deadlines).map(([key, deadline]) => `  ${key}: ${deadline.date}`);
  console.error(`${server}: reloaded. Deadlines (${body.deadlines.timeZone}):\n${dates.join('\n')}`);
  console.error(
    `  banner: ${body.banner ? 'on' : 'off'}${body.bannerFromEnvironment ? ' (BANNER is set on the server and wins over the package)' : ''}`,
  );
  if (body.restartNeededFor?.length) console.error(`  changed but applied only at restart: ${body.restartNeededFor.join(', ')}`);
  return true;
}

async function reloadCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { server: { type: 'string', multiple: true } }, strict: true });
  const token = process.env.ADMIN_TOKEN?.trim();
  if (!token) throw new AdminInputError('reload needs ADMIN_TOKEN, the admin token the server runs with.');
  const servers = values.server?.length ? values.server : [`http://127.0.0.1:${process.env.PORT?.trim() || '3000'}`];
  for (const server of servers) {
    if (!URL.canParse(server)) throw new UsageError(`--server must be an address such as http://127.0.0.1:3000; got "${server}".`);
  }
  let refused = 0;
  for (const server of servers) if (!(await reloadOne(server, token))) refused += 1;
  if (refused > 0)
    throw new AdminInputError(`${refused} of ${servers.length} server(s) did not reload; those keep the deadlines and banner they had.`);
}

async function flaggedCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      flag: { type: 'string' },
      'min-score': { type: 'string' },
      'max-score': { type: 'string' },
      review: { type: 'string' },
      limit: { type: 'string' },
    },
    strict: true,
  });
  const filter = parseScreeningFilter({
    flag: values.flag,
    minScore: values['min-score'],
    maxScore: values['max-score'],
    review: values.review,
  });
  const limit = values.limit === undefined ? Number.POSITIVE_INFINITY : Number(values.limit);
  if (!(limit >= 1)) throw new UsageError('--limit must be a whole number of at least 1.');
  await withDatabase(async (db) => {
    await write(process.stdout, ['reference code', 'score', 'flags', 'review', 'created at'].join('\t') + '\n');
    let cursor: string | undefined;
    let shown = 0;
    do {
      const page = await listScreened(db, filter, cursor, Math.min(1000, limit - shown));
      for (const c of page.claims)
        await write(
          process.stdout,
          [c.referenceCode, c.score, c.flags.map((f) => f.name).join(',') || '-', c.review?.decision ?? 'pending', c.createdAt].join('\t') +
            '\n',
        );
      shown += page.claims.length;
      cursor = page.nextCursor ?? undefined;
    } while (cursor && shown < limit);
    console.error(`${shown} claim(s).`);
  });
}

async function campaignsCommand(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  parseArgs({ args: rest, strict: true });
  if (sub !== 'run' && sub !== 'list') throw new UsageError('campaigns takes run or list.');
  const settings = resolveSettings(settingsFromEnv(process.env));
  const settlement = await loadSettlement(settings.settlementDir ?? undefined);
  await withDatabase(async (db) => {
    if (sub === 'run') {
      const run = await runCampaignsNow({ db, vault: openVault(settings.dataKeys), settlement, auditKey: settings.auditKey });
      if (audited) audited.args = [...audited.args, `linked ${run.linked}, flagged ${run.flagged}`];
      console.error(`Linked ${run.linked} claim(s); flagged ${run.flagged} claim(s) campaign (${Math.round(run.milliseconds)} ms).`);
      return;
    }
    const clusters = await campaignClusters(db, settlement.info.screening.campaigns.minClaims);
    await write(process.stdout, ['first claim', 'claims', 'highest score', 'not reviewed', 'newest claim', 'linked by'].join('\t') + '\n');
    for (const c of clusters)
      await write(
        process.stdout,
        [
          c.referenceCode,
          c.size,
          c.highestScore ?? '-',
          c.pending,
          c.newestAt,
          c.evidence.map((e) => `${e.evidence}:${e.links}`).join(','),
        ].join('\t') + '\n',
      );
    console.error(`${clusters.length} cluster(s).`);
  });
}

async function evidenceCommand(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError('evidence takes one reference code.');
  await withDatabase(async (db) => {
    const evidence = await claimEvidence(db, positionals[0]!);
    if (!evidence) throw new AdminInputError(`No claim has the reference code ${positionals[0]}.`);
    await write(process.stdout, `${JSON.stringify(evidence, null, 2)}\n`);
  });
}

async function reviewCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { decision: { type: 'string' }, reason: { type: 'string' }, reviewer: { type: 'string' } },
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError('review takes one reference code.');
  if (audited && values.reviewer) audited.actor = values.reviewer;
  await withDatabase(async (db, settings) => {
    const review = await reviewClaim(db, settings.auditKey, positionals[0]!, {
      decision: values.decision,
      reason: values.reason,
      reviewer: values.reviewer,
    });
    if (!review) throw new AdminInputError(`No claim has the reference code ${positionals[0]}.`);
    console.error(`${review.referenceCode}: ${review.decision} by ${review.reviewer}.`);
  });
}

async function auditVerifyCommand(args: string[]): Promise<void> {
  parseArgs({ args, strict: true });
  audited = null;
  await withDatabase(async (db, settings) => {
    const store = await openCheckpointStore(settings);
    let result: AuditVerification;
    try {
      result = await verifyAuditLog(db, settings.auditKey, await readCheckpoints(store));
    } finally {
      store.close();
    }
    if (!result.ok) throw new AdminInputError(`The audit log does not verify: ${result.problem}.`);
    await write(process.stdout, `ok\t${result.entries} entries\t${result.lastHash}\n`);
    console.error(
      result.checkpoint
        ? `Checked against the checkpoint of ${result.checkpoint.at} (${result.checkpoint.entries} entries) in ${store.where}; ${result.reviews} review(s) match the log.`
        : `${result.reviews} review(s) match the log.`,
    );
    for (const note of result.notes) console.error(`Note: ${note}.`);
  });
}

async function mailCommand(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'list') {
    const { values } = parseArgs({ args: rest, options: { limit: { type: 'string' } }, strict: true });
    const limit = values.limit === undefined ? 100 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a whole number of at least 1.');
    await withDatabase(async (db) => {
      const mails = await listMail(db, limit);
      await write(
        process.stdout,
        ['id', 'status', 'attempts', 'kind', 'reference code', 'culture', 'to', 'created at', 'sent at'].join('\t') + '\n',
      );
      for (const m of mails) {
        const reference = 'referenceCode' in m.params ? m.params.referenceCode : '-';
        const row = [m.id, m.status, m.attempts, m.kind, reference, m.culture, m.recipient, m.createdAt.toISOString()];
        await write(process.stdout, [...row, m.sentAt?.toISOString() ?? '-'].join('\t') + '\n');
      }
      console.error(`${mails.length} mail(s).`);
    });
    return;
  }
  if (sub === 'show') {
    const { positionals, values } = parseArgs({
      args: rest,
      options: { reveal: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new UsageError('mail show takes one mail id or reference code.');
    await withDatabase(async (db, settings) => {
      const mail = await findMail(db, positionals[0]!);
      if (!mail) throw new AdminInputError(`No mail has the id or reference code ${positionals[0]}.`);
      const shown = await openedMail(db, openVault(settings.dataKeys), mail, values.reveal);
      await write(process.stdout, `${JSON.stringify(shown, null, 2)}\n`);
    });
    return;
  }
  throw new UsageError('mail takes list or show.');
}

async function caseCommand(args: string[]): Promise<void> {
  const [first, ...rest] = args;
  if (first === 'list') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { limit: { type: 'string' }, after: { type: 'string' } },
      strict: true,
    });
    if (positionals.length !== 1) throw new UsageError('case list takes one state.');
    const state = parseState(positionals[0]);
    const limit = values.limit === undefined ? 100 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a whole number of at least 1.');
    await withDatabase(async (db) => {
      const claims = await listClaimsInState(db, state, limit, values.after);
      await write(process.stdout, ['reference code', 'form type', 'state', 'filed at', 'changed at'].join('\t') + '\n');
      for (const claim of claims) {
        const row = [
          claim.referenceCode,
          claim.formType,
          claim.state,
          claim.createdAt.toISOString(),
          claim.changedAt?.toISOString() ?? '-',
        ];
        await write(process.stdout, row.join('\t') + '\n');
      }
      console.error(`${claims.length} claim(s) ${state}.`);
    });
    return;
  }
  if (first === 'history') {
    const { positionals, values } = parseArgs({
      args: rest,
      options: { reveal: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new UsageError('case history takes one reference code.');
    await withDatabase(async (db, settings) => {
      const history = await caseHistory(db, positionals[0]!, claimOpener(db, openVault(settings.dataKeys), values.reveal));
      if (!history) throw new AdminInputError(`No claim has the reference code ${positionals[0]}.`);
      await write(process.stdout, `${JSON.stringify(history, null, 2)}\n`);
    });
    return;
  }
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' }, item: { type: 'string', multiple: true }, actor: { type: 'string' } },
    strict: true,
  });
  if (positionals.length !== 2) throw new UsageError('case takes list, history, or a reference code and a transition.');
  const [referenceCode, transition] = positionals as [string, string];
  const items = (values.item ?? []).map((item) => {
    const dot = item.indexOf('.');
    if (dot < 1 || dot === item.length - 1) throw new UsageError(`--item must be MAPPING.KEY, e.g. claimantInfo.email; got "${item}".`);
    return { dtoMapping: item.slice(0, dot), key: item.slice(dot + 1) };
  });
  const input = parseTransitionInput({
    transition,
    ...(values.reason === undefined ? {} : { reason: values.reason }),
    ...(items.length > 0 ? { items } : {}),
    ...(values.actor === undefined ? {} : { actor: values.actor }),
  });
  if (audited && values.actor) audited.actor = values.actor;
  const settings = resolveSettings(settingsFromEnv(process.env));
  const settlement = await loadSettlement(settings.settlementDir ?? undefined);
  await withDatabase(async (db) => {
    const change = { db, vault: openVault(settings.dataKeys), settlement, auditKey: settings.auditKey, now: Date.now };
    const outcome = await transitionClaim(change, referenceCode, input, audited?.actor ?? 'cli');
    if (outcome.kind === 'notFound') throw new AdminInputError(`No claim has the reference code ${referenceCode}.`);
    if (outcome.kind === 'refused') throw new AdminInputError(outcome.reason);
    console.error(`${outcome.claim.referenceCode}: ${outcome.from} -> ${outcome.to}.`);
  });
}

async function keysCommand(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (rest.length > 0 || (sub !== 'status' && sub !== 'rotate')) throw new UsageError('keys takes status or rotate.');
  await withDatabase(async (db, settings) => {
    const ring = settings.dataKeys;
    if (sub === 'rotate') {
      const moved = await rewrapDataKeys(db, ring);
      console.error(`Wrapped ${moved} data key(s) again under "${ring.current.id}".`);
    }
    for (const { kekId, keys } of await dataKeysByKek(db)) {
      const state = kekId === ring.current.id ? 'current' : ring.keys.has(kekId) ? 'old, still in DATA_KEYS' : 'NOT in DATA_KEYS';
      await write(process.stdout, `${kekId}\t${keys}\t${state}\n`);
    }
  });
}

async function dataCommand(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub !== 'destroy') throw new UsageError('data takes destroy.');
  const { values } = parseArgs({
    args: rest,
    options: { before: { type: 'string' }, check: { type: 'boolean' }, 'notice-list': { type: 'boolean' } },
    strict: true,
  });
  const noticeList = values['notice-list'] === true;
  if (!values.before && !noticeList) throw new UsageError('data destroy needs --before DATE, --notice-list, or both.');
  // A day means its start (UTC), as the filters read --from.
  const before = values.before ? parseFilter({ from: values.before }).from! : null;
  await withDatabase(async (db, settings) => {
    if (values.check) {
      if (before) {
        const claims = await claimsToDestroy(db, before, 1_000_000);
        console.error(`${claims.length} claim(s) filed before ${before.toISOString()} still hold personal data; nothing was changed.`);
      }
      if (noticeList) console.error(`${await countClaimants(db)} claimant(s) on the notice list; nothing was changed.`);
      return;
    }
    if (noticeList) {
      const held = await destroyNoticeList(db);
      if (audited) audited.args = [...audited.args, `notice list ${held ? 'destroyed' : 'already destroyed'}`];
      console.error(held ? "Destroyed the notice list's prefilled values." : "The notice list's prefilled values were destroyed before.");
    }
    if (!before) return;
    const store = await openStore(settings);
    try {
      const destroyed = await destroyClaimsFiledBefore(db, store, before);
      if (audited) audited.args = [...audited.args, `destroyed ${destroyed.length}: ${destroyed.join(' ')}`];
      console.error(`Destroyed the personal data of ${destroyed.length} claim(s) filed before ${before.toISOString()}.`);
    } finally {
      store.close();
    }
  });
}

async function deskCommand(args: string[]): Promise<void> {
  const [sub, email, ...rest] = args;
  const { values } = parseArgs({ args: rest, options: { name: { type: 'string' }, role: { type: 'string' } }, strict: true });
  await withDatabase(async (db, settings) => {
    const now = new Date();
    const origin = settings.publicUrl ?? `http://localhost:${settings.port}`;
    if (sub === 'list') {
      for (const person of await deskPeople(db))
        await write(process.stdout, `${person.email}\t${person.role}\t${person.name}${person.disabled ? '\tdisabled' : ''}\n`);
      return;
    }
    if (!email) throw new UsageError(`desk ${sub ?? ''} needs the person's email address.`);
    if (sub === 'add') {
      await addDeskPerson(db, { email, name: values.name ?? '', role: values.role ?? '' });
    } else if (sub === 'disable') {
      await disableDeskPerson(db, email, now);
      console.error(`${email} is disabled: their sessions and links have ended.`);
      return;
    } else if (sub !== 'link') throw new UsageError('desk takes add, link, list or disable.');
    if (settings.deskRequireMfa) {
      if (sub === 'add') console.error(`${email} is on the desk.`);
      // A person added still signs in, through the provider; a link asked for is an error.
      if (sub === 'link') throw new DeskInputError(linksNeedNoSecondFactor);
      console.error(linksNeedNoSecondFactor);
      return;
    }
    const { person, token } = await issueSignInLink(db, email, now);
    console.error(`${person.email} is mailed that a link was issued for them, without the link.`);
    console.error(`Sign-in link for ${person.name} (${person.role}), valid once for ${SIGN_IN_LINK_MINUTES} minutes:`);
    await write(process.stdout, `${deskSignInUrl(origin, token)}\n`);
  });
}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  desk: deskCommand,
  keys: keysCommand,
  data: dataCommand,
  case: caseCommand,
  mail: mailCommand,
  flagged: flaggedCommand,
  campaigns: campaignsCommand,
  evidence: evidenceCommand,
  review: reviewCommand,
  'audit-verify': auditVerifyCommand,
  export: exportCommand,
  list: listCommand,
  show: showCommand,
  'import-claimants': importCommand,
  reload: reloadCommand,
};

/** Runs one command line; resolves with the process exit code. */
async function runCli(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.error(usage);
    return name ? 0 : 2;
  }
  const command = commands[name];
  audited = { command: name, args, actor: `cli:${process.env.USER ?? process.env.USERNAME ?? 'unknown'}` };
  try {
    if (!command) throw new UsageError(`Unknown command "${name}".`);
    await command(args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    // Messages written for administrators stand alone; anything else keeps its stack.
    const known = [
      AdminInputError,
      DeskInputError,
      ClaimantImportError,
      DataDirLockedError,
      ExportChangedError,
      SettingsError,
      SettlementError,
      ThemeError,
    ].some((type) => error instanceof type);
    console.error(known ? (error as Error).message : error);
    return 1;
  }
}

// A reader that went away (`| head`) is not an error of the export.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2));
