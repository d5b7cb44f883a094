import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/error')({
  component: () => <StatusPage name="error" />,
});
