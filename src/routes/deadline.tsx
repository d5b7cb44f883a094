import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '@/features/status-pages/status-page';

export const Route = createFileRoute('/deadline')({
  component: () => <StatusPage name="deadline" />,
});
