import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/documents-upload/supporting-documents')({
  component: () => <WizardPagePlaceholder path="/documents-upload/supporting-documents" />,
});
