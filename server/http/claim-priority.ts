// Claims before pages. The server has one event loop: a crowd loading pages can take nearly all
// of it and leave the claims being uploaded a small share. So while any claim is in flight (a
// POST under /api/forms/: a submit with its documents, or an authorize), page responses (the
// site's pages, their scripts, styles and other files) are paced: they take at most `pageShare`
// percent of the loop's time, at most `pagesAtOnce` being made at once, and the other page
// requests wait their turn in order. Once no claim has been in flight for a quarter of a second,
// every page is let through at once. API calls are never held: a claimant's form needs them to
// finish its claim.
//
// A page request's client that leaves while it waits is dropped from the queue. Beyond
// `queueLimit` waiting, a page request is answered at once with 503 and Retry-After, so a crowd
// cannot make the queue hold memory without bound; a claim is never refused here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { Gauge, type Registry } from 'prom-client';
import type { AppEnv } from './app-env';

/** How pages are held while claims are in flight (see the settings of the same names). */
interface ClaimPriorityOptions {
  /** Page responses being made at once while a claim is in flight (1 or more). */
  pagesAtOnce: number;
  /** The percentage of the time pages may take while a claim is in flight (1 to 100). */
  pageShare: number;
  /** Page requests that may wait; one more gets 503 at once. */
  queueLimit: number;
  /** Where the gauge `page_responses{state}` goes (`in_progress`, `waiting`). */
  registry?: Registry;
}

/** The two middlewares of the gate, and what it holds. */
interface ClaimPriority {
  /** Mount on /api/forms/*: each POST counts as a claim in flight until it is answered. */
  claims: MiddlewareHandler<AppEnv>;
  /** Mount before the page routes: holds GET and HEAD requests outside /api while claims are in flight. */
  pages: MiddlewareHandler<AppEnv>;
}

/** The most one page is charged. A page's time is read on the wall clock from its turn to its
 *  answer; when its handler waits on something, that time also holds whatever else ran meanwhile
 *  (the other pages let through with it, a claim's chunk, a pause of the collector): 3 ms a page
 *  in batches of eight, once 140 ms for a batch, which then held every page for half a second.
 *  A page made from the cache takes a fraction of a millisecond of the loop's own time. */
const MAX_CHARGE_MS = 1;

/** The most page time a quiet spell can earn while claims are in flight. */
const MAX_BUDGET_MS = 20;

/** How long after the last claim ends pages stay held. */
const HOLD_OPEN_MS = 250;

/** Claims' bytes a millisecond (1 MB a second, all claims together, over about the last tenth of a
 *  second) at which their uploads count as work for the loop. A phone uploading at 3G speed sends
 *  a chunk every second or so, which the loop reads, hashes and seals in a fraction of a
 *  millisecond; a flood of claims on fast connections arrives at tens of megabytes a second. */
const MOVING_BYTES_PER_MS = 1000;

/** The time over which claims' recent bytes are averaged (ms). */
const RATE_WINDOW_MS = 100;

/** Seconds a page refused by the queue's bound is told to wait before asking again. */
const BUSY_RETRY_SECONDS = 2;

interface Waiter {
  admit(): void;
}

/** Creates the gate of one app. */
export function claimPriority({ pagesAtOnce, pageShare, queueLimit, registry }: ClaimPriorityOptions): ClaimPriority {
  let claims = 0;
  // The requests of the claims in flight, with the bytes their connection had read at the last pace.
  const receiving = new Map<IncomingMessage, number>();
  // Pages admitted and not yet answered.
  let pages = 0;
  const waiting: Waiter[] = [];
  if (registry) {
    new Gauge({
      name: 'page_responses',
      help: 'Page responses being made (in_progress) and waiting for their turn while claims are received (waiting).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_progress' }, pages);
        this.set({ state: 'waiting' }, waiting.length);
      },
    });
  }

  // The gate opens only once no claim has been in flight for HOLD_OPEN_MS. Opened the moment the
  // last claim ends, it let every waiting page through at once at each short gap between claims
  // (a claimant's next claim, the moment between two senders); the flood slowed the calls that
  // come before a claim, which widened the gaps, and the server could settle into serving pages
  // first with claims at half their rate.
  let gateOpen = true;
  let opening: NodeJS.Timeout | null = null;

  // While claims are in flight, pages are paced by the loop's turns. Each turn of the loop (from
  // one check phase to the next) earns pages a budget of time in proportion to the turn, so that
  // pages take at most `pageShare` percent of it, and each page spends its own time from it: the
  // time from its turn to its answer, read before the loop goes on to anything else. Pages are
  // let through on the check phase while the budget lasts (at most `pagesAtOnce` in progress),
  // so one turn of claims' work comes between one batch of pages and the next. Under twenty
  // uploads a turn can last 10 ms: one page a turn was a hundred pages a second, and a crowd of
  // 200 waited two seconds a page. A long quiet spell earns no more than MAX_BUDGET_MS, so pages
  // do not come all at once after it. A slow client reading its page holds no slot.
  //
  // Only claims that give the loop work hold pages back: one being filed (its body all read) or
  // uploads arriving at MOVING_BYTES_PER_MS or faster. A turn without them refills the budget. A
  // claim uploading slowly costs the loop almost nothing, yet two of them (two phones on a poor
  // connection, or a client trickling a byte at a time for as long as the request timeout lets
  // it) held a crowd's pages to a sixth of what the idle server served, p50 0.1 to 0.7 s.
  const unlimited = pageShare >= 100;
  let budget = 0;
  let lastTurn = performance.now();
  // Claims' bytes over about the last RATE_WINDOW_MS, decayed exponentially from `sampledAt`.
  let recentBytes = 0;
  let sampledAt = lastTurn;
  // A pace is due (on the next check phase, or once the budget is earned back).
  let paced = false;

  /** Whether claims are giving the loop work (see above). */
  function claimsAtWork(now: number): boolean {
    let filing = false;
    let bytes = 0;
    for (const [request, before] of receiving) {
      const read = request.socket?.bytesRead ?? before;
      bytes += read - before;
      receiving.set(request, read);
      filing ||= request.complete;
    }
    recentBytes = recentBytes * Math.exp(-(now - sampledAt) / RATE_WINDOW_MS) + bytes;
    sampledAt = now;
    return filing || recentBytes / RATE_WINDOW_MS >= MOVING_BYTES_PER_MS;
  }

  function pace(): void {
    paced = false;
    if (gateOpen) return pump();
    const now = performance.now();
    if (unlimited) budget = Number.POSITIVE_INFINITY;
    else if (claimsAtWork(now)) budget = Math.min(MAX_BUDGET_MS, budget + ((now - lastTurn) * pageShare) / (100 - pageShare));
    else budget = MAX_BUDGET_MS;
    lastTurn = now;
    while (waiting.length > 0 && budget > 0 && pages < pagesAtOnce) {
      pages += 1;
      waiting.shift()!.admit();
    }
    if (waiting.length === 0 || pages >= pagesAtOnce) return;
    // Out of budget: wait for the time that earns it back, rather than spin the loop on turns.
    paced = true;
    const wait = (-budget * (100 - pageShare)) / pageShare;
    setTimeout(pace, Math.max(1, wait)).unref();
  }

  function schedule(): void {
    if (paced || waiting.length === 0) return;
    paced = true;
    setImmediate(pace);
  }

  // Admits every waiting page once the gate is open.
  function pump(): void {
    while (waiting.length > 0 && gateOpen) {
      pages += 1;
      waiting.shift()!.admit();
    }
  }

  function release(tookMs: number): void {
    pages -= 1;
    if (gateOpen) return pump();
    budget -= Math.min(tookMs, MAX_CHARGE_MS);
    schedule();
  }

  // Waits for a slot; false when the client left first (it is then out of the queue).
  function waitForSlot(outgoing: ServerResponse | undefined): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          outgoing?.off('close', gone);
          resolve(true);
        },
      };
      function gone() {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        resolve(false);
      }
      if (outgoing?.closed) return resolve(false);
      outgoing?.once('close', gone);
      waiting.push(waiter);
    });
  }

  const isPage = (c: Context) => (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.path.startsWith('/api/');

  return {
    claims: async (c, next) => {
      if (c.req.method !== 'POST') return next();
      if (gateOpen) {
        lastTurn = performance.now();
        [recentBytes, sampledAt] = [0, lastTurn];
        budget = unlimited ? Number.POSITIVE_INFINITY : 0;
      }
      const request = c.env?.incoming as IncomingMessage | undefined;
      if (request) receiving.set(request, request.socket?.bytesRead ?? 0);
      claims += 1;
      gateOpen = false;
      if (opening) clearTimeout(opening);
      opening = null;
      try {
        await next();
      } finally {
        if (request) receiving.delete(request);
        claims -= 1;
        if (claims === 0) {
          if (opening) clearTimeout(opening);
          opening = setTimeout(() => {
            opening = null;
            gateOpen = claims === 0;
            if (gateOpen) pump();
          }, HOLD_OPEN_MS);
          opening.unref();
        }
      }
    },
    pages: async (c, next) => {
      if (!isPage(c)) return next();
      const outgoing = c.env?.outgoing as ServerResponse | undefined;
      // Out of budget while no claim is at work: nothing to hold this page back for.
      if (!gateOpen && budget <= 0 && waiting.length === 0) {
        const now = performance.now();
        if (!claimsAtWork(now)) [budget, lastTurn] = [MAX_BUDGET_MS, now];
      }
      if (!gateOpen && (waiting.length > 0 || pages >= pagesAtOnce || budget <= 0)) {
        if (waiting.length >= queueLimit) {
          c.header('Retry-After', String(BUSY_RETRY_SECONDS));
          c.header('Cache-Control', 'no-store');
          return c.text('The site is busy. Please try again in a moment.', 503);
        }
        const admitted = waitForSlot(outgoing);
        schedule();
        // Nobody reads this answer: the connection is closed.
        if (!(await admitted)) return c.body(null, 503);
      } else {
        pages += 1;
      }
      const startedAt = performance.now();
      try {
        await next();
      } finally {
        release(performance.now() - startedAt);
      }
    },
  };
}
