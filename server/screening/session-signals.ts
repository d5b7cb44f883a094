// What a real browser session leaves on the server before it sends a claim, against a client
// that only fetches the CSRF token and posts: the pages of the site it loaded (a page's own
// address, or the page named by the Referer of a request the app sent from it), the shared page
// state it fetched, and the app's own requests (deadlines, the whitelist, the wizard's pages and
// configs, saving and resuming a draft, the case file's calls, tracking). Recorded per session
// (db/session-signals.ts), only counts and times, and read once at submit for three flags:
// `pagesNotVisited`, `noAppRequests` and `scriptedClient`. Each is a server-side signal: nothing
// a claimant types, pastes or has filled in for her, nor the assistive technology she uses, is
// seen by them. A flag only asks a reviewer to look.
//
// Visits are gathered in memory and written in one statement a second (or every 500), so a page
// load costs no database round trip; at submit, the session's rows are read in one statement and
// what this process has not written yet is added to them. A session's record is opened by its
// CSRF token's request, within a bound per client address (SESSION_STARTS_PER_MINUTE).
//
// Nothing here reads a request: the HTTP layer (http/session-visits.ts) describes each request of
// a session as plain values, and the claim's sender (sender.ts) for the flags.
import { formBasePath } from '../../src/contract/form-pages';
import type { FormType } from '../../src/contract/form-type-names';
import { PAGE_STATE_PREFIX } from '../../src/contract/page-state-address';
import { isFormPagePath } from '../claims/began-stamp';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { addSessionVisits, deleteSessionVisits, moveSessionVisits, SESSION_START, type SessionVisit } from '../db/session-signals';
import { rateLimiter } from '../limits/rate-limiter';
import { limitNetwork } from '../limits/client-network';
import { sessionKey } from '../db/sessions';
import type { Settlement } from '../settlement/settlement';
import type { Flag } from './flags';
import type { ClaimSender } from './sender';

/** The kinds of request recorded beside pages: the app's own calls, the shared page state, and
 *  a saved draft opened. */
const APP = '#app';
const STATE = '#state';
const RESUMED = '#resumed';

/** How long a session's visits are kept after its last request: longer than a session lives. */
export const SESSION_SIGNALS_HOURS = 24;

/** Most visits held in memory before they are written at once. */
const BATCH_LIMIT = 500;
/** How often the visits held in memory are written. */
const FLUSH_MS = 1000;

/** The visits of one database not yet written, by session and page. */
class VisitBuffer {
  private pending = new Map<string, SessionVisit>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Batches taken from `pending` whose write has not finished. */
  private inFlight: SessionVisit[][] = [];

  constructor(private readonly db: Database) {}

  note(idHash: string, page: string, at: number): void {
    const key = `${idHash} ${page}`;
    const visit = this.pending.get(key);
    if (visit) {
      visit.lastAt = Math.max(visit.lastAt, at);
      visit.hits += 1;
    } else this.pending.set(key, { idHash, page, firstAt: at, lastAt: at, hits: 1 });
    if (this.pending.size >= BATCH_LIMIT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** The visits of a session not written yet, those being written included (a claim read
   *  while its session's batch is on its way to the database must still see them). */
  pendingOf(idHash: string): SessionVisit[] {
    const held = [...this.pending.values(), ...this.inFlight.flat()];
    return held.filter((v) => v.idHash === idHash).map((v) => ({ ...v }));
  }

  /** Renames a session's visits not written yet (its id was replaced). */
  rename(fromIdHash: string, toIdHash: string): void {
    for (const [key, visit] of [...this.pending]) {
      if (visit.idHash !== fromIdHash) continue;
      this.pending.delete(key);
      this.pending.set(`${toIdHash} ${visit.page}`, { ...visit, idHash: toIdHash });
    }
  }

  /** Settles once the batches on their way to the database are written. */
  settled(): Promise<void> {
    return this.writing;
  }

  /** Drops a session's visits not written yet. */
  forget(idHash: string): void {
    for (const [key, visit] of [...this.pending]) if (visit.idHash === idHash) this.pending.delete(key);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending.clear();
    if (batch.length === 0) return this.writing;
    this.inFlight.push(batch);
    // One write at a time, in order: a later batch never lands before an earlier one.
    this.writing = this.writing.then(() =>
      addSessionVisits(this.db, batch)
        .catch(() => {
          // The database away for a moment: these visits are lost, which can only flag a claim
          // for review, never refuse one.
        })
        .finally(() => {
          this.inFlight = this.inFlight.filter((held) => held !== batch);
        }),
    );
    return this.writing;
  }
}

const buffers = new WeakMap<Database, VisitBuffer>();

function bufferOf(db: Database): VisitBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new VisitBuffer(db);
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Writes the visits held in memory (before the database closes). */
export function flushSessionSignals(db: Database): Promise<void> {
  return buffers.get(db)?.flush() ?? Promise.resolve();
}

/** Forgets a session's visits, held and written (it logged out). */
export async function forgetSessionSignals(db: Database, idHash: string): Promise<void> {
  const buffer = bufferOf(db);
  buffer.forget(idHash);
  // A batch on its way holding the session's visits lands first, then goes with the rest.
  await buffer.settled();
  await deleteSessionVisits(db, idHash);
}

/** Moves a session's visits to the id that replaces it, held and written. */
export async function moveSessionSignals(db: Database, fromIdHash: string, toIdHash: string): Promise<void> {
  const buffer = bufferOf(db);
  buffer.rename(fromIdHash, toIdHash);
  // A batch on its way holding the session's visits lands under the old id first, then moves.
  await buffer.settled();
  await moveSessionVisits(db, fromIdHash, toIdHash);
}

/** The page of the site an address names, as recorded: a form's page, the site's root, a page of
 *  the case file (/claim/...), or a resume link without its token (it opens a claimant's
 *  answers); null for anything else, so what is kept per session is bounded by the package. */
function sitePageOf(settlement: Settlement, path: string): string | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/' || isFormPagePath(settlement, trimmed)) return trimmed;
  if (/^\/claim\/[a-z-]{1,40}$/.test(trimmed)) return trimmed;
  if (trimmed === '/resume' || trimmed.startsWith('/resume/')) return '/resume';
  return null;
}

/** Records the page a request was sent from, if it names one of the site's. */
function notePageOf(ctx: AppContext, buffer: VisitBuffer, idHash: string, at: number, fromPage: string | null): void {
  const page = fromPage === null ? null : sitePageOf(ctx.settlement, fromPage);
  if (page) buffer.note(idHash, page, at);
}

/** Sessions whose record one client address (an IPv6 client by its /64) may open per minute: a
 *  library's busy hour opens a few a minute; a script opening a session for every request is
 *  held here, so the table grows no faster than this per client. A session past it is not
 *  recorded, which can only flag its claim for review. */
export const SESSION_STARTS_PER_MINUTE = 120;

const startsPerAddress = new WeakMap<AppContext['settings'], ReturnType<typeof rateLimiter>>();

/** The request for a session's CSRF token, as the HTTP layer read it. */
interface SessionStart {
  readonly sessionId: string;
  /** Whether the request came with this session's cookie (a session already begun). */
  readonly cookieSent: boolean;
  readonly clientAddress: string;
  /** The path of the site's page the request was sent from (its Referer), or null. */
  readonly fromPage: string | null;
}

/** Records a session's request for its CSRF token, the first of a new session (its cookie did
 *  not come with it): opens the session's record, within the client's bound, and notes the page
 *  the browser loaded before, as its Referer names it. */
export function noteSessionStart(ctx: AppContext, start: SessionStart): void {
  let limiter = startsPerAddress.get(ctx.settings);
  if (!limiter) {
    limiter = rateLimiter(SESSION_STARTS_PER_MINUTE, 60_000);
    startsPerAddress.set(ctx.settings, limiter);
  }
  const buffer = bufferOf(ctx.db);
  const idHash = sessionKey(start.sessionId);
  const at = ctx.now();
  if (!start.cookieSent && !limiter.take(limitNetwork(start.clientAddress))) return;
  buffer.note(idHash, SESSION_START, at);
  notePageOf(ctx, buffer, idHash, at, start.fromPage);
}

/** A request of a browser session, answered, as the HTTP layer read it. */
interface SessionRequest {
  readonly sessionId: string;
  readonly method: string;
  readonly path: string;
  /** The status it was answered with. */
  readonly status: number;
  /** The path of the site's page the request was sent from (its Referer), or null. */
  readonly fromPage: string | null;
}

/** Records what a request of a browser session fetched: a page of the site (its own address for
 *  a page load, or the page a call was sent from), the shared page state, the app's calls. */
export function noteSessionRequest(ctx: AppContext, request: SessionRequest): void {
  const { path, method } = request;
  const buffer = bufferOf(ctx.db);
  const idHash = sessionKey(request.sessionId);
  const at = ctx.now();
  // The data and code of the pages: their shared state, and the scripts a page loads as the
  // claimant moves on (a browser that kept them from an earlier visit asks for none).
  if (path.startsWith(PAGE_STATE_PREFIX) || path.startsWith('/assets/')) buffer.note(idHash, STATE, at);
  else if (path.startsWith('/api/')) {
    buffer.note(idHash, APP, at);
    // A saved draft opened: its pages were visited in the session that saved it.
    if (method === 'GET' && /^\/api\/drafts\/[^/]+$/.test(path) && request.status === 200) buffer.note(idHash, RESUMED, at);
  } else if (method === 'GET') {
    const page = sitePageOf(ctx.settlement, path);
    if (page) buffer.note(idHash, page, at);
  }
  notePageOf(ctx, buffer, idHash, at, request.fromPage);
}

/** A flag as these checks raise it (its weight comes from the package's settings). */
type SignalFlag = Omit<Flag, 'weight'>;

/** Names of HTTP libraries, command-line clients and browser automation as they appear in a
 *  User-Agent. None of them is a browser a person uses: screen readers, voice control and
 *  password managers run inside one and leave its User-Agent as it is. */
const scriptedAgents: readonly [RegExp, string][] = [
  [/\bcurl\//i, 'curl'],
  [/\bwget\//i, 'Wget'],
  [/python-requests|python-urllib|python-httpx|\baiohttp\b|\bhttpx\//i, 'a Python HTTP library'],
  [/\bscrapy\b/i, 'Scrapy'],
  [/go-http-client/i, "Go's HTTP client"],
  [/\bokhttp\b|apache-httpclient|\bjava\/\d/i, 'a Java HTTP library'],
  [/\baxios\/|node-fetch|\bundici\b|\bgot\b \(|^node$/i, 'a Node.js HTTP library'],
  [/libwww-perl|\bmechanize\b|ruby|php\//i, 'a scripting HTTP library'],
  [/postmanruntime|insomnia/i, 'an API testing tool'],
  [/headlesschrome|phantomjs|slimerjs|electron\/.*\bheadless|\bpuppeteer\b|\bplaywright\b|\bselenium\b|webdriver/i, 'browser automation'],
];

/** The major version of a Chromium or Firefox engine the User-Agent names, if any. */
function engineVersion(agent: string): { engine: 'Chromium' | 'Firefox'; major: number } | null {
  const chromium = /\bChrom(?:e|ium)\/(\d+)/.exec(agent);
  if (chromium) return { engine: 'Chromium', major: Number(chromium[1]) };
  const firefox = /\bFirefox\/(\d+)/.exec(agent);
  if (firefox) return { engine: 'Firefox', major: Number(firefox[1]) };
  return null;
}

/** Whether the browser saw the site as a secure context (HTTPS, or the local machine), where
 *  browsers send the Sec-Fetch-* headers. */
function secureContext(sender: ClaimSender): boolean {
  const host = (sender.host ?? '').replace(/:\d+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host)) return true;
  return sender.origin?.startsWith('https://') === true || new URL(sender.url).protocol === 'https:';
}

/** The `scriptedClient` flag of the request that sends the claim, or null. A User-Agent of an
 *  HTTP library or browser automation, none at all, no Accept-Language (every browser sends
 *  one), or a recent Chromium or Firefox (which send Sec-Fetch-Mode on every request of a secure
 *  context, since Chromium 80 and Firefox 90) without it. An older browser, or one of another
 *  engine, is judged by the first three only. */
function scriptedClientFlag(sender: ClaimSender): SignalFlag | null {
  const agent = sender.userAgent?.trim() ?? '';
  const why: string[] = [];
  if (agent === '') why.push('it sent no User-Agent');
  else {
    const named = scriptedAgents.find(([pattern]) => pattern.test(agent));
    if (named) why.push(`its User-Agent is that of ${named[1]} ("${agent.slice(0, 80)}")`);
  }
  if (!sender.acceptLanguage) why.push('it sent no Accept-Language, which every browser sends');
  const engine = engineVersion(agent);
  const modern = engine && (engine.engine === 'Chromium' ? engine.major >= 80 : engine.major >= 90);
  if (why.length === 0 && modern && secureContext(sender) && !sender.secFetchMode)
    why.push(`it claims ${engine.engine} ${engine.major} but sent no Sec-Fetch-Mode, which that browser sends with every request`);
  if (why.length === 0) return null;
  return { name: 'scriptedClient', reason: `The claim was sent by a script, not a browser: ${why.join('; ')}.`, matches: [] };
}

/** Whether a recorded page belongs to the claim: a page of its form, or for an amendment any
 *  page of the case file (it is reopened there). */
function pageOfClaim(settlement: Settlement, page: string, formType: FormType, amendment: boolean): boolean {
  if (amendment && page.startsWith('/claim/')) return true;
  const base = formBasePath[formType];
  if (page === base || page.startsWith(`${base}/`)) return true;
  // The documents-upload form's first page is the site's root.
  return page === '/' && formType === 'DocumentsUpload' && isFormPagePath(settlement, '/');
}

/** Time spent on the session signals at submit in this process (wall clock; their database read
 *  is part of screening's statement), for the benchmark (scripts/bench/bench-fraud.ts). */
export const sessionSignalsCost = { claims: 0, milliseconds: 0 };

/** The visits of a session this process holds but may not have written yet, those on their way
 *  to the database included. Taken before the database is read for the session: a batch whose
 *  write ends between the read and this call would otherwise be in neither. A batch written
 *  before the read is then in both, which only counts its requests twice. */
export function heldSessionVisits(db: Database, sessionIdHash: string | null): SessionVisit[] {
  return sessionIdHash ? bufferOf(db).pendingOf(sessionIdHash) : [];
}

/** The session signals of a claim: its pages, its app requests, its client. `stored` is what the
 *  database holds of the session (read by screening's one statement, db/screening.ts), joined with
 *  `held`, what this process held of it not written yet just before that read (heldSessionVisits). */
export function sessionSignalFlags(
  ctx: AppContext,
  claim: { sessionId: string | null; formType: FormType; amends?: string | undefined },
  sender: ClaimSender,
  visitsOf: { stored: readonly SessionVisit[]; held: readonly SessionVisit[] },
): SignalFlag[] {
  const started = performance.now();
  try {
    return signalFlags(ctx, claim, sender, visitsOf);
  } finally {
    sessionSignalsCost.claims += 1;
    sessionSignalsCost.milliseconds += performance.now() - started;
  }
}

function signalFlags(
  ctx: AppContext,
  claim: { sessionId: string | null; formType: FormType; amends?: string | undefined },
  sender: ClaimSender,
  { stored, held }: { stored: readonly SessionVisit[]; held: readonly SessionVisit[] },
): SignalFlag[] {
  const flags: SignalFlag[] = [];
  const scripted = scriptedClientFlag(sender);
  if (scripted) flags.push(scripted);
  // What is not written yet counts as it will be written: only for a session whose record is open.
  const visits = stored.length > 0 || held.some((v) => v.page === SESSION_START) ? [...stored, ...held] : [];
  const resumed = visits.some((v) => v.page === RESUMED || v.page === '/resume');
  const amendment = claim.amends !== undefined;
  const pages = visits.filter((v) => !v.page.startsWith('#'));
  const ofClaim = pages.filter((v) => pageOfClaim(ctx.settlement, v.page, claim.formType, amendment));
  if (ofClaim.length === 0 && !resumed) {
    const elsewhere = new Set(pages.map((v) => v.page)).size;
    const where = amendment ? 'the case file' : `the ${claim.formType} form`;
    flags.push({
      name: 'pagesNotVisited',
      reason:
        `The session that sent the claim never loaded a page of ${where}, nor sent a request from one` +
        (elsewhere > 0 ? ` (it loaded ${elsewhere === 1 ? '1 other page' : `${elsewhere} other pages`} of the site).` : '.'),
      matches: [],
    });
  }
  const appRequests = visits.filter((v) => v.page === APP || v.page === STATE).reduce((sum, v) => sum + v.hits, 0);
  if (appRequests === 0)
    flags.push({
      name: 'noAppRequests',
      reason:
        'Apart from its CSRF token and the claim itself, the session sent none of the requests the app makes while a claimant fills the form (the pages, their shared state, deadlines, drafts, the case file).',
      matches: [],
    });
  return flags;
}
