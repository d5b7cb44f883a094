import { useEffect } from 'react';
import { Outlet, Scripts, createRootRouteWithContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { QueryRecord } from '@/features/routing/query';
import { ApiError } from '@/lib/api/errors';
import { runShellGuards } from '@/features/routing/guards';
import type { ShellContext } from '@/features/routing/router-context';
import { StatusPage } from '@/features/status-pages/status-page';
import { ClearedStatusPage } from '@/features/wizard/cleared-status-page';
import { Shell } from '@/layouts/shell';

export const Route = createRootRouteWithContext<ShellContext>()({
  // Every route: sanitise the query, resolve the language. Form routes then check the page's
  // deadlines and authorization in their own guards.
  beforeLoad: ({ context, location }) => runShellGuards(context, { pathname: location.pathname, search: location.search as QueryRecord }),
  component: RootComponent,
  errorComponent: RootError,
  notFoundComponent: () => <ClearedStatusPage name="notFound" />,
});

/** The attribute on <html> that says the page's scripts have taken it over: controls that need
 *  them (menus, dialogs) work from then on; tests wait for it before using such a control. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

function RootComponent() {
  const context = Route.useRouteContext();
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  // Scripts: on a server-rendered page, the router's state for the browser (inline, with the nonce).
  return (
    <>
      <Shell context={context}>
        <Outlet />
      </Shell>
      <Scripts />
    </>
  );
}

function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('The page could not be shown', error);
  }, [error]);
  return (
    <>
      <Shell context={router.options.context as ShellContext}>
        <StatusPage name="error" detail={error instanceof ApiError ? error.userMessage : undefined} />
      </Shell>
      <Scripts />
    </>
  );
}
