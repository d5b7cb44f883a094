import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/documents-upload/supporting-documents')({
  component: () => <WizardPage path="/documents-upload/supporting-documents" />,
});
