import { createFileRoute } from '@tanstack/react-router';
import { ClearedStatusPage } from '@/features/wizard/cleared-status-page';

// Any unknown path is the not-found page, and clears form state exactly as /page-not-found does.
export const Route = createFileRoute('/$')({
  component: () => <ClearedStatusPage name="notFound" />,
});
