// Claims before pages. The server has one event loop: a crowd loading pages can take nearly all
// of it and leave the claims being uploaded a small share. So while any claim is in flight (a
// POST under /api/forms/: a submit with its documents, or an authorize), page responses (the
// site's pages, their scripts, styles and other files) go out at most `pagesAtOnce` at a time,
// each followed by a rest long enough that pages take at most `pageShare` percent of the time;
// the other page requests wait their turn in order. With no claim in flight every page is let
// through at once. API calls are never held: a claimant's form needs them to finish its claim.
//
// A page request's client that leaves while it waits is dropped from the queue. Beyond
// `queueLimit` waiting, a page request is answered at once with 503 and Retry-After, so a crowd
// cannot make the queue hold memory without bound; a claim is never refused here.
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { Gauge, type Registry } from 'prom-client';
import type { AppEnv } from './app-env';

/** How pages are held while claims are in flight (see the settings of the same names). */
interface ClaimPriorityOptions {
  /** Page responses prepared or sent at once while a claim is in flight (1 or more). */
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

/** The longest rest after one page. A page's time is read on the wall clock, which also counts
 *  whatever the loop did for claims meanwhile, so a page caught in a claim's burst of work would
 *  rest for that work too while every waiting page waits behind it: with 1 s rests, 200 page
 *  clients beside claims at full rate saw a 99th percentile of 4 s; at 100 ms, under 1 s, with
 *  claims still at their rate alone. */
const MAX_REST_MS = 100;

/** Seconds a page refused by the queue's bound is told to wait before asking again. */
const BUSY_RETRY_SECONDS = 2;

interface Waiter {
  admit(): void;
}

/** Creates the gate of one app. */
export function claimPriority({ pagesAtOnce, pageShare, queueLimit, registry }: ClaimPriorityOptions): ClaimPriority {
  let claims = 0;
  // Pages admitted and not yet done (their slot is held through the rest that follows them).
  let pages = 0;
  const waiting: Waiter[] = [];
  if (registry) {
    new Gauge({
      name: 'page_responses',
      help: 'Page responses being made (in_progress, with the rest after each while claims are received) and waiting for their turn (waiting).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_progress' }, pages);
        this.set({ state: 'waiting' }, waiting.length);
      },
    });
  }

  const open = () => claims === 0;

  // Admits waiting pages while slots are free (all of them when no claim is in flight).
  function pump(): void {
    while (waiting.length > 0 && (open() || pages < pagesAtOnce)) {
      pages += 1;
      waiting.shift()!.admit();
    }
  }

  // A page's answer is made and handed to Node to write: its slot is free again after a rest
  // proportional to the time it took, so that pages take at most `pageShare` of the loop. The
  // time is read on the loop's check phase (setImmediate), after the write Node does straight
  // away; and even with no rest, the slot is handed on only then: handed on at once, one page's
  // end would start the next in the same turn, and a queue of pages would run back to back
  // with no claim's chunk between them. A slow client reading its page holds no slot.
  function release(startedAt: number): void {
    const free = () => {
      pages -= 1;
      pump();
    };
    if (open()) return free();
    setImmediate(() => {
      const rest = Math.min(MAX_REST_MS, ((performance.now() - startedAt) * (100 - pageShare)) / pageShare);
      if (open() || rest < 1) free();
      else setTimeout(free, rest).unref();
    });
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
      claims += 1;
      try {
        await next();
      } finally {
        claims -= 1;
        if (open()) pump();
      }
    },
    pages: async (c, next) => {
      if (!isPage(c)) return next();
      const outgoing = c.env?.outgoing as ServerResponse | undefined;
      if (!open() && (pages >= pagesAtOnce || waiting.length > 0)) {
        if (waiting.length >= queueLimit) {
          c.header('Retry-After', String(BUSY_RETRY_SECONDS));
          c.header('Cache-Control', 'no-store');
          return c.text('The site is busy. Please try again in a moment.', 503);
        }
        // Nobody reads this answer: the connection is closed.
        if (!(await waitForSlot(outgoing))) return c.body(null, 503);
      } else {
        pages += 1;
      }
      const startedAt = performance.now();
      try {
        await next();
      } finally {
        release(startedAt);
      }
    },
  };
}
