// The reference API server as a Hono app: createApp() opens the database (running migrations),
// finishes or undoes half-stored uploads left by a crash, and wires every route. Tests start it
// on port 0 with a temporary DATA_DIR (see server/listen.ts); main.ts starts it from the
// environment.
import { mkdir } from 'node:fs/promises';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { logger } from 'hono/logger';
import type { AppContext, AppEnv } from './context';
import { openDatabase } from './db/database';
import { getOrCreateSecret } from './db/secrets';
import { purgeExpiredSessions } from './db/sessions';
import { adminRoutes } from './routes/admin';
import { authorizeRoutes } from './routes/authorize';
import { payPalRoutes } from './routes/paypal';
import { sessionRoutes } from './routes/session';
import { settingsRoutes } from './routes/settings';
import { staticRoutes } from './routes/static';
import { submitRoutes } from './routes/submit';
import { csrfProtection, jsonError, securityHeaders } from './security';
import { resolveSettings, type ServerSettings, type SettingsInput } from './settings';
import { recoverStorage } from './storage/files';

/** A created app: the Hono app, what it runs on, and how to release it. */
export interface ClaimsApp {
  app: Hono<AppEnv>;
  settings: ServerSettings;
  context: AppContext;
  /** Closes the database (stop listening first). */
  close(): Promise<void>;
}

/** Creates the app from settings (defaults as documented in server/README.md). */
export async function createApp(input: SettingsInput = {}): Promise<ClaimsApp> {
  const settings = resolveSettings(input);
  for (const warning of settings.warnings) console.warn(warning);
  await mkdir(settings.dataDir, { recursive: true });
  const db = await openDatabase(settings);
  try {
    const recovered = await recoverStorage(settings.dataDir, db);
    if (recovered.completed || recovered.removed) {
      console.info(`Storage recovery: ${recovered.completed} claim folder(s) completed, ${recovered.removed} staging folder(s) removed.`);
    }
    await purgeExpiredSessions(db);
    const context: AppContext = {
      settings,
      db,
      csrfSecret: await getOrCreateSecret(db, 'csrf'),
      passedDeadlines: new Set(settings.deadlinesPassed),
      authorizeFailures: new Map(),
      logError(where, error) {
        console.error(`[${new Date().toISOString()}] ${where}:`, error);
      },
    };

    const app = new Hono<AppEnv>();
    if (settings.logRequests) app.use(logger());
    app.use(securityHeaders(context));
    // The model configs and the copy are the largest answers the first page waits for (tens of
    // kilobytes of JSON each); compressed they arrive in a fraction of the time on a phone.
    app.use('/api/*', compress());
    app.use('/api/*', csrfProtection(context));
    settingsRoutes(app, context);
    sessionRoutes(app, context);
    authorizeRoutes(app, context);
    submitRoutes(app, context);
    adminRoutes(app, context);
    payPalRoutes(app, context);
    staticRoutes(app, context);
    app.notFound((c) => (c.req.path.startsWith('/api/') ? jsonError(c, 404, 'Not found.') : c.text('Not found', 404)));
    app.onError((error, c) => {
      context.logError(`${c.req.method} ${c.req.path}`, error);
      return jsonError(c, 500, 'Something went wrong on our side. Please try again.');
    });

    // Expired sessions are dropped hourly so the table does not grow with every visitor.
    const purge = setInterval(() => {
      purgeExpiredSessions(db).catch((error: unknown) => context.logError('purge sessions', error));
    }, 60 * 60 * 1000);
    purge.unref();

    return {
      app,
      settings,
      context,
      close: async () => {
        clearInterval(purge);
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
