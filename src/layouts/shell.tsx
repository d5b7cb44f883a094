import { Suspense, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import type { LayoutName } from '@themes/registry';
import { sharedCopy } from '@/contract/copy-keys';
import { dismissBanner } from '@/features/app-state/banner';
import { withCultureParam } from '@/features/deadlines/deadline-redirect';
import { ErrorAlertDialog } from '@/features/app-state/error-alert-dialog';
import { useAppState, useAppStateStore } from '@/features/app-state/app-state-context';
import { expiredRedirectUrl } from '@/features/html-settings/app-settings';
import { SessionTimeoutDialog } from '@/features/session/session-timeout-dialog';
import { usePageChange } from '@/features/navigation/page-change';
import { useClaimSession } from '@/features/wizard/claim-session';
import { useStore } from '@/lib/store';
import type { ShellContext } from '@/features/routing/router-context';
import { MAIN_CONTENT_ID, type LayoutProps } from './parts/layout-frame';
import { layoutModules } from './layout-modules';
import { preloadableLazy } from './parts/preloadable-lazy';

// Each theme's layout loads on its own (layout-modules.ts), so a site carries only the one it uses.
const layoutEntries = Object.fromEntries(
  Object.entries(layoutModules).map(([name, load]) => [name, preloadableLazy(() => load().then((module) => module.default))]),
) as Readonly<Record<LayoutName, ReturnType<typeof preloadableLazy<LayoutProps>>>>;

/** Loads a theme's layout ahead of the first render. */
export async function preloadLayout(name: LayoutName): Promise<void> {
  await layoutEntries[name].preload();
}

function LayoutSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label={t(sharedCopy.loading)} />
    </div>
  );
}

/** The site around every route: the theme's layout (a spinner while it loads) with the banner
 *  state, session-timeout and alert dialogs, page-change handling and the polite region that
 *  announces each new page. */
export function Shell({ context, children }: { context: ShellContext; children: ReactNode }) {
  const { navigation, authorization, i18n } = context;
  const announcement = usePageChange(navigation, i18n, context.queryClient);
  const bannerOpen = useAppState((state) => state.banner.activeBannerState);
  const appState = useAppStateStore();
  const router = useRouter();
  const claimSession = useClaimSession();
  // Closing the banner removes the button that had focus: focus goes to the page itself.
  const closeBanner = () => {
    dismissBanner(appState);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  const formType = useStore(navigation, (state) => state.formType);
  const current = useStore(navigation, () => navigation.current());
  const ThemeLayout = layoutEntries[context.theme.layout].component;
  // contract.md §Behaviour: at expiry every authorization is forgotten and the claimant is told why.
  // With the settlement's expiredRedirectUrl the claimant goes there instead, their answers cleared
  // as the session-expired page would have.
  const expire = () => {
    const expiredForm = navigation.getState().formType;
    authorization.reset();
    if (!expiredForm) return;
    const redirect = expiredRedirectUrl();
    if (!redirect) {
      void navigation.toSessionExpired(expiredForm, i18n.language);
      return;
    }
    claimSession.clearForms();
    if (redirect.startsWith('/')) void router.navigate({ href: withCultureParam(redirect, i18n.language) });
    else context.environment.assign(redirect);
  };
  return (
    <>
      <Suspense fallback={<LayoutSpinner />}>
        <ThemeLayout
          notices={context.startupNotices}
          bannerOpen={bannerOpen}
          onBannerDismiss={closeBanner}
          sessionDialog={<SessionTimeoutDialog enabled={current?.enableTimeout ?? false} running={formType !== null} onExpire={expire} />}
          alertDialog={<ErrorAlertDialog />}
        >
          {children}
        </ThemeLayout>
      </Suspense>
      <div role="status" aria-live="polite" data-slot="page-announcer" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
