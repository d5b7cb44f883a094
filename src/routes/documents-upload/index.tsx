import { createFileRoute } from '@tanstack/react-router';
import { FormPageRoute } from '@/features/wizard/form-page-route';

export const Route = createFileRoute('/documents-upload/')({
  component: FormPageRoute,
});
