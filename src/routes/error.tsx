import { useSyncExternalStore } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '@/features/status-pages/status-page';
import { useClearForms } from '@/features/wizard/use-clear-forms';

export const Route = createFileRoute('/error')({
  component: ClearedStatusPage,
});

// The form's error message (a server error string, contract.md §Errors) says what went wrong.
function ClearedStatusPage() {
  useClearForms();
  const { authorization } = Route.useRouteContext();
  const message = useSyncExternalStore(
    authorization.subscribe,
    () => authorization.getState().errorMessage,
    () => authorization.getState().errorMessage,
  );
  return <StatusPage name="error" detail={message ?? undefined} />;
}
