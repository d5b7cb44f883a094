import { config as fontAwesomeConfig } from '@fortawesome/fontawesome-svg-core';
import { createRoot } from 'react-dom/client';
import { Spinner } from '@ui/spinner';
import type { ThemeEntry } from '@themes/registry';
import { createI18n } from '@/features/localization/i18n';
import { createAuthorizationStore } from '@/features/shell/authorization-store';
import { browserEnvironment } from '@/features/shell/router-context';
import { PlainErrorPage } from '@/features/shell/shell-pages';
import { startUp } from '@/features/shell/startup';
import { readTheme } from '@/features/shell/theme';
import { createAppQueryClient } from './lib/query-client';
import { App, createAppRouter } from './router';
import '@fortawesome/fontawesome-svg-core/styles.css';
import '@ui/styles.css';

// Font Awesome would add its CSS in a <style> element, which the site's CSP (no 'unsafe-inline')
// blocks; the same CSS ships in the bundle's stylesheet instead.
fontAwesomeConfig.autoAddCss = false;

const unique = (messages: readonly string[]) => [...new Set(messages)];

async function main(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element to mount the app in.');
  const root = createRoot(element);

  let theme: ThemeEntry;
  try {
    theme = readTheme();
  } catch (error) {
    // A developer error, shown plainly rather than as a blank page.
    console.error(error);
    root.render(<PlainErrorPage heading="This site is not set up correctly" messages={[error instanceof Error ? error.message : String(error)]} />);
    return;
  }

  root.render(
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" />
    </div>,
  );
  const queryClient = createAppQueryClient();
  const environment = browserEnvironment();
  const [i18n, startup] = await Promise.all([
    createI18n(),
    startUp(queryClient, { queryCulture: new URLSearchParams(window.location.search).get('culture'), hostname: environment.hostname }),
  ]);
  if (startup.fatal.length > 0) {
    root.render(<PlainErrorPage heading="Sorry, the site could not start" messages={unique(startup.fatal.map((failure) => failure.message))} />);
    return;
  }

  const router = createAppRouter({
    queryClient,
    i18n,
    theme,
    authorization: createAuthorizationStore(),
    language: { active: null },
    environment,
    startupNotices: unique(startup.notices.map((failure) => failure.message)),
  });
  root.render(<App router={router} />);
}

void main();
