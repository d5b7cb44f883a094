// Admin calls for tests and demos, guarded by ADMIN_TOKEN (Authorization: Bearer <token>).
// Without ADMIN_TOKEN they do not exist (404), so a default start exposes nothing.
import type { Hono } from 'hono';
import { z } from 'zod';
import { deadlineKeys } from '../../src/contract/api';
import type { AppContext, AppEnv } from '../context';
import { findClaimByReference, listClaimFiles } from '../db/claims';
import { listTrackingEvents } from '../db/tracking';
import { isAdmin, jsonError, readJsonBody } from '../security';

const deadlineChange = z.object({ key: z.enum(deadlineKeys), passed: z.boolean() });

/** Registers the admin calls. */
export function adminRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  app.use('/api/admin/*', async (c, next) => {
    if (!ctx.settings.adminToken) return jsonError(c, 404, 'Not found.');
    if (!isAdmin(c, ctx.settings)) return jsonError(c, 401, 'A valid admin token is required.');
    return next();
  });

  // Moves one deadline into the past (or back), on top of DEADLINE_PASSED.
  app.post('/api/admin/deadlines', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return jsonError(c, body.status, body.message);
    const parsed = deadlineChange.safeParse(body.value);
    if (!parsed.success) return jsonError(c, 400, `Expected { key: one of ${deadlineKeys.join(', ')}, passed: boolean }.`);
    if (parsed.data.passed) ctx.passedDeadlines.add(parsed.data.key);
    else ctx.passedDeadlines.delete(parsed.data.key);
    return c.json({ passed: [...ctx.passedDeadlines] });
  });

  // Memory of the server process, for the benchmark (maxRss is the peak since start).
  app.get('/api/admin/memory', (c) => {
    const usage = process.memoryUsage();
    return c.json({ rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, maxRssBytes: process.resourceUsage().maxRSS * 1024 });
  });

  app.get('/api/admin/claims/:referenceCode', async (c) => {
    const claim = await findClaimByReference(ctx.db, c.req.param('referenceCode'));
    if (!claim) return jsonError(c, 404, 'No such claim.');
    return c.json({ ...claim, files: await listClaimFiles(ctx.db, claim.id) });
  });

  app.get('/api/admin/tracking', async (c) => c.json(await listTrackingEvents(ctx.db)));
}
