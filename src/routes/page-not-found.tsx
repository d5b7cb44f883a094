import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '@/features/shell/shell-pages';
import { useClearForms } from '@/features/wizard/use-clear-forms';

export const Route = createFileRoute('/page-not-found')({
  component: ClearedStatusPage,
});

function ClearedStatusPage() {
  useClearForms();
  return <StatusPage name="notFound" />;
}
