import { createFileRoute } from '@tanstack/react-router';
import { AmendPage } from '@/features/case-file/amend-page';

export const Route = createFileRoute('/claim/amend')({
  component: AmendPage,
});
