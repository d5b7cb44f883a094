// The request that sent a claim (or an amendment, or a change of payment method), read into the
// plain description screening takes (screening/sender.ts).
import type { Context } from 'hono';
import { honeypotHeader } from '../../src/contract/honeypot';
import type { AppContext } from '../context';
import type { ClaimSender } from '../screening/sender';
import { readFirstVisit } from './first-visit-cookie';

/** What screening needs of this request, for the claim of session `sessionId` (null: none). */
export function claimSenderOf(c: Context, ctx: Pick<AppContext, 'csrfSecret'>, sessionId: string | null): ClaimSender {
  return {
    honeypot: c.req.header(honeypotHeader),
    firstVisitAt: sessionId ? readFirstVisit(c, ctx.csrfSecret, sessionId) : null,
    userAgent: c.req.header('user-agent'),
    acceptLanguage: c.req.header('accept-language'),
    secFetchMode: c.req.header('sec-fetch-mode'),
    host: c.req.header('host'),
    origin: c.req.header('origin'),
    url: c.req.url,
  };
}
