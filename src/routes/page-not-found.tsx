import { createFileRoute } from '@tanstack/react-router';
import { ClearedStatusPage } from '@/features/wizard/cleared-status-page';

export const Route = createFileRoute('/page-not-found')({
  component: () => <ClearedStatusPage name="notFound" />,
});
