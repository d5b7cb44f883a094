// Starts the reference server from the environment (see server/README.md):
//   tsx server/main.ts      (npm start builds the app first, then runs this)
import { startServer } from './listen';
import { ThemeError } from '../themes/registry';
import { SettingsError, settingsFromEnv } from './settings';
import { SettlementError } from './settlement/problems';

try {
  const server = await startServer(settingsFromEnv(process.env));
  const { settings } = server;
  console.info(
    [
      `Claims site listening on ${server.url}`,
      `  settlement ${server.settlement.info.settlementName} (${server.settlement.dir})`,
      `  theme ${settings.theme.setting}, database ${settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`}`,
      `  captcha ${settings.captchaProvider}${settings.captchaSiteKey ? ` (site key ${settings.captchaSiteKey})` : ''}, deadlines ${settings.deadlineStyle} style`,
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping...`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
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
