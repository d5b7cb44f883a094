import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import type { LayoutName } from '@themes/registry';
import { sharedCopy } from '@/contract/copy-keys';
import { usePageChange } from '@/features/shell/page-change';
import type { ShellContext } from '@/features/shell/router-context';
import type { LayoutProps } from './parts/layout-frame';

// Each theme's layout loads on its own, so a site carries only the one it uses.
const layouts: Readonly<Record<LayoutName, ComponentType<LayoutProps>>> = {
  Layout: lazy(() => import('./layout')),
  LayoutFtc: lazy(() => import('./layout-ftc')),
  LayoutKontent: lazy(() => import('./layout-kontent')),
};

function LayoutSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label={t(sharedCopy.loading)} />
    </div>
  );
}

/** The site around every route: the theme's layout (a spinner while it loads), page-change
 *  handling and the polite region that announces each new page. */
export function Shell({ context, children }: { context: ShellContext; children: ReactNode }) {
  const announcement = usePageChange(context.navigation, context.i18n);
  const ThemeLayout = layouts[context.theme.layout];
  return (
    <>
      <Suspense fallback={<LayoutSpinner />}>
        <ThemeLayout notices={context.startupNotices}>{children}</ThemeLayout>
      </Suspense>
      <div role="status" aria-live="polite" data-slot="page-announcer" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
