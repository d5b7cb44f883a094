// Admin calls of the case file: claims by state, one claim's history, and a transition with its
// reason. Registered by adminRoutes behind the admin token; each call is audited there, and each
// transition also by the change itself (case-file/change-state.ts).
import type { Hono } from 'hono';
import { caseHistory, listClaimsInState, parseState, parseTransitionInput, transitionClaim } from '../../admin/case-admin';
import { parseLimit } from '../../admin/claim-query';
import { claimOpener } from '../../admin/reveal';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { anyJson, jsonBody } from '../json-body';
import { jsonError } from '../json-error';
import { withInput } from './admin-input';

export function caseAdminRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  // ?state=received|inReview|deficient|approved|denied|appealed|paid&limit=&after=<reference code>
  app.get('/api/admin/case', (c) =>
    withInput(c, async () => {
      const claims = await listClaimsInState(
        ctx.db,
        parseState(c.req.query('state')),
        parseLimit(c.req.query('limit')),
        c.req.query('after'),
      );
      return c.json({ claims, nextAfter: claims.at(-1)?.referenceCode ?? null });
    }),
  );

  // ?reveal=<reason>: appeal statements and earlier answers unmasked (the reason is audited).
  app.get('/api/admin/claims/:referenceCode/case', (c) =>
    withInput(c, async () => {
      const history = await caseHistory(ctx.db, c.req.param('referenceCode'), claimOpener(ctx.db, ctx.vault, c.req.query('reveal')));
      return history ? c.json(history) : jsonError(c, 404, 'No such claim.');
    }),
  );

  // { transition, reason?, items?: [{ dtoMapping, key }], actor? }
  app.post('/api/admin/claims/:referenceCode/transitions', jsonBody(anyJson, { invalid: '' }), (c) =>
    withInput(c, async () => {
      const input = parseTransitionInput(c.req.valid('json'));
      const actor = c.req.header('x-admin-actor')?.trim().slice(0, 200) || 'admin token';
      const change = { db: ctx.db, vault: ctx.vault, settlement: ctx.settlement, auditKey: ctx.settings.auditKey, now: ctx.now };
      const outcome = await transitionClaim(change, c.req.param('referenceCode'), input, actor);
      if (outcome.kind === 'notFound') return jsonError(c, 404, 'No such claim.');
      if (outcome.kind === 'refused') return jsonError(c, 409, outcome.reason);
      ctx.mail.kick();
      return c.json({ referenceCode: outcome.claim.referenceCode, from: outcome.from, state: outcome.to, seq: outcome.seq });
    }),
  );
}
