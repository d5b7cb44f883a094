// The reference API server as a Hono app: createApp() opens the database (running migrations)
// and the document store, finishes or undoes half-stored uploads left by a crash, and wires
// every route. Tests start it
// on port 0 with a temporary DATA_DIR (see server/http/listen.ts); main.ts starts it from the
// environment.
import { mkdir } from 'node:fs/promises';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { othersClaimantsOnFile, seedClaimants } from '../admin/claimants';
import { claimPriority } from './claim-priority';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';
import { purgeExpiredFailures } from '../db/authorize-failures';
import { isUnavailable, openDatabase } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { startMailWorker, type MailWorker } from '../mail/worker';
import { log, logError } from '../observability/log';
import { createMetrics } from '../observability/metrics';
import { observeClaims, observeRequests } from './request-log';
import { metricsRoute, probeRoutes } from './routes/observability';
import { getOrCreateSecret } from '../db/secrets';
import { purgeScreening } from '../db/screening';
import { purgeSessionVisits } from '../db/session-signals';
import { flushSessionSignals, SESSION_SIGNALS_HOURS } from '../screening/session-signals';
import { sessionVisits } from './session-visits';
import { scheduleAuditCheckpoints } from '../admin/audit-schedule';
import { purgeExpiredSessions } from '../db/sessions';
import { purgeTrackingEvents } from '../db/tracking';
import { startCaseSweep } from '../case-file/sweep';
import { adminRoutes } from './routes/admin';
import { deskRoutes } from './routes/desk';
import { purgeDeskSessions } from '../desk/people';
import { authorizeRoutes } from './routes/authorize';
import { caseFileRoutes } from './routes/case-file';
import { draftRoutes, purgeExpiredDrafts } from './routes/drafts';
import { payPalRoutes } from './routes/paypal';
import { sessionRoutes } from './routes/session';
import { settingsRoutes } from './routes/settings';
import { staticRoutes } from './routes/static';
import { submitRoutes } from './routes/submit';
import { uploadSlots } from './upload-slots';
import { csrfProtection } from './csrf';
import { jsonError } from './json-error';
import { securityHeaders } from './security-headers';
import { resolveSettings, type ServerSettings, type SettingsInput } from '../settings/settings';
import { loadSettlement } from '../settlement/load';
import { formatProblem } from '../settlement/problems';
import type { Settlement } from '../settlement/settlement';
import { openVault, purgeOrphanDataKeys } from '../privacy/data-keys';
import { startRetentionSweep } from '../privacy/retention';
import { startCampaignSweep } from '../screening/campaigns';
import { openStore } from '../storage/open-store';
import type { DocumentStore } from '../storage/store';
import { startUploadTracker, type UploadTracker } from '../storage/sweep';
import { sealPlainNoticeList, sealPlainScreening } from '../privacy/at-rest-upgrade';
import { NOTICE_LIST_OWNER } from '../privacy/notice-list';

/** A created app: the Hono app, what it runs on, and how to release it. */
export interface ClaimsApp {
  app: Hono<AppEnv>;
  settings: ServerSettings;
  settlement: Settlement;
  context: AppContext;
  /** Resolves when the campaign job's round under way, if any, has ended: one starts with the
   *  server, so a caller that counts what the next round links waits for it first. */
  campaignRoundSettled(): Promise<void>;
  /** Closes the database (stop listening first). */
  close(): Promise<void>;
}

/** Creates the app from settings (defaults as documented in server/README.md) and the settlement
 *  package they name; throws a SettlementError listing every problem of a package it cannot serve. */
export async function createApp(input: SettingsInput = {}): Promise<ClaimsApp> {
  // The package first: its settings are the defaults the environment variables override.
  const settlement = await loadSettlement(input.settlementDir ?? undefined);
  const settings = resolveSettings(input, settlement.info);
  for (const warning of settings.warnings) log.warn(warning);
  // A package older than this server runs on built-in copy: said at every start, never refused.
  for (const warning of settlement.warnings) log.warn({ settlementDir: settlement.dir }, `Settlement package: ${formatProblem(warning)}`);
  await mkdir(settings.dataDir, { recursive: true });
  const unlock = settings.databaseUrl ? async () => {} : await lockDataDir(settings.dataDir, 'the server');
  const db = await openDatabase(settings).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  let store: DocumentStore | null = null;
  let uploads: UploadTracker | null = null;
  let mail: MailWorker | null = null;
  // Seals claimants' sensitive answers, mail and documents under data keys of their own.
  const vault = openVault(settings.dataKeys);
  if (settings.dataKeys.development)
    log.warn('Personal data at rest is encrypted under the published development key: set DATA_KEYS to keys of your own.');
  try {
    store = await openStore(settings);
    uploads = await startUploadTracker(db, store, logError, vault);
    await purgeExpiredSessions(db);
    await purgeTrackingEvents(db, settings.trackingRetentionDays);
    await purgeSessionVisits(db, SESSION_SIGNALS_HOURS);
    // What earlier versions kept in the clear (screening's names and addresses, the notice list's
    // prefilled values) is sealed once, before the first claim is screened.
    const sealed = { screening: await sealPlainScreening(db, vault), noticeList: await sealPlainNoticeList(db, vault) };
    if (sealed.screening + sealed.noticeList > 0) log.info(sealed, 'Sealed the rows earlier versions kept in the clear');
    const seeded = await seedClaimants(db, vault, settlement);
    if (seeded > 0)
      log.info(
        { claimants: seeded },
        "No claimants on file: added the claimants of the settlement package's claimants.csv (an import of claimants replaces them)",
      );
    else if (await othersClaimantsOnFile(db, settlement)) {
      log.warn(
        `Warning: the claimants on file are not those of ${settlement.claimantsFile} (a data folder used with another package?); ` +
          `their credentials still authorize. Replace them: npm run admin -- import-claimants ${settlement.claimantsFile}`,
      );
    }
    // The worker reads the package through the context, which a reload may give a new one.
    const current: { context: AppContext | null } = { context: null };
    mail = startMailWorker({
      db,
      vault,
      settings,
      settlement: () => current.context?.settlement ?? settlement,
      siteOrigin: () => current.context?.site.origin ?? settings.publicUrl ?? `http://localhost:${settings.port}`,
      logError,
    });
    const context: AppContext = {
      settings,
      settlement,
      bannerFromEnvironment: input.banner !== undefined,
      db,
      vault,
      mail,
      uploads,
      csrfSecret: await getOrCreateSecret(db, 'csrf'),
      passedDeadlines: new Set(settings.deadlinesPassed),
      now: Date.now,
      logError,
      metrics: createMetrics(db),
      lifecycle: { draining: false, warm: false },
      site: { origin: settings.publicUrl ?? `http://localhost:${settings.port}` },
    };
    current.context = context;
    await purgeExpiredDrafts(context);

    const app = new Hono<AppEnv>();
    app.use(observeRequests(context));
    app.use(securityHeaders(context));
    // What each browser session fetched, for screening's session signals (after the answer: it
    // costs a request no time).
    app.use(sessionVisits(context));
    // The model configs and the copy are the largest answers the first page waits for (tens of
    // kilobytes of JSON each); compressed they arrive in a fraction of the time on a phone.
    // Only GET answers: the rest are a few hundred bytes, and JSON answers carry no length for
    // the middleware's size threshold, so each submit answer would be gzipped through a web
    // stream (measured: about 0.5 ms of CPU per claim, for no gain).
    const compressAnswer = compress();
    app.use('/api/*', (c, next) => (c.req.method === 'GET' ? compressAnswer(c, next) : next()));
    app.use('/api/forms/*', observeClaims(context));
    // Claims before pages: while a claim is received, pages go out a few at a time (claim-priority.ts).
    const priority = claimPriority({
      pagesAtOnce: settings.pagesWhileClaiming,
      pageShare: settings.pageShareWhileClaiming,
      queueLimit: settings.pageQueue,
      registry: context.metrics.registry,
    });
    app.use('/api/forms/*', priority.claims);
    app.use('/api/*', csrfProtection(context));
    settingsRoutes(app, context);
    sessionRoutes(app, context);
    authorizeRoutes(app, context);
    uploadSlots(app, context);
    caseFileRoutes(app, context);
    submitRoutes(app, context);
    draftRoutes(app, context);
    adminRoutes(app, context);
    app.route('/api/desk', deskRoutes(context));
    metricsRoute(app, context);
    payPalRoutes(app, context);
    probeRoutes(app, context);
    // Every request that reaches this point is a page or one of its files: the routes above answered theirs.
    app.use('*', priority.pages);
    staticRoutes(app, context);
    app.notFound((c) => (c.req.path.startsWith('/api/') ? jsonError(c, 404, 'Not found.') : c.text('Not found', 404)));
    app.onError((error, c) => {
      context.logError(`${c.req.method} ${c.req.path}`, error);
      // The database away for a moment: the client may try again shortly.
      if (isUnavailable(error)) c.header('Retry-After', '5');
      return jsonError(c, isUnavailable(error) ? 503 : 500, 'Something went wrong on our side. Please try again.');
    });

    // Expired sessions (the desk's too), authorize-failure windows, screening counters, tracking events past
    // their retention, expired drafts (with their documents) and the data keys of claims that never
    // came to be are dropped hourly so the tables do not grow with every visitor.
    const purge = setInterval(
      () => {
        purgeExpiredSessions(db).catch((error: unknown) => context.logError('purge sessions', error));
        purgeExpiredFailures(db).catch((error: unknown) => context.logError('purge authorize failures', error));
        purgeScreening(db).catch((error: unknown) => context.logError('purge screening', error));
        purgeSessionVisits(db, SESSION_SIGNALS_HOURS).catch((error: unknown) => context.logError('purge session signals', error));
        purgeTrackingEvents(db, settings.trackingRetentionDays).catch((error: unknown) => context.logError('purge tracking', error));
        purgeExpiredDrafts(context).catch((error: unknown) => context.logError('purge drafts', error));
        purgeOrphanDataKeys(db, [NOTICE_LIST_OWNER]).catch((error: unknown) => context.logError('purge data keys', error));
        purgeDeskSessions(db, new Date()).catch((error: unknown) => context.logError('purge desk sessions', error));
      },
      60 * 60 * 1000,
    );
    purge.unref();
    const auditCheckpoints = scheduleAuditCheckpoints(db, settings, context.logError);
    const caseSweep = startCaseSweep(context);
    const retention = startRetentionSweep(context);
    const campaigns = startCampaignSweep({
      db,
      vault,
      auditKey: settings.auditKey,
      settlement: () => context.settlement,
      logError,
    });

    return {
      app,
      settings,
      settlement,
      context,
      campaignRoundSettled: campaigns.settled,
      close: async () => {
        clearInterval(purge);
        caseSweep.stop();
        retention.stop();
        await campaigns.stop();
        await mail?.stop();
        await auditCheckpoints.stop();
        await uploads?.close();
        uploads?.store.close();
        await flushSessionSignals(db);
        await db.close();
        await unlock();
      },
    };
  } catch (error) {
    await mail?.stop();
    await uploads?.close();
    store?.close();
    await db.close();
    await unlock();
    throw error;
  }
}
