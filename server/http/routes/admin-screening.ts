// Admin calls of screening: the review queue, one claim's evidence, a review, and the audit log's
// check. Registered by adminRoutes behind the same admin token; each call is audited there.
import type { Context, Hono } from 'hono';
import { verifyAuditLog, type AuditAction } from '../../admin/audit';
import { openCheckpointStore, readCheckpoints } from '../../admin/audit-checkpoints';
import { campaignClusters, runCampaignsNow } from '../../admin/campaigns';
import { parseLimit } from '../../admin/claim-query';
import { claimEvidence, listScreened, parseScreeningFilter, reviewClaim } from '../../admin/screening-queue';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { withInput } from './admin-input';
import { anyJson, jsonBody } from '../json-body';
import { jsonError } from '../json-error';

/** What a call adds to its audit entry (the review's decision, reason and reviewer). */
const auditDetails = new WeakMap<Request, Partial<AuditAction>>();

/** The audit entry of an admin call that has been answered: who (the review's reviewer, else
 *  X-Admin-Actor, else the token: "admin token" for ADMIN_TOKEN, "token <name>" for one of
 *  ADMIN_TOKENS, which a named actor's entry names too), the method and path, the claim, the
 *  query and the status. */
export function auditedAction(c: Context, token = 'admin token'): AuditAction {
  const extra = auditDetails.get(c.req.raw) ?? {};
  const claim = /^\/api\/admin\/claims\/([^/]+)/.exec(c.req.path)?.[1];
  const named = c.req.header('x-admin-actor')?.trim().slice(0, 200);
  const tokenActor = token === 'admin token' ? token : `token ${token}`;
  return {
    actor: extra.actor ?? (named ? (token === 'admin token' ? named : `${named} (${tokenActor})`) : tokenActor),
    action: `${c.req.method} ${c.req.routePath || c.req.path}`,
    referenceCode: claim ? decodeURIComponent(claim) : undefined,
    detail: { path: c.req.path, query: c.req.query(), status: c.res.status, ...extra.detail },
  };
}

/** Registers the screening admin calls. */
export function screeningRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  // Screened claims, highest score first: ?flag=&minScore=&maxScore=&review=pending|approved|rejected|deficient&limit=&cursor=
  app.get('/api/admin/screening', (c) =>
    withInput(c, async () => {
      const filter = parseScreeningFilter({
        flag: c.req.query('flag'),
        minScore: c.req.query('minScore'),
        maxScore: c.req.query('maxScore'),
        review: c.req.query('review'),
      });
      return c.json(await listScreened(ctx.db, filter, c.req.query('cursor'), parseLimit(c.req.query('limit'))));
    }),
  );

  // The campaign job's clusters of at least the package's minClaims claims, highest score first.
  app.get('/api/admin/screening/campaigns', async (c) =>
    c.json({ clusters: await campaignClusters(ctx.db, ctx.settlement.info.screening.campaigns.minClaims) }),
  );

  // Links the claims not linked yet now (waiting for a run on another server to end): { ran, linked, flagged, milliseconds }.
  app.post('/api/admin/screening/campaigns/run', async (c) =>
    c.json(await runCampaignsNow({ db: ctx.db, vault: ctx.vault, settlement: ctx.settlement, auditKey: ctx.settings.auditKey })),
  );

  app.get('/api/admin/claims/:referenceCode/screening', async (c) => {
    const evidence = await claimEvidence(ctx.db, c.req.param('referenceCode'));
    return evidence ? c.json(evidence) : jsonError(c, 404, 'No such claim.');
  });

  // { decision: approved|rejected|deficient, reason, reviewer }
  app.post('/api/admin/claims/:referenceCode/review', jsonBody(anyJson, { invalid: '' }), (c) =>
    withInput(c, async () => {
      const input = (c.req.valid('json') ?? {}) as Record<string, unknown>;
      const review = await reviewClaim(ctx.db, ctx.settings.auditKey, c.req.param('referenceCode'), {
        decision: input.decision,
        reason: input.reason,
        reviewer: input.reviewer,
      });
      if (!review) return jsonError(c, 404, 'No such claim.');
      auditDetails.set(c.req.raw, { actor: review.reviewer, detail: { decision: review.decision, reason: review.reason } });
      return c.json(review);
    }),
  );

  // Checks the audit log (chain, checkpoints, reviews): { ok, entries, lastHash, ... } or what is wrong.
  app.get('/api/admin/audit/verify', async (c) => {
    const store = await openCheckpointStore(ctx.settings);
    try {
      return c.json(await verifyAuditLog(ctx.db, ctx.settings.auditKey, await readCheckpoints(store)));
    } finally {
      store.close();
    }
  });
}
