import { useEffect } from 'react';
import { Outlet, createRootRouteWithContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { QueryRecord } from '@/features/routing/query';
import { ApiError } from '@/lib/api/errors';
import { loadFormArea } from '@/features/shell/form-area';
import { runShellGuards } from '@/features/shell/guards';
import type { ShellContext } from '@/features/shell/router-context';
import { StatusPage } from '@/features/shell/shell-pages';
import { ClearedStatusPage } from '@/features/wizard/cleared-status-page';
import { Shell } from '@/layouts/shell';

export const Route = createRootRouteWithContext<ShellContext>()({
  // contract.md §Routes: sanitise the query, resolve the language, check deadlines, check authorization.
  beforeLoad: ({ context, location }) => runShellGuards(context, { pathname: location.pathname, search: location.search as QueryRecord }),
  loader: ({ context, location }) => loadFormArea(context, location.pathname),
  component: RootComponent,
  errorComponent: RootError,
  notFoundComponent: () => <ClearedStatusPage name="notFound" />,
});

function RootComponent() {
  const context = Route.useRouteContext();
  return (
    <Shell context={context}>
      <Outlet />
    </Shell>
  );
}

function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('The page could not be shown', error);
  }, [error]);
  return (
    <Shell context={router.options.context as ShellContext}>
      <StatusPage name="error" detail={error instanceof ApiError ? error.userMessage : undefined} />
    </Shell>
  );
}
