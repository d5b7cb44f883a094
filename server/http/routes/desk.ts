// The administrator's desk calls (/api/desk/*), for named people in a browser. A person signs in
// with a one-time link the CLI printed and gets a session cookie of the desk's own (HttpOnly,
// SameSite=Strict), separate from any claimant's; every change carries the session's CSRF token.
// Each call is audited under the person's name, and each decision goes through the case file's
// state machine with the person's role checked in its transaction. The token API
// (/api/admin/*) stays for scripts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import {
  deskApi,
  deskDecisionSchema,
  deskSignInAgainCode,
  deskInlineImages,
  deskPath,
  deskSignInSchema,
  type DeskAuditPage,
  type DeskConfig,
  type DeskDecisionAnswer,
  type DeskMe,
  type DeskSignInAgain,
  type DeskSignInMethod,
} from '../../../src/contract/desk';
import { recordAdminAction, verifyAuditLog } from '../../admin/audit';
import { openCheckpointStore, readCheckpoints } from '../../admin/audit-checkpoints';
import { AdminInputError } from '../../admin/claim-query';
import { findClaimView } from '../../admin/claim-list';
import { attachmentHeader, documentStream } from '../../admin/documents';
import { asStored } from '../../admin/reveal';
import { dataDestroyed } from '../../privacy/data-keys';
import { readRecentAuditEntries } from '../../db/audit-log';
import { administratorTransitions, transitions, type TransitionName } from '../../case-file/transitions';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { compareClaims, deskClaim, deskQueue, decide, DeskForbiddenError } from '../../desk/claim-file';
import { dashboard, reportCsv } from '../../desk/dashboard';
import { clusterOf } from '../../desk/cluster';
import { deskCampaign, deskCampaigns } from '../../desk/campaigns';
import { searchClaims } from '../../desk/search';
import { deskOidcClient } from '../../desk/oidc';
import { linksNeedNoSecondFactor } from '../../desk/mfa';
import { endOwnSession, ownSessions } from '../../desk/own-sessions';
import {
  auditName,
  sessionPerson,
  signIn,
  signInByEmail,
  signOut,
  signedInRecently,
  SESSION_IDLE_MINUTES,
  SIGN_IN_LINK_MINUTES,
  type DeskPerson,
  type DeskSession,
} from '../../desk/people';
import { mayVerifyAudit } from '../../desk/permissions';
import { anyJson, jsonBody } from '../json-body';
import { rateLimiter } from '../../limits/rate-limiter';
import { clientAddress } from '../connection';
import { CSRF_HEADER } from '../csrf';
import { jsonError } from '../json-error';
import { hostOnlyCookieName, setSiteCookie } from '../cookies';
import { withInput } from './admin-input';

/** The session cookie's name; `__Host-desk_session` whenever it is Secure (hostOnlyCookieName). */
const DESK_COOKIE = 'desk_session';
/** Audit entries a page. */
const AUDIT_PAGE = 50;
/** The policy of a document the desk shows: it loads nothing but itself (the browser's image
 *  page styles itself inline) and runs nothing, in a sandbox; no page frames it. */
const documentPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
/** What the provider's callback needs of the redirect that started a sign-in (desk/oidc.ts);
 *  prefixed as the session cookie is. */
const OIDC_COOKIE = 'desk_oidc';
/** Sign-in attempts per client address per minute: a link is 256 bits, so this only keeps the log
 *  quiet; a review team behind one office address signs in well under it. */
const SIGN_IN_PER_MINUTE = 30;
/** Calls per desk session per minute: far above a person at work, a bound on what a runaway
 *  script (or a stolen cookie) can make the audit log keep. */
const CALLS_PER_MINUTE = 600;

function csrfTokenOf(secret: Buffer, sessionId: string): string {
  return createHmac('sha256', secret).update(`desk-csrf:${sessionId}`).digest('base64url');
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A call's query for the audit log, without the text of a search. */
function withheldSearch(query: Record<string, string>): Record<string, string> {
  return 'q' in query ? { ...query, q: '(withheld)' } : query;
}

/** Runs a handler, answering 400 for unusable input (as the admin calls do) and 403 for what the
 *  role may not do. */
async function guarded(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await withInput(c, work);
  } catch (error) {
    if (error instanceof DeskForbiddenError) return jsonError(c, 403, error.message);
    throw error;
  }
}

function me(person: DeskPerson, csrfToken: string): DeskMe {
  return { name: person.name, email: person.email, role: person.role, csrfToken };
}

/** The pattern of the route a request is for, before its handler runs (middleware answers to '*'). */
function routeOf(c: Context): string {
  return matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? c.req.path;
}

/** What a person is told when a change needs a newer sign-in, by how they sign in. */
function signInAgainMessage(minutes: number, signedInWith: DeskSignInMethod): string {
  const how =
    signedInWith === 'oidc'
      ? 'Sign in again with your organisation'
      : 'Ask an administrator for a new sign-in link and open it in this browser';
  return `You signed in more than ${minutes} minutes ago. ${how} to make this change: nothing was changed, and the desk keeps what you typed.`;
}

/** The desk's calls, to mount under /api/desk. */
export function deskRoutes(ctx: AppContext): Hono<AppEnv> {
  const desk = new Hono<AppEnv>();
  /** The person and session of each request past the session check. */
  const sessions = new WeakMap<Request, DeskSession & { sessionId: string }>();
  const who = (c: Context) => sessions.get(c.req.raw)!;
  const signInLimit = rateLimiter(SIGN_IN_PER_MINUTE, 60_000);
  const callLimit = rateLimiter(CALLS_PER_MINUTE, 60_000);
  const cookie = (c: Context, name: string) => hostOnlyCookieName(c, ctx.settings, name);
  /** `route`: the route's pattern, by default the one answering (the last matched, for a call
   *  refused before its handler ran). */
  const audit = (c: Context<AppEnv>, actor: string, detail: Record<string, unknown> = {}, route = c.req.routePath) => {
    const claim = /^\/api\/desk\/claims\/([^/]+)/.exec(c.req.path)?.[1];
    return recordAdminAction(ctx.db, ctx.settings.auditKey, {
      actor,
      action: `${c.req.method} ${route || c.req.path}`,
      referenceCode: claim ? decodeURIComponent(claim) : undefined,
      // What was searched for (an email address, a phone number) stays out of the log, kept for ever.
      detail: { path: c.req.path, query: withheldSearch(c.req.query()), status: c.res.status, ...detail },
    });
  };

  desk.post('/sign-in', jsonBody(deskSignInSchema, { invalid: 'Expected { token } from the sign-in link.' }), async (c) => {
    if (!signInLimit.take(clientAddress(c, ctx.settings)))
      return c.json({ error: 'Too many sign-in attempts. Wait a minute and try again.' }, 429, { 'Retry-After': '60' });
    // A link is one factor: under DESK_REQUIRE_MFA it opens nothing (and is left as it is).
    if (ctx.settings.deskRequireMfa) {
      c.res = jsonError(c, 403, linksNeedNoSecondFactor);
      await audit(c, 'unknown', { signIn: 'refused', problem: 'noSecondFactor' });
      return c.res;
    }
    const signedIn = await signIn(ctx.db, c.req.valid('json').token, new Date(ctx.now()));
    if (!signedIn) {
      const answer = jsonError(
        c,
        401,
        `This sign-in link does not work any more (each works once, for ${SIGN_IN_LINK_MINUTES} minutes). Ask an administrator for a new one.`,
      );
      c.res = answer;
      await audit(c, 'unknown', { signIn: 'refused' });
      return answer;
    }
    setSiteCookie(c, ctx.settings, cookie(c, DESK_COOKIE), signedIn.sessionId, { sameSite: 'Strict', maxAge: 12 * 60 * 60 });
    const answer = c.json(me(signedIn.person, csrfTokenOf(ctx.csrfSecret, signedIn.sessionId)));
    c.res = answer;
    await audit(c, auditName(signedIn.person), { signIn: 'accepted' });
    return answer;
  });

  // Through the organisation's provider, when DESK_OIDC_* are set: out to it, and back.
  const provider = ctx.settings.deskOidc ? deskOidcClient(ctx.settings.deskOidc, ctx.csrfSecret, ctx.settings) : null;
  const callbackAddress = () => `${ctx.site.origin}${deskApi.oidcCallback}`;
  const toSignIn = (c: Context, problem: string) => c.redirect(`${deskPath}/sign-in?problem=${problem}`, 303);

  desk.get('/config', (c) => c.json({ oidc: provider !== null, links: !ctx.settings.deskRequireMfa } satisfies DeskConfig));

  desk.get('/oidc/start', async (c) => {
    if (!provider) return jsonError(c, 404, 'Not found.');
    try {
      // ?again=1: a sign-in again for a change (3.7.1), at the provider now, whatever session the
      // person has there; ?then=: the desk's page to come back to.
      const again = c.req.query('again') === '1' ? { maxAge: ctx.settings.deskReauthMinutes * 60 } : undefined;
      const { url, pending } = await provider.start(callbackAddress(), ctx.now(), { then: c.req.query('then'), again });
      setSiteCookie(c, ctx.settings, cookie(c, OIDC_COOKIE), pending, { sameSite: 'Lax', maxAge: 10 * 60 });
      return c.redirect(url, 303);
    } catch (error) {
      ctx.logError('desk sign-in: the provider could not be reached', error);
      return toSignIn(c, 'unreachable');
    }
  });

  desk.get('/oidc/callback', async (c) => {
    if (!provider) return jsonError(c, 404, 'Not found.');
    const pending = getCookie(c, cookie(c, OIDC_COOKIE)) ?? '';
    setSiteCookie(c, ctx.settings, cookie(c, OIDC_COOKIE), '', { sameSite: 'Lax', maxAge: 0 });
    // The address the provider sent the person to, as the provider knows it (behind a proxy the
    // request's own address differs): the token request must name the same one.
    const returned = new URL(callbackAddress());
    returned.search = new URL(c.req.url).search;
    const outcome = pending ? await provider.finish(returned, pending, ctx.now()) : ({ problem: 'failed' } as const);
    const signedIn = 'email' in outcome ? await signInByEmail(ctx.db, outcome.email, new Date(ctx.now()), outcome.authTime) : null;
    const problem = 'problem' in outcome ? outcome.problem : signedIn ? null : 'notOnDesk';
    if (!signedIn || problem) {
      c.res = toSignIn(c, problem ?? 'failed');
      await audit(c, 'unknown', { signIn: 'refused', through: 'oidc', problem });
      return c.res;
    }
    setSiteCookie(c, ctx.settings, cookie(c, DESK_COOKIE), signedIn.sessionId, { sameSite: 'Strict', maxAge: 12 * 60 * 60 });
    c.res = c.redirect('then' in outcome ? outcome.then : deskPath, 303);
    await audit(c, auditName(signedIn.person), { signIn: 'accepted', through: 'oidc' });
    return c.res;
  });

  // Everything else needs a live session; changes need its CSRF token too. Each call is audited
  // once answered, under the person's name.
  desk.use('*', async (c, next) => {
    const sessionId = getCookie(c, cookie(c, DESK_COOKIE)) ?? '';
    const session = sessionId ? await sessionPerson(ctx.db, sessionId, new Date(ctx.now())) : null;
    if (!session)
      return jsonError(
        c,
        401,
        `Sign in to the desk with a link from an administrator (a session ends after ${SESSION_IDLE_MINUTES} idle minutes).`,
      );
    // Every call writes an audit entry, kept for ever: a session's calls are bounded too.
    if (!callLimit.take(sessionId))
      return c.json({ error: 'Too many requests from this session. Wait a minute and try again.' }, 429, { 'Retry-After': '60' });
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    if (unsafe && !sameToken(c.req.header(CSRF_HEADER), csrfTokenOf(ctx.csrfSecret, sessionId)))
      return jsonError(c, 403, 'The request could not be verified. Reload the page and try again.');
    const person = session.person;
    // Every change but signing out needs a recent sign-in (ASVS 3.7.1): a browser left signed in,
    // or a stolen cookie, decides nothing once the sign-in behind it is old. Refused before any
    // handler runs, so nothing changes; the refusal is audited like any call.
    const minutes = ctx.settings.deskReauthMinutes;
    if (unsafe && c.req.path !== deskApi.signOut && !signedInRecently(session, new Date(ctx.now()), minutes)) {
      const refusal: DeskSignInAgain = {
        error: signInAgainMessage(minutes, session.signedInWith),
        code: deskSignInAgainCode,
        signedInWith: session.signedInWith,
      };
      c.res = c.json(refusal, 401);
      await audit(c, auditName(person), { refused: deskSignInAgainCode, signedInAt: session.signedInAt.toISOString() }, routeOf(c));
      return c.res;
    }
    sessions.set(c.req.raw, { ...session, sessionId });
    await next();
    await audit(c, auditName(person));
    return undefined;
  });

  desk.get('/me', (c) => c.json(me(who(c).person, csrfTokenOf(ctx.csrfSecret, who(c).sessionId))));

  // The person's own open sessions, and ending one of the others (their own is ended by signing out).
  desk.get('/sessions', async (c) => c.json(await ownSessions(ctx.db, who(c).person.id, who(c).sessionId, new Date(ctx.now()))));

  desk.post('/sessions/:handle/end', async (c) => {
    const ended = await endOwnSession(ctx.db, who(c).person.id, who(c).sessionId, c.req.param('handle'), new Date(ctx.now()));
    if (ended === 'current') return jsonError(c, 409, "This is this browser's own session: sign out to end it.");
    if (ended === 'unknown') return jsonError(c, 404, 'No such session: it may have ended already.');
    return c.body(null, 204);
  });

  desk.post('/sign-out', async (c) => {
    await signOut(ctx.db, who(c).sessionId);
    setSiteCookie(c, ctx.settings, cookie(c, DESK_COOKIE), '', { sameSite: 'Strict', maxAge: 0 });
    return c.body(null, 204);
  });

  desk.get('/queue', (c) =>
    guarded(c, async () =>
      c.json(await deskQueue(ctx.db, { flag: c.req.query('flag'), review: c.req.query('review'), cursor: c.req.query('cursor') })),
    ),
  );

  // The campaign job's clusters (screening/campaigns.ts), beside the queue; one cluster by the
  // reference code of any of its claims.
  desk.get('/campaigns', async (c) => c.json(await deskCampaigns(ctx.db, ctx.settlement.info.screening.campaigns.minClaims)));

  desk.get('/campaigns/:referenceCode', async (c) => {
    const cluster = await deskCampaign(ctx.db, c.req.param('referenceCode'));
    return cluster ? c.json(cluster) : jsonError(c, 404, 'No such cluster.');
  });

  desk.get('/claims/:referenceCode', async (c) => {
    const claim = await deskClaim(ctx, c.req.param('referenceCode'), who(c).person);
    return claim ? c.json(claim) : jsonError(c, 404, 'No such claim.');
  });

  desk.post('/claims/:referenceCode/transitions', jsonBody(anyJson, { invalid: '' }), (c) =>
    guarded(c, async () => {
      const parsed = deskDecisionSchema.safeParse(c.req.valid('json'));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AdminInputError(
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not valid'}. Expected { transition, reason?, items? }.`,
        );
      }
      const { transition, reason, items, cluster } = parsed.data;
      if (!(administratorTransitions as readonly string[]).includes(transition))
        throw new AdminInputError(`transition must be one of ${administratorTransitions.join(', ')}; got "${transition}".`);
      const change = { db: ctx.db, vault: ctx.vault, settlement: ctx.settlement, auditKey: ctx.settings.auditKey, now: ctx.now };
      const name = transition as TransitionName;
      if (transitions[name].reason === 'required' && !reason?.trim())
        throw new AdminInputError(`${name} needs a reason the claimant will read.`);
      if (name === 'markDeficient' && !items?.length)
        throw new AdminInputError('markDeficient needs items: the fields and documents to fix.');
      if (name === 'markDeficient' && cluster)
        throw new AdminInputError('A deficiency names what one claim must fix: mark each claim deficient on its own.');
      const referenceCode = c.req.param('referenceCode');
      const person = who(c).person;
      // The cluster as it stands before the decision: the claims the reviewer saw with this one.
      const others = cluster ? await clusterOf(ctx.db, referenceCode) : [];
      const outcome = await decide(change, referenceCode, person, { transition: name, reason, items });
      if (outcome.kind === 'notFound') return jsonError(c, 404, 'No such claim.');
      if (outcome.kind === 'refused') return jsonError(c, 409, outcome.reason);
      const results: DeskDecisionAnswer['cluster'][number][] = [];
      for (const other of others) {
        try {
          const done = await decide(change, other, person, { transition: name, reason });
          results.push(
            done.kind === 'changed'
              ? { referenceCode: other, outcome: 'decided' }
              : { referenceCode: other, outcome: 'refused', reason: done.kind === 'refused' ? done.reason : 'No such claim.' },
          );
        } catch (error) {
          if (!(error instanceof DeskForbiddenError)) throw error;
          results.push({ referenceCode: other, outcome: 'forbidden', reason: error.message });
        }
      }
      ctx.mail.kick();
      return c.json({
        referenceCode: outcome.claim.referenceCode,
        from: outcome.from,
        state: outcome.to,
        cluster: results,
      } satisfies DeskDecisionAnswer);
    }),
  );

  // One document, to look at: an image or a PDF inline, anything else (an SVG, an HTML page, a
  // file whose type is unknown) as a download of bytes. Whatever it is, it is a page of its own
  // that may run nothing: the policy's sandbox gives it an origin of its own with no script, form,
  // popup or plugin of its own, and no fetch, frame or style from anywhere. Chromium's PDF viewer
  // still shows a PDF opened as a page under that sandbox, but refuses one in a sandboxed frame:
  // so the desk frames nothing. Its claim page fetches a PDF's bytes here and draws them with
  // pdf.js (src/desk/pdf-viewer.tsx), and links the PDF to open as a page.
  desk.get('/claims/:referenceCode/documents/:fileId', async (c) => {
    const claim = await findClaimView(ctx.db, c.req.param('referenceCode'), asStored);
    const file = claim?.files.find((f) => f.id === c.req.param('fileId'));
    if (!claim || !file) return jsonError(c, 404, 'No such document.');
    if (await dataDestroyed(ctx.db, claim.id)) return jsonError(c, 410, 'The documents of this claim were destroyed.');
    const viewable = deskInlineImages.has(file.contentType) || file.contentType === 'application/pdf';
    return new Response(await documentStream(ctx.uploads.documents(file.claimId), file), {
      headers: {
        'content-type': viewable ? file.contentType : 'application/octet-stream',
        'content-length': String(file.sizeBytes),
        'content-disposition': viewable
          ? attachmentHeader(file.originalName).replace(/^attachment/, 'inline')
          : attachmentHeader(file.originalName),
        'content-security-policy': documentPolicy,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
    });
  });

  desk.get('/search', async (c) => {
    const query = c.req.query('q') ?? '';
    if (query.length > 200) return jsonError(c, 400, 'Search for a reference code, an email address or a phone number.');
    return c.json(await searchClaims(ctx.db, query));
  });

  // Two claims' answers side by side (a claim and one it matched).
  desk.get('/claims/:referenceCode/compare/:other', async (c) => {
    const comparison = await compareClaims(ctx, c.req.param('referenceCode'), c.req.param('other'));
    return comparison ? c.json(comparison) : jsonError(c, 404, 'No such claim.');
  });

  // ?from=YYYY-MM-DD&to=YYYY-MM-DD (the last 30 days when not given)
  desk.get('/dashboard', (c) => guarded(c, async () => c.json(await dashboard(ctx, { from: c.req.query('from'), to: c.req.query('to') }))));

  // Counsel's report of a period (a week: ?from=&to=), as CSV.
  desk.get('/report.csv', (c) =>
    guarded(c, async () => {
      const figures = await dashboard(ctx, { from: c.req.query('from'), to: c.req.query('to') });
      return c.body(`\uFEFF${reportCsv(figures)}`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="claims-report-${figures.from}-to-${figures.to}.csv"`,
      });
    }),
  );

  desk.get('/audit/entries', async (c) => {
    const person = who(c).person;
    if (!mayVerifyAudit(person.role)) return jsonError(c, 403, `A ${person.role} does not read the audit log.`);
    const given = c.req.query('before');
    if (given !== undefined && !/^\d{1,15}$/.test(given)) return jsonError(c, 400, `before must be an entry number; got "${given}".`);
    const rows = await readRecentAuditEntries(ctx.db, given === undefined ? null : Number(given), AUDIT_PAGE);
    const entries = rows.map((row) => {
      const content = JSON.parse(row.entry) as { at?: string; actor?: string; action?: string; referenceCode?: string };
      return {
        seq: row.seq,
        at: content.at ?? '',
        actor: content.actor ?? '',
        action: content.action ?? '',
        referenceCode: content.referenceCode ?? null,
      };
    });
    const last = entries.at(-1);
    return c.json({ entries, nextBefore: entries.length === AUDIT_PAGE && last && last.seq > 1 ? last.seq : null } satisfies DeskAuditPage);
  });

  desk.get('/audit', async (c) => {
    const person = who(c).person;
    if (!mayVerifyAudit(person.role)) return jsonError(c, 403, `A ${person.role} does not run the audit log's check.`);
    const store = await openCheckpointStore(ctx.settings);
    try {
      return c.json(await verifyAuditLog(ctx.db, ctx.settings.auditKey, await readCheckpoints(store)));
    } finally {
      store.close();
    }
  });

  return desk;
}
