import { createFileRoute } from '@tanstack/react-router';
import { CaseFilePage } from '@/features/case-file/case-file-page';

export const Route = createFileRoute('/claim/status')({
  component: CaseFilePage,
});
