// Feeds screening's record of what each browser session fetched before it sent a claim
// (screening/session-signals.ts): every answered request of a session, and the CSRF token's
// request that begins one, described as the record needs them.
import type { Context, MiddlewareHandler } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';
import { noteSessionRequest, noteSessionStart } from '../screening/session-signals';
import { clientAddress } from './connection';
import { readSessionId } from './session-cookie';

/** The path of a Referer on this site, or null. The site is the host the request was sent to
 *  (as the client named it, or a proxy in front of this server) or the site's public address: a
 *  proxy that rewrites the Host header must not make every claimant's pages look unvisited. */
function refererPath(c: Context, ctx: AppContext): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer).host;
    const hosts = [c.req.header('host'), c.req.header('x-forwarded-host'), new URL(c.req.url).host, new URL(ctx.site.origin).host];
    return hosts.includes(from) ? new URL(referer).pathname : null;
  } catch {
    return null;
  }
}

/** Records a session's request for its CSRF token (see noteSessionStart). */
export function recordSessionStart(c: Context<AppEnv>, ctx: AppContext, sessionId: string): void {
  noteSessionStart(ctx, {
    sessionId,
    cookieSent: readSessionId(c, ctx.csrfSecret) === sessionId,
    clientAddress: clientAddress(c, ctx.settings),
    fromPage: refererPath(c, ctx),
  });
}

/** True for the request that sends a claim (screened itself, so not one of the app's others). */
function isClaimPost(c: Context): boolean {
  return c.req.method === 'POST' && (/^\/api\/forms\/[a-z-]+$/.test(c.req.path) || c.req.path === endpoints.caseAmend);
}

/** Records what each request of a browser session fetched, once it is answered. */
export function sessionVisits(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    // The token's request is recorded by its route (the session may begin with it); a logout's
    // session is forgotten by its route.
    if (path === endpoints.csrf || path === endpoints.sessionTimeout || path.startsWith('/api/admin/') || path.startsWith('/api/desk/'))
      return;
    if (isClaimPost(c)) return;
    const sessionId = readSessionId(c, ctx.csrfSecret);
    if (!sessionId) return;
    noteSessionRequest(ctx, { sessionId, method: c.req.method, path, status: c.res.status, fromPage: refererPath(c, ctx) });
  };
}
