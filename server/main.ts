// Starts the reference server from the environment (see server/README.md):
//   tsx server/main.ts      (npm start builds the app first, then runs this)
// Its log is JSON lines on stdout (observability/log.ts); a server that cannot start says why in
// plain text on stderr and exits with 1.
import { startServer } from './http/listen';
import { ThemeError } from '../themes/registry';
import { log } from './observability/log';
import { settingsFromEnv } from './settings/settings';
import { SettingsError } from './settings/setting-kinds';
import { SettlementError } from './settlement/problems';

try {
  const server = await startServer(settingsFromEnv(process.env));
  const { settings } = server;
  log.info(
    {
      url: server.url,
      metricsUrl: server.metricsUrl,
      settlement: server.settlement.info.settlementName,
      settlementDir: server.settlement.dir,
      theme: settings.theme.setting,
      database: settings.databaseUrl ? 'postgres' : 'pglite',
      dataDir: settings.dataDir,
      storage: settings.storage ? 's3' : 'disk',
      captcha: settings.captchaProvider,
      captchaSiteKey: settings.captchaSiteKey,
      deadlineStyle: settings.deadlineStyle,
    },
    `Claims site listening on ${server.url}`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, requestsInFlight: server.inFlight(), drainTimeoutSeconds: settings.drainTimeoutSeconds },
      'Draining: new requests are refused, requests in flight may finish',
    );
    server.drain().then(
      () => {
        log.info({ signal }, 'Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'The server did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  // Settings, package and theme errors name what to fix: show their message alone, not a stack.
  if (error instanceof SettingsError || error instanceof SettlementError || error instanceof ThemeError)
    console.error(`The server could not start. ${error.message}`);
  else console.error('The server could not start.', error);
  process.exit(1);
}
