// Admin calls, guarded by ADMIN_TOKEN (Authorization: Bearer <token>): the claims list, one
// claim, its documents, the export, and a few calls for tests and demos. Without ADMIN_TOKEN
// they do not exist (404), so a default start exposes nothing. The CLI (server/cli.ts)
// runs the same server/admin code.
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { z } from 'zod';
import { deadlineKeys } from '../../../src/contract/api';
import { findClaimView, listClaims } from '../../admin/claim-list';
import { AdminInputError, parseCursor, parseFilter, parseLimit } from '../../admin/claim-query';
import { attachmentHeader, documentsArchive, documentStream } from '../../admin/documents';
import { exportClaims, exportContentTypes, exportFormats, type ExportFormat } from '../../admin/export';
import { exportTerms } from '../../admin/export-terms';
import { recordAdminAction } from '../../admin/audit';
import { pullStream } from '../../admin/text-stream';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { withInput } from './admin-input';
import { caseAdminRoutes } from './admin-case';
import { deskAdminRoutes } from './admin-desk';
import { listTrackingEvents } from '../../db/tracking';
import { jsonBody } from '../json-body';
import { adminTokenName } from '../admin-token';
import { jsonError } from '../json-error';
import { reloadSettlement } from '../../settlement/reload';
import { auditedAction, screeningRoutes } from './admin-screening';
import { asStored, claimOpener } from '../../admin/reveal';
import { dataDestroyed } from '../../privacy/data-keys';

const deadlineChange = z.object({ key: z.enum(deadlineKeys), passed: z.boolean() });

/** Registers the admin calls. */
export function adminRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  app.use('/api/admin/*', async (c, next) => {
    if (!ctx.settings.adminToken && ctx.settings.adminTokens.length === 0) return jsonError(c, 404, 'Not found.');
    const token = adminTokenName(c, ctx.settings);
    if (!token) return jsonError(c, 401, 'A valid admin token is required.');
    await next();
    // Every admin action goes into the audit log, with its outcome (admin/audit.ts), under the
    // token's name. A metrics scrape is no action on claims, and a scraper's every few seconds
    // would bury the real ones.
    if (c.req.path !== '/api/admin/metrics') await recordAdminAction(ctx.db, ctx.settings.auditKey, auditedAction(c, token));
    return undefined;
  });

  // Moves one deadline into the past (or back), on top of DEADLINE_PASSED.
  const deadlineBody = jsonBody(deadlineChange, { invalid: `Expected { key: one of ${deadlineKeys.join(', ')}, passed: boolean }.` });
  app.post('/api/admin/deadlines', deadlineBody, async (c) => {
    const change = c.req.valid('json');
    if (change.passed) ctx.passedDeadlines.add(change.key);
    else ctx.passedDeadlines.delete(change.key);
    return c.json({ passed: [...ctx.passedDeadlines] });
  });

  // Re-reads the package's deadlines.json and banner setting and puts them in force, after the
  // same check as at start; 422 with every problem, and nothing changed, when the package has any.
  // This process only: with several servers, each is called.
  app.post('/api/admin/settlement/reload', async (c) => {
    const outcome = await reloadSettlement(ctx);
    if (!outcome.ok) return c.json({ error: outcome.error, problems: outcome.problems }, 422);
    const { ok: _ok, ...answer } = outcome;
    return c.json(answer);
  });

  // Memory of the server process, for the benchmark (maxRss is the peak since start).
  app.get('/api/admin/memory', (c) => {
    const usage = process.memoryUsage();
    return c.json({ rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, maxRssBytes: process.resourceUsage().maxRSS * 1024 });
  });

  // Claims oldest first, a page at a time: ?formType=&from=&to=&limit=&cursor= (nextCursor of the
  // previous page).
  app.get('/api/admin/claims', (c) =>
    withInput(c, async () => {
      const filter = parseFilter({ formType: c.req.query('formType'), from: c.req.query('from'), to: c.req.query('to') });
      const page = await listClaims(ctx.db, filter, parseCursor(c.req.query('cursor')), parseLimit(c.req.query('limit')));
      return c.json(page);
    }),
  );

  // Every claim of the filter as CSV or NDJSON, streamed: ?format=csv|ndjson&formType=&from=&to=
  app.get('/api/admin/export', (c) =>
    withInput(c, async () => {
      const format = c.req.query('format') ?? '';
      if (!(exportFormats as readonly string[]).includes(format)) {
        throw new AdminInputError(`format must be one of ${exportFormats.join(', ')}; got "${format}".`);
      }
      const filter = parseFilter({ formType: c.req.query('formType'), from: c.req.query('from'), to: c.req.query('to') });
      // The package being served names the columns (read per call: a reload may replace it).
      const terms = exportTerms(ctx.settlement.configs, ctx.settlement.formTypes);
      const body = await pullStream(
        exportClaims(ctx.db, format as ExportFormat, filter, terms, claimOpener(ctx.db, ctx.vault, c.req.query('reveal'))),
        (error) => ctx.logError('export', error),
      );
      const day = new Date().toISOString().slice(0, 10);
      return new Response(body, {
        headers: {
          'content-type': exportContentTypes[format as ExportFormat],
          'content-disposition': attachmentHeader(`claims-${day}.${format}`),
        },
      });
    }),
  );

  // ?reveal=<reason> shows sensitive answers unmasked (the reason goes into the audit log).
  app.get('/api/admin/claims/:referenceCode', (c) =>
    withInput(c, async () => {
      const claim = await findClaimView(ctx.db, c.req.param('referenceCode'), claimOpener(ctx.db, ctx.vault, c.req.query('reveal')));
      if (!claim) return jsonError(c, 404, 'No such claim.');
      return c.json(claim);
    }),
  );

  // One document as uploaded; the claim's JSON lists each file's url.
  app.get('/api/admin/claims/:referenceCode/files/:fileId', async (c) => {
    const claim = await findClaimView(ctx.db, c.req.param('referenceCode'), asStored);
    const file = claim?.files.find((f) => f.id === c.req.param('fileId'));
    if (!claim || !file) return jsonError(c, 404, 'No such document.');
    if (await dataDestroyed(ctx.db, claim.id)) return jsonError(c, 410, 'The documents of this claim were destroyed.');
    return new Response(await documentStream(ctx.uploads.documents(file.claimId), file), {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.sizeBytes),
        'content-disposition': attachmentHeader(file.originalName),
      },
    });
  });

  // All documents of a claim in one zip archive.
  app.get('/api/admin/claims/:referenceCode/documents.zip', async (c) => {
    const claim = await findClaimView(ctx.db, c.req.param('referenceCode'), asStored);
    if (!claim || claim.files.length === 0) return jsonError(c, 404, 'No such claim, or it has no documents.');
    if (await dataDestroyed(ctx.db, claim.id)) return jsonError(c, 410, 'The documents of this claim were destroyed.');
    const archive = documentsArchive(ctx.uploads.documents(claim.id), claim.files, new Date(claim.createdAt));
    archive.on('error', (error) => ctx.logError('documents archive', error));
    return new Response(Readable.toWeb(archive) as ReadableStream<Uint8Array>, {
      headers: { 'content-type': 'application/zip', 'content-disposition': attachmentHeader(`${claim.referenceCode}-documents.zip`) },
    });
  });

  app.get('/api/admin/tracking', async (c) => c.json(await listTrackingEvents(ctx.db)));

  screeningRoutes(app, ctx);
  caseAdminRoutes(app, ctx);
  deskAdminRoutes(app, ctx);
}
